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
        return try decode(bytes, path: path)
    }

    static func decode(_ bytes: [UInt8], path: String) throws -> Config {
        let config: Config
        do {
            config = try ConfigCoding.config(from: json(bytes))
        } catch let problem as ConfigCoding.Problem {
            throw Failure.invalid(path: path, reason: problem.reason)
        }
        if let problem = config.problem() { throw Failure.invalid(path: path, reason: problem) }
        return config
    }

    /// The JSON value the file holds; a leading byte-order mark is skipped, as Foundation did.
    private static func json(_ bytes: [UInt8]) throws -> JSONValue {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if let value = JSONParser.parse(text) { return value }
        if let key = JSONParser.repeatedKey(in: text) {
            throw ConfigCoding.Problem(reason: "\(key) appears twice in one object.")
        }
        throw ConfigCoding.Problem(reason: "it is not a JSON object.")
    }

    /// Sets a dotted key (`targets.kcal`, `providers.openai.model`, `rep_range`) and saves atomically.
    @discardableResult
    public static func set(_ key: String, to value: String, in path: String) throws -> Config {
        guard !value.hasControlCharacters else {
            throw Failure.badSetting(
                key: key,
                reason: "the value holds control characters (a line break, an escape); give one line of plain text.")
        }
        var root = JSONObject()
        if FileSystem.exists(path) {
            guard let bytes = FileSystem.read(path), case .object(let object)? = try? json(bytes) else {
                throw Failure.invalid(path: path, reason: "it is not a JSON object.")
            }
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
        let data = PrettyJSON.text(.object(root), layout: .saved)
        let config: Config
        do {
            config = try decode(data, path: path)
        } catch let failure as Failure {
            throw Failure.badSetting(key: key, reason: "\(value) is not a valid value (\(failure)).")
        }
        try FileSystem.replaceAtomically(path, with: data + [0x0A])
        return config
    }

    /// The effective configuration as pretty JSON, secrets redacted.
    public static func show(_ config: Config) -> String {
        String(decoding: PrettyJSON.text(ConfigCoding.json(config), layout: .shown), as: UTF8.self)
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
    private static func parse(_ value: String, key: [String]) -> JSONValue {
        if key == ["rep_range"] {
            let bounds = value.split(whereSeparator: { $0 == "-" || $0 == "," || $0 == " " }).compactMap { Int($0) }
            return .array(bounds.map { .number(Double($0)) })
        }
        if key.first == "providers" || ["resolver", "units", "plan", "e1rm_formula", "week_start"].contains(key[0]) {
            return .string(value)
        }
        if let number = Double(value), number.isFinite { return .number(number) }
        return .string(value)
    }

    /// The object with the member at `path` set (objects on the way made, or replacing other values).
    private static func setting(_ path: ArraySlice<String>, to value: JSONValue, in object: JSONObject) -> JSONObject {
        guard let first = path.first else { return object }
        var newValue = value
        if path.count > 1 {
            var child = JSONObject()
            if case .object(let existing)? = object[first] { child = existing }
            newValue = .object(setting(path.dropFirst(), to: value, in: child))
        }
        return JSONObject(members: object.members.filter { $0.key != first } + [(key: first, value: newValue)])
    }
}
