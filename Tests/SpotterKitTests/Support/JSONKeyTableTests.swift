import Testing

@testable import SpotterKit

/// The parser's table of keys known beforehand: a key is found by its exact bytes, with its hash.
@Suite struct JSONKeyTableTests {
    static let names = ["v", "kind", "exercise", "exercise_id", "sixteen_bytes_ok", "seventeen_bytes_x", "kind"]

    func key(_ text: String, in table: JSONKeyTable) -> JSONKey? {
        Array(text.utf8).withUnsafeBufferPointer { table.key($0) }
    }

    @Test func findsEachKeyByItsBytesWithItsHash() {
        let table = JSONKeyTable(Self.names.map(JSONKey.init))
        for name in Self.names.dropLast(2) + ["kind"] {
            #expect(key(name, in: table)?.name == name)
            #expect(key(name, in: table)?.hash == FNV1a.hash(name))
        }
    }

    @Test func bytesThatAreNotAKeyFindNone() {
        let table = JSONKeyTable(Self.names.map(JSONKey.init))
        // A prefix, an extension, a difference past the first eight bytes, nothing, and a key too long to hold.
        for text in ["kin", "kinds", "exercise_ix", "exercise_i", "", "V", "seventeen_bytes_x"] {
            #expect(key(text, in: table) == nil, "\(text)")
        }
    }

    @Test func keysAlikeInTheirFirstEightBytesAreEachKept() {
        // Keys told apart only by their second word or their length: none is taken for a repeat of another.
        let names = (0..<100).map { "exercise_\($0)" } + ["exercise", "exercise_"]
        let table = JSONKeyTable(names.map(JSONKey.init))
        for name in names { #expect(key(name, in: table)?.name == name) }
    }

    @Test func anEmptyTableKnowsNothing() {
        #expect(key("kind", in: JSONKeyTable([])) == nil)
    }
}
