import Foundation

/// Reads, changes and shows `config.json`; writes are atomic and keep keys this build does not know.
public enum ConfigStore {
    /// Why the configuration could not be used.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unreadable(path: String, reason: String)
        case invalid(path: String, reason: String)
        case badSetting(key: String, reason: String)
        /// A config file or directory someone else could have written; `reason` names it and ends with the fix.
        case insecure(path: String, reason: String)

        public var description: String {
            switch self {
            case .insecure(_, let reason):
                "The config \(reason)"
            case .unreadable(let path, let reason): "Cannot read the config file \(path): \(reason)."
            case .invalid(let path, let reason):
                "The config file \(path) is not valid: \(reason) Fix it or run `spotter config path` to find it."
            case .badSetting(let key, let reason): "Cannot set \(key): \(reason)"
            }
        }
    }

    /// The configuration at `path`, or the defaults when there is no file.
    public static func load(_ path: String) throws -> Config {
        guard FileSystem.exists(path) else { return Config() }
        if let problem = ConfigPermissions.problem(path) { throw problem }
        guard let bytes = FileSystem.read(path) else {
            throw Failure.unreadable(path: path, reason: FileSystem.lastError())
        }
        return try decode(Data(bytes), path: path)
    }

    static func decode(_ data: Data, path: String) throws -> Config {
        let config: Config
        do {
            config = try JSONDecoder().decode(Config.self, from: data)
        } catch DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context) {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw Failure.invalid(
                path: path, reason: key.isEmpty ? "it is not a JSON object." : "\(key) has the wrong type.")
        } catch {
            throw Failure.invalid(path: path, reason: "it is not JSON.")
        }
        if let problem = config.problem() { throw Failure.invalid(path: path, reason: problem) }
        return config
    }

    /// Sets a dotted key (`targets.kcal`, `providers.openai.model`, `rep_range`) and saves atomically.
    @discardableResult
    public static func set(_ key: String, to value: String, in path: String) throws -> Config {
        guard !value.hasControlCharacters else {
            throw Failure.badSetting(
                key: key,
                reason: "the value holds control characters (a line break, an escape); give one line of plain text.")
        }
        var root: [String: Any] = [:]
        if FileSystem.exists(path) {
            guard let bytes = FileSystem.read(path),
                let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
            else { throw Failure.invalid(path: path, reason: "it is not a JSON object.") }
            root = object
        }
        let parts = key.split(separator: ".").map(String.init)
        guard !parts.isEmpty, knownKey(parts) else {
            throw Failure.badSetting(
                key: key,
                reason: "unknown key. Known keys: resolver, units, timeout_seconds, max_concurrency, days_per_week, "
                    + "rep_range, plan, plate_increment, e1rm_formula (epley|brzycki), week_start (monday|sunday), targets.kcal|protein|carbs|fat|water_ml, providers.NAME.model|base_url|api_key_env."
            )
        }
        root = setting(parts[...], to: parse(value, key: parts), in: root)
        let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
        let config: Config
        do {
            config = try decode(data, path: path)
        } catch let failure as Failure {
            throw Failure.badSetting(key: key, reason: "\(value) is not a valid value (\(failure)).")
        }
        try FileSystem.replaceAtomically(path, with: Array(data) + [0x0A])
        return config
    }

    /// The effective configuration as pretty JSON, secrets redacted.
    public static func show(_ config: Config) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(config) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func knownKey(_ parts: [String]) -> Bool {
        switch parts.count {
        case 1:
            [
                "resolver", "units", "timeout_seconds", "max_concurrency", "days_per_week", "rep_range", "plan",
                "e1rm_formula", "week_start", "plate_increment",
            ].contains(parts[0])
        case 2: parts[0] == "targets" && ["kcal", "protein", "carbs", "fat", "water_ml"].contains(parts[1])
        case 3: parts[0] == "providers" && ["model", "base_url", "api_key_env"].contains(parts[2])
        default: false
        }
    }

    /// Numbers become numbers, `5-8` or `5,8` a rep range, anything else a string.
    private static func parse(_ value: String, key: [String]) -> Any {
        if key == ["rep_range"] {
            let bounds = value.split(whereSeparator: { $0 == "-" || $0 == "," || $0 == " " }).compactMap { Int($0) }
            return bounds
        }
        if key.first == "providers" || ["resolver", "units", "plan", "e1rm_formula", "week_start"].contains(key[0]) {
            return value
        }
        if let number = Double(value), number.isFinite { return number }
        return value
    }

    private static func setting(_ path: ArraySlice<String>, to value: Any, in object: [String: Any]) -> [String: Any] {
        var object = object
        guard let first = path.first else { return object }
        if path.count == 1 {
            object[first] = value
        } else {
            let child = object[first] as? [String: Any] ?? [:]
            object[first] = setting(path.dropFirst(), to: value, in: child)
        }
        return object
    }
}
