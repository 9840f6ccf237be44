import Foundation
import Testing

@testable import SpotterKit

@Suite struct ConfigStoreTests {
    @Test func aMissingFileMeansDefaults() throws {
        #expect(try ConfigStore.load("/nonexistent/spotter/config.json") == Config())
    }

    @Test func partialFilesKeepDefaultsForTheRest() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.json"
        try #"{"units":"lb","targets":{"kcal":2600},"providers":{"openai":{"base_url":"http://127.0.0.1:8080/v1"}}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let config = try ConfigStore.load(path)
        #expect(config.units == .lb)
        #expect(config.targets.kcal == 2600)
        #expect(config.targets.protein == 160)
        #expect(config.providers["openai"]?.baseURL == "http://127.0.0.1:8080/v1")
        #expect(config.providers["openai"]?.model == "gpt-4o-mini")
    }

    @Test func setWritesDottedKeysAndKeepsUnknownOnes() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.json"
        try #"{"future_key":true}"#.write(toFile: path, atomically: true, encoding: .utf8)
        try ConfigStore.set("targets.kcal", to: "2400", in: path)
        try ConfigStore.set("rep_range", to: "8-12", in: path)
        let config = try ConfigStore.load(path)
        #expect(config.targets.kcal == 2400)
        #expect(config.repRange == [8, 12])
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("future_key"))
    }

    @Test func badValuesAreRefusedAndTheFileIsUntouched() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.json"
        #expect(throws: ConfigStore.Failure.self) { try ConfigStore.set("units", to: "stone", in: path) }
        #expect(throws: ConfigStore.Failure.self) { try ConfigStore.set("colour", to: "red", in: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func invalidJSONIsOneClearSentence() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.json"
        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try ConfigStore.load(path)
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)".contains(path))
        }
    }
}
