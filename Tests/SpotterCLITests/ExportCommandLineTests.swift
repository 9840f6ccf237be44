import Foundation
import Testing

/// `spotter export` writes one document to stdout (CSV unless told otherwise); `--output DIR` writes a
/// file per kind; session notes are exported like every other kind.
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

    func files(in cli: CLI) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cli.home).filter { $0.hasSuffix(".csv") }
    }

    /// Rows as dictionaries keyed by the header's names (quoted fields hold no line breaks here).
    func table(_ csv: String) -> [[String: String]] {
        let lines = csv.split(separator: "\n").map(fields)
        guard let header = lines.first else { return [] }
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    /// One CSV line's fields, with quotes taken off.
    func fields(_ line: Substring) -> [String] {
        var fields = [""]
        var quoted = false
        var previous: Character?
        for character in line {
            if character == "\"" {
                // `""` inside a quoted field: the first closed it, the second reopens it with a quote.
                if !quoted, previous == "\"" { fields[fields.count - 1].append("\"") }
                quoted.toggle()
            } else if character == ",", !quoted {
                fields.append("")
            } else {
                fields[fields.count - 1].append(character)
            }
            previous = character
        }
        return fields
    }

    @Test func csvWithoutOutputIsOneTableOnStdoutWithAKindColumn() throws {
        let cli = try journaled()
        defer { cli.cleanUp() }
        let run = try cli.run(["export", "--format", "csv"] + now)
        #expect(run.code == 0)
        #expect(run.stderr.isEmpty)
        #expect(try files(in: cli).isEmpty)
        let header = run.stdout.prefix { $0 != "\n" }
        #expect(header.hasPrefix("id,date,time,timestamp,kind,text,name,grams,kcal,"))
        #expect(header.hasSuffix(",about,reason,input"))
        let rows = table(run.stdout)
        #expect(
            rows.map { $0["kind"] ?? "" } == [
                "food", "weight", "workout_start", "set", "set", "set", "workout_end", "session_note", "session_note",
                "session_note",
            ])
        #expect(rows[0]["kcal"] == "248" && rows[0]["exercise"] == "")
        #expect(rows[0]["name"] == "chicken breast, meat only, cooked (roasted)")
        #expect(rows[1]["weight"] == "96" && rows[1]["kg"] == "96")
        #expect(rows[3]["exercise"] == "Bench Press" && rows[3]["weight"] == "100" && rows[3]["reps"] == "5")
        #expect(rows[7]["feel"] == "4" && rows[8]["pain"] == "shoulder" && rows[9]["note"] == "grip gave out")
    }

    @Test func exportWithNoFormatIsTheSameCSVOnStdout() throws {
        let cli = try journaled()
        defer { cli.cleanUp() }
        let plain = try cli.run(["export"] + now)
        #expect(plain.code == 0)
        #expect(plain.stdout == (try cli.run(["export", "--format", "csv"] + now)).stdout)
        #expect(try files(in: cli).isEmpty)
    }

    @Test func severalKindsGiveTheUnionOfTheirColumnsOnly() throws {
        let cli = try journaled()
        defer { cli.cleanUp() }
        let run = try cli.run(["export", "--kind", "weight,session_note"] + now)
        #expect(run.code == 0)
        #expect(run.stdout.hasPrefix("id,date,time,timestamp,kind,weight,unit,kg,session,feel,pain,note,input\n"))
        #expect(
            table(run.stdout).map { $0["kind"] ?? "" } == ["weight", "session_note", "session_note", "session_note"])
    }

    /// Issue 16: a set's note (`felt grindy`) and a timed hold's seconds are columns of the set's row; in
    /// the table of every kind a set's note shares the `note` column with session notes.
    @Test func aSetsNoteAndHoldAreExported() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let lines = "@2026-04-27 08:00\ngym\nbench 100kg x 5 felt grindy\nplank 1:30\ndone\nnote long day\n"
        #expect(try cli.run(["replay", "-"] + now, stdin: lines).code == 0)
        let sets = table(try cli.run(["export", "--format", "csv", "--kind", "set"] + now).stdout)
        #expect(sets.map { $0["note"] ?? "" } == ["felt grindy", ""])
        #expect(sets.map { $0["hold_s"] ?? "" } == ["", "90"])
        #expect(sets.map { $0["reps"] ?? "" } == ["5", ""])
        let all = table(try cli.run(["export", "--format", "csv"] + now).stdout)
        #expect(all.filter { $0["kind"] == "set" }.map { $0["note"] ?? "" } == ["felt grindy", ""])
        #expect(all.filter { $0["kind"] == "session_note" }.map { $0["note"] ?? "" } == ["long day"])
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
        let run = try cli.run(["export", "--output", out] + now)
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

    @Test func jsonlHasNoOutputDirectory() throws {
        let cli = try journaled()
        defer { cli.cleanUp() }
        let run = try cli.run(["export", "--format", "jsonl", "--output", cli.home + "/out"] + now)
        #expect(run.code == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("jsonl goes to stdout"))
    }
}
