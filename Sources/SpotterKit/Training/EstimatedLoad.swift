/// The load a set's one-rep max is estimated on, the one rule for the wrap-up, records, trends, insights
/// and `ask`: the set's load, or on a bodyweight exercise the body weight plus the added load.
///
/// An estimate on the added load alone (`pullups +20kg x 5` → 23.3 kg) is not a one-rep max of anything,
/// so a weighted bodyweight set without a body weight logged on or before it has no estimate; a set
/// without added load has none either, as before.
public enum EstimatedLoad {
    /// The kilograms to estimate on, or nil when the set gives no estimate.
    public static func kilograms(of set: SetRecord, bodyWeight: Double?) -> Double? {
        guard let load = set.load else { return nil }
        return kilograms(of: load, onBodyweight: isBodyweight(set.exerciseID), bodyWeight: bodyWeight)
    }

    /// `kilograms(of:bodyWeight:)` for a set's load with whether its exercise is a bodyweight one known.
    static func kilograms(of load: Load, onBodyweight: Bool, bodyWeight: Double?) -> Double? {
        guard onBodyweight else { return load.kilograms }
        return bodyWeight.map { $0 + load.kilograms }
    }

    /// True for a built-in bodyweight exercise, whose load is added to the lifter's body weight.
    public static func isBodyweight(_ exerciseID: String) -> Bool {
        ExerciseLibrary.builtIn.isBodyweight(id: exerciseID)
    }

    /// True when some of the sets need a body weight for their estimate (weighted bodyweight sets).
    public static func needsBodyWeight(_ sets: [SetRecord]) -> Bool { needsBodyWeight(sets, at: sets.indices) }

    /// `needsBodyWeight` of the sets at `positions`, read where they lie (a list of them copies each).
    static func needsBodyWeight(_ sets: [SetRecord], at positions: some Collection<Int>) -> Bool {
        // Usually one exercise's sets (a workout's wrap-up asks per exercise): its id is looked up once.
        var notBodyweight: String?
        for index in positions where sets[index].load != nil && sets[index].exerciseID != notBodyweight {
            if isBodyweight(sets[index].exerciseID) { return true }
            notBodyweight = sets[index].exerciseID
        }
        return false
    }
}
