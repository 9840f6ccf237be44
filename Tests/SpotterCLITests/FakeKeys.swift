import Foundation

/// The placeholder API keys tests send, read from `Fixtures/fake-api-keys.json` so that no
/// key-shaped text sits in the sources, where a secret scanner would take it for a real key.
enum FakeKeys {
    static func named(_ name: String) -> String {
        let file = repositoryRoot + "/Fixtures/fake-api-keys.json"
        guard let data = FileManager.default.contents(atPath: file),
            let keys = try? JSONDecoder().decode([String: String].self, from: data), let key = keys[name]
        else { fatalError("\(file) has no key \"\(name)\"") }
        return key
    }
}
