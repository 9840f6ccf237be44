/// The one set of limits a figure, text or date must keep, and the checks built on them.
///
/// Every door uses these same constants: the grammar refuses a typed line beyond them, the LLM answer
/// validator an answer, imports a row, merge a line and `edit` a change; reports screen what is already
/// stored with them (see `screened`), because a hand-edited line can hold anything: NaN, infinities,
/// 1e308 or negatives. A stored figure outside them is never summed.
public enum Plausibility {
    // MARK: - Limits

    /// More than 100 reps in one set is a typo or a set count read as reps.
    static let maxReps = 100.0
    /// Above the heaviest lifts ever recorded, with room for strongman.
    static let maxLoadKilograms = 1500.0
    /// A set count above 20 is a load or a typo (`bench 100x5x3`).
    static let maxSetCount = 20.0
    /// Rate of perceived exertion.
    static let rpeRange = 1.0...10.0
    /// How a finished workout felt (`feel 4`).
    static let feelRange = 1...5
    /// The largest portion of food, in grams (10 kg), and of water or any drink, in millilitres.
    static let maxGrams = 10_000.0
    static let maxMilliliters = 10_000.0
    /// Energy and each macro per 100 g of food: fat carries 9 kcal per gram, nothing more than itself.
    static let maxKcalPer100Grams = 900.0
    static let maxMacroPer100Grams = 100.0
    /// Plausible adult body weights, in kilograms (44–880 lb).
    static let bodyWeightKilograms = 20.0...400.0
    /// The longest workout or cardio bout (a week) and its farthest distance (1000 km).
    static let maxSeconds = 604_800.0
    static let maxMeters = 1_000_000.0
    /// Dates before or after these years are typos or a broken clock, not training or meals.
    static let years = 1900...2100
    /// The longest line, name or note, in characters (a 10 MB paste is a mistake).
    static let maxTextCharacters = 1000
    /// The longest journal line (or imported row) in bytes: merge and import refuse longer ones and
    /// readers skip them, reporting them, so one pasted 64 MB line cannot stall every report.
    public static let maxLineBytes = 1 << 20
    /// Slack for rounding in stored food figures.
    static let tolerance = 1.05
    /// The largest training volume a session can hold, in kilograms.
    static let maxSessionVolumeKilograms = maxReps * maxLoadKilograms * 1000

    /// True for a load from 0 to `maxLoadKilograms`.
    static func isPlausible(_ load: Load) -> Bool {
        (0...maxLoadKilograms).contains(load.kilograms)
    }

    // MARK: - Figures

    /// Why the payload's figures cannot be trusted, or nil when every figure is plausible.
    public static func problem(_ payload: Payload) -> String? {
        switch payload {
        case .food(let food): problem(food)
        case .water(let water): outside("the water", water.milliliters, 0...maxMilliliters)
        case .bodyWeight(let reading): outside("the weight", reading.load.kilograms, bodyWeightKilograms)
        case .workoutSet(let set): problem(set)
        case .workoutEnd(let end): problem(end)
        case .cardio(let record): problem(record)
        case .sessionNote(let note): outside("the feel", note.feel.map(Double.init), 1...Double(feelRange.upperBound))
        default: nil
        }
    }

    /// The food's problem: figures that are not finite, below zero, or more than its weight can carry.
    public static func problem(_ food: FoodRecord) -> String? {
        if let problem = outside("the grams", food.grams, 0...maxGrams) { return problem }
        let grams = food.grams ?? maxGrams
        let kcalLimit = 0...(maxKcalPer100Grams / 100 * grams * tolerance + 5)
        let macroLimit = 0...(maxMacroPer100Grams / 100 * grams * tolerance + 1)
        return outside("the kcal", food.kcal, kcalLimit)
            ?? outside("the protein", food.protein, macroLimit) ?? outside("the carbs", food.carbs, macroLimit)
            ?? outside("the fat", food.fat, macroLimit) ?? outside("the fiber", food.fiber, macroLimit)
    }

    /// The set's problem: reps, load or RPE beyond what the grammar accepts.
    public static func problem(_ set: SetRecord) -> String? {
        outside("the reps", set.reps.map(Double.init), 0...maxReps)
            ?? outside("the load", set.load?.kilograms, 0...maxLoadKilograms)
            ?? outside("the RPE", set.rpe, rpeRange) ?? outside("the hold", set.holdSeconds, 0...maxSeconds)
    }

    /// The workout end's problem: a duration, set count, volume or best out of bounds.
    public static func problem(_ end: WorkoutEndRecord) -> String? {
        if let problem = outside("the duration", end.durationSeconds, 0...maxSeconds)
            ?? outside("the set count", Double(end.sets), 0...(maxSetCount * 1000))
            ?? outside("the volume", end.volumeKilograms, 0...maxSessionVolumeKilograms)
        {
            return problem
        }
        for best in end.bests {
            if let problem = outside("the best", best.estimatedKilograms, 0...(maxLoadKilograms * 3))
                ?? outside("the best's reps", Double(best.reps), 0...maxReps)
                ?? outside("the best's load", best.load.kilograms, 0...maxLoadKilograms)
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
            ?? outside("the intervals", record.intervals.map(Double.init), 0...maxSetCount * 10)
            ?? outside("the interval distance", record.intervalMeters, 0...maxMeters)
    }

    /// `the kcal 1e+308 is implausible` when `value` is not finite or not in `range`.
    static func outside(_ name: String, _ value: Double?, _ range: ClosedRange<Double>) -> String? {
        guard let value, !(value.isFinite && range.contains(value)) else { return nil }
        return "The \(name.dropFirst(4)) \(value) is implausible"
    }
}
