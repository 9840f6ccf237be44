/// Words kept as text, one a line in byte order, and looked up by halving the lines where they lie: read
/// into a `Set`, the curated table's 556 alias nouns (`Resources/alias_nouns.txt`) were 625,000
/// instructions of every `log` of a meal sentence, which asks for a few dozen words.
struct SortedWords: Sendable, Equatable {
    /// The words, each followed by a newline.
    private let text: [UInt8]
    /// Where each word starts in `text`.
    private let starts: [Int]

    /// The words of `text`, one a line in byte order (as `lines(of:)` writes them).
    init(lines text: [UInt8]) {
        // A last line without its newline is a line all the same.
        let text = text.last.map { $0 == 0x0A } ?? true ? text : text + [0x0A]
        var starts: [Int] = []
        var start = 0
        for index in text.indices where text[index] == 0x0A {
            if index > start { starts.append(start) }
            start = index + 1
        }
        self.text = text
        self.starts = starts
    }

    /// The words of `words`, put in byte order.
    init<Words: Sequence<String>>(_ words: Words) {
        self.init(lines: Self.lines(of: words))
    }

    /// `words` one a line in byte order, each repeated word once: the text `init(lines:)` reads.
    static func lines<Words: Sequence<String>>(of words: Words) -> [UInt8] {
        let sorted = Set(words).filter { !$0.isEmpty }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return sorted.reduce(into: []) { text, word in text += word.utf8 + [0x0A] }
    }

    var count: Int { starts.count }

    /// The words, in byte order.
    var words: [String] {
        starts.indices.map { String(decoding: text[starts[$0]..<end(of: $0)], as: UTF8.self) }
    }

    func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { wanted in
            var (low, high) = (0, starts.count)
            while low < high {
                let middle = (low + high) / 2
                switch compare(middle, wanted) {
                case .equal: return true
                case .before: low = middle + 1
                case .after: high = middle
                }
            }
            return false
        }
    }

    private enum Order { case before, equal, after }

    /// Where word `index` falls against `wanted`, byte by byte.
    private func compare(_ index: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Order {
        let (start, end) = (starts[index], end(of: index))
        for offset in 0..<min(end - start, wanted.count) where text[start + offset] != wanted[offset] {
            return text[start + offset] < wanted[offset] ? .before : .after
        }
        let length = end - start
        return length == wanted.count ? .equal : length < wanted.count ? .before : .after
    }

    /// Where word `index` ends: at its newline.
    private func end(of index: Int) -> Int {
        var end = starts[index]
        while text[end] != 0x0A { end += 1 }
        return end
    }
}
