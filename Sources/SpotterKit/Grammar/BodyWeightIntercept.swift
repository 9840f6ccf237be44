/// `96 kg`, `185 lb`, `weight 70.5 kilo`: a body-weight reading; and `81.5` alone, near the last one.
struct BodyWeightIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        guard let parse = context.bodyWeight else { return logNumberNearLastWeight(text, context) }
        switch parse {
        case .weight(let load):
            context.record(.bodyWeight(BodyWeightRecord(load: load)))
            context.say(.success, "Logged body weight \(Format.load(load)).")
        case .implausible(let reason):
            let id = context.record(.review(ReviewRecord(about: "weight", reason: reason)))
            context.say(.review, "Kept \"\(text)\" for review: ".followed(byFirstClauseOf: reason))
            context.say(
                .review,
                "Fix: type the reading again; \(context.command("delete \(context.reference(to: id))")) removes this one."
            )
            context.outcome.failed = true
        }
        return true
    }

    /// How far from the last reading a number alone may be, as a share of it, and how many days back that reading
    /// may lie: a morning weigh-in typed as `81.5` is close to yesterday's.
    static let nearShare = 0.05
    static let lookbackDays = 30

    /// Logs `81.5` as a body weight in the last reading's unit when it is within `nearShare` of that reading (it
    /// was a food kept for review as naming no food); false for any other line, or with no reading to go by.
    private func logNumberNearLastWeight(_ text: String, _ context: LineContext) -> Bool {
        guard let value = BodyWeightParser.numberAlone(text),
            let last = try? context.engine.lastBodyWeight(within: Self.lookbackDays, through: context.now.day),
            abs(value - last.value) <= last.value * Self.nearShare
        else { return false }
        let load = Load(value: value, unit: last.unit)
        context.record(.bodyWeight(BodyWeightRecord(load: load)))
        context.say(
            .success, "Logged body weight \(Format.load(load)) (a number alone, near your last, \(Format.load(last))).")
        return true
    }
}
