import Foundation
import Testing

@testable import SpotterKit

/// The writer fills its object through a pointer; the static `append…` functions write into an array
/// one append at a time. Both must give the same bytes, and those bytes must mean what Foundation's
/// `JSONEncoder` means by the same value (it spells some escapes differently: `\/`, `\u001F`, a raw DEL).
@Suite struct JSONWriterFastPathTests {
    static let tricky: [String] = [
        "", "a", "150g chicken", "quote \" inside", "\"", "\\", "back\\slash\\", "line\nbreak", "cr\rtab\t",
        "\u{0}", "nul\u{0}in the middle", "\u{1}\u{1F}\u{7F}", "del at end\u{7F}", "é", "naïve café → 165 kcal",
        "emoji 🏋️‍♀️ and 🍗", "日本語のテキスト", "mixed \"é\"\n\u{1B}[31m red", "slash / stays",
        String(repeating: "x", count: 7), String(repeating: "y", count: 8), String(repeating: "z", count: 9),
        String(repeating: "long plain text ", count: 200), String(repeating: "\"\\\n", count: 300),
        String(repeating: "a", count: 15) + "\"" + String(repeating: "b", count: 16),
        "\u{2028}\u{2029} separators", "\u{FEFF}bom",
    ]

    static let numbers: [Double?] = [
        nil, 0, -0.0, 1, -1, 46.5, -46.5, 0.5, -0.5, 248, 3.6, 0.1, 0.25, 1.0 / 3, 2.0 / 3, 123_456.7,
        99_999_999_999_999,
        1e15, 1e14, 1e14 + 0.5, 1e16, -1e16, 1e300, .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
        9_007_199_254_740_992,
        Double(Int64.max), Double(Int64.min), 1234.56, 0.001,
    ]

    /// One object of every field shape, written by the writer.
    static func written(_ text: String, _ number: Double?) -> [UInt8] {
        var writer = JSONWriter()
        writer.string("t", text)
        writer.number("n", number)
        writer.int("i", Int(number.map { $0.isFinite && abs($0) < 1e18 ? $0 : 0 } ?? -7))
        writer.dynamicKey(text)
        writer.null()
        writer.stringArray("a", [text, "", text])
        writer.bool("b", true)
        writer.bool("f", false)
        writer.raw("r", [UInt8]("[1,2]".utf8))
        writer.timestamp("ts", Timestamp(seconds: 1_577_862_000, offset: 3600))
        return writer.finish()
    }

    /// The same object, built with the array functions one piece at a time.
    static func appended(_ text: String, _ number: Double?) -> [UInt8] {
        var bytes = Array(#"{"t":"#.utf8)
        JSONWriter.appendString(text, to: &bytes)
        bytes += Array(#","n":"#.utf8)
        JSONWriter.appendNumber(number, to: &bytes)
        bytes += Array(#","i":"#.utf8)
        JSONWriter.appendInteger(Int64(number.map { $0.isFinite && abs($0) < 1e18 ? $0 : 0 } ?? -7), to: &bytes)
        bytes += Array(",".utf8)
        JSONWriter.appendString(text, to: &bytes)
        bytes += Array(#":null,"a":["#.utf8)
        JSONWriter.appendString(text, to: &bytes)
        bytes += Array(#","","#.utf8)
        JSONWriter.appendString(text, to: &bytes)
        bytes += Array(#"],"b":true,"f":false,"r":[1,2],"ts":""#.utf8)
        Timestamp(seconds: 1_577_862_000, offset: 3600).appendISO8601(to: &bytes)
        bytes += Array(#""}"#.utf8)
        return bytes
    }

    @Test func writerGivesTheBytesOfTheArrayFunctions() {
        for (index, text) in Self.tricky.enumerated() {
            for number in Self.numbers {
                #expect(
                    Self.written(text, number) == Self.appended(text, number), "\(index) \(String(describing: number))")
            }
        }
    }

    @Test func stringsMeanWhatJSONEncoderMeans() throws {
        for text in Self.tricky {
            var writer = JSONWriter()
            writer.string("t", text)
            let bytes = writer.finish()
            let ours = try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String])
            let theirs = try #require(
                JSONSerialization.jsonObject(with: try JSONEncoder().encode(["t": text])) as? [String: String])
            #expect(ours == theirs)
            // Foundation's reader drops a byte-order mark inside a string; the journal's own reader keeps it.
            #expect(JSONParser.parse(bytes)?["t"]?.string == text)
        }
    }

    @Test func numbersMeanWhatJSONEncoderMeans() throws {
        for case let number? in Self.numbers where number.isFinite {
            var writer = JSONWriter()
            writer.number("n", number)
            let ours = try #require(JSONSerialization.jsonObject(with: Data(writer.finish())) as? [String: Double])
            let theirs = try #require(
                JSONSerialization.jsonObject(with: try JSONEncoder().encode(["n": number])) as? [String: Double])
            #expect(ours["n"] == theirs["n"], "\(number)")
        }
    }

    /// A journal buffer is continued line after line: the lines are those written one at a time, however
    /// long the buffer already is and however the room left before each line falls.
    @Test func continuedBufferHoldsEachLineAsWrittenAlone() {
        var together: [UInt8] = []
        var alone: [UInt8] = []
        var text = TimestampText()
        for index in 0..<600 {
            let note = Self.tricky[index % Self.tricky.count]
            let entry = Entry(
                id: "e\(index)", timestamp: Timestamp(seconds: 1_577_862_000 + Int64(index / 7), offset: 0),
                lineID: "e\(index)", input: note,
                payload: .food(
                    FoodRecord(
                        text: note, name: index % 3 == 0 ? nil : note, grams: Double(index) / 4, kcal: 248,
                        protein: 46.5, carbs: 0, fat: 5.4, fiber: 0, status: .ok, confidence: 1,
                        source: "usda-sr28:05064"
                    )))
            EntryEncoder.append(entry, to: &together, timestamps: &text)
            alone += EntryEncoder.line(for: entry)
        }
        #expect(together == alone)
        #expect(together.count == alone.count)
    }
}
