/// Reads a word the foods never use as the most common known word one edit away
/// (`chiken` → `chicken`, `brocoli` → `broccoli`, `bananna` → `banana`).
struct SpellingCorrector: Sendable {
    /// Known words by length, each with how many foods use it.
    private let byLength: [Int: [(word: [UInt8], frequency: Int)]]

    init(frequencies: [String: Int]) {
        var byLength: [Int: [(word: [UInt8], frequency: Int)]] = [:]
        for (word, frequency) in frequencies.sorted(by: { $0.key < $1.key }) {
            byLength[word.utf8.count, default: []].append((Array(word.utf8), frequency))
        }
        self.byLength = byLength
    }

    /// Short words and words with digits are left alone: `ham` is not a typo of `jam`.
    static let minimumLength = 4

    /// The correction for `word`, or nil when none is one edit away.
    func correction(_ word: String) -> String? {
        let typed = Array(word.utf8)
        guard typed.count >= Self.minimumLength, typed.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        var best: (word: [UInt8], frequency: Int)?
        for length in (typed.count - 1)...(typed.count + 1) {
            for candidate in byLength[length] ?? [] where Self.isOneEdit(typed, candidate.word) {
                if best == nil || candidate.frequency > best!.frequency { best = candidate }
            }
        }
        return best.map { String(decoding: $0.word, as: UTF8.self) }
    }

    /// One insertion, deletion, substitution or swap of neighbours turns `a` into `b`.
    static func isOneEdit(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if a == b { return false }
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let restA = a.count - prefix - suffix, restB = b.count - prefix - suffix
        if restA <= 1 && restB <= 1 { return true }
        // A swap of two neighbours: `chikcen`.
        return restA == 2 && restB == 2 && a[prefix] == b[prefix + 1] && a[prefix + 1] == b[prefix]
    }
}
