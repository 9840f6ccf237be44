import Foundation
import Testing

@testable import SpotterKit

/// One text rule for everything Spotter stores: one line, no C0, DEL or C1 control characters,
/// whether typed, given as shell words, taught as an alias or set in the config.
@Suite struct StoredTextRuleTests {
    @Test(arguments: ["egg\u{9B}31m toast", "egg\u{85}toast", "egg\u{7F}toast", "egg\u{1B}[2Jtoast"])
    func aTypedLineWithAControlCharacterIsRefused(_ line: String) throws {
        let (engine, store) = try makeEngine()
        let outcome = engine.handle(line)
        #expect(outcome.failed)
        #expect(store.entries.isEmpty)
    }

    @Test func aLineBreakInAnAliasNameWritesNothing() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (engine, _) = try makeEngine()
        engine.paths = Paths(environment: ["HOME": directory])
        let file = try #require(engine.paths?.aliasesFile)
        for words in [["alias", "deadlift\nbench", "barbell curl"], ["alias", "skulls", "skull\u{85}crusher"]] {
            let outcome = engine.run(command: words)
            #expect(outcome.failed, "\(words)")
        }
        #expect(!FileSystem.exists(file))
        #expect(engine.library.exercise(named: "deadlift")?.name != "Barbell Curl")
        #expect(throws: EngineFailure.self) { try AliasFile.append(alias: "a\nb", exercise: "curl", to: file) }
        #expect(throws: EngineFailure.self) { try AliasFile.append(alias: "a = b", exercise: "curl", to: file) }
        #expect(!FileSystem.exists(file))
    }

    @Test func aHandEditedAliasLineWithAnEscapeIsSkipped() {
        let pairs = AliasFile.pairs("skulls = skull crusher\nevil\u{1B}]0;x = bench\nok = squat\n")
        #expect(pairs.map(\.alias) == ["skulls", "ok"])
    }

    @Test func anyCommandWordWithAControlCharacterIsRefused() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.run(command: ["edit", "1", "text=egg\u{9B}toast"])
        #expect(outcome.failed)
        #expect(outcome.messages.first?.text.hasPrefix("That command contains control characters") == true)
    }

    @Test func aConfigValueWithALineBreakIsRefused() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.json"
        #expect(throws: ConfigStore.Failure.self) {
            try ConfigStore.set("providers.openai.model", to: "gpt-4o\nmini", in: path)
        }
        #expect(!FileSystem.exists(path))
        try ConfigStore.set("providers.openai.model", to: "gpt-4o-mini", in: path)
        #expect(FileSystem.exists(path))
    }
}
