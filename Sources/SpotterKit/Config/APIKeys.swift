import CSystemCalls
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds a provider's API key: the environment variable named in config, else a key file only the
/// user can read. The key is returned to the caller and never written or printed anywhere.
public enum APIKeys {
    /// `<config dir>/<provider>.key`.
    public static func keyFile(provider: String, configDirectory: String) -> String {
        configDirectory + "/" + provider + ".key"
    }

    public static func resolve(
        provider: String, config: ProviderConfig, environment: [String: String], configDirectory: String
    ) -> Result<String, APIKeyProblem> {
        let variable = config.apiKeyEnv ?? ProviderConfig.defaults[provider]?.apiKeyEnv ?? ""
        // A config someone else wrote must not send PATH or HOME as the key: other names need the user's
        // own word, in the environment the config cannot touch.
        if !variable.isEmpty, !looksLikeKeyVariable(variable), environment["SPOTTER_ALLOW_KEY_ENV"] != variable {
            return .failure(.unlikelyVariable(variable))
        }
        if !variable.isEmpty, let key = environment[variable]?.trimmingSpaces(), !key.isEmpty { return .success(key) }
        let file = keyFile(provider: provider, configDirectory: configDirectory)
        var info = stat()
        if stat(file, &info) == 0 {
            // A FIFO or device would block the read (or never end); only a plain file holds a key.
            guard spotter_is_regular_file(info.st_mode) != 0 else { return .failure(.notAFile(path: file)) }
            let mode = Int(info.st_mode & 0o777)
            guard mode & 0o077 == 0 else { return .failure(.insecureFile(path: file, mode: mode)) }
            guard let bytes = FileSystem.read(file) else { return .failure(.unreadable(path: file)) }
            let key = String(decoding: bytes, as: UTF8.self).trimmingSpaces()
            if !key.isEmpty { return .success(key) }
        }
        // A local OpenAI-compatible server (llama.cpp, Ollama) usually needs no key.
        if let base = config.baseURL, let host = URLPolicy.host(of: base), URLPolicy.isLoopback(host) {
            return .success("")
        }
        return .failure(.missing(provider: provider, variable: variable, keyFile: file))
    }

    /// True for names like `OPENAI_API_KEY`, `MY_KEY` or `HF_TOKEN`: upper-case letters, digits and
    /// underscores ending in `_KEY` or `_TOKEN`.
    public static func looksLikeKeyVariable(_ name: String) -> Bool {
        let allowed = name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        return allowed && (name.hasSuffix("_KEY") || name.hasSuffix("_TOKEN")) && name.count > 4
    }
}

/// Why no key is available, with what to do; never contains a key.
public enum APIKeyProblem: Error, Equatable, CustomStringConvertible {
    case missing(provider: String, variable: String, keyFile: String)
    case insecureFile(path: String, mode: Int)
    case unreadable(path: String)
    case notAFile(path: String)
    case unlikelyVariable(String)

    public var description: String {
        switch self {
        case .missing(let provider, let variable, let keyFile):
            "no API key for \(provider): set \(variable) or put the key in \(keyFile) (chmod 600), or use `--resolver mock`"
        case .insecureFile(let path, let mode):
            "the key file \(path) is readable by others (mode \(String(mode, radix: 8))); it was not used. Run `chmod 600 \(path)`"
        case .unreadable(let path): "the key file \(path) cannot be read"
        case .notAFile(let path):
            "the key file \(path) is not a regular file; it was not read. Put the key in a plain file"
        case .unlikelyVariable(let name):
            "api_key_env names \(name), which does not look like a key variable (*_API_KEY, *_KEY, *_TOKEN); "
                + "it was not read. Rename it, or set SPOTTER_ALLOW_KEY_ENV=\(name) to confirm"
        }
    }
}
