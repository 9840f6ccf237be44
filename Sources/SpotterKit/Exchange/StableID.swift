/// Entry ids derived from where an imported row came from, so importing a file twice finds the same ids.
enum StableID {
    /// 16 hex digits (like random ids) from the 64-bit FNV-1a hash of the key; stable across runs
    /// and machines, unlike `Hasher`, which is seeded per process.
    static func id(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return IDGenerator.hex(hash)
    }
}
