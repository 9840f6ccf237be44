import Foundation
import Testing

/// A journal holding a line with a key twice and a 4 MB line: `today`, `export` and `undo` agree that
/// neither is an entry, `doctor` counts both, and the file keeps them.
@Suite struct InvalidLineCommandLineTests {
    static let water =
        #"{"v":1,"id":"a000000000000001","ts":"2026-04-27T07:00:00Z","kind":"water","line":"a000000000000001","input":"500 ml water","ml":500}"#
    /// Water today to a reader of the first keys; a deletion of the water a year ago to one of the last.
    static let twoFaced =
        #"{"v":1,"id":"a000000000000002","ts":"2026-04-27T08:00:00Z","kind":"water","line":"a000000000000002","input":"water","ml":900,"kind":"delete","targets":["a000000000000001"],"ts":"2025-04-27T08:00:00Z"}"#
    static let huge =
        #"{"v":1,"id":"a000000000000003","ts":"2026-04-27T09:00:00Z","kind":"water","line":"a000000000000003","input":"\#(String(repeating: "w", count: 4 << 20))","ml":700}"#

    @Test func everyCommandLeavesOutTheLinesAndDoctorCountsThem() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let journal = cli.home + "/journal.jsonl"
        let text = [Self.water, Self.twoFaced, Self.huge].joined(separator: "\n") + "\n"
        try text.write(toFile: journal, atomically: true, encoding: .utf8)
        let environment = ["SPOTTER_JOURNAL": journal, "SPOTTER_NOW": "2026-04-27 20:00", "COLUMNS": "80"]
        let today = try cli.run(["today", "--json"], extraEnvironment: environment)
        #expect(today.code == 0)
        #expect(today.stdout.contains("\"water_ml\":500"), "\(today.stdout)")
        let export = try cli.run(["export", "--format", "jsonl"], extraEnvironment: environment)
        #expect(export.stdout.split(separator: "\n").count == 1)
        #expect(export.stdout.contains("a000000000000001"))
        let doctor = try cli.run(["doctor"], extraEnvironment: environment)
        #expect(doctor.code == 1)
        #expect(
            doctor.stdout.contains("1 line is invalid (not JSON, or a key twice) (first: line 2)"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("1 line is longer than 1048576 bytes and skipped (first: line 3)"))
        #expect(try cli.run(["log", "250", "ml", "water"], extraEnvironment: environment).code == 0)
        let undo = try cli.run(["undo"], extraEnvironment: environment)
        #expect(undo.stdout.contains("250ml water") || undo.stdout.contains("250 ml water"), "\(undo.stdout)")
        let kept = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(kept.hasPrefix(text))
    }
}
