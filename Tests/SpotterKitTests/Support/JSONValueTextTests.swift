import Testing

@testable import SpotterKit

@Suite struct JSONValueTextTests {
    @Test func writesMembersInOrderAndReadsBackTheSameValue() throws {
        let value = JSONValue.object([
            "z": .string("quote \" and \u{1B} escape"), "a": .array([.number(1), .number(2.5), .null]),
            "ok": .bool(false), "nested": .object(["empty": .array([])]),
        ])
        let text = value.jsonText
        #expect(text.hasPrefix(#"{"z":"quote \" and \u001b escape","a":[1,2.5,null],"ok":false"#))
        #expect(JSONParser.parse(Array(text.utf8)) == value)
    }
}
