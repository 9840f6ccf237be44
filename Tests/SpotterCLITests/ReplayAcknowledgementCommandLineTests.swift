import Foundation
import Testing

/// A long replay writes its output as the journal lines it acknowledges are synced: whole, once, in order.
@Suite struct ReplayAcknowledgementCommandLineTests {
    @Test func aReplayPastTheHeldOutputAcknowledgesEveryEntryOnceInOrder() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        // About 6.7 MB of `--json` output: the journal is synced in the background each time 2 MB waits, and
        // what each sync covers is written while the lines after it wait for the next.
        let transcript = (1...20000).map { "\($0 % 300 + 1)g chicken" }.joined(separator: "\n")
        let run = try cli.run(["replay", "--json", try cli.file("long.txt", transcript)])
        #expect(run.code == 0, "\(run.stderr)")
        let journal = try String(contentsOfFile: cli.journalPath, encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 20000)
        // Each entry's line as journaled, printed once and in the journal's order.
        #expect(run.stdout == journal)
        #expect(run.stderr == "Replayed 20000 lines: 20000 entries, 0 needing review.\n")
    }
}
