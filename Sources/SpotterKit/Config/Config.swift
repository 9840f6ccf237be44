import Foundation

/// The user's settings (`config.json`); every key is optional in the file and has a default here.
public struct Config: Sendable, Equatable, Codable {
    public var resolver: String = "mock"
    public var providers: [String: ProviderConfig] = ProviderConfig.defaults
    public var timeoutSeconds: Double = 30
    public var maxConcurrency: Int = 4
    public var units: WeightUnit = .kg
    public var targets = Targets()
    public var repRange: [Int] = [5, 8]
    public var daysPerWeek: Int = 4
    /// The smallest load step the lifter can make, in `units`; nil means 2.5 kg or 5 lb.
    public var plateIncrement: Double?
    /// The active training plan's name (`spotter plan use NAME`); nil trains without a plan.
    public var plan: String?
    /// How one-rep maxes are estimated.
    public var oneRepMax: OneRepMax = .epley
    /// The first day of the week in calendars and weekly reports.
    public var weekStart: WeekStart = .monday

    public init() {}

    enum CodingKeys: String, CodingKey {
        case resolver, providers, units, targets, plan
        case oneRepMax = "e1rm_formula"
        case weekStart = "week_start"
        case timeoutSeconds = "timeout_seconds"
        case maxConcurrency = "max_concurrency"
        case repRange = "rep_range"
        case daysPerWeek = "days_per_week"
        case plateIncrement = "plate_increment"
    }

    /// The smallest load step in `unit`: `plate_increment` (given in `units`), else 2.5 kg or 5 lb.
    public func loadStep(in unit: WeightUnit) -> Double {
        guard let plateIncrement else { return unit == .kg ? 2.5 : 5 }
        return plateIncrement * units.kilograms / unit.kilograms
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Config()
        resolver = try container.decodeIfPresent(String.self, forKey: .resolver) ?? defaults.resolver
        let given = try container.decodeIfPresent([String: ProviderConfig].self, forKey: .providers) ?? [:]
        providers = defaults.providers.merging(given) { base, override in base.overlaid(by: override) }
        timeoutSeconds = try container.decodeIfPresent(Double.self, forKey: .timeoutSeconds) ?? defaults.timeoutSeconds
        maxConcurrency = try container.decodeIfPresent(Int.self, forKey: .maxConcurrency) ?? defaults.maxConcurrency
        units = try container.decodeIfPresent(WeightUnit.self, forKey: .units) ?? defaults.units
        targets = try container.decodeIfPresent(Targets.self, forKey: .targets) ?? defaults.targets
        repRange = try container.decodeIfPresent([Int].self, forKey: .repRange) ?? defaults.repRange
        daysPerWeek = try container.decodeIfPresent(Int.self, forKey: .daysPerWeek) ?? defaults.daysPerWeek
        plan = try container.decodeIfPresent(String.self, forKey: .plan)
        plateIncrement = try container.decodeIfPresent(Double.self, forKey: .plateIncrement)
        oneRepMax = try container.decodeIfPresent(OneRepMax.self, forKey: .oneRepMax) ?? defaults.oneRepMax
        weekStart = try container.decodeIfPresent(WeekStart.self, forKey: .weekStart) ?? defaults.weekStart
    }

    /// The first problem with the values, as a sentence, or nil when they are usable.
    public func problem() -> String? {
        if !(timeoutSeconds > 0 && timeoutSeconds <= 600) { return "timeout_seconds must be between 0 and 600." }
        if !(1...32).contains(maxConcurrency) { return "max_concurrency must be between 1 and 32." }
        if repRange.count != 2 || repRange[0] < 1 || repRange[0] > repRange[1] || repRange[1] > 100 {
            return "rep_range must be two numbers like [5, 8], the first not above the second."
        }
        if !(1...7).contains(daysPerWeek) { return "days_per_week must be between 1 and 7." }
        if let plateIncrement, !(plateIncrement > 0 && plateIncrement <= 50) {
            return "plate_increment must be a load step above 0 and at most 50."
        }
        return targets.problem()
    }
}
