/// Recognises a line that ends the active workout or bout: `done`, `end gym`, `done with the workout`.
///
/// One end word, at most one word for the session (before or after it), and a few small words
/// between (`with`, `the`, `my`, `for today`); punctuation after a word is ignored (`done!`).
enum EndPhrase {
    /// The words that end a session on their own; also read before a bout's figures (`done 5 km`).
    /// Lists, as a dozen words are found as fast by comparing, and a `Set` was hashed with the seeded
    /// hasher at every process's first line.
    static let endWords: [String] = [
        "done", "end", "finish", "finished", "stop", "over", "ended", "complete", "completed",
    ]
    private static let sessionWords: [String] = ["workout", "gym", "session", "training", "lifting", "lift"]
    private static let smallWords: [String] = ["with", "the", "my", "this", "for", "today", "is", "all", "now"]

    /// True when `text` says to end the session and nothing else.
    static func matches(_ text: String) -> Bool {
        // A sentence is no end phrase: `done with the workout for today` is the longest wanted.
        guard text.utf8.count <= 48 else { return false }
        var ends = 0
        var sessions = 0
        // Read byte by byte, each word as its ASCII letters lower-cased (`Done!` is `done`): lower-casing
        // and splitting the line as Strings was 20,000 instructions of `log 150g chicken`.
        var word = ""
        var typed = 0
        var bytes = text.utf8.makeIterator()
        while true {
            let byte = bytes.next()
            if let byte, byte != UInt8(ascii: " ") {
                guard byte < 0x80 else { return false }
                typed += 1
                if PlainASCII.isLetter(byte) { word.unicodeScalars.append(Unicode.Scalar(byte | 0x20)) }
                continue
            }
            if typed > 0 {
                if endWords.contains(word) {
                    ends += 1
                } else if sessionWords.contains(word) {
                    sessions += 1
                } else if !smallWords.contains(word) {
                    return false
                }
            }
            guard byte != nil else { break }
            word = ""
            typed = 0
        }
        return ends == 1 && sessions <= 1
    }
}
