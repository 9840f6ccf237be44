/// Number and unit formatting shared by messages and reports.
public enum Format {
    /// `1 day`, `2 days`, `1 entry`, `3 entries`: a count with its noun agreeing.
    public static func count(_ count: Int, _ noun: String) -> String {
        guard count != 1 else { return "1 \(noun)" }
        if noun.hasSuffix("y"), let last = noun.dropLast().last, !"aeiou".contains(last) {
            return "\(count) \(noun.dropLast())ies"
        }
        return "\(count) \(noun)s"
    }

    /// `a`, `a and b`, `a, b and c`.
    public static func list(_ parts: [String]) -> String {
        guard parts.count > 1, let last = parts.last else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `1h 05m`, `42m`, `45s`.
    public static func duration(_ seconds: Double) -> String {
        guard let total = seconds.wholeNumber else { return "?" }
        if total < 60 { return "\(total)s" }
        let hours = total / 3600
        let minutes = total / 60 % 60
        return hours > 0 ? "\(hours)h " + Timestamp.twoDigits(minutes) + "m" : "\(minutes)m"
    }

    /// A timed hold: `45 s` under a minute, else `1:30`.
    public static func hold(_ seconds: Double) -> String {
        seconds < 60 ? number(seconds, decimals: 0) + " s" : clock(seconds)
    }

    /// `24:30` or `1:05:30`.
    public static func clock(_ seconds: Double) -> String {
        guard let total = seconds.wholeNumber else { return "?" }
        let hours = total / 3600
        let rest = Timestamp.twoDigits(total / 60 % 60) + ":" + Timestamp.twoDigits(total % 60)
        return hours > 0 ? "\(hours):" + rest : "\(total / 60):" + Timestamp.twoDigits(total % 60)
    }

    /// A number with at most `decimals` decimals (0–3) and no trailing zeros: `46.5`, `248`, `102.25`.
    /// Written digit by digit: messages format numbers on every replayed line.
    public static func number(_ value: Double, decimals: Int = 1) -> String {
        let places = min(max(decimals, 0), 3)
        var scale: UInt64 = 1
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite, abs(value) * Double(scale) < 9e15 else { return value.isFinite ? "\(value)" : "?" }
        let scaled = Int64((value * Double(scale)).rounded())
        var whole = scaled.magnitude / scale
        var fraction = scaled.magnitude % scale
        var fractionDigits = places
        while fractionDigits > 0, fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        var wholeDigits = 1
        var rest = whole / 10
        while rest > 0 {
            wholeDigits += 1
            rest /= 10
        }
        // The exact length: up to 15 bytes the text is built in place as a small string, with no allocation.
        let length = (scaled < 0 ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var count = 0
            if scaled < 0 {
                buffer[0] = UInt8(ascii: "-")
                count = 1
            }
            for index in stride(from: count + wholeDigits - 1, through: count, by: -1) {
                buffer[index] = UInt8(48 + whole % 10)
                whole /= 10
            }
            count += wholeDigits
            guard fractionDigits > 0 else { return count }
            buffer[count] = UInt8(ascii: ".")
            for index in stride(from: count + fractionDigits, through: count + 1, by: -1) {
                buffer[index] = UInt8(48 + fraction % 10)
                fraction /= 10
            }
            return count + 1 + fractionDigits
        }
    }

    /// `part` as a whole percentage of `whole`; `?` when there is no finite answer (a zero target).
    public static func percent(_ part: Double, of whole: Double) -> String {
        (part / whole * 100).wholeNumber.map(String.init) ?? "?"
    }

    /// A whole number with thousands separators: `4,500`.
    public static func thousands(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "?" }
        let whole = Int64(value.rounded())
        var rest = whole.magnitude
        var digitCount = 1
        var scan = rest / 10
        while scan > 0 {
            digitCount += 1
            scan /= 10
        }
        let length = digitCount + (digitCount - 1) / 3 + (whole < 0 ? 1 : 0)
        // Written back to front into a string of its final length: every workout's wrap-up shows its
        // volume, and two growing byte lists were most of the cost.
        return String(unsafeUninitializedCapacity: length) { buffer in
            var index = length
            for written in 0..<digitCount {
                if written > 0, written % 3 == 0 {
                    index -= 1
                    buffer[index] = UInt8(ascii: ",")
                }
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            if whole < 0 { buffer[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// A training volume held in kilograms, shown whole in `unit` (`4,500 kg`, `9,921 lb`).
    public static func volume(kilograms: Double, unit: WeightUnit) -> String {
        thousands(unit.amount(ofKilograms: kilograms)) + " " + unit.rawValue
    }

    /// An estimate held in kilograms (an e1RM, a body-weight average), shown in `unit` to one decimal.
    public static func estimate(kilograms: Double, unit: WeightUnit) -> String {
        number(unit.amount(ofKilograms: kilograms), decimals: 1) + " " + unit.rawValue
    }

    /// `100 kg`, `185 lb`: a load as typed, in its own unit.
    public static func load(_ load: Load) -> String { number(load.value, decimals: 2) + " " + load.unit.rawValue }

    /// `5 × 100 kg`, `10 × bodyweight`, `5 × 100 kg @8 (warmup)`, `5 × 100 kg “felt grindy”`, `hold 1:30`.
    public static func set(_ set: SetRecord) -> String {
        var text = Self.set(SetFigures(set))
        if !set.flags.isEmpty {
            text += " (" + set.flags.map { $0.rawValue.replacingUnderscores() }.joined(separator: ", ") + ")"
        }
        if let note = set.note { text += " “\(note)”" }
        return text
    }

    /// `5 × 100 kg`, `10 × bodyweight`, `5 × 100 kg @8`, `hold 1:30`: a set's figures alone.
    static func set(_ set: SetFigures) -> String {
        // Appended in place (most sets fit a small string): every set line and workout summary prints each set.
        var text = ""
        if let seconds = set.holdSeconds, set.reps == nil {
            text.append("hold ")
            text.append(hold(seconds))
            if let load = set.load { text.append(" + " + Self.load(load)) }
        } else {
            if let reps = set.reps { text.append(String(reps)) } else { text.append("?") }
            text.append(" × ")
            if let load = set.load {
                text.append(number(load.value, decimals: 2))
                text.append(" ")
                text.append(load.unit.rawValue)
            } else {
                text.append("bodyweight")
            }
        }
        if let rpe = set.rpe {
            text.append(" @")
            text.append(number(rpe))
        }
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
