import Testing

@testable import SpotterKit

@Suite struct JSONParserTests {
    @Test func parsesNestedValuesAndEscapes() throws {
        let value = try #require(
            JSONParser.parse(Array(#"{"a":[1,2.5,-3e2],"b":"x\"y\u00e9\n","c":null,"d":true}"#.utf8)))
        #expect(value["a"] == .array([.number(1), .number(2.5), .number(-300)]))
        #expect(value["b"]?.string == "x\"yé\n")
        #expect(value["c"] == .null)
        #expect(value["d"]?.bool == true)
    }

    @Test(arguments: [
        "", "{", #"{"a":}"#, #"{"a":1,}"#, "[1 2]", #""unterminated"#, "nul", "1e309", #"{"a":1} trailing"#,
        String(repeating: "[", count: 500) + String(repeating: "]", count: 500),
    ])
    func rejectsInvalidDocuments(_ text: String) {
        #expect(JSONParser.parse(Array(text.utf8)) == nil)
    }

    @Test func rejectsInvalidUTF8InStrings() {
        #expect(JSONParser.parse([0x22, 0xFF, 0xFE, 0x22]) == nil)
    }

    @Test func writerEscapesControlCharactersAndQuotes() throws {
        var writer = JSONWriter()
        writer.string("t", "a\"b\\c\nd\u{1}")
        writer.number("n", 46.5)
        writer.number("w", 248)
        writer.number("z", nil)
        let text = String(decoding: writer.finish(), as: UTF8.self)
        #expect(text == #"{"t":"a\"b\\c\nd\u0001","n":46.5,"w":248,"z":null}"#)
        let back = try #require(JSONParser.parse(Array(text.utf8)))
        #expect(back["t"]?.string == "a\"b\\c\nd\u{1}")
    }

    /// The writer skips texts needing no escape eight bytes at a time: a quote, a backslash, a control
    /// byte or DEL is escaped wherever it falls, among UTF-8 that needs none, and a long key is whole.
    @Test(arguments: ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}"])
    func writerEscapesAtEveryPosition(_ odd: String) throws {
        for position in 0..<20 {
            let value =
                String(repeating: "é→a", count: position / 3) + String(repeating: "b", count: position % 3) + odd
                + "c · 165 kcal"
            var writer = JSONWriter()
            writer.string("a_key_longer_than_the_stack_run_of_32", value)
            let bytes = writer.finish()
            let back = try #require(JSONParser.parse(bytes), "\(position)")
            #expect(back["a_key_longer_than_the_stack_run_of_32"]?.string == value, "\(position)")
            #expect(!bytes.contains { $0 < 0x20 || $0 == 0x7F }, "\(position)")
        }
    }

    /// The reader skips plain ASCII eight bytes at a time: an escape, a non-ASCII letter, the closing quote
    /// or a raw control byte is read the same wherever it falls within or after a run of eight.
    @Test func readsAStringTheSameWhereverItsFirstUnplainByteFalls() {
        let cases: [(written: String, read: String?)] = [
            (#"\""#, "\""), (#"\\"#, "\\"), (#"\n"#, "\n"), (#"\u00e9"#, "é"), ("é", "é"), ("\u{1}", nil),
            ("\u{7F}", "\u{7F}"), ("", ""),
        ]
        for position in 0..<20 {
            for (written, read) in cases {
                let head = String(repeating: "a", count: position)
                let text = #"{"k":""# + head + written + #"bc","after":1}"#
                let value = JSONParser.parse(Array(text.utf8))
                #expect(value?["k"]?.string == read.map { head + $0 + "bc" }, "\(position) \(written)")
                if read != nil { #expect(value?["after"]?.int == 1, "\(position) \(written)") }
            }
        }
    }

    /// A key spelled with an escape is the same key: it is hashed from its text, not its bytes.
    @Test(arguments: [#"{"ab":1,"a\u0062":2}"#, #"{"a\u0062":1,"ab":2}"#, #"{"a\/":1,"a/":2}"#])
    func refusesAKeyRepeatedInAnotherSpelling(_ text: String) {
        #expect(JSONParser.parse(Array(text.utf8)) == nil)
        #expect(JSONParser.repeatedKey(in: Array(text.utf8)) != nil)
    }

    /// Keys taken from a table of known keys read as the same members, in the same order, as keys made
    /// from their bytes, whatever their spelling; a key repeated in another spelling is still refused.
    @Test(arguments: [
        #"{"session":"s","kind":"set","sessions":1,"sessio":2,"é":3,"":4}"#,
        #"{"s\u0065ssion":"s","kind":"set"}"#, #"{"session":"a","s\u0065ssion":"b"}"#,
        #"{"kind":"set","kind":"food"}"#, #"{"kind":"set","nested":{"kind":"food","reps":[1,{"reps":2}]}}"#,
    ])
    func readsKnownKeysAsKeysMadeFromTheirBytes(_ text: String) {
        let known = JSONKeyTable(["session", "kind", "reps"].map(JSONKey.init))
        let bytes = Array(text.utf8)
        let withTable = bytes.withUnsafeBufferPointer { JSONParser.parse($0, knownKeys: known) }
        let without = JSONParser.parse(bytes)
        #expect(withTable == without)
        if case .object(let object)? = withTable, case .object(let other)? = without {
            #expect(object.keys == other.keys)
        }
    }

    @Test func findsAMemberByItsKeyOrByAKeyHashedBeforehand() throws {
        let value = try #require(JSONParser.parse(Array(#"{"v":1,"exercise_id":"squat","a\u0062":true}"#.utf8)))
        #expect(value[JSONKey("exercise_id")]?.string == "squat")
        #expect(value[JSONKey("ab")]?.bool == true)
        #expect(value["ab"]?.bool == true)
        #expect(value[JSONKey("exercise")] == nil)
        let repeated = JSONObject(members: [(key: "k", value: .number(1)), (key: "k", value: .number(2))])
        #expect(repeated["k"] == .number(2))
        #expect(repeated[JSONKey("k")] == .number(2))
    }
}
