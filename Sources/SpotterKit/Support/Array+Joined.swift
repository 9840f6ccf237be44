extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's `joined(separator:)` gives.
    /// That one is not specialised for arrays: its first call in a process looked up Array's associated
    /// types at run time, 100,000 instructions of every `log` (this overload, being more specific, is
    /// the one every `[String]` in Spotter calls).
    public func joined(separator: String = "") -> String {
        var result = ""
        for index in indices {
            if index > 0 { result += separator }
            result += self[index]
        }
        return result
    }
}
