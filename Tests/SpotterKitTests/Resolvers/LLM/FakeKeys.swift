import Foundation

/// The placeholder API keys tests send, read from `Fixtures/fake-api-keys.json` so that no
/// key-shaped text sits in the sources, where a secret scanner would take it for a real key.
enum FakeKeys {
    static func named(_ name: String) -> String {
        guard let key = all[name] else { fatalError("Fixtures/fake-api-keys.json has no key \"\(name)\"") }
        return key
    }

    private static let all: [String: String] = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url = url.deletingLastPathComponent() }
        let file = url.appendingPathComponent("Fixtures/fake-api-keys.json")
        guard let data = try? Data(contentsOf: file),
            let keys = try? JSONDecoder().decode([String: String].self, from: data)
        else { fatalError("cannot read \(file.path)") }
        return keys
    }()
}
