/// A JSON object's members in the order read. Lookups are linear over the keys' FNV-1a hashes: for the
/// dozen short keys of a journal line that beats a dictionary (hashing every key twice, once to store and
/// once to find), and comparing strings instead was a quarter of decoding a line.
public struct JSONObject: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    private var entries: [Member]

    public init(members: [(key: String, value: JSONValue)] = []) {
        entries = members.map { Member(key: $0.key, value: $0.value) }
    }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        entries = elements.map { Member(key: $0.0, value: $0.1) }
    }

    public init(_ dictionary: [String: JSONValue]) {
        entries = dictionary.map { Member(key: $0.key, value: $0.value) }
    }

    public var members: [(key: String, value: JSONValue)] { entries.map { (key: $0.key, value: $0.value) } }

    /// The member's value; with a repeated key the last one wins, as with a dictionary.
    public subscript(key: String) -> JSONValue? {
        let hash = FNV1a.hash(key)
        return entries.last { $0.hash == hash && $0.key == key }?.value
    }

    /// The member's value, found by the key's hash worked out beforehand.
    public subscript(key: JSONKey) -> JSONValue? {
        entries.last { $0.hash == key.hash && $0.key == key.name }?.value
    }

    mutating func append(_ key: String, _ value: JSONValue) { entries.append(Member(key: key, value: value)) }

    /// Adds a member whose key's hash the caller has worked out already.
    mutating func append(_ key: String, hash: UInt64, _ value: JSONValue) {
        entries.append(Member(key: key, hash: hash, value: value))
    }

    func contains(key: String, hash: UInt64) -> Bool { entries.contains { $0.hash == hash && $0.key == key } }

    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    public var count: Int { entries.count }

    public var keys: [String] { entries.map(\.key) }

    public func makeIterator() -> Iterator { Iterator(base: entries.makeIterator()) }

    /// The members as a dictionary with transformed values (repeated keys: the last wins).
    public func mapValues<T>(_ transform: (JSONValue) throws -> T) rethrows -> [String: T] {
        var result: [String: T] = [:]
        for member in entries { result[member.key] = try transform(member.value) }
        return result
    }

    /// Equal when both have the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        let left = lhs.mapValues { $0 }
        return left.count == rhs.mapValues { $0 }.count && left.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// The members in the order read, as key and value.
    public struct Iterator: IteratorProtocol {
        fileprivate var base: IndexingIterator<[Member]>

        public mutating func next() -> (key: String, value: JSONValue)? {
            base.next().map { (key: $0.key, value: $0.value) }
        }
    }
}

/// One member with its key's hash.
private struct Member: Sendable {
    let key: String
    let hash: UInt64
    let value: JSONValue

    init(key: String, hash: UInt64? = nil, value: JSONValue) {
        self.key = key
        self.hash = hash ?? FNV1a.hash(key)
        self.value = value
    }
}
