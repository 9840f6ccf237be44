import Foundation

/// Turns `JSONValue`s into JSON text for request bodies (Foundation's serializer; requests are small).
enum JSONText {
    static func bytes(_ value: JSONValue) -> [UInt8] {
        guard let data = try? JSONSerialization.data(withJSONObject: foundation(value), options: [.sortedKeys]) else {
            return Array("{}".utf8)
        }
        return Array(data)
    }

    static func string(_ value: JSONValue) -> String { String(decoding: bytes(value), as: UTF8.self) }

    private static func foundation(_ value: JSONValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let flag): flag
        case .number(let number): number
        case .string(let text): text
        case .array(let items): items.map(foundation)
        case .object(let members): members.mapValues(foundation)
        }
    }
}
