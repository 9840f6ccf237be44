import Foundation
import Testing

/// Issue 13 through the built binary: files someone hands over (transcripts, journals) act only as
/// data, and the config file decides nothing it should not.
@Suite struct TrustBoundaryCommandLineTests {
    // No COLUMNS: the sentences below name long temporary paths and are checked whole, unwrapped.
    static let environment = ["SPOTTER_NOW": "2026-04-27 20:00"]

    /// A replayed `/trends weight --svg FILE` replaced the user's file; now replay and piped input
    /// refuse every command that touches a file beyond the journal, and the file is as it was.
    @Test func aTranscriptMayNotWriteOrReadFilesWithoutAllowFiles() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let notes = try cli.file("notes.txt", "my notes\n")
        let plan = try cli.file("secret.txt", "Day A\nsquat 3x5\n")
        let lines = [
            "96 kg", "/trends weight --svg \(notes)", "/plan import \(plan) --yes", "/alias skulls skull crusher",
            "/plan use nothing",
        ]
        let transcript = try cli.file("shared.txt", lines.joined(separator: "\n") + "\n")
        for run in [
            try cli.run(["replay", transcript], extraEnvironment: Self.environment),
            try cli.run([], stdin: lines.joined(separator: "\n") + "\n", extraEnvironment: Self.environment),
        ] {
            #expect(run.stderr.components(separatedBy: "may not write the chart file \(notes)").count == 2)
            #expect(run.stderr.contains("may not read the plan file \(plan)"))
            #expect(run.stderr.contains("may not teach an alias"))
            #expect(run.stderr.contains("may not change the active plan"))
            #expect(run.stderr.contains("replay it with --allow-files if you trust it"))
        }
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        #expect(!FileManager.default.fileExists(atPath: cli.home + "/config/spotter/aliases.txt"))
        #expect(try cli.run(["plan", "list"], extraEnvironment: Self.environment).stdout.contains("No plans"))
        // The body weight, which is data, was journaled both times.
        #expect(try cli.journal().filter { $0["kind"] as? String == "weight" }.count == 2)
    }

    /// With --allow-files the user vouches for the transcript: its commands run (a new chart file is
    /// written), yet an existing file is still only replaced with --force.
    @Test func allowFilesRunsTheCommandsAndAnExistingChartNeedsForce() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let notes = try cli.file("notes.txt", "my notes\n")
        let chart = cli.home + "/weight.svg"
        let transcript = try cli.file(
            "mine.txt", "96 kg\n/trends weight --svg \(chart)\n/trends weight --svg \(notes)\n")
        let run = try cli.run(["replay", "--allow-files", transcript], extraEnvironment: Self.environment)
        #expect(run.stdout.contains("Chart written to \(chart)."))
        #expect(run.stderr.contains("\(notes) already exists; add --force to replace it"))
        #expect(try String(contentsOfFile: chart, encoding: .utf8).contains("<svg"))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        let forced = try cli.run(["trends", "weight", "--svg", notes, "--force"], extraEnvironment: Self.environment)
        #expect(forced.code == 0)
        #expect(try String(contentsOfFile: notes, encoding: .utf8).contains("<svg"))
    }
}

extension TrustBoundaryCommandLineTests {
    /// One merged line `{"kind":"delete","targets":[every local id]}` emptied every report, and dry runs
    /// said only "Would merge 1 new entry". Now it is named, needs --yes, and `merge --revert` undoes it.
    @Test func aMergeThatDeletesLocalEntriesIsNamedConfirmedAndCanBeTakenBack() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        for line in ["2 eggs", "96 kg", "500 ml water"] {
            try cli.run(["log", line], extraEnvironment: Self.environment)
        }
        let local = try cli.journal().compactMap { $0["id"] as? String }
        let targets = local.map { "\"\($0)\"" }.joined(separator: ",")
        let other = try cli.file(
            "other.jsonl",
            #"{"v":1,"id":"d000000000000001","ts":"2026-04-27T21:00:00Z","kind":"delete","line":"d000000000000001","input":"x","targets":["#
                + targets + "]}\n")
        let dry = try cli.run(["merge", other, "--dry-run"], extraEnvironment: Self.environment)
        #expect(dry.stdout.contains("Would merge 1 new entry from \(other)"))
        #expect(dry.stdout.contains("it would delete 3 local entries."))
        let refused = try cli.run(["merge", other], stdin: "", extraEnvironment: Self.environment)
        #expect(refused.code == 1)
        #expect(refused.stderr.contains("would delete 3 local entries. Nothing was merged; run it again with --yes"))
        #expect(try cli.journal().count == 3)
        let merged = try cli.run(["merge", other, "--yes"], extraEnvironment: Self.environment)
        #expect(merged.stdout.contains("it deleted 3 local entries."))
        #expect(try cli.run(["today"], extraEnvironment: Self.environment).stdout.contains("Weight    no reading yet"))
        let reverted = try cli.run(["merge", "--revert", other], extraEnvironment: Self.environment)
        #expect(reverted.stdout.contains("1 merged line deleted, 3 local entries restored."))
        let today = try cli.run(["today"], extraEnvironment: Self.environment).stdout
        #expect(today.contains("Weight    96 kg"))
        #expect(today.contains("Water     500 / 2,500 ml"))
        // Taking back appended lines: the three local lines are still the first three.
        #expect(try cli.journal().prefix(3).compactMap { $0["id"] as? String } == local)
        let again = try cli.run(["undo", "merge"], extraEnvironment: Self.environment)
        #expect(again.code == 1)
        #expect(again.stderr.contains("There is no merge to take back"))
    }
}

extension TrustBoundaryCommandLineTests {
    func config(_ cli: CLI, _ json: String) throws {
        try FileManager.default.createDirectory(atPath: cli.home + "/config/spotter", withIntermediateDirectories: true)
        try json.write(toFile: cli.home + "/config/spotter/config.json", atomically: true, encoding: .utf8)
    }

    /// `doctor` warns when base_url takes the key to an unusual host, and says "none needed" rather
    /// than "present" for a loopback server without a key.
    @Test func doctorNamesAnUnusualHostAndAKeylessLoopbackServer() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try config(cli, #"{"resolver":"openai","providers":{"openai":{"base_url":"https://evil.example.com/v1"}}}"#)
        // No key in this environment: doctor stops before any request.
        let evil = try cli.run(["doctor"])
        #expect(evil.stdout.contains("base_url sends your openai key to evil.example.com, not api.openai.com"))
        #expect(evil.code == 1)
        try config(cli, #"{"resolver":"openai","providers":{"openai":{"base_url":"http://127.0.0.1:9/v1"}}}"#)
        let local = try cli.run(["doctor"])
        #expect(local.stdout.contains("key       none found; none needed for a server on this machine"))
        #expect(!local.stdout.contains("present"))
        #expect(!local.stdout.contains("base_url sends"))
    }

    /// A group-writable config is refused with one sentence and the fix; nothing runs on it.
    @Test func aConfigOthersCanWriteIsRefused() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try config(cli, #"{"resolver":"mock"}"#)
        let path = cli.home + "/config/spotter/config.json"
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: path)
        let run = try cli.run(["log", "2 eggs"])
        #expect(run.code != 0)
        #expect(run.stderr.contains("can be written by its group (mode 664)"))
        #expect(run.stderr.contains("Run `chmod go-w \(path)`."))
        #expect(try cli.journal().isEmpty)
    }
}
