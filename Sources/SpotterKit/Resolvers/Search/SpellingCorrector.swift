/// Reads a word the foods never use as the most common known word one edit away
/// (`chiken` → `chicken`, `brocoli` → `broccoli`, `bananna` → `banana`).
struct SpellingCorrector: Sendable {
    /// The known words of one length side by side in one byte array, with how many foods use each.
    private struct Bucket: Sendable {
        var bytes: [UInt8] = []
        var frequencies: [Int] = []
    }

    /// Buckets by word length in bytes. Built in one pass over the words: a table of them sorted by
    /// name, each word its own array, was most of the 45 million instructions a first typo cost `log`.
    private let buckets: [Bucket]

    /// Known words with how many foods use each, in any order and each once.
    init(words: some Sequence<(word: String, frequency: Int)>) {
        var buckets: [Bucket] = []
        for (word, frequency) in words {
            let length = word.utf8.count
            if length >= buckets.count { buckets += Array(repeating: Bucket(), count: length + 1 - buckets.count) }
            buckets[length].bytes.append(contentsOf: word.utf8)
            buckets[length].frequencies.append(frequency)
        }
        self.buckets = buckets
    }

    /// Short words and words with digits are left alone: `ham` is not a typo of `jam`.
    static let minimumLength = 4

    /// The correction for `word`, or nil when none is one edit away. The most common candidate wins;
    /// between equally common ones the shorter, then the first by its bytes, whatever order the words came in.
    func correction(_ word: String) -> String? {
        let typed = Array(word.utf8)
        guard typed.count >= Self.minimumLength, typed.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        var best: (word: ArraySlice<UInt8>, frequency: Int)?
        for length in (typed.count - 1)...(typed.count + 1) where length < buckets.count {
            let bucket = buckets[length]
            for index in bucket.frequencies.indices {
                let candidate = bucket.bytes[(index * length)..<((index + 1) * length)]
                guard Self.isOneEdit(typed[...], candidate) else { continue }
                let frequency = bucket.frequencies[index]
                if let known = best {
                    guard
                        frequency > known.frequency
                            || (frequency == known.frequency && length == known.word.count
                                && candidate.lexicographicallyPrecedes(known.word))
                    else { continue }
                }
                best = (candidate, frequency)
            }
        }
        return best.map { String(decoding: $0.word, as: UTF8.self) }
    }

    /// One insertion, deletion, substitution or swap of neighbours turns `a` into `b`.
    static func isOneEdit(_ a: [UInt8], _ b: [UInt8]) -> Bool { isOneEdit(a[...], b[...]) }

    private static func isOneEdit(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        if a.elementsEqual(b) { return false }
        let (a0, b0) = (a.startIndex, b.startIndex)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[a0 + prefix] == b[b0 + prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
            a[a.endIndex - 1 - suffix] == b[b.endIndex - 1 - suffix]
        {
            suffix += 1
        }
        let restA = a.count - prefix - suffix, restB = b.count - prefix - suffix
        if restA <= 1 && restB <= 1 { return true }
        // A swap of two neighbours: `chikcen`.
        return restA == 2 && restB == 2 && a[a0 + prefix] == b[b0 + prefix + 1] && a[a0 + prefix + 1] == b[b0 + prefix]
    }
}
