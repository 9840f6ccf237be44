import Foundation
import Testing

@testable import SpotterKit

/// How `config.json` is read: the sentences for bad files (Foundation's, captured from the last build
/// that used it, except where noted) and what absent or null keys mean.
@Suite struct ConfigReadingTests {
    static func reason(for text: String) throws -> String? {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try ConfigStore.load(path)
            return nil
        } catch ConfigStore.Failure.invalid(path, let reason) {
            return reason
        }
    }

    static func load(_ text: String) throws -> Config {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try ConfigStore.load(path)
    }

    @Test(arguments: [
        ("{ not json", "it is not a JSON object."),
        ("[]", "it is not a JSON object."),
        ("42", "it is not a JSON object."),
        (#"{"a":1} x"#, "it is not a JSON object."),
        (#"{"timeout_seconds":1e400}"#, "it is not a JSON object."),
        ("null", "it is not JSON."),
        (#"{"providers":{"openai":null}}"#, "it is not JSON."),
        (#"{"rep_range":[5,null]}"#, "it is not JSON."),
        (#"{"max_concurrency":"4"}"#, "max_concurrency has the wrong type."),
        (#"{"max_concurrency":true}"#, "max_concurrency has the wrong type."),
        (#"{"timeout_seconds":"30"}"#, "timeout_seconds has the wrong type."),
        (#"{"resolver":true}"#, "resolver has the wrong type."),
        (#"{"plan":5}"#, "plan has the wrong type."),
        (#"{"units":"stone"}"#, "units has the wrong type."),
        (#"{"e1rm_formula":"foo"}"#, "e1rm_formula has the wrong type."),
        (#"{"week_start":"Monday"}"#, "week_start has the wrong type."),
        (#"{"targets":[]}"#, "targets has the wrong type."),
        (#"{"targets":{"kcal":"2000"}}"#, "targets.kcal has the wrong type."),
        (#"{"providers":[]}"#, "providers has the wrong type."),
        (#"{"providers":{"openai":"x"}}"#, "providers.openai has the wrong type."),
        (#"{"providers":{"openai":{"model":5}}}"#, "providers.openai.model has the wrong type."),
        (#"{"rep_range":5}"#, "rep_range has the wrong type."),
        (#"{"rep_range":[5,"8"]}"#, "rep_range.Index 1 has the wrong type."),
        (#"{"timeout_seconds":0}"#, "timeout_seconds must be between 0 and 600."),
        (#"{"rep_range":[5,8,9]}"#, "rep_range must be two numbers like [5, 8], the first not above the second."),
    ])
    func badFilesGetFoundationsSentence(text: String, reason: String) throws {
        #expect(try Self.reason(for: text) == reason)
    }

    /// Foundation said "it is not a JSON object." for these, which are JSON objects.
    @Test(arguments: [
        (#"{"max_concurrency":4.5}"#, "max_concurrency has the wrong type."),
        (#"{"max_concurrency":99999999999999999999}"#, "max_concurrency has the wrong type."),
        (#"{"rep_range":[5,8.5]}"#, "rep_range.Index 1 has the wrong type."),
    ])
    func aFractionWhereAWholeNumberGoesHasTheWrongType(text: String, reason: String) throws {
        #expect(try Self.reason(for: text) == reason)
    }

    /// Foundation took the first of two (and `config set` the last); now neither is guessed.
    @Test func aKeyTwiceIsNamed() throws {
        #expect(try Self.reason(for: #"{"units":"lb","units":"kg"}"#) == "units appears twice in one object.")
    }

    @Test func nullAndAbsentKeysKeepTheDefaults() throws {
        let config = try Self.load(
            #"{"resolver":null,"providers":null,"targets":{"kcal":null},"plan":null,"plate_increment":null}"#)
        #expect(config == Config())
    }

    @Test func wholeNumbersMayBeWrittenAsDecimalsOrExponents() throws {
        #expect(try Self.load(#"{"max_concurrency":4.0}"#).maxConcurrency == 4)
        #expect(try Self.load(#"{"max_concurrency":1e1}"#).maxConcurrency == 10)
    }

    @Test func providersOverlayTheBuiltInOnesFieldByField() throws {
        let config = try Self.load(#"{"providers":{"openai":{"model":"m"},"mine":{"base_url":"http://h/v1"}}}"#)
        #expect(
            config.providers["openai"]
                == ProviderConfig(
                    model: "m", baseURL: "https://api.openai.com/v1", apiKeyEnv: "OPENAI_API_KEY"))
        #expect(config.providers["mine"] == ProviderConfig(baseURL: "http://h/v1"))
        #expect(config.providers["groq"] == ProviderConfig.defaults["groq"])
    }

    @Test func aByteOrderMarkAndUnknownKeysAreIgnored() throws {
        let config = try Self.load("\u{FEFF}" + #"{"future":[1,{"a":null}],"targets":{"extra":1,"fat":71}}"#)
        #expect(config.targets.fat == 71)
    }
}
