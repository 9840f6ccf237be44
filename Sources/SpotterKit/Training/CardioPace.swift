/// Pace or speed of a cardio bout, in the unit each sport talks in.
public enum CardioPace {
    /// The pace of a parsed cardio line; see `describe(modality:distanceMeters:durationSeconds:)`.
    public static func describe(_ line: CardioLine) -> String? {
        describe(modality: line.modality, distanceMeters: line.distanceMeters, durationSeconds: line.durationSeconds)
    }

    /// A short display string (`4:54 /km`, `1:45 /100m`, `1:56 /500m`, `27.5 km/h`).
    ///
    /// Nil without both a positive distance and duration, and for `cardio` and `endurance`,
    /// which name no sport and so no customary unit.
    public static func describe(
        modality: CardioModality, distanceMeters: Double?, durationSeconds: Double?
    )
        -> String?
    {
        guard let meters = distanceMeters, let seconds = durationSeconds,
            meters.isFinite, seconds.isFinite, meters > 0, seconds > 0
        else { return nil }
        switch modality {
        case .run, .walk, .hike, .sprint:
            return perDistance(seconds: seconds, meters: meters, per: 1000, label: "/km")
        case .swim:
            return perDistance(seconds: seconds, meters: meters, per: 100, label: "/100m")
        case .row:
            return perDistance(seconds: seconds, meters: meters, per: 500, label: "/500m")
        case .bike:
            return speed(seconds: seconds, meters: meters)
        case .cardio, .endurance, .climb, .yoga, .sport:
            return nil
        }
    }

    /// `m:ss` (or `h:mm:ss`) per `per` metres.
    private static func perDistance(
        seconds: Double, meters: Double, per: Double, label: String
    )
        -> String?
    {
        guard let clock = clockText(seconds * per / meters) else { return nil }
        return "\(clock) \(label)"
    }

    /// Kilometres per hour with one decimal.
    private static func speed(seconds: Double, meters: Double) -> String? {
        let tenths = (meters / seconds * 3.6 * 10).rounded()
        // Int(_:) traps beyond its range; a speed this large is a typo, not a display.
        guard tenths.isFinite, tenths < 1e9 else { return nil }
        let value = Int(tenths)
        return "\(value / 10).\(value % 10) km/h"
    }

    /// Whole seconds as `m:ss`, or `h:mm:ss` from an hour up; nil when absurdly long.
    static func clockText(_ seconds: Double) -> String? {
        let rounded = seconds.rounded()
        guard rounded.isFinite, rounded >= 0, rounded < 1e9 else { return nil }
        let total = Int(rounded)
        let hours = total / 3600
        let minutes = total % 3600 / 60
        let secs = total % 60
        let ss = secs < 10 ? "0\(secs)" : "\(secs)"
        guard hours > 0 else { return "\(minutes):\(ss)" }
        let mm = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        return "\(hours):\(mm):\(ss)"
    }
}
