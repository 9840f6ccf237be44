/// Entry ids derived from where an imported row came from, so importing a file twice finds the same ids.
enum StableID {
    /// 16 hex digits from the 64-bit FNV-1a hash of the key (random ids have 15; these keep 16, so a file
    /// imported before still finds its rows); stable across runs and machines, unlike `Hasher`, which is
    /// seeded per process. The final mix spreads a change in the last byte (set 1 vs set 2) over every
    /// digit, so short id prefixes stay distinct.
    static func id(_ key: String) -> String {
        var hash = FNV1a.hash(key.utf8)
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return IDGenerator.hex(hash)
    }
}
