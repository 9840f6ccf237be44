/// The user's settings (`config.json`); every key is optional in the file and has a default here.
public struct Config: Sendable, Equatable {
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

    /// The smallest load step in `unit`: `plate_increment` (given in `units`), else 2.5 kg or 5 lb.
    public func loadStep(in unit: WeightUnit) -> Double {
        guard let plateIncrement else { return unit == .kg ? 2.5 : 5 }
        return plateIncrement * units.kilograms / unit.kilograms
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
