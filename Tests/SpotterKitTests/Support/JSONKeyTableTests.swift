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

    /// The decoder's table is laid out beforehand (`EntryDecoder+KnownKeys.swift`): it must be the table of
    /// every key it reads.
    @Test func theDecodersKeptTableIsTheOneItsKeysBuild() {
        let built = EntryDecoder.builtKnownKeys()
        let layout = built.layout
        let stale = KeptTableSource.staleness(
            of: "EntryDecoder+KnownKeys.swift", isCurrent: EntryDecoder.knownKeys == built
        ) {
            KeptTableSource.file(
                extending: "EntryDecoder",
                documentation: [
                    "Every key the decoder reads (`builtKnownKeys()`), laid out beforehand: built from the keys, the",
                    "table took 57,000 instructions of a `log` whose journal ends in a line read whole.",
                    "`JSONKeyTableTests` checks it against the keys, and writes the file to put here when they differ.",
                ],
                declaration: "static let knownKeys", type: "JSONKeyTable",
                arguments: [
                    ("slots", layout.slots.map(String.init)), ("lows", layout.lows.map(String.init)),
                    ("highs", layout.highs.map(String.init)), ("counts", layout.counts.map(String.init)),
                    ("names", layout.names.map { "\"\($0)\"" }), ("hashes", layout.hashes.map(String.init)),
                ])
        }
        #expect(
            stale == nil, "EntryDecoder+KnownKeys.swift is out of date; the file to put in its place is \(stale ?? "")")
        #expect(key("exercise_id", in: EntryDecoder.knownKeys)?.hash == FNV1a.hash("exercise_id"))
    }
}
