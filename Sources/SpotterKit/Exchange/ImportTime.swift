/// The dates, clocks and durations the workout apps write.
enum ImportTime {
    /// Strong's `2023-01-15 10:30:00`, ISO 8601, or Hevy's `15 Jan 2023, 10:30`; local time unless an offset is given.
    static func moment(_ text: String) -> Timestamp? {
        if let parsed = Timestamp.parse(text) { return parsed }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
        guard words.count == 4, let dayNumber = Int(words[0]), let year = Int(words[2]),
            let month = months.firstIndex(of: FieldText.lowercased(String(words[1].prefix(3)))),
            let date = Day(iso: "\(year)-\(Timestamp.twoDigits(month + 1))-\(Timestamp.twoDigits(dayNumber))")
        else { return nil }
        return TimestampParser.parse(clock: String(words[3]), on: date)
    }

    /// FitNotes has dates without times: its workouts are placed at 12:00 local time on the day.
    static func noon(_ text: String) -> Timestamp? {
        guard let date = Day(iso: text) else { return nil }
        return TimestampParser.local(day: date, hour: 12, minute: 0, second: 0)
    }

    /// `1h 5m`, `45m`, `30s`, `1h`, or plain seconds (`3900`).
    static func duration(_ text: String) -> Double? {
        if let seconds = Double(text), seconds >= 0 { return seconds }
        var total = 0.0
        var parsedAny = false
        for word in text.split(separator: " ") {
            guard let unit = word.last, let value = Double(word.dropLast()), value >= 0 else { return nil }
            switch unit {
            case "h": total += value * 3600
            case "m": total += value * 60
            case "s": total += value
            default: return nil
            }
            parsedAny = true
        }
        return parsedAny ? total : nil
    }

    /// `0:25:30`, `25:30`, or plain seconds.
    static func clock(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return parts.reduce(0) { $0 * 60 + ($1 ?? 0) }
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
}
