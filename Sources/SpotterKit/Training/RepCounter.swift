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
        let gain = gain(previous: previous, current: current)
        return gain > 0 ? "+" + Format.count(gain, "rep") : nil
    }
}
