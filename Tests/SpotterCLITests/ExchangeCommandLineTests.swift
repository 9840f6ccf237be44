import Foundation
import Testing

@Suite struct ExchangeCommandLineTests {
    let now = ["--now", "2026-04-27T08:15:00"]

    func fixture(_ name: String) -> String { repositoryRoot + "/Fixtures/imports/" + name }

    @Test func importTwiceAddsNothingTheSecondTime() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let first = try cli.run(["import", "strong", fixture("strong-comma.csv"), "--unit", "kg"] + now)
        #expect(first.code == 0)
        #expect(first.stdout.contains("Imported 2 workouts, 7 sets, 1 cardio entry from"))
        let count = try cli.journal().count
        let second = try cli.run(["import", "strong", fixture("strong-comma.csv"), "--unit", "kg"] + now)
        #expect(second.stdout.contains("Imported 0 workouts, 0 sets from"))
        #expect(second.stdout.contains("(12 already present, 0 rows skipped)"))
        #expect(try cli.journal().count == count)
    }

    @Test func aMissingUnitWithoutATerminalExitsTwoWithOneSentence() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["import", "strong", fixture("strong-comma.csv")] + now, stdin: "")
        #expect(run.code == 2)
        #expect(run.stderr.contains("pass --unit kg or --unit lb"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try cli.journal().isEmpty)
    }

    @Test func badRowsGoToStderrWithTheirLineNumbers() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["import", "strong", fixture("strong-bad-rows.csv"), "--unit", "lb"] + now)
        #expect(run.code == 0)
        #expect(run.stderr.contains("strong-bad-rows.csv line 3: the date \"yesterday\""))
        #expect(run.stderr.contains("line 4: the reps value \"five\" is not a number"))
        #expect(run.stdout.contains("(0 already present, 2 rows skipped)"))
    }

    @Test func theWrongAppIsNamedClearly() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["import", "fitnotes", fixture("hevy-kg.csv")] + now)
        #expect(run.code == 2)
        #expect(run.stderr.contains("looks like a Hevy export, not FitNotes"))
    }

    @Test func dryRunWritesNothing() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["import", "hevy", fixture("hevy-lbs.csv"), "--dry-run"] + now)
        #expect(run.stdout.hasPrefix("Would import 1 workout, 1 set, 1 cardio entry"))
        #expect(try cli.journal().isEmpty)
    }

    @Test func exportWritesOneCSVPerKindAndRefusesToOverwrite() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.run(["import", "hevy", fixture("hevy-kg.csv")] + now)
        try cli.run(["log", "96", "kg"] + now)
        let out = cli.home + "/out"
        let run = try cli.run(["export", "--format", "csv", "--output", out] + now)
        #expect(run.code == 0)
        #expect(run.stdout.contains("Wrote 4 entries to \(out)/spotter-set.csv"))
        let weight = try String(contentsOfFile: out + "/spotter-weight.csv", encoding: .utf8)
        #expect(weight.hasPrefix("id,date,time,timestamp,weight,unit,kg,input\n"))
        #expect(weight.contains(",2026-04-27,08:15,2026-04-27T08:15:00Z,96,kg,96,96 kg\n"))
        let again = try cli.run(["export", "--format", "csv", "--output", out] + now)
        #expect(again.code == 1)
        #expect(again.stderr.contains("already exists; pass --force"))
        #expect(try cli.run(["export", "--format", "csv", "--output", out, "--force"] + now).code == 0)
    }

    @Test func exportToStdoutFiltersByKindAndDate() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.run(["import", "fitnotes", fixture("fitnotes-kg.csv")] + now)
        let csv = try cli.run(["export", "--format", "csv", "--kind", "cardio"] + now)
        #expect(csv.stdout.split(separator: "\n").count == 2)
        let jsonl = try cli.run(["export", "--format", "jsonl", "--from", "2023-01-15", "--to", "2023-01-15"] + now)
        #expect(jsonl.stdout.split(separator: "\n").count == 5)
        #expect(try cli.run(["export", "--format", "csv", "--kind", "sets"] + now).code == 2)
        #expect(try cli.run(["export", "--format", "xml"] + now).code == 2)
    }

    @Test func mergeIsIdempotentAndReportsTornLines() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.run(["log", "96", "kg"] + now)
        let other = cli.home + "/other.jsonl"
        try cli.run(["log", "2", "cups", "of", "water"] + now, extraEnvironment: ["SPOTTER_JOURNAL": other])
        let handle = try #require(FileHandle(forWritingAtPath: other))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"v":1,"id":"tor"#.utf8))
        handle.closeFile()
        let first = try cli.run(["merge", other] + now)
        #expect(first.code == 0)
        #expect(first.stdout.contains("Merged 1 new entry from"))
        #expect(first.stderr.contains("other.jsonl line 2 is incomplete"))
        let second = try cli.run(["merge", other] + now)
        #expect(second.stdout.contains("Merged 0 new entries from"))
        #expect(try cli.journal().map { $0["kind"] as? String } == ["weight", "water"])
        #expect(try cli.run(["merge"] + now).code == 2)
    }

    @Test func mergeReportsASameIDWithDifferentContentAsAConflictAndKeepsTheLocalLine() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.run(["log", "96", "kg"] + now)
        let local = try String(contentsOfFile: cli.journalPath, encoding: .utf8)
        let other = cli.home + "/other.jsonl"
        let changed = local.replacingOccurrences(of: #""kg":96"#, with: #""kg":69"#)
        #expect(changed != local)
        try changed.write(toFile: other, atomically: true, encoding: .utf8)
        let run = try cli.run(["merge", other] + now)
        #expect(run.code == 0)
        #expect(run.stdout.contains("Merged 0 new entries from"))
        #expect(run.stdout.contains("1 in conflict (the journal's kept)"))
        #expect(run.stderr.contains("other.jsonl line 1: id "))
        #expect(try String(contentsOfFile: cli.journalPath, encoding: .utf8) == local)
    }
}
