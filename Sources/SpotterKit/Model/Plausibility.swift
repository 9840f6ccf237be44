/// The limits a stored figure must keep to be shown and summed; reports screen every entry with them.
///
/// The grammar refuses absurd input, but a hand-edited, merged or imported line can hold anything:
/// NaN, infinities, 1e308 or negatives. Such a figure is never summed: the entry is shown as one to
/// review, with the figure named, so the day's completeness line lists it.
public enum Plausibility {
    /// Kilocalories a gram of food can carry (fat is 9).
    static let maxKcalPerGram = 9.0
    /// Grams of protein, carbs, fat or fibre a gram of food can carry.
    static let maxMacroPerGram = 1.0
    /// Slack for rounding in stored figures.
    static let tolerance = 1.05
    /// The longest workout or cardio bout, in seconds (a week), and its farthest distance (1000 km),
    /// as the cardio grammar and the imports accept them.
    static let maxSeconds = 604_800.0
    static let maxMeters = 1_000_000.0
    /// The largest training volume a session can hold, in kilograms.
    static let maxSessionVolumeKilograms = SetGroup.maxReps * SetGroup.maxLoadKilograms * 1000

    /// Why the payload cannot be trusted, or nil when every figure is plausible.
    public static func problem(_ payload: Payload) -> String? {
        switch payload {
        case .food(let food): problem(food)
        case .water(let water): outside("the water", water.milliliters, 0...QuantityParser.maximumGrams)
        case .bodyWeight(let reading):
            outside("the weight", reading.load.kilograms, BodyWeightParser.plausibleKilograms)
        case .workoutSet(let set): problem(set)
        case .workoutEnd(let end): problem(end)
        case .cardio(let record): problem(record)
        default: nil
        }
    }

    /// The food's problem: figures that are not finite, below zero, or more than its weight can carry.
    public static func problem(_ food: FoodRecord) -> String? {
        if let problem = outside("the grams", food.grams, 0...QuantityParser.maximumGrams) { return problem }
        let grams = food.grams ?? QuantityParser.maximumGrams
        let macroLimit = 0...(maxMacroPerGram * grams * tolerance + 1)
        return outside("the kcal", food.kcal, 0...(maxKcalPerGram * grams * tolerance + 5))
            ?? outside("the protein", food.protein, macroLimit) ?? outside("the carbs", food.carbs, macroLimit)
            ?? outside("the fat", food.fat, macroLimit) ?? outside("the fiber", food.fiber, macroLimit)
    }

    /// The set's problem: reps, load or RPE beyond what the grammar accepts.
    public static func problem(_ set: SetRecord) -> String? {
        outside("the reps", set.reps.map(Double.init), 0...SetGroup.maxReps)
            ?? outside("the load", set.load?.kilograms, 0...SetGroup.maxLoadKilograms)
            ?? outside("the RPE", set.rpe, 0...10)
    }

    /// The workout end's problem: a duration, set count, volume or best out of bounds.
    public static func problem(_ end: WorkoutEndRecord) -> String? {
        if let problem = outside("the duration", end.durationSeconds, 0...maxSeconds)
            ?? outside("the set count", Double(end.sets), 0...(SetGroup.maxSetCount * 1000))
            ?? outside("the volume", end.volumeKilograms, 0...maxSessionVolumeKilograms)
        {
            return problem
        }
        for best in end.bests {
            if let problem = outside("the best", best.estimatedKilograms, 0...(SetGroup.maxLoadKilograms * 3))
                ?? outside("the best's reps", Double(best.reps), 0...SetGroup.maxReps)
                ?? outside("the best's load", best.load.kilograms, 0...SetGroup.maxLoadKilograms)
            {
                return problem
            }
        }
        return nil
    }

    /// The cardio bout's problem: a distance, time or interval count out of bounds.
    public static func problem(_ record: CardioRecord) -> String? {
        outside("the distance", record.distanceMeters, 0...maxMeters)
            ?? outside("the time", record.durationSeconds, 0...maxSeconds)
            ?? outside("the intervals", record.intervals.map(Double.init), 0...SetGroup.maxSetCount * 10)
            ?? outside("the interval distance", record.intervalMeters, 0...maxMeters)
    }

    /// The entries with every implausible one turned into an item to review: a food keeps its text
    /// without figures, anything else becomes a review of its kind naming the figure.
    public static func screened(_ entries: [Entry]) -> [Entry] {
        entries.map(screened)
    }

    /// The entry itself, or the entry to review in its place when a figure is implausible.
    public static func screened(_ entry: Entry) -> Entry {
        guard let problem = problem(entry.payload) else { return entry }
        var screened = entry
        if case .food(let food) = entry.payload {
            var held = FoodRecord(text: food.text, unresolvedReason: problem)
            held.source = marker
            screened.payload = .food(held)
        } else {
            screened.payload = .review(ReviewRecord(about: "\(marker) \(entry.kind)", reason: problem))
        }
        return screened
    }

    /// Marks a screened entry (read time only; never journaled) so reports show its figure as `?`.
    static let marker = "implausible"

    /// True for an entry `screened` held back: its figure is shown as `?`.
    public static func isHeldBack(_ payload: Payload) -> Bool {
        switch payload {
        case .food(let food): food.status == .needsReview && food.source == marker
        case .review(let review): review.about.hasPrefix(marker + " ")
        default: false
        }
    }

    /// `the kcal 1e+308 is implausible` when `value` is not finite or not in `range`.
    static func outside(_ name: String, _ value: Double?, _ range: ClosedRange<Double>) -> String? {
        guard let value, !(value.isFinite && range.contains(value)) else { return nil }
        return "The \(name.dropFirst(4)) \(value) is implausible"
    }
}
