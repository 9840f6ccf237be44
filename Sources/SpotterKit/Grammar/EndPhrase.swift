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
        for word in text.lowercased().split(separator: " ") {
            let key = String(word.filter(\.isLetter))
            if endWords.contains(key) {
                ends += 1
            } else if sessionWords.contains(key) {
                sessions += 1
            } else if !smallWords.contains(key) {
                return false
            }
        }
        return ends == 1 && sessions <= 1
    }
}
