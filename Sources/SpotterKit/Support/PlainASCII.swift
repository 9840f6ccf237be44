/// Skips printable ASCII eight bytes at a time: the control-character checks read every stored text
/// and every printed line, and nearly all of their bytes are such.
enum PlainASCII {
    /// True when `bytes` (valid UTF-8) hold a control character: C0 (but a newline when
    /// `allowingNewline`), DEL, or C1, which is 0xC2 followed by 0x80...0x9F.
    static func containsControl(_ bytes: UnsafeBufferPointer<UInt8>, allowingNewline: Bool) -> Bool {
        var index = prefixLength(bytes)
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 && !(allowingNewline && byte == 0x0A) || byte == 0x7F { return true }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] &- 0x80 < 0x20 { return true }
            index += 1
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
