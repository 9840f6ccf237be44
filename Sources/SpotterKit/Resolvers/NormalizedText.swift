/// Normalised words joined by single spaces in one byte buffer, so any run of words is one
/// contiguous range: a lookup key without joining strings.
struct NormalizedText {
    private(set) var bytes: [UInt8] = []
    private var starts: [Int] = []
    private var ends: [Int] = []
    private var wordStart: Int?

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Number of words.
    var count: Int { ends.count }

    /// The word at `index`.
    func word(_ index: Int) -> String {
        String(decoding: bytes[starts[index]..<ends[index]], as: UTF8.self)
    }

    /// The words in `range`, joined by single spaces.
    func key(_ range: Range<Int>) -> String {
        String(decoding: bytes[starts[range.lowerBound]..<ends[range.upperBound - 1]], as: UTF8.self)
    }

    /// The same words, each folded to its singular-ish form (`FoodWords.folded`).
    func folded() -> NormalizedText {
        // Only words ending in `s` or `e` can fold; without one the text is its own fold.
        let canFold = ends.contains { bytes[$0 - 1] == UInt8(ascii: "s") || bytes[$0 - 1] == UInt8(ascii: "e") }
        guard canFold else { return self }
        var result = NormalizedText(capacity: bytes.count)
        result.starts.reserveCapacity(count)
        result.ends.reserveCapacity(count)
        for index in 0..<count {
            if index > 0 { result.bytes.append(0x20) }
            result.starts.append(result.bytes.count)
            FoodWords.appendFolded(bytes[starts[index]..<ends[index]], to: &result.bytes)
            result.ends.append(result.bytes.count)
        }
        return result
    }

    /// Adds a byte to the current word, opening one after a space when needed.
    mutating func append(_ byte: UInt8) {
        if wordStart == nil {
            if !ends.isEmpty { bytes.append(0x20) }
            wordStart = bytes.count
        }
        bytes.append(byte)
    }

    /// Closes the current word, if one is open.
    mutating func endWord() {
        guard let start = wordStart else { return }
        starts.append(start)
        ends.append(bytes.count)
        wordStart = nil
    }
}
