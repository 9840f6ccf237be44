/// The lifter's body-weight readings in time order, to find the one in force when a set was done.
public struct BodyWeightHistory: Sendable, Equatable {
    private var seconds: [Int64] = []
    private var kilograms: [Double] = []

    /// The readings among `entries` (any order; other kinds are skipped).
    public init(_ entries: [Entry] = []) {
        var readings: [(Int64, Double)] = []
        for entry in entries {
            guard case .bodyWeight(let reading) = entry.payload else { continue }
            readings.append((entry.timestamp.seconds, reading.load.kilograms))
        }
        self.init(readings: readings)
    }

    /// From `(moment in seconds, kilograms)` pairs in any order.
    init(readings: [(Int64, Double)]) {
        let sorted = readings.sorted { $0.0 < $1.0 }
        seconds = sorted.map(\.0)
        kilograms = sorted.map(\.1)
    }

    public var isEmpty: Bool { seconds.isEmpty }

    /// The latest reading on or before `moment`, in kilograms; nil when none was logged by then.
    public func kilograms(at moment: Timestamp) -> Double? {
        var low = 0
        var high = seconds.count
        while low < high {
            let middle = (low + high) / 2
            if seconds[middle] <= moment.seconds { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : kilograms[low - 1]
    }
}
