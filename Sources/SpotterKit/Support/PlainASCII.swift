/// Skips plain bytes eight at a time: the control-character checks read every stored text and every
/// printed line, and nearly all of their bytes are plain.
enum PlainASCII {
    /// True for `a`...`z` and `A`...`Z`: command names and end words are read byte by byte.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// True when `bytes` (valid UTF-8) hold a control character: C0 (but a newline when
    /// `allowingNewline`), DEL, or C1, which is 0xC2 followed by 0x80...0x9F.
    static func containsControl(_ bytes: UnsafeBufferPointer<UInt8>, allowingNewline: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var index = 0
        // Whole words of eight that hold no byte below 0x20, no DEL and no 0xC2 are passed over, other
        // UTF-8 too: printed lines carry `→` and `·` (0xC2 0xB7), and stopping at the first of them
        // left most of each line to the byte loop. A word that may hold something is read byte by byte.
        while index + 8 <= bytes.count {
            if mayHoldControl(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                if containsControl(bytes, from: index, to: index + 8, allowingNewline: allowingNewline) { return true }
            }
            index += 8
        }
        return containsControl(bytes, from: index, to: bytes.count, allowingNewline: allowingNewline)
    }

    /// False only when none of the word's bytes is below 0x20, DEL or 0xC2 (the lead byte of every
    /// C1). Each test is exact for any bytes (a borrow only starts at a byte that matches).
    static func mayHoldControl(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let below20 = (word &- 0x20 &* ones) & ~word & high
        let delete = word ^ (0x7F &* ones)
        let lead = word ^ (0xC2 &* ones)
        return below20 | ((delete &- ones) & ~delete & high) | ((lead &- ones) & ~lead & high) != 0
    }

    /// The byte-by-byte rule over `start..<end`; a C1's second byte may lie past `end`.
    private static func containsControl(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, allowingNewline: Bool
    ) -> Bool {
        for index in start..<end {
            let byte = bytes[index]
            if byte < 0x20 && !(allowingNewline && byte == 0x0A) || byte == 0x7F { return true }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] &- 0x80 < 0x20 { return true }
        }
        return false
    }

    /// How many leading bytes of `bytes` are known to lie in 0x20...0x7E: a multiple of eight, up to
    /// the first word of eight that holds any other byte.
    static func prefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let high: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // With every byte below 0x80, each test is exact: some byte below 0x20, some byte 0x7F.
            let below20 = (word &- 0x2020_2020_2020_2020) & ~word & high
            let delta = word ^ 0x7F7F_7F7F_7F7F_7F7F
            let isDelete = (delta &- 0x0101_0101_0101_0101) & ~delta & high
            guard (word & high) | below20 | isDelete == 0 else { break }
            index += 8
        }
        return index
    }
}
