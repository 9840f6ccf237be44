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
}
