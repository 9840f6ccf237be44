/// The reasons a set line comes back as `.needsReps`, worded for the user.
enum SetMessage {
    static let missingReps = "No reps given; add them, e.g. `3x5 100kg` or `8 reps`."
    static let missingRepsToFailure = "Sets to failure need the reps you got; give them, e.g. `12 10 8`."

    static func implausibleReps(_ value: Double) -> String {
        if value < 0 { return "\(NumberText.format(value)) reps is negative; reps count from 0." }
        if value != value.rounded() {
            return "\(NumberText.format(value)) reps is not a whole number; count whole reps."
        }
        return "\(NumberText.format(value)) reps in one set is more than 100, too many to be a set; check the numbers."
    }

    static func implausibleLoad(_ load: Load) -> String {
        let text = "\(NumberText.format(load.value)) \(load.unit.rawValue)"
        if load.value < 0 { return "A load of \(text) is negative; loads count from 0." }
        return "A load of \(text) is more than the 1500 kg a set can hold; check the numbers."
    }

    static func implausibleSetCount(_ value: Double) -> String {
        "\(NumberText.format(value)) is not a set count from 1 to 20; check the numbers."
    }

    static func implausibleRPE(_ value: Double) -> String {
        "RPE \(NumberText.format(value)) is outside 1–10; use e.g. `rpe 8`."
    }

    static func countMismatch(sets: Int, reps: Int) -> String {
        "\(sets) sets but \(reps) rep counts; give one rep count, or one per set."
    }

    static func twoLoads(_ first: Load?, _ second: Load) -> String {
        let firstText = first.map { "\(NumberText.format($0.value)) \($0.unit.rawValue)" } ?? "one load"
        let secondText = "\(NumberText.format(second.value)) \(second.unit.rawValue)"
        return "Two loads (\(firstText) and \(secondText)) for the same reps; "
            + "write one per set, e.g. `100kg x 5, 105kg x 3`."
    }

    static func percentage(_ value: Double) -> String {
        "\(NumberText.format(value))% is a share of a max, not a load; give the load, e.g. `3x5 100kg`."
    }

    static let zeroIncrement = "Adding 0 changes nothing; use a positive amount such as `+2.5`."

    static func implausibleIncrement(_ value: Double) -> String {
        "Adding \(NumberText.format(value)) at once is not plausible; use an amount such as `+2.5`."
    }
}
