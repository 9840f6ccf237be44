import CSystemCalls
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The environment variables Spotter reads, as a dictionary (without Foundation's ProcessInfo start-up cost).
enum Environment {
    /// One variable, read without building the dictionary (`--version` and `--help` need no more).
    static func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// The variables Spotter's paths, options and colour read by name.
    static let names = [
        "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "SPOTTER_CONFIG", "SPOTTER_JOURNAL", "SPOTTER_RESOLVER",
        "SPOTTER_NOW", "NO_COLOR", "TERM", "COLUMNS", "SPOTTER_ALLOW_KEY_ENV",
    ]

    /// The variables in `names`, every variable that may hold an API key (`APIKeys` reads no other name
    /// but the one `SPOTTER_ALLOW_KEY_ENV` allows), and that one. The rest of the environment is left
    /// out: hashing every variable into the dictionary was a tenth of `log`'s own work.
    static func variables() -> [String: String] {
        // Room for a few key variables besides the names: growing the table rehashed it twice.
        var result = [String: String](minimumCapacity: names.count + 4)
        for name in names {
            if let value = variable(name) { result[name] = value }
        }
        var pointer = spotter_environment()
        while let entry = pointer.pointee {
            pointer += 1
            // Split at the `=` byte, and make a String only of a name ending like a key's.
            guard let equals = strchr(entry, 0x3D) else { continue }
            let name = UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals))
            guard name.ends(with: "_KEY") || name.ends(with: "_TOKEN") else { continue }
            let text = String(decoding: name, as: UTF8.self)
            if APIKeys.looksLikeKeyVariable(text) { result[text] = String(cString: equals + 1) }
        }
        if let allowed = result["SPOTTER_ALLOW_KEY_ENV"], let value = variable(allowed) { result[allowed] = value }
        return result
    }
}

extension UnsafeRawBufferPointer {
    fileprivate func ends(with suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { count >= $0.count && self[(count - $0.count)...].elementsEqual($0) }
    }
}
