/// Reads a `Config` from parsed JSON and turns one back into JSON, key by key; the reasons it gives
/// are the ones Foundation's decoder led to.
enum ConfigCoding {
    /// Why the JSON is not a configuration, as the end of a sentence (`targets.kcal has the wrong type.`).
    struct Problem: Error, Equatable {
        let reason: String
    }

    /// The configuration `value` holds: defaults for absent or null keys, providers overlaid on the
    /// built-in ones field by field, keys this build does not know ignored.
    static func config(from value: JSONValue) throws -> Config {
        guard case .object(let object) = value else {
            throw Problem(reason: value == .null ? "it is not JSON." : "it is not a JSON object.")
        }
        let root = Fields(object: object, path: "")
        var config = Config()
        if let resolver = try root.string("resolver") { config.resolver = resolver }
        if let given = try root.object("providers") {
            for (name, value) in given.object {
                guard value != .null else { throw Problem(reason: "it is not JSON.") }
                guard let provider = try given.object(name) else { continue }
                let overlay = ProviderConfig(
                    model: try provider.string("model"), baseURL: try provider.string("base_url"),
                    apiKeyEnv: try provider.string("api_key_env"))
                config.providers[name] = config.providers[name].map { $0.overlaid(by: overlay) } ?? overlay
            }
        }
        if let seconds = try root.number("timeout_seconds") { config.timeoutSeconds = seconds }
        if let width = try root.int("max_concurrency") { config.maxConcurrency = width }
        if let units: WeightUnit = try root.choice("units") { config.units = units }
        if let targets = try root.object("targets") {
            if let kcal = try targets.number("kcal") { config.targets.kcal = kcal }
            if let protein = try targets.number("protein") { config.targets.protein = protein }
            if let carbs = try targets.number("carbs") { config.targets.carbs = carbs }
            if let fat = try targets.number("fat") { config.targets.fat = fat }
            if let water = try targets.number("water_ml") { config.targets.waterML = water }
        }
        if let range = try root.array("rep_range") {
            config.repRange = try range.enumerated().map { index, element in
                guard element != .null else { throw Problem(reason: "it is not JSON.") }
                guard case .number(let number) = element, let whole = Int(exactly: number) else {
                    // Foundation named an element by its position this way.
                    throw Problem(reason: "rep_range.Index \(index) has the wrong type.")
                }
                return whole
            }
        }
        if let days = try root.int("days_per_week") { config.daysPerWeek = days }
        config.plan = try root.string("plan")
        config.plateIncrement = try root.number("plate_increment")
        if let formula: OneRepMax = try root.choice("e1rm_formula") { config.oneRepMax = formula }
        if let weekStart: WeekStart = try root.choice("week_start") { config.weekStart = weekStart }
        return config
    }

    /// The configuration as JSON, every key written, optional ones only when set.
    static func json(_ config: Config) -> JSONValue {
        var root: JSONObject = [
            "resolver": .string(config.resolver),
            "providers": .object(
                JSONObject(
                    config.providers.mapValues { provider in
                        var fields = JSONObject()
                        if let model = provider.model { fields.append("model", .string(model)) }
                        if let baseURL = provider.baseURL { fields.append("base_url", .string(baseURL)) }
                        if let keyName = provider.apiKeyEnv { fields.append("api_key_env", .string(keyName)) }
                        return .object(fields)
                    })),
            "timeout_seconds": .number(config.timeoutSeconds),
            "max_concurrency": .number(Double(config.maxConcurrency)),
            "units": .string(config.units.rawValue),
            "targets": .object([
                "kcal": .number(config.targets.kcal), "protein": .number(config.targets.protein),
                "carbs": .number(config.targets.carbs), "fat": .number(config.targets.fat),
                "water_ml": .number(config.targets.waterML),
            ]),
            "rep_range": .array(config.repRange.map { .number(Double($0)) }),
            "days_per_week": .number(Double(config.daysPerWeek)),
            "e1rm_formula": .string(config.oneRepMax.rawValue),
            "week_start": .string(config.weekStart.rawValue),
        ]
        if let plan = config.plan { root.append("plan", .string(plan)) }
        if let step = config.plateIncrement { root.append("plate_increment", .number(step)) }
        return .object(root)
    }

    /// An object's members read by type; `path` names the object in reasons (`providers.openai.`).
    private struct Fields {
        let object: JSONObject
        let path: String

        /// The member's value, or nil when it is absent or null (both mean "use the default").
        func present(_ key: String) -> JSONValue? {
            guard let value = object[key], value != .null else { return nil }
            return value
        }

        func wrongType(_ key: String) -> Problem { Problem(reason: "\(path)\(key) has the wrong type.") }

        func string(_ key: String) throws -> String? {
            guard let value = present(key) else { return nil }
            guard case .string(let text) = value else { throw wrongType(key) }
            return text
        }

        func number(_ key: String) throws -> Double? {
            guard let value = present(key) else { return nil }
            guard case .number(let number) = value else { throw wrongType(key) }
            return number
        }

        /// A whole number (4 or 4.0); 4.5 or one beyond `Int` has the wrong type.
        func int(_ key: String) throws -> Int? {
            guard let number = try number(key) else { return nil }
            guard let whole = Int(exactly: number) else { throw wrongType(key) }
            return whole
        }

        func choice<Choice: RawRepresentable>(_ key: String) throws -> Choice? where Choice.RawValue == String {
            guard let text = try string(key) else { return nil }
            guard let choice = Choice(rawValue: text) else { throw wrongType(key) }
            return choice
        }

        func object(_ key: String) throws -> Fields? {
            guard let value = present(key) else { return nil }
            guard case .object(let members) = value else { throw wrongType(key) }
            return Fields(object: members, path: "\(path)\(key).")
        }

        func array(_ key: String) throws -> [JSONValue]? {
            guard let value = present(key) else { return nil }
            guard case .array(let elements) = value else { throw wrongType(key) }
            return elements
        }
    }
}
