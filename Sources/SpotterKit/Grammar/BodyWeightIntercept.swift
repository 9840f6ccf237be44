/// `96 kg`, `185 lb`, `weight 70.5 kilo`: a body-weight reading.
struct BodyWeightIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        guard let parse = context.bodyWeight else { return false }
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
}
