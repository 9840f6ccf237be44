import Foundation

/// JSON in and out through Foundation, never throwing: the stub answers 400 instead.
enum JSON {
    /// Compact, sorted keys, slashes unescaped; `null` for anything that cannot be encoded.
    static func bytes(_ value: Any) -> [UInt8] {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        else { return Array("null".utf8) }
        return Array(data)
    }

    static func text(_ value: Any) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The parsed value, or nil when `bytes` is not JSON.
    static func parse(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }
}
