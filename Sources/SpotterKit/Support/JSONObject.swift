/// A JSON object's members in the order read. Lookups are linear: for the dozen short keys of a
/// journal line that beats hashing every key twice (once to store, once to find), which was most of
/// the cost of reading a long journal.
public struct JSONObject: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var members: [(key: String, value: JSONValue)]

    public init(members: [(key: String, value: JSONValue)] = []) { self.members = members }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { (key: $0.0, value: $0.1) }
    }

    public init(_ dictionary: [String: JSONValue]) {
        members = dictionary.map { (key: $0.key, value: $0.value) }
    }

    /// The member's value; with a repeated key the last one wins, as with a dictionary.
    public subscript(key: String) -> JSONValue? {
        members.last { $0.key == key }?.value
    }

    mutating func append(_ key: String, _ value: JSONValue) { members.append((key, value)) }

    func contains(key: String) -> Bool { members.contains { $0.key == key } }

    mutating func reserveCapacity(_ count: Int) { members.reserveCapacity(count) }

    public var count: Int { members.count }

    public var keys: [String] { members.map(\.key) }

    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> { members.makeIterator() }

    /// The members as a dictionary with transformed values (repeated keys: the last wins).
    public func mapValues<T>(_ transform: (JSONValue) throws -> T) rethrows -> [String: T] {
        var result: [String: T] = [:]
        for member in members { result[member.key] = try transform(member.value) }
        return result
    }

    /// Equal when both have the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        let left = lhs.mapValues { $0 }
        return left.count == rhs.mapValues { $0 }.count && left.allSatisfy { rhs[$0.key] == $0.value }
    }
}
