#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process environment as a dictionary (without Foundation's ProcessInfo start-up cost).
enum Environment {
    /// One variable, read without building the whole dictionary (`--version` and `--help` need no more).
    static func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    static func variables() -> [String: String] {
        var result: [String: String] = [:]
        // Sized once: growing the table a step at a time was a tenth of `--version`'s own work.
        result.reserveCapacity(64)
        var pointer = environ
        while let entry = pointer.pointee {
            // Split at the `=` byte: finding it among Characters was half of this function's work.
            if let equals = strchr(entry, 0x3D) {
                let name = UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals))
                result[String(decoding: name, as: UTF8.self)] = String(cString: equals + 1)
            }
            pointer += 1
        }
        return result
    }
}
