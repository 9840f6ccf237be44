/// Number and unit formatting shared by messages and reports.
public enum Format {
    /// `1h 05m`, `42m`, `45s`.
    public static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        if total < 60 { return "\(total)s" }
        let hours = total / 3600
        let minutes = total / 60 % 60
        return hours > 0 ? "\(hours)h " + Timestamp.twoDigits(minutes) + "m" : "\(minutes)m"
    }

    /// `24:30` or `1:05:30`.
    public static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let hours = total / 3600
        let rest = Timestamp.twoDigits(total / 60 % 60) + ":" + Timestamp.twoDigits(total % 60)
        return hours > 0 ? "\(hours):" + rest : "\(total / 60):" + Timestamp.twoDigits(total % 60)
    }

    /// A number with at most `decimals` decimals and no trailing zeros: `46.5`, `248`.
    public static func number(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return "?" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > decimals + 1 {
            text = String(text[...text.index(dot, offsetBy: decimals)])
        }
        return text
    }

    /// A whole number with thousands separators: `4,500`.
    public static func thousands(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let whole = Int64(value.rounded())
        let digits = String(abs(whole))
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return (whole < 0 ? "-" : "") + out
    }

    /// `100 kg`, `185 lb`.
    public static func load(_ load: Load) -> String { number(load.value, decimals: 2) + " " + load.unit.rawValue }

    /// `5 × 100 kg`, `10 × bodyweight`, `5 × 100 kg @8 (warmup)`.
    public static func set(_ set: SetRecord) -> String {
        var text = (set.reps.map(String.init) ?? "?") + " × " + (set.load.map(load) ?? "bodyweight")
        if let rpe = set.rpe { text += " @" + number(rpe) }
        if !set.flags.isEmpty { text += " (" + set.flags.map { $0.rawValue.replacingUnderscores() }.joined(separator: ", ") + ")" }
        return text
    }

    /// `run 5 km in 24:30 (4:54 /km)`.
    public static func cardio(_ cardio: CardioRecord) -> String {
        var parts: [String] = [cardio.modality.rawValue]
        if let intervals = cardio.intervals, let each = cardio.intervalMeters {
            parts.append("\(intervals) × \(distance(each))")
        } else if let meters = cardio.distanceMeters {
            parts.append(distance(meters))
        }
        if let seconds = cardio.durationSeconds {
            parts.append((cardio.distanceMeters == nil ? "for " : "in ") + clock(seconds))
        }
        var text = parts.joined(separator: " ")
        if let pace = CardioPace.describe(
            modality: cardio.modality, distanceMeters: cardio.distanceMeters, durationSeconds: cardio.durationSeconds)
        {
            text += " (\(pace))"
        }
        if let context = cardio.context, !context.isEmpty { text += " — " + context }
        return text
    }

    /// `5 km`, `400 m`.
    public static func distance(_ meters: Double) -> String {
        meters >= 1000 ? number(meters / 1000, decimals: 2) + " km" : number(meters, decimals: 0) + " m"
    }
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? " " : $0 }) }
}
