/// Answers kept by the text they answer, behind a lock, for work worth doing once per text (a USDA name's
/// words, a food's portions): emptied when full, so a long run of ever new texts does not grow it for ever.
final class KeptAnswers<Answer>: @unchecked Sendable {
    private let kept = LockedValue<[String: Answer]>([:])
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The answer kept for `text`, else the one `making` gives, kept from then on.
    func answer(for text: String, making: () -> Answer) -> Answer {
        if let known = kept.withValue({ $0[text] }) { return known }
        let answer = making()
        kept.withValue { kept in
            if kept.count >= capacity { kept.removeAll() }
            kept[text] = answer
        }
        return answer
    }
}
