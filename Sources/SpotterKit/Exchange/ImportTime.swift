/// The dates, clocks and durations the workout apps write, in every form they have written them.
enum ImportTime {
    /// Dates outside `Plausibility.years` are typos or a broken clock, not training.
    static let years = Plausibility.years

    /// The moment `text` names, or a problem saying why it cannot be read (`what` names the column).
    ///
    /// Reads ISO 8601 (`2023-01-15 10:30:00`, `2025-02-23T10:13:53Z`), Strong's 12-hour clock
    /// (`2024-01-15 8:30:00 PM`), Hevy's `15 Jan 2023, 10:30` and US `Jul 28, 2026, 6:49 PM`, Fitbod's
    /// `2021-01-17 22:14:35 +0000`, and `15.01.2024 08:30` or `1/15/2024 8:30 AM`; local time unless the
    /// text gives an offset.
    static func moment(_ text: String, _ what: String) throws(ImportTable.RowProblem) -> Timestamp {
        guard !text.isEmpty else {
            throw .init(problem: "the \(what) is empty", reason: "the \(what) is missing")
        }
        guard let parts = DateParts(text), let day = parts.day else {
            throw .init(
                problem: "the \(what) \"\(text)\" is not a date like 2023-01-15 10:30:00",
                reason: "the \(what) is not a readable date")
        }
        guard years.contains(day.year) else {
            throw .init(
                problem: "the \(what) \"\(text)\" is outside the years \(years.lowerBound)–\(years.upperBound)",
                reason: "the \(what) is outside \(years.lowerBound)–\(years.upperBound)")
        }
        let (hour, minute, second) = parts.clock
        if let offset = parts.offset {
            let utc = Int64(day.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
            return Timestamp(seconds: utc - Int64(offset), offset: offset)
        }
        guard let local = TimestampParser.local(day: day, hour: hour, minute: minute, second: second) else {
            throw .init(problem: "the \(what) \"\(text)\" is not a real time", reason: "the \(what) is not a real time")
        }
        return local
    }

    /// `1h 5m`, `21min`, `1h 2min`, `2 h 23 min`, `45m`, `30s`, `1:05:00`, or plain seconds (`3900`).
    static func duration(_ text: String) -> Double? {
        if let seconds = ImportTable.decimal(text) { return seconds >= 0 ? seconds : nil }
        if text.contains(":") { return clock(text) }
        var total = 0.0
        var number = ""
        var unit = ""
        var parsedAny = false
        func flush() -> Bool {
            guard !number.isEmpty || !unit.isEmpty else { return true }
            guard let value = ImportTable.decimal(number), let scale = secondsPerUnit[unit] else { return false }
            total += value * scale
            parsedAny = true
            number = ""
            unit = ""
            return true
        }
        for character in text.lowercased() {
            if character.isNumber || character == "." || character == "," {
                if !unit.isEmpty, !flush() { return nil }
                number.append(character)
            } else if character.isLetter {
                unit.append(character)
            } else if character == " " {
                if !unit.isEmpty, !flush() { return nil }
            } else {
                return nil
            }
        }
        guard flush(), parsedAny else { return nil }
        return total
    }

    /// `0:25:30`, `25:30`, or plain seconds.
    static func clock(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return parts.reduce(0) { $0 * 60 + ($1 ?? 0) }
    }

    private static let secondsPerUnit: [String: Double] = [
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "sek": 1, "seg": 1, "с": 1, "сек": 1,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "minuten": 60, "minutos": 60, "мин": 60,
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "std": 3600, "ч": 3600,
    ]
}
