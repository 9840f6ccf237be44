/// A test double that answers from a fixed dictionary of phrases, so tests run without a table
/// or a network.
public struct StubFoodResolver: FoodResolving {
    /// Recorded in the journal like any resolver's name.
    public let name: String
    /// Answers keyed by the exact phrase.
    public let answers: [String: FoodResolution]

    /// Creates a stub; phrases missing from `answers` are unresolved.
    public init(name: String = "stub", answers: [String: FoodResolution]) {
        self.name = name
        self.answers = answers
    }

    /// Returns the stored answer for `phrase`, or `.unresolved` naming the phrase.
    public func resolve(_ phrase: String) -> FoodResolution {
        answers[phrase] ?? .unresolved(reason: "the stub resolver has no answer for \"\(phrase)\"")
    }
}
