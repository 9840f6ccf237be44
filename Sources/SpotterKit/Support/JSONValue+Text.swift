extension JSONValue {
    /// The value as compact JSON text, members in their order: how the executable writes the reports it
    /// builds itself (`doctor --json`, `import --json`).
    public var jsonText: String {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func append(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: Array("null".utf8))
        case .bool(let value): bytes.append(contentsOf: Array((value ? "true" : "false").utf8))
        case .number(let value): JSONWriter.appendNumber(value, to: &bytes)
        case .string(let value): JSONWriter.appendString(value, to: &bytes)
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                value.append(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONWriter.appendString(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.append(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}
