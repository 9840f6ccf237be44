import Foundation
import Testing

@testable import SpotterKit

/// `config show` and the file `config set` writes, byte for byte as Foundation wrote them
/// (`Fixtures/config/`, captured from the last build that used Foundation).
@Suite struct ConfigFoundationParityTests {
    static let fixtures: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url = url.deletingLastPathComponent() }
        return url.path + "/Fixtures/config/"
    }()

    static func fixture(_ name: String) throws -> String {
        try String(contentsOfFile: fixtures + name, encoding: .utf8)
    }

    @Test func showingTheDefaultsPrintsWhatFoundationPrinted() throws {
        #expect(ConfigStore.show(Config()) + "\n" == (try Self.fixture("show-default.json")))
    }

    @Test func settingEveryKeyWritesTheFileFoundationWrote() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.json"
        let settings = [
            ("resolver", "openai"), ("units", "lb"), ("timeout_seconds", "45.5"), ("max_concurrency", "8"),
            ("days_per_week", "3"), ("rep_range", "6-10"), ("plan", "PPL"), ("plate_increment", "1.25"),
            ("e1rm_formula", "brzycki"), ("week_start", "sunday"), ("targets.kcal", "2400"),
            ("targets.protein", "170.5"), ("targets.carbs", "300"), ("targets.fat", "80"),
            ("targets.water_ml", "3000"), ("providers.openai.model", "gpt-5/mini"),
            ("providers.openai.base_url", "https://example.com/v1"), ("providers.openai.api_key_env", "MY_KEY"),
            ("providers.local.model", "llama"), ("providers.local.base_url", "http://127.0.0.1:8080/v1"),
            ("providers.claude.model", #"x"y\z"#),
        ]
        for (key, value) in settings { try ConfigStore.set(key, to: value, in: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == (try Self.fixture("saved-every-key.json")))
        let shown = ConfigStore.show(try ConfigStore.load(path)) + "\n"
        #expect(shown == (try Self.fixture("show-every-key.json")))
    }

    @Test func settingKeepsUnknownKeysAsFoundationWroteThem() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.json"
        try Self.fixture("unknown-keys.json").write(toFile: path, atomically: true, encoding: .utf8)
        try ConfigStore.set("units", to: "lb", in: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == (try Self.fixture("saved-unknown-keys.json")))
        #expect(ConfigStore.show(try ConfigStore.load(path)) + "\n" == (try Self.fixture("show-unknown-keys.json")))
    }

    @Test func showPrintsEmptyProvidersControlsAndSlashesAsFoundationDid() {
        var config = Config()
        config.providers["B"] = ProviderConfig()
        config.providers["_u"] = ProviderConfig(model: "é/ü\u{01}\t\u{7F}\u{9F}\u{A0}\u{2028}")
        config.timeoutSeconds = 0.00001
        config.targets.fat = 1e-7
        config.plateIncrement = 0.1 + 0.2
        let shown = ConfigStore.show(config)
        #expect(shown.contains("\n    \"B\" : {\n\n    },\n    \"_u\" : {\n"))
        #expect(shown.contains(#""model" : "é/ü\u0001\t\u007f\u009f"# + "\u{A0}\u{2028}\""))
        #expect(shown.contains(#""timeout_seconds" : 1e-05,"#))
        #expect(shown.contains(#""fat" : 1e-07,"#))
        #expect(shown.contains(#""plate_increment" : 0.30000000000000004,"#))
    }

    /// Keys Foundation's JSONSerialization sorted, in the order it wrote them.
    @Test func savedKeysSortAsFoundationSortedThem() {
        let foundationOrder = [
            " ", "_", "-", ",", ";", ":", "!", "?", ".", "'", "\"", "(", ")", "[", "]", "{", "}", "@", "*", "/",
            "\\", "&", "#", "%", "`", "^", "+", "<", "=", ">", "|", "~", "$", "0", "1", "01", "2", "9", "10", "a",
            "a_b", "a-b", "a.b", "a0", "a00", "a1", "a2", "a02", "a002", "a9z", "a10", "a010", "ab", "aB", "Ab",
            "AB", "ab1", "ab01", "ab001", "b", "c_d", "c-d", "c.d", "c0d", "cd", "e", "E", "f", "ss", "st",
            "units", "x1y2", "x01y2", "x1y10", "z", "Z",
        ]
        #expect(foundationOrder.reversed().sorted(by: KeyCollation.precedes) == foundationOrder)
        #expect(foundationOrder.shuffled().sorted(by: KeyCollation.precedes) == foundationOrder)
    }
}
