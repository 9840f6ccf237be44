import Foundation
import Testing

/// Plans from the shell: import, use, and `gym` following the plan, through the built binary.
@Suite struct PlanCommandLineTests {
    static let plans = repositoryRoot + "/Fixtures/plans"

    @Test func anImportedPlanInUseDecidesWhatGymStarts() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let imported = try cli.run(["plan", "import", Self.plans + "/ppl.txt"])
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Saved plan PPL: 3 days, 8 exercises."))
        #expect(try cli.run(["plan", "use", "ppl"]).code == 0)
        let gym = try cli.run(["log", "gym", "--now", "2026-04-27T18:00:00"])
        #expect(gym.stdout.contains("PPL, day Push:"))
        #expect(gym.stdout.contains("  Bench Press 3x5-8 — no history yet"))
        let start = try #require(try cli.journal().first)
        #expect(start["plan"] as? String == "PPL" && start["day"] as? String == "Push")
        #expect(try cli.run(["log", "done", "--now", "2026-04-27T19:00:00"]).code == 0)
        let next = try cli.run(["log", "gym", "--now", "2026-04-29T18:00:00"])
        #expect(next.stdout.contains("PPL, day Pull:"))
    }

    @Test func aPlanFileWithAMistakeNamesItsLineExitsOneAndSavesNothing() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let path = cli.home + "/broken.txt"
        try "Push\n  Bench Press 3x5-8\n  Overhead Press\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try cli.run(["plan", "import", path])
        #expect(run.code == 1)
        #expect(run.stderr.contains("line 3"))
        #expect(try cli.run(["plan", "list"]).stdout.contains("No plans yet"))
    }

    @Test func aTaughtNameAndACopiedWorkoutWorkFromTheShell() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        #expect(try cli.run(["alias", "skulls", "skull crusher"]).code == 0)
        let logged = try cli.run(["log", "skulls", "3x10", "30kg", "--now", "2026-04-20T18:00:00"])
        #expect(logged.stdout.contains("Skull Crusher sets 1–3"))
        #expect(try cli.run(["log", "done", "--now", "2026-04-20T19:00:00"]).code == 0)
        let copied = try cli.run(["copy", "2026-04-20", "--to", "2026-04-27", "--now", "2026-04-27T12:00:00"])
        #expect(copied.code == 0, "\(copied.stderr)")
        let onTheDay = try cli.journal().filter { ($0["ts"] as? String)?.hasPrefix("2026-04-27") == true }
        #expect(onTheDay.map { $0["kind"] as? String } == ["workout_start", "set", "set", "set", "workout_end"])
        let nothing = try cli.run(["copy", "2026-01-01"])
        #expect(nothing.code == 1 && nothing.stderr.contains("no workout on 2026-01-01"))
    }
}

extension PlanCommandLineTests {
    /// `a/b` and `A B` are both kept in `a-b.txt`: the second import used to replace the first silently.
    @Test func aPlanNameThatSharesAnotherPlansFileIsRefused() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let first = try cli.run(["plan", "import", Self.plans + "/ppl.txt", "--name", "a/b"])
        #expect(first.code == 0, "\(first.stderr)")
        let second = try cli.run(["plan", "import", Self.plans + "/ppl.txt", "--name", "A B"])
        #expect(second.code == 1)
        #expect(second.stderr.contains("The plan name \"A B\" would replace the plan \"a/b\""))
        #expect(second.stderr.contains("choose another name with --name. Nothing was saved."))
        let again = try cli.run(["plan", "import", Self.plans + "/ppl.txt", "--name", "A/b"])
        #expect(again.code == 0, "the same name in another case replaces its own plan")
        let list = try cli.run(["plan", "list"]).stdout
        #expect(list.contains("A/b") && !list.contains("A B"))
    }
}
