import Testing

@testable import SpotterKit

@Suite struct TextWrappingTests {
    @Test func proseBreaksOnWordsWithinTheWidthAndKeepsEveryWord() {
        let text =
            "Pain in your shoulder noted after 3 sessions in the last 14 days: consider a lighter week or see someone."
        let lines = TextWrapping.lines(text, width: 40, indent: "   ")
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("   ") && !$0.hasPrefix("    ") })
        #expect(lines.joined(separator: " ").split(separator: " ") == text.split(separator: " "))
    }

    @Test func aWordLongerThanALineStandsAloneAndShortTextIsUntouched() {
        let path = "/home/someone/" + String(repeating: "a", count: 60) + "/journal.jsonl"
        #expect(TextWrapping.lines("Cannot read \(path) now.", width: 40) == ["Cannot read", path, "now."])
        #expect(TextWrapping.lines("  1  12:00  food     2 eggs", width: 80) == ["  1  12:00  food     2 eggs"])
    }

    @Test func helpColumnsAlignAndFitEveryWidth() {
        for width in [60, 80, 120] {
            let lines = HelpText.lines(nil, width: width)
            #expect(lines.allSatisfy { $0.count <= width })
            let starts = Set(
                HelpText.commands.compactMap { row in
                    lines.first { $0.hasPrefix("  " + row.command + " ") }.map {
                        $0.count - $0.dropFirst(2 + row.command.count).drop { $0 == " " }.count
                    }
                })
            #expect(starts.count == 1, "every description starts in one column at width \(width)")
        }
    }

    @Test func countsAgreeWithTheirNouns() {
        #expect(Format.count(1, "day") == "1 day")
        #expect(Format.count(2, "day") == "2 days")
        #expect(Format.count(1, "entry") == "1 entry")
        #expect(Format.count(0, "entry") == "0 entries")
    }
}
