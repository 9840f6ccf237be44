import Foundation
import Testing

@Suite struct CommandLineTests {
    let now = ["--now", "2026-04-27T08:15:00"]

    @Test func logPrintsWhatWasLoggedAndJournalsIt() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "150g", "chicken"] + now)
        #expect(run.code == 0)
        #expect(run.stdout.contains("248 kcal"))
        let lines = try cli.journal()
        #expect(lines.count == 1)
        #expect(lines[0]["kcal"] as? Double == 248)
        #expect(lines[0]["ts"] as? String == "2026-04-27T08:15:00Z")
        #expect(lines[0]["input"] as? String == "150g chicken")
    }

    @Test func anUnresolvableFoodIsJournaledForReviewAndExitsOne() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["log", "zorblax", "stew"] + now)
        #expect(run.code == 1)
        #expect(run.stderr.contains("spotter edit"))
        #expect(run.stdout.isEmpty)
        let lines = try cli.journal()
        #expect(lines.first?["status"] as? String == "needs_review")
        #expect(lines.first?["kcal"] is NSNull)
        let review = try cli.run(["feed", "--review"] + now)
        #expect(review.stdout.contains("zorblax stew"))
    }

    @Test func usageErrorsExitTwoWithOneSentenceOnStderr() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        for arguments in [
            ["frobnicate"], ["log"], ["--now", "tomorrowish", "today"], ["--resolver", "nope", "today"],
        ] {
            let run = try cli.run(arguments)
            #expect(run.code == 2, "\(arguments)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func helpAndVersionSucceed() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        #expect(try cli.run(["--version"]).stdout.hasPrefix("spotter "))
        let help = try cli.run(["--help"])
        #expect(help.code == 0)
        #expect(help.stdout.contains("replay"))
        #expect(try cli.run(["help", "edit"]).stdout.contains("FIELD=VALUE"))
    }

    @Test func theEnvironmentFreezesTheClockAndChoosesTheJournal() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let journal = cli.home + "/elsewhere.jsonl"
        try cli.run(
            ["log", "96", "kg"], extraEnvironment: ["SPOTTER_NOW": "2026-05-01 19:30", "SPOTTER_JOURNAL": journal])
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(text.contains(#""ts":"2026-05-01T19:30:00Z""#))
        #expect(!FileManager.default.fileExists(atPath: cli.journalPath))
    }

    /// A clock line is local time: in Berlin a winter morning is an hour ahead of UTC and a summer evening two,
    /// the offset each was read with written beside it.
    @Test func aClockLineTakesTheZonesOffsetOfItsOwnDay() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let transcript = try cli.file("days.txt", "@2026-01-15 07:00\n96 kg\n@2026-07-15 19:30\n95 kg\n")
        let run = try cli.run(
            ["replay", transcript, "--now", "2026-01-15T06:00:00Z"], extraEnvironment: ["TZ": "Europe/Berlin"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(
            try cli.journal().map { $0["ts"] as? String } == [
                "2026-01-15T07:00:00+01:00", "2026-07-15T19:30:00+02:00",
            ])
    }

    @Test func pipedInputIsReplayedAsABatch() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(now, stdin: "150g chicken\n2 cups of water\n96 kg\n")
        #expect(run.code == 0)
        #expect(run.stdout.contains("Replayed 3 lines: 3 entries"))
        #expect(try cli.journal().map { $0["kind"] as? String } == ["food", "water", "weight"])
    }

    @Test func dryRunWritesNothingAndJsonPrintsEntries() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let run = try cli.run(["replay", "--dry-run", "--json", "-"] + now, stdin: "2 eggs and toast\n")
        #expect(run.code == 0)
        let objects = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.count == 2)
        #expect(objects.allSatisfy { $0["kind"] as? String == "food" })
        let journal = try cli.journal()
        #expect(journal.isEmpty)
    }

    @Test func todayShowsTheSummaryAndItsJsonIsData() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.run(["replay", "-"] + now, stdin: "150g chicken\n2 cups of water\n96 kg\n")
        let text = try cli.run(["today"] + now)
        #expect(text.stdout.contains("248 / 2,200 kcal"))
        #expect(text.stdout.contains("500 / 2,500 ml"))
        #expect(text.stdout.contains("96 kg"))
        #expect(!text.stdout.contains("\u{1B}["))
        let json = try cli.run(["today", "--json"] + now)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["kcal"] as? Double == 248)
        #expect(object?["water_ml"] as? Double == 500)
    }

    @Test func aTranscriptWithWindowsLineEndsAndNoLastNewlineReplaysEveryLine() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let transcript = "@2026-04-27 07:00\r\n150g chicken\r\n\r\n# breakfast\r\n@2026-04-27 07:00\r\n2 cups of water"
        let run = try cli.run(["replay", "-"] + now, stdin: transcript)
        #expect(run.code == 0)
        #expect(run.stdout.contains("Replayed 6 lines: 2 entries, 0 needing review."))
        let lines = try cli.journal()
        #expect(lines.map { $0["input"] as? String } == ["150g chicken", "2 cups of water"])
        #expect(lines.map { $0["ts"] as? String } == ["2026-04-27T07:00:00Z", "2026-04-27T07:00:00Z"])
    }

    @Test func aSetHeldForItsLoadIsLoggedByTheNextLogOfTheSameLine() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        for line in ["gym", "bench 100kg x 5 5 5", "done"] {
            _ = try cli.run(["log", line, "--now", "2026-04-20T18:00:00"])
        }
        let later = ["--now", "2026-04-27T18:00:00"]
        _ = try cli.run(["log", "gym"] + later)
        let held = try cli.run(["log", "bench 3x5 300"] + later)
        #expect(held.code == 1)
        #expect(held.stderr.contains("type the same line again"))
        // Another line in between lets it go: the same line is held again, and logged when typed next.
        #expect(try cli.run(["log", "2 cups of water"] + later).code == 0)
        #expect(try cli.run(["log", "bench 3x5 300"] + later).code == 1)
        let typedAgain = try cli.run(["log", "bench 3x5 300"] + later)
        #expect(typedAgain.code == 0)
        #expect(typedAgain.stdout.contains("Bench Press sets 1–3: 5 × 300 kg"))
    }

    @Test func undoDeleteAndEditWorkFromTheShell() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.run(["replay", "-"] + now, stdin: "150g chicken\n1 cup rice\n2 eggs and toast\n")
        #expect(try cli.run(["undo"] + now).stdout.contains("2 entries"))
        #expect(try cli.run(["edit", "2", "grams=316"] + now).code == 0)
        #expect(try cli.run(["delete", "1"] + now).code == 0)
        let feed = try cli.run(["feed"] + now)
        #expect(feed.stdout.contains("410 kcal"))
        #expect(!feed.stdout.contains("chicken"))
        #expect(try cli.run(["delete", "9"] + now).code == 1)
        let lines = try cli.journal()
        #expect(lines.count == 7)
    }

    @Test func configShowPathAndSet() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        #expect(try cli.run(["config", "path"]).stdout == cli.home + "/config/spotter/config.json\n")
        #expect(try cli.run(["config", "set", "targets.kcal", "2600"]).code == 0)
        let shown = try cli.run(["config", "show"])
        #expect(shown.stdout.contains("\"kcal\" : 2600"))
        #expect(try cli.run(["config", "set", "units", "stone"]).code == 2)
        let override = try cli.run(["config", "show", "--resolver", "mock"])
        #expect(override.stdout.contains("\"resolver\" : \"mock\""))
    }

    @Test func aTornTailIsSetAsideAndReportedOnTheNextStart() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try cli.run(["log", "96", "kg"] + now)
        let handle = try #require(FileHandle(forWritingAtPath: cli.journalPath))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"v":1,"id":"dead","ts":"2026-04"#.utf8))
        try handle.close()
        let run = try cli.run(["log", "150g", "chicken"] + now)
        #expect(run.code == 0)
        #expect(run.stderr.contains(".torn"))
        #expect(try cli.journal().count == 2)
        #expect(FileManager.default.fileExists(atPath: cli.journalPath + ".torn"))
    }

    @Test func concurrentLoggersNeverInterleaveOrLoseLines() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        for processes in [2, 4] {
            try? FileManager.default.removeItem(atPath: cli.journalPath)
            let perProcess = 15
            let group = DispatchGroup()
            for worker in 0..<processes {
                DispatchQueue.global().async(group: group) {
                    for index in 0..<perProcess {
                        _ = try? cli.run(["log", "\(worker * 100 + index + 1)g", "chicken"])
                    }
                }
            }
            group.wait()
            let text = try String(contentsOfFile: cli.journalPath, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == processes * perProcess)
            #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
        }
    }

    @Test func theBinaryWorksCopiedAloneWithTheFoodTableBuiltIn() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let lonely = cli.home + "/bin/spotter"
        try FileManager.default.createDirectory(atPath: cli.home + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.binary, toPath: lonely)
        let run = try ChildProcess.run(
            [lonely, "log", "1", "cup", "rice"] + now, stdin: nil, environment: cli.environment, directory: cli.home)
        let text = run.stdout
        #expect(run.status == 0)
        #expect(text.contains("205 kcal"))
    }

    @Test func aUserFoodsFileExtendsTheTable() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try FileManager.default.createDirectory(atPath: cli.home + "/config/spotter", withIntermediateDirectories: true)
        let csv = """
            name,aliases,kcal_per_100g,protein_g,carbs_g,fat_g,fiber_g,portions,ndb_no,source_dataset
            zorblax stew,zorblax stew|zorblax,120,10,8,5,1,bowl=300,99999,user
            """
        try csv.write(toFile: cli.home + "/config/spotter/foods.csv", atomically: true, encoding: .utf8)
        let run = try cli.run(["log", "200g", "zorblax"] + now)
        #expect(run.code == 0)
        #expect(run.stdout.contains("240 kcal"))
    }
}
