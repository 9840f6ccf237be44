import Foundation
import Testing

@testable import SpotterKit

@Suite struct APIKeysTests {
    @Test func theEnvironmentVariableNamedInConfigWins() throws {
        let key = APIKeys.resolve(
            provider: "openai", config: ProviderConfig(apiKeyEnv: "MY_KEY"), environment: ["MY_KEY": "sk-from-env"],
            configDirectory: "/nonexistent")
        #expect(try key.get() == "sk-from-env")
    }

    @Test func aPrivateKeyFileIsReadAndAWorldReadableOneRefused() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = APIKeys.keyFile(provider: "groq", configDirectory: directory)
        try "gsk-file-key\n".write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let config = ProviderConfig.defaults["groq"] ?? ProviderConfig()
        #expect(
            try APIKeys.resolve(provider: "groq", config: config, environment: [:], configDirectory: directory).get()
                == "gsk-file-key")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
        let refused = APIKeys.resolve(provider: "groq", config: config, environment: [:], configDirectory: directory)
        guard case .failure(let problem) = refused, case .insecureFile(_, let mode) = problem else {
            Issue.record("a 0644 key file must be refused")
            return
        }
        #expect(mode == 0o644)
        #expect(!problem.description.contains("gsk-file-key"))
    }

    @Test func aMissingKeySaysWhatToSet() {
        let missing = APIKeys.resolve(
            provider: "claude", config: ProviderConfig.defaults["claude"] ?? ProviderConfig(), environment: [:],
            configDirectory: "/nonexistent")
        guard case .failure(let problem) = missing else {
            Issue.record("expected a missing key")
            return
        }
        #expect(problem.description.contains("ANTHROPIC_API_KEY"))
    }

    @Test func aLoopbackServerNeedsNoKey() throws {
        let local = ProviderConfig(model: "llama", baseURL: "http://127.0.0.1:8080/v1", apiKeyEnv: "OPENAI_API_KEY")
        #expect(
            try APIKeys.resolve(provider: "openai", config: local, environment: [:], configDirectory: "/x").get() == "")
    }

    @Test func plainHTTPIsRefusedExceptToLoopback() {
        #expect(URLPolicy.check("http://127.0.0.1:8080/v1/chat/completions") == nil)
        #expect(URLPolicy.check("http://localhost/v1") == nil)
        #expect(URLPolicy.check("http://[::1]:9/v1") == nil)
        #expect(URLPolicy.check("https://api.openai.com/v1") == nil)
        #expect(URLPolicy.check("http://api.openai.com/v1") == .insecureURL("http://api.openai.com/v1"))
        #expect(URLPolicy.check("http://127.0.0.1.evil.com/v1") != nil)
        #expect(URLPolicy.check("ftp://x") == .invalidURL("ftp://x"))
    }
}
