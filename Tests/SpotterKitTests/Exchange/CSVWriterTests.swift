import Testing

@testable import SpotterKit

@Suite struct CSVWriterTests {
    @Test func plainFieldsAreLeftAlone() {
        #expect(CSVWriter.field("Bench Press") == "Bench Press")
        #expect(CSVWriter.field("") == "")
    }

    @Test func commasQuotesAndLineBreaksAreQuotedWithQuotesDoubled() {
        #expect(CSVWriter.field("Push, heavy") == "\"Push, heavy\"")
        #expect(CSVWriter.field("felt \"easy\"") == "\"felt \"\"easy\"\"\"")
        #expect(CSVWriter.field("a\nb") == "\"a\nb\"")
        #expect(CSVWriter.field("a\r\nb") == "\"a\r\nb\"")
    }

    @Test func writtenRowsReadBackThroughTheCSVReader() throws {
        var writer = CSVWriter()
        writer.row(["name", "note"])
        writer.row(["Push, heavy", "said \"go\"\non two lines"])
        let records = try CSVReader.records(Array(writer.text.utf8))
        #expect(records.map(\.fields) == [["name", "note"], ["Push, heavy", "said \"go\"\non two lines"]])
    }

    @Test func theReaderSplitsOnSemicolonsWhenAsked() throws {
        let records = try CSVReader.records(Array("a;b\r\n\"x;y\";72,5\r\n".utf8), separator: UInt8(ascii: ";"))
        #expect(records.map(\.fields) == [["a", "b"], ["x;y", "72,5"]])
    }
}
