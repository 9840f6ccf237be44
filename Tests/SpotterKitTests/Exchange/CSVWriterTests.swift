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

    @Test func formulaCellsGetALeadingQuote() {
        for cell in ["=HYPERLINK(\"http://x\")", "+cmd", "-2+3", "@SUM(A1)", "\tx", "\rx", "-", "+"] {
            #expect(CSVWriter.neutralised(cell) == "'" + cell)
        }
        var writer = CSVWriter()
        writer.row(["=1+1", "ok"])
        #expect(writer.text == "'=1+1,ok\n")
    }

    @Test func numbersAndPlainTextStayAsTheyAre() {
        for cell in ["-5", "+1.5", "-2.5e3", "80", "Bench Press", "", "2026-04-27T08:00:00-05:00"] {
            #expect(CSVWriter.neutralised(cell) == cell)
        }
        #expect(CSVWriter.neutralised("-5e") == "'-5e")
        #expect(CSVWriter.neutralised("-.5x") == "'-.5x")
    }

    @Test func rawWritesFormulaCellsUnchanged() {
        var writer = CSVWriter(neutralisesFormulas: false)
        writer.row(["=1+1", "@x"])
        #expect(writer.text == "=1+1,@x\n")
    }
}
