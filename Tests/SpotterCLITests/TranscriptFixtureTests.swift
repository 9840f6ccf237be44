import Foundation
import Testing

/// Every transcript in `Fixtures/transcripts/` replayed through the built binary with a frozen clock,
/// compared with its expected output (`NAME.out`) and journal (`NAME.jsonl`, ids replaced by
/// placeholders). `SPOTTER_UPDATE_FIXTURES=1 swift test` rewrites the expectations; review the diff.
@Suite struct TranscriptFixtureTests {
    static let directory = repositoryRoot + "/Fixtures/transcripts"
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }()

    @Test func thereAreTranscripts() {
        #expect(Self.names.count >= 4)
    }

    @Test(arguments: names)
    func transcriptReplaysToItsExpectedOutputAndJournal(_ name: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        try Self.applySettings(name, cli)
        // The fixtures are ours: their /plan import and /plan use lines may read plan files.
        var run = try cli.run(
            ["replay", "--allow-files", Self.directory + "/\(name).txt", "--now", "2026-04-27T06:00:00"])
        var placeholders = Placeholders()
        let journal = try Self.normalizedJournal(cli.journalPath, &placeholders)
        run.stdout = placeholders.replacingIDPrefixes(in: run.stdout)
        let outPath = Self.directory + "/\(name).out"
        let journalPath = Self.directory + "/\(name).jsonl"
        if ProcessInfo.processInfo.environment["SPOTTER_UPDATE_FIXTURES"] == "1" {
            try run.stdout.write(toFile: outPath, atomically: true, encoding: .utf8)
            try (journal.joined(separator: "\n") + "\n").write(toFile: journalPath, atomically: true, encoding: .utf8)
        }
        #expect(run.code == 0, "\(run.stderr)")
        let expectedOut = try String(contentsOfFile: outPath, encoding: .utf8)
        #expect(run.stdout == expectedOut)
        let expectedJournal = try String(contentsOfFile: journalPath, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(journal == expectedJournal)

        // Replaying the same transcript into an empty journal again gives the same entries.
        let again = CLI()
        defer { again.cleanUp() }
        try Self.applySettings(name, again)
        try again.run(["replay", "--allow-files", Self.directory + "/\(name).txt", "--now", "2026-04-27T06:00:00"])
        var fresh = Placeholders()
        #expect(try Self.normalizedJournal(again.journalPath, &fresh) == journal)
    }

    /// `NAME.config`, when there is one, holds `KEY VALUE` lines set with `spotter config set` before the
    /// replay (`units lb`), so a transcript can be a user with other settings than the defaults.
    static func applySettings(_ name: String, _ cli: CLI) throws {
        guard let text = try? String(contentsOfFile: directory + "/\(name).config", encoding: .utf8) else { return }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2 else { continue }
            let run = try cli.run(["config", "set", words[0], words[1]])
            #expect(run.code == 0, "\(run.stderr)")
        }
    }

    /// Journal lines with every id replaced by `#N` in order of first appearance, keys sorted.
    static func normalizedJournal(_ path: String, _ placeholders: inout Placeholders) throws -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        let referenceKeys = ["id", "line", "session", "bout", "target"]
        return try text.split(separator: "\n").map { line in
            guard var object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return String(line)
            }
            for key in referenceKeys { if let id = object[key] as? String { object[key] = placeholders.name(id) } }
            if let targets = object["targets"] as? [String] {
                object["targets"] = targets.map { placeholders.name($0) }
            }
            let data = try JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self)
        }
    }
}

/// Stable names (`#1`, `#2`, ...) for random entry ids, in order of first appearance.
struct Placeholders {
    private var names: [String: String] = [:]

    mutating func name(_ id: String) -> String {
        if let known = names[id] { return known }
        let made = "#\(names.count + 1)"
        names[id] = made
        return made
    }

    /// Output text with every 8-character id prefix the journal knows replaced by its name.
    func replacingIDPrefixes(in text: String) -> String {
        var result = text
        for (id, name) in names { result = result.replacingOccurrences(of: String(id.prefix(8)), with: name) }
        return result
    }
}
