import Foundation
import Testing

/// Text from someone else's file reaches the terminal with its control characters shown, and a
/// spreadsheet opening an export runs no formula.
@Suite struct SafeOutputCommandLineTests {
    static let escape = "\u{1B}"
    static let title = escape + "]0;pwned\u{07}"
    static let clear = escape + "[2J"
    static let clipboard = escape + "]52;c;ZXZpbA==\u{07}"

    /// A journal line with the control sequences JSON-escaped, as a foreign journal would hold them.
    static func line(id: String, kind: String, fields: String) -> String {
        #"{"v":1,"id":"\#(id)","ts":"2026-04-27T08:00:00Z","kind":"\#(kind)","line":"\#(id)","#
            + #""input":"\u001b]0;pwned\u0007 toast \u001b[2J","# + fields + "}"
    }

    static let other =
        [
            line(
                id: "b000000000000001", kind: "food",
                fields: #""text":"\u001b]0;pwned\u0007 toast \u001b[2J","name":"=HYPERLINK(\"http://x\")","#
                    + #""grams":30,"kcal":80,"protein":3,"carbs":15,"fat":1,"fiber":1,"status":"ok","source":"x""#),
            line(
                id: "b000000000000002", kind: "workout_start", fields: #""name":"\u001b]52;c;ZXZpbA==\u0007legs""#),
            line(
                id: "b000000000000003", kind: "set",
                fields: #""session":"b000000000000002","exercise":"Squat\u001b[2J\u009b31m","#
                    + #""exercise_id":"squat","reps":5,"weight":100,"unit":"kg","kg":100"#),
            line(id: "b000000000000004", kind: "weight", fields: #""weight":-5,"unit":"kg","kg":-5"#),
        ].joined(separator: "\n") + "\n"

    /// A journal holding those lines as written by hand or by an older build: `merge` and `import`
    /// refuse them now, but what is already stored must still be shown safely.
    func merged() throws -> (CLI, [String: String]) {
        let cli = CLI()
        try FileManager.default.createDirectory(
            atPath: (cli.journalPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Self.other.write(toFile: cli.journalPath, atomically: true, encoding: .utf8)
        let environment = ["SPOTTER_NOW": "2026-04-27 20:00", "COLUMNS": "80"]
        return (cli, environment)
    }

    @Test func reportsShowMergedControlSequencesInsteadOfObeyingThem() throws {
        let (cli, environment) = try merged()
        defer { cli.cleanUp() }
        for command in [["feed"], ["today"], ["feed", "--review"], ["summary", "--week"], ["calendar"]] {
            let run = try cli.run(command, extraEnvironment: environment)
            let output = run.stdout + run.stderr
            #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" })
        }
        let feed = try cli.run(["feed"], extraEnvironment: environment).stdout
        #expect(feed.contains("\\u001b]0;pwned\\u0007 toast"))
        #expect(feed.contains("Squat\\u001b[2J\\u009b31m"))
        #expect(feed.contains("\\u001b]52;c;ZXZpbA==\\u0007legs"))
    }

    @Test func jsonKeepsItsOwnEscaping() throws {
        let (cli, environment) = try merged()
        defer { cli.cleanUp() }
        let run = try cli.run(["feed", "--json"], extraEnvironment: environment)
        #expect(run.stdout.contains(#"\u001b]0;pwned\u0007 toast"#))
        #expect(!run.stdout.unicodeScalars.contains("\u{1B}"))
    }

    @Test func csvExportNeutralisesFormulasUnlessRaw() throws {
        let (cli, environment) = try merged()
        defer { cli.cleanUp() }
        let csv = try cli.run(["export", "--format", "csv", "--kind", "food"], extraEnvironment: environment).stdout
        #expect(csv.contains(#","'=HYPERLINK(""http://x"")","#))
        let weights = try cli.run(["export", "--format", "csv", "--kind", "weight"], extraEnvironment: environment)
        #expect(weights.stdout.contains(",-5,kg,-5,"))
        let raw = try cli.run(["export", "--format", "csv", "--kind", "food", "--raw"], extraEnvironment: environment)
        #expect(raw.stdout.contains(#","=HYPERLINK(""http://x"")","#))
    }
}
