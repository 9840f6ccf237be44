extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's `joined(separator:)` gives.
    /// That one is not specialised for arrays: its first call in a process looked up Array's associated
    /// types at run time, 100,000 instructions of every `log` (this overload, being more specific, is
    /// the one every `[String]` in Spotter calls).
    public func joined(separator: String = "") -> String {
        guard count > 1 else { return first ?? "" }
        var total = separator.utf8.count * (count - 1)
        for index in indices { total += self[index].utf8.count }
        // Copied into one allocation: each `+=` of a piece cost about 280 instructions, and a workout's
        // summary lines join a dozen.
        return String(unsafeUninitializedCapacity: total) { buffer in
            var at = 0
            func put(_ text: String) {
                text.withUTF8Bytes { bytes in
                    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
                    (target + at).update(from: source, count: bytes.count)
                    at += bytes.count
                }
            }
            for index in indices {
                if index > 0 { put(separator) }
                put(self[index])
            }
            return at
        }
    }
}
