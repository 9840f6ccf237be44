/// Sets read from one stretch of a line that share a load, a set count and an RPE.
struct SetGroup {
    var load: Load?
    var reps: [Double] = []
    var setCount: Double?
    var rpe: Double?
    /// The RPE typed right after each rep count (`8 @7, 8 @7.5`), nil where none was.
    var repRPEs: [Double?] = []

    /// True before anything was read into it.
    var isEmpty: Bool { load == nil && reps.isEmpty && setCount == nil && rpe == nil }

    /// The checked sets of `groups`, or `.needsReps` naming the first problem.
    ///
    /// Absurd numbers (negative, non-integral reps, more than 100 reps, loads over 1500 kg,
    /// RPE outside 1–10, set counts outside 1–20, infinities) never become sets: the line is
    /// clearly set notation, so it is returned as `.needsReps` with a reason the user can act on
    /// rather than dropped to the food resolver.
    static func action(for groups: [SetGroup], flags: [SetFlag]) -> SetAction {
        var sets: [ParsedSet] = []
        for group in groups where !group.isEmpty {
            switch group.sets(flags: flags) {
            case .success(let more): sets += more
            case .failure(let failure): return failure.action
            }
        }
        guard !sets.isEmpty else {
            return .needsReps(setCount: nil, load: nil, reason: SetMessage.missingReps)
        }
        return .sets(sets)
    }

    /// A whole set count within limits, or nil.
    static func count(_ value: Double?) -> Int? {
        guard let value, value == value.rounded(), value >= 1, value <= Plausibility.maxSetCount else { return nil }
        return Int(value)
    }

    // MARK: - Checking

    /// Why a group cannot be logged, with what can still be kept.
    struct Failure: Error {
        var action: SetAction
    }

    private func sets(flags: [SetFlag]) -> Result<[ParsedSet], Failure> {
        let validLoad = load.flatMap { Plausibility.isPlausible($0) ? $0 : nil }
        let validCount = Self.count(setCount)
        func fail(_ reason: String) -> Result<[ParsedSet], Failure> {
            .failure(Failure(action: .needsReps(setCount: validCount, load: validLoad, reason: reason)))
        }
        if let load, validLoad == nil { return fail(SetMessage.implausibleLoad(load)) }
        if let setCount, validCount == nil { return fail(SetMessage.implausibleSetCount(setCount)) }
        for value in [rpe] + repRPEs {
            if let value, !Plausibility.rpeRange.contains(value) { return fail(SetMessage.implausibleRPE(value)) }
        }
        var counts: [Int] = []
        for value in reps {
            guard value >= 0, value <= Plausibility.maxReps, value == value.rounded() else {
                return fail(SetMessage.implausibleReps(value))
            }
            counts.append(Int(value))
        }
        if counts.isEmpty {
            return fail(flags.contains(.toFailure) ? SetMessage.missingRepsToFailure : SetMessage.missingReps)
        }
        if let validCount, counts.count == 1 {
            counts = Array(repeating: counts[0], count: validCount)
        } else if let validCount, counts.count != validCount {
            return fail(SetMessage.countMismatch(sets: validCount, reps: counts.count))
        }
        // One RPE in the group is the whole group's (`5 5 4 @8`); several belong each to its own set.
        let own = repRPEs.compactMap { $0 }.count > 1 && repRPEs.count == counts.count ? repRPEs : nil
        return .success(
            counts.enumerated().map { index, reps in
                ParsedSet(reps: reps, load: load, rpe: own.map { $0[index] } ?? rpe, flags: flags)
            })
    }
}
