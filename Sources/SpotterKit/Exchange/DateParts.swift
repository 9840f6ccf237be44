/// The pieces of a date and time as the workout apps write them, read in any order they come in.
struct DateParts {
    var day: Day?
    var clock = (0, 0, 0)
    /// Seconds east of UTC, when the text gives an offset (`+0000`, `+02:00`, `Z`).
    var offset: Int32?

    init?(_ text: String) {
        // U+202F and U+00A0 are the spaces iOS puts before AM/PM.
        let spaced = text.map { character -> Character in
            switch character {
            case ",", "\u{202F}", "\u{00A0}": " "
            default: character
            }
        }
        var words = String(spaced).split(separator: " ").map { String($0).lowercased() }
        // `2025-02-23T10:13:53Z`: the date and the clock in one word.
        if let first = words.first, first.count > 10, first.dropFirst(10).first == "t" {
            words[0] = String(first.prefix(10))
            words.insert(String(first.dropFirst(11)), at: 1)
        }
        var year: Int?
        var month: Int?
        var dayNumber: Int?
        var afternoon: Bool?
        for var word in words {
            if word == "am" || word == "a.m." { afternoon = false; continue }
            if word == "pm" || word == "p.m." { afternoon = true; continue }
            if word == "utc" || word == "gmt" { offset = offset ?? 0; continue }
            if let sign = word.first, sign == "+" || sign == "-", word.count >= 3,
                word.dropFirst().allSatisfy({ $0.isNumber || $0 == ":" })
            {
                guard let seconds = Self.offset(word) else { return nil }
                offset = seconds
                continue
            }
            if word.contains(":") {
                if word.hasSuffix("z") {
                    word.removeLast()
                    offset = 0
                }
                if let zone = word.firstIndex(where: { $0 == "+" || $0 == "-" }) {
                    guard let seconds = Self.offset(String(word[zone...])) else { return nil }
                    offset = seconds
                    word = String(word[..<zone])
                }
                let parts = word.split(separator: ":").map { Double($0) }
                guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
                let numbers = parts.map { Int($0 ?? 0) }
                clock = (numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
                continue
            }
            if let ymd = Self.numbers(word, "-"), ymd.count == 3, ymd[0] > 999 {
                (year, month, dayNumber) = (ymd[0], ymd[1], ymd[2])
            } else if let dmy = Self.numbers(word, "."), dmy.count == 3 {
                (dayNumber, month, year) = (dmy[0], dmy[1], dmy[2])
            } else if let mdy = Self.numbers(word, "/"), mdy.count == 3 {
                // US order unless the first number cannot be a month.
                (month, dayNumber, year) = mdy[0] > 12 ? (mdy[1], mdy[0], mdy[2]) : (mdy[0], mdy[1], mdy[2])
            } else if let number = Int(word) {
                if number > 31 { year = number } else { dayNumber = number }
            } else if let index = Self.months.firstIndex(where: { word.hasPrefix($0) }) {
                month = index % 12 + 1
            } else {
                return nil
            }
        }
        if let afternoon {
            guard (1...12).contains(clock.0) else { return nil }
            clock.0 = clock.0 % 12 + (afternoon ? 12 : 0)
        }
        guard clock.0 < 24, clock.1 < 60, clock.2 < 61 else { return nil }
        if let year, let month, let dayNumber {
            day = Day(iso: "\(year)-\(Timestamp.twoDigits(month))-\(Timestamp.twoDigits(dayNumber))")
        }
    }

    private static func numbers(_ word: String, _ separator: Character) -> [Int]? {
        guard word.contains(separator) else { return nil }
        let parts = word.split(separator: separator).map { Int($0) }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.map { $0 ?? 0 }
    }

    /// `+0000`, `+02:00`, `-0530` in seconds.
    private static func offset(_ text: String) -> Int32? {
        let sign: Int32 = text.hasPrefix("-") ? -1 : 1
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.count == 4 || digits.count == 2, let value = Int32(digits) else { return nil }
        let hours = digits.count == 4 ? value / 100 : value
        let minutes = digits.count == 4 ? value % 100 : 0
        return sign * (hours * 3600 + minutes * 60)
    }

    /// English, then the months as Strong and Hevy write them in other languages (`mär`, `okt`, `fev`).
    private static let months = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
        "jän", "feb", "mär", "apr", "mai", "jun", "jul", "aug", "sep", "okt", "nov", "dez",
        "ene", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dic",
    ]
}
