/// A memo table's key: a text with a hash of its bytes worked out once (`FNV1a`). A `String` key runs
/// every byte through the standard hasher, about 400 instructions a line, and a replay looks up each
/// line. Texts that differ only in Unicode normalisation are different keys here: a memo miss, no more.
struct MemoKey: Hashable {
    let text: String
    private let digest: UInt64

    init(_ text: String) {
        self.text = text
        digest = text.withUTF8Bytes { FNV1a.hash($0) }
    }

    static func == (lhs: MemoKey, rhs: MemoKey) -> Bool { lhs.digest == rhs.digest && lhs.text == rhs.text }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
