/// An object key with its hash worked out once, for a lookup repeated on every line read.
public struct JSONKey: Sendable {
    let name: String
    let hash: UInt64

    public init(_ name: String) {
        self.name = name
        hash = FNV1a.hash(name)
    }

    /// A key whose hash is known already (`JSONKeyTable`).
    init(name: String, hash: UInt64) {
        self.name = name
        self.hash = hash
    }
}
