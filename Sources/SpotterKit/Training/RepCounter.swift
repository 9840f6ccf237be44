/// The rep counter: each set against the same set of the exercise's previous session.
public enum RepCounter {
    /// The sum of the positive differences, set by set; never negative, 0 when there is nothing to compare.
    /// Previous 10/9/8 and current 12/10/9 give 4; sets without a counterpart count nothing.
    public static func gain(previous: [Int], current: [Int]) -> Int {
        zip(previous, current).reduce(0) { total, pair in total + max(0, pair.1 - pair.0) }
    }

    /// `+N reps` (`+1 rep`), or nil when there is nothing to show (no gain or no previous session).
    public static func label(previous: [Int]?, current: [Int]) -> String? {
        guard let previous else { return nil }
        return label(gain: gain(previous: previous, current: current))
    }

    /// `+N reps` for a gain above 0, else nil.
    public static func label(gain: Int) -> String? {
        gain > 0 ? "+" + Format.count(gain, "rep") : nil
    }

    /// `gain` with the previous session's sets as they are: the sets without reps are passed over,
    /// as a list of the reps would leave them out, without making that list (every set line asks).
    static func gain(previous: [SetFigures], current: [Int]) -> Int {
        var total = 0
        var paired = 0
        for index in previous.indices where paired < current.count {
            guard let reps = previous[index].reps else { continue }
            total += max(0, current[paired] - reps)
            paired += 1
        }
        return total
    }
}
