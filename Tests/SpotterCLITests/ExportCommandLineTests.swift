import Foundation
import Testing

/// Session notes are exported like every other kind.
@Suite struct ExportCommandLineTests {
    let now = ["--now", "2026-04-27T09:00:00"]

    static let day = """
        @2026-04-27 08:00
        150g chicken
        96 kg
        gym
        bench 3x5 100kg
        done
        feel 4
        pain shoulder
        note grip gave out

        """

    func journaled() throws -> CLI {
        let cli = CLI()
        let replay = try cli.run(["replay", "-"] + now, stdin: Self.day)
        #expect(replay.code == 0, "\(replay.stderr)")
        return cli
    }

    @Test func sessionNotesExportAsTheirOwnKind() throws {
        let cli = try journaled()
        defer { cli.cleanUp() }
        let run = try cli.run(["export", "--format", "csv", "--kind", "session_note"] + now)
        #expect(run.code == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "id,date,time,timestamp,session,feel,pain,note,input")
        #expect(lines.count == 4)
        #expect(lines[2].hasSuffix(",,shoulder,,pain shoulder"))
        let jsonl = try cli.run(["export", "--format", "jsonl", "--kind", "session_note"] + now)
        #expect(jsonl.stdout.split(separator: "\n").count == 3)
        #expect(jsonl.stdout.contains(#""note":"grip gave out""#))
    }

    @Test func outputDirectoryKeepsOneFilePerKindWithSessionNotes() throws {
        let cli = try journaled()
        defer { cli.cleanUp() }
        let out = cli.home + "/out"
        let run = try cli.run(["export", "--format", "csv", "--output", out] + now)
        #expect(run.code == 0)
        #expect(run.stdout.contains("Wrote 3 entries to \(out)/spotter-session_note.csv"))
        let listed = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(
            listed == [
                "spotter-food.csv", "spotter-session_note.csv", "spotter-set.csv", "spotter-weight.csv",
                "spotter-workout_end.csv", "spotter-workout_start.csv",
            ])
        let notes = try String(contentsOfFile: out + "/spotter-session_note.csv", encoding: .utf8)
        #expect(notes.hasPrefix("id,date,time,timestamp,session,feel,pain,note,input\n"))
    }
}
