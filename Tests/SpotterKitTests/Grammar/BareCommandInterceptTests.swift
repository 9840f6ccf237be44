import Testing

@testable import SpotterKit

/// A command name typed without its slash is refused with the command to type, and nothing is journaled.
@Suite struct BareCommandInterceptTests {
    @Test(arguments: ["today", "Help", "undo", "feed", "CALENDAR", "insights", "summary"])
    func aCommandNameAloneSaysToTypeTheCommandAndLogsNothing(line: String) throws {
        let name = line.lowercased()
        for (speaksREPL, command) in [(true, "/\(name)"), (false, "spotter \(name)")] {
            let (engine, store) = try makeEngine()
            engine.speaksREPL = speaksREPL
            let outcome = engine.handle(line)
            #expect(outcome.entries.isEmpty)
            #expect(store.entries.isEmpty)
            #expect(outcome.failed)
            #expect(outcome.messages.map(\.text) == ["`\(name)` is a command: type `\(command)`. Nothing was logged."])
        }
    }

    @Test(arguments: ["quit", "exit"])
    func quitAloneSaysHowToQuitAndGoesOn(line: String) throws {
        let (engine, store) = try makeEngine()
        engine.speaksREPL = true
        let outcome = engine.handle(line)
        #expect(!outcome.quit)
        #expect(store.entries.isEmpty)
        #expect(
            outcome.messages.map(\.text) == [
                "`\(line)` is a command: type `/\(line)` or press Ctrl-D. Nothing was logged."
            ])
    }

    @Test func aCommandNameInsideALineIsStillFood() throws {
        // Only a name alone on its line is a slip: these are entries as before.
        let (engine, store) = try makeEngine()
        for line in ["today oatmeal", "oatmeal", "banana"] { _ = engine.handle(line) }
        #expect(store.entries.map(\.kind) == ["food", "food", "food"])
    }

    @Test func askOrExplainWithWordsIsAnsweredAsTheSlashedCommandAndLogsNothing() throws {
        // b6acdbb journaled each as a food kept for review.
        let (engine, store) = try makeEngine()
        _ = engine.handle("200g chicken breast")
        let asked = engine.handle("ask how much protein today")
        #expect(asked.messages.map(\.text) == engine.handle("/ask how much protein today").messages.map(\.text))
        #expect(asked.messages.first?.text.contains("62") == true)
        let explained = engine.handle("Explain roast potatoes")
        #expect(explained.messages.first?.text.hasPrefix("\"roast potatoes\"") == true)
        #expect(store.entries.map(\.kind) == ["food"])
        // A food that starts with the same letters is still food.
        _ = engine.handle("asparagus")
        #expect(store.entries.map(\.kind) == ["food", "food"])
    }

    @Test func theSlashedCommandStillRuns() throws {
        let (engine, _) = try makeEngine()
        #expect(engine.handle("/quit").quit)
        #expect(engine.handle("/today").messages.allSatisfy { $0.level != .error })
    }
}
