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
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
