/// Makes entry ids: 16 lowercase hex digits from 64 random bits, so any prefix is a usable reference.
public struct IDGenerator: Sendable {
    public init() {}

    /// A new random id.
    public func next() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next()
        return Self.hex(value)
    }

    static func hex(_ value: UInt64) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: 0, count: 16)
        var rest = value
        for index in stride(from: 15, through: 0, by: -1) {
            bytes[index] = digits[Int(rest & 0xF)]
            rest >>= 4
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
