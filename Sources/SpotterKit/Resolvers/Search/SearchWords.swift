#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The search index's words, each known by its id (its place in the list): the list an index built in
/// memory made, or the prebuilt index's bytes read where they lie, a word made a String only when asked for.
///
/// Made into Strings and put in a table on every start, the prebuilt index's 4,800 words were about
/// 2 million instructions of every `log` of a food outside the curated table; read in place, a word is
/// found by its FNV-1a hash in the slots the index was built with, and compared as bytes.
struct SearchWords: Equatable, @unchecked Sendable {
    // Unchecked: the prebuilt bytes are the binary's read-only data, never written.
    private enum Backing {
        case built(words: [String], ids: WordTable<Int32>)
        /// `text` holds the words, each followed by a newline but the last; word `id` is the bytes
        /// `starts[id] ..< starts[id + 1] - 1`. `slots` is the `WordTable` layout of the words in order.
        case prebuilt(text: UnsafeRawBufferPointer, starts: Int32List, slots: Int32List)
    }

    private let backing: Backing

    /// The words of `list`, each its place's id; each word once.
    init(_ list: [String]) {
        backing = .built(words: list, ids: WordTable(words: list, values: list.indices.map { Int32($0) }))
    }

    /// The words of a prebuilt index as they lie (see `prebuiltLayout`); nil when the three parts do not
    /// fit together. `text` must outlive every use, as the binary's read-only data does.
    init?(text: UnsafeRawBufferPointer, starts: Int32List, slots: Int32List) {
        let words = starts.count - 1
        guard words >= 0, starts[0] == 0, Int(starts[words]) == (words == 0 ? 0 : text.count + 1),
            slots.count >= 8, slots.count & (slots.count - 1) == 0, 2 * words <= slots.count
        else { return nil }
        backing = .prebuilt(text: text, starts: starts, slots: slots)
    }

    var count: Int {
        switch backing {
        case .built(let words, _): words.count
        case .prebuilt(_, let starts, _): starts.count - 1
        }
    }

    var indices: Range<Int> { 0..<count }

    /// The word with this id.
    subscript(id: Int) -> String {
        switch backing {
        case .built(let words, _): return words[id]
        case .prebuilt(let text, let starts, _):
            let range = Int(starts[id])..<(Int(starts[id + 1]) - 1)
            return String(decoding: UnsafeRawBufferPointer(rebasing: text[range]), as: UTF8.self)
        }
    }

    /// The id of `word`, if it is one of the words.
    subscript(word: String) -> Int32? {
        switch backing {
        case .built(_, let ids): return ids[word]
        case .prebuilt(let text, let starts, let slots):
            return word.withUTF8Bytes { bytes in
                let mask = slots.count - 1
                let hash = Int(truncatingIfNeeded: FNV1a.hash(bytes))
                var slot = WordTable<Int32>.home(of: hash, among: slots.count)
                while slots[slot] != 0 {
                    let id = Int(slots[slot]) - 1
                    let start = Int(starts[id])
                    if Int(starts[id + 1]) - 1 - start == bytes.count,
                        bytes.isEmpty || memcmp(text.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0
                    {
                        return Int32(id)
                    }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    /// Every word, in id order.
    var all: [String] { indices.map { self[$0] } }

    /// The text, word starts and slots `init(text:starts:slots:)` reads back: the words joined by
    /// newlines, where each starts (and one past the text's end and its newline), and the slots of a
    /// `WordTable` of the words in id order.
    var prebuiltLayout: (text: [UInt8], starts: [Int32], slots: [Int32]) {
        let words = all
        var starts: [Int32] = [0]
        for word in words { starts.append(starts[starts.count - 1] + Int32(word.utf8.count + 1)) }
        let slots: [Int32]
        switch backing {
        case .built(_, let ids): slots = ids.layout.slots.map { Int32($0) }
        case .prebuilt(_, _, let kept): slots = Array(kept)
        }
        return (Array(words.joined(separator: "\n").utf8), starts, slots)
    }

    static func == (lhs: SearchWords, rhs: SearchWords) -> Bool { lhs.all == rhs.all }
}
