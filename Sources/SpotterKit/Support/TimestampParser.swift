#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the timestamps users type (`--now`, `@` lines) and the journal writes.
enum TimestampParser {
    /// `2026-04-27T08:15:00`, `2026-04-27T08:15:00Z`, `2026-04-27T08:15:00+02:00`, `2026-04-27 08:15`,
    /// `2026-04-27` (midnight). Without an offset the time is local (`TZ`).
    static func parse(_ text: String) -> Timestamp? {
        text.withUTF8Bytes(parse(bytes:))
    }

    /// `parse(_:)` of UTF-8 bytes: a journal line's `ts` is read where it lies, with no string made.
    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        parseWritten(bytes) ?? parseAnyForm(bytes)
    }

    /// `YYYY-MM-DDTHH:MM:SS` and an offset, the form the journal writes, its clock read at fixed places: a
    /// report reads the time of every line it looks at, and the general reading cost about 500 instructions
    /// each. Nil for any other form, which `parseAnyForm` reads (to the same time where both read it).
    static func parseWritten(_ bytes: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), let day = day(bytes)
        else { return nil }
        var valid = true
        func twoDigits(_ start: Int) -> Int {
            let tens = bytes[start] &- 48
            let ones = bytes[start + 1] &- 48
            valid = valid && tens < 10 && ones < 10
            return Int(tens) * 10 + Int(ones)
        }
        let hour = twoDigits(11)
        let minute = twoDigits(14)
        let second = twoDigits(17)
        guard valid, hour < 24, minute < 60, second < 61,
            let offset = parseOffset(UnsafeBufferPointer(rebasing: bytes[19...]))
        else { return nil }
        let utc = Int64(day.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + min(second, 59))
        return Timestamp(seconds: utc - Int64(offset), offset: offset)
    }

    /// `parse(bytes:)` of any form it takes.
    static func parseAnyForm(_ bytes: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        guard let day = day(bytes) else { return nil }
        if bytes.count == 10 { return local(day: day, hour: 0, minute: 0, second: 0) }
        guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " ") else { return nil }
        var index = 11
        guard let clock = parseClock(bytes, &index) else { return nil }
        if index == bytes.count { return local(day: day, hour: clock.0, minute: clock.1, second: clock.2) }
        guard let offset = parseOffset(UnsafeBufferPointer(rebasing: bytes[index...])) else { return nil }
        let utc = Int64(day.daysSinceEpoch) * 86_400 + Int64(clock.0 * 3600 + clock.1 * 60 + clock.2)
        return Timestamp(seconds: utc - Int64(offset), offset: offset)
    }

    /// `08:15` or `08:15:30` on the given day, local time.
    static func parse(clock text: String, on day: Day) -> Timestamp? {
        text.withUTF8Bytes { parse(clock: $0, on: day) }
    }

    /// `parse(clock:on:)` of UTF-8 bytes.
    static func parse(clock bytes: UnsafeBufferPointer<UInt8>, on day: Day) -> Timestamp? {
        var index = 0
        guard let clock = parseClock(bytes, &index), index == bytes.count else { return nil }
        return local(day: day, hour: clock.0, minute: clock.1, second: clock.2)
    }

    static func local(day: Day, hour: Int, minute: Int, second: Int) -> Timestamp? {
        var parts = tm()
        parts.tm_year = Int32(day.year - 1900)
        parts.tm_mon = Int32(day.month - 1)
        parts.tm_mday = Int32(day.day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        parts.tm_isdst = -1
        let seconds = mktime(&parts)
        guard seconds != -1 else { return nil }
        // `mktime` leaves the offset it used in `parts`: asked again of `localtime_r`, it was 555 of the 2,440
        // instructions an `@` line's time cost.
        return Timestamp(seconds: Int64(seconds), offset: Int32(parts.tm_gmtoff))
    }

    private static func parseClock(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> (Int, Int, Int)? {
        func twoDigits() -> Int? {
            guard index + 1 < bytes.count, let a = digit(bytes[index]), let b = digit(bytes[index + 1]) else {
                return nil
            }
            index += 2
            return a * 10 + b
        }
        var hourDigits = 0
        var hour = 0
        while index < bytes.count, let d = digit(bytes[index]), hourDigits < 2 {
            hour = hour * 10 + d
            hourDigits += 1
            index += 1
        }
        guard hourDigits > 0, hour < 24, index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let minute = twoDigits(), minute < 60 else { return nil }
        var second = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            guard let s = twoDigits(), s < 61 else { return nil }
            second = min(s, 59)
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < bytes.count, digit(bytes[index]) != nil { index += 1 }
            }
        }
        return (hour, minute, second)
    }

    private static func parseOffset(_ rest: UnsafeBufferPointer<UInt8>) -> Int32? {
        if rest.count == 1, rest[0] == UInt8(ascii: "Z") || rest[0] == UInt8(ascii: "z") { return 0 }
        guard rest.count == 6 || rest.count == 5, rest[0] == UInt8(ascii: "+") || rest[0] == UInt8(ascii: "-")
        else { return nil }
        // The digits after the sign, whatever else is between them, must be four (`+02:00`, `+0200`).
        var digits = 0
        var value = 0
        for byte in rest.dropFirst() {
            guard let d = digit(byte) else { continue }
            digits += 1
            value = value * 10 + d
        }
        guard digits == 4 else { return nil }
        let seconds = Int32(value / 100 * 3600 + value % 100 * 60)
        return rest[0] == UInt8(ascii: "-") ? -seconds : seconds
    }

    /// The `YYYY-MM-DD` at the start, read from the bytes (every journal line's timestamp passes here).
    static func day(_ bytes: UnsafeBufferPointer<UInt8>) -> Day? {
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard let d = digit(bytes[index]) else { return nil }
                value = value * 10 + d
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        // 2026-02-30 is not a day.
        return day <= daysIn(month: month, year: year) ? Day(year: year, month: month, day: day) : nil
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= 48 && byte <= 57 ? Int(byte - 48) : nil
    }
}

extension Timestamp {
    /// Parses ISO 8601 (`2026-04-27T08:15:00`, with or without `Z` or an offset) or `2026-04-27 08:15`;
    /// without an offset the time is local.
    public static func parse(_ text: String) -> Timestamp? { TimestampParser.parse(text) }
}
