/// The 64-bit FNV-1a hash: stable across runs and machines, unlike `Hasher`, which is seeded per process.
enum FNV1a {
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash of a text's UTF-8 bytes, read in place.
    static func hash(_ text: String) -> UInt64 { text.withUTF8Bytes { hash($0) } }

    /// FNV-1a taken a 64-bit word at a time (then byte by byte over the last few): eight times fewer
    /// steps for a file's checksum. Each step still changes the hash whenever its word changes.
    static func hashWords(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var offset = 0
        while bytes.count - offset >= 8 {
            hash ^= UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = hash &* 0x0000_0100_0000_01b3
            offset += 8
        }
        for byte in bytes[offset...] {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
