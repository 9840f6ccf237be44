import Foundation
import Testing

@testable import SpotterKit

/// The config decides where the key goes, so it must be the user's own, and it cannot make any
/// variable or file into the key.
@Suite final class ConfigTrustTests {
    let root = makeTemporaryDirectory()
    deinit { try? FileManager.default.removeItem(atPath: root) }

    func config(mode: Int, directoryMode: Int = 0o700) throws -> (directory: String, file: String) {
        let directory = root + "/" + UUID().uuidString + "/spotter"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = directory + "/config.json"
        try #"{"resolver":"mock"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
        try FileManager.default.setAttributes([.posixPermissions: directoryMode], ofItemAtPath: directory)
        return (directory, file)
    }

    @Test func aConfigFileOthersCanWriteIsRefusedWithTheFix() throws {
        for mode in [0o664, 0o646] {
            let (_, file) = try config(mode: mode)
            #expect(throws: ConfigStore.Failure.self) { try ConfigStore.load(file) }
            let failure = try #require(ConfigPermissions.problem(file))
            #expect(failure.description.contains("can be written by"))
            #expect(failure.description.contains("Run `chmod go-w \(file)`."))
        }
        let (_, mine) = try config(mode: 0o644)
        #expect(try ConfigStore.load(mine).resolver == "mock")
    }

    @Test func aConfigDirectoryOthersCanWriteIsRefusedUnlessSticky() throws {
        let (directory, file) = try config(mode: 0o600, directoryMode: 0o777)
        #expect(
            ConfigPermissions.problem(file)?.description.contains("directory \(directory) can be written by anyone")
                == true)
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: directory)
        #expect(ConfigPermissions.problem(file) == nil)
    }

    @Test func onlyKeyLikeVariablesAreReadUnlessTheUserConfirms() throws {
        #expect(APIKeys.looksLikeKeyVariable("OPENAI_API_KEY"))
        #expect(APIKeys.looksLikeKeyVariable("HF_TOKEN"))
        #expect(!APIKeys.looksLikeKeyVariable("PATH"))
        #expect(!APIKeys.looksLikeKeyVariable("_KEY"))
        #expect(!APIKeys.looksLikeKeyVariable("my_key"))
        let environment = ["PATH": "/usr/bin:/bin"]
        let refused = APIKeys.resolve(
            provider: "openai", config: ProviderConfig(apiKeyEnv: "PATH"), environment: environment,
            configDirectory: "/nonexistent")
        #expect(refused == .failure(.unlikelyVariable("PATH")))
        #expect(refused.failureDescription?.contains("/usr/bin") == false)
        let confirmed = APIKeys.resolve(
            provider: "openai", config: ProviderConfig(apiKeyEnv: "PATH"),
            environment: environment.merging(["SPOTTER_ALLOW_KEY_ENV": "PATH"]) { $1 }, configDirectory: "/nonexistent")
        #expect(try confirmed.get() == "/usr/bin:/bin")
    }

    @Test func aKeyFileThatIsNotARegularFileIsRefusedWithoutReadingIt() throws {
        let file = APIKeys.keyFile(provider: "groq", configDirectory: root)
        #expect(mkfifo(file, 0o600) == 0)
        // Reading a FIFO with no writer would block forever: the check must come first.
        let result = APIKeys.resolve(
            provider: "groq", config: ProviderConfig.defaults["groq"] ?? ProviderConfig(), environment: [:],
            configDirectory: root)
        #expect(result == .failure(.notAFile(path: file)))
    }
}

extension Result where Failure: CustomStringConvertible {
    /// The failure's sentence, or nil on success.
    var failureDescription: String? {
        if case .failure(let failure) = self { return failure.description }
        return nil
    }
}
