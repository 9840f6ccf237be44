/// Suggests the next session of an exercise by double progression on its rep range (no AI).
public enum ProgressionEngine {
    /// One past session of the exercise: its working sets' loads (in `unit`) and reps.
    public struct Session: Sendable, Equatable {
        public var sets: [(load: Double, reps: Int)]

        public init(sets: [(load: Double, reps: Int)]) { self.sets = sets }

        public static func == (lhs: Session, rhs: Session) -> Bool {
            lhs.sets.map(\.load) == rhs.sets.map(\.load) && lhs.sets.map(\.reps) == rhs.sets.map(\.reps)
        }
    }

    /// The load and reps to aim for.
    public struct Suggestion: Sendable, Equatable {
        public var load: Double
        public var reps: Int
        public var reason: Reason
    }

    /// Why the suggestion is what it is.
    public enum Reason: Sendable, Equatable {
        case addLoad, oneMoreRep, deload
    }

    /// Sessions in order, most recent last. The bottom missed three sessions in a row → 10 % deload;
    /// otherwise the end-of-exercise prompt decides (one rule for both): a progression verdict on the
    /// `prescribed` sets adds the increment and goes back to the bottom; anything else keeps the load
    /// and never asks for fewer reps than the best set just done (one more than the weakest, within
    /// the range). New loads round to loadable steps; `prescribed` nil means the sets last done.
    public static func suggest(
        history: [Session], range: ClosedRange<Int>, region: BodyRegion, unit: WeightUnit, prescribed: Int? = nil,
        step: Double? = nil
    ) -> Suggestion? {
        guard let last = history.last, let load = last.sets.map(\.load).max(), !last.sets.isEmpty else { return nil }
        // The increment is the region's, at least one loadable step; loads round to that step.
        let plate = step ?? increment(region: region, unit: unit)
        let added = addedLoad(region: region, unit: unit, step: step)
        let missedBottom = { (session: Session) in session.sets.contains { $0.reps < range.lowerBound } }
        if history.count >= 3, history.suffix(3).allSatisfy(missedBottom) {
            return Suggestion(load: round(load * 0.9, to: plate), reps: range.lowerBound, reason: .deload)
        }
        let reps = last.sets.map(\.reps)
        let verdict = ProgressionPrompt.evaluate(reps: reps, prescribed: prescribed ?? reps.count, range: range)
        if verdict == .progression {
            let floored = (((load + added) / plate).rounded(.down) * plate * 1000).rounded() / 1000
            let next = floored > load ? floored : round(load + added, to: plate)
            return Suggestion(load: next, reps: range.lowerBound, reason: .addLoad)
        }
        let weakest = reps.min() ?? range.lowerBound
        let best = reps.max() ?? range.lowerBound
        // The load lifted last time was loadable: keep it exactly (a 12 kg dumbbell stays 12 kg).
        let target = max(best, min(range.upperBound, max(range.lowerBound, weakest + 1)))
        return Suggestion(load: load, reps: target, reason: .oneMoreRep)
    }

    /// What a progression adds in `unit`: the region's increment, at least one loadable `step`.
    public static func addedLoad(region: BodyRegion, unit: WeightUnit, step: Double? = nil) -> Double {
        max(increment(region: region, unit: unit), step ?? 0)
    }

    /// 2.5 kg for lower body (5 lb), 1.25 kg for upper body (2.5 lb).
    public static func increment(region: BodyRegion, unit: WeightUnit) -> Double {
        switch (region, unit) {
        case (.upper, .kg): 1.25
        case (.upper, .lb): 2.5
        case (_, .kg): 2.5
        case (_, .lb): 5
        }
    }

    /// The nearest multiple of `step`.
    public static func round(_ load: Double, to step: Double) -> Double {
        guard step > 0 else { return load }
        return (load / step).rounded() * step
    }
}
