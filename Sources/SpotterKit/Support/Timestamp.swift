#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A moment in time with the UTC offset it was recorded in, so local days stay what the user saw.
public struct Timestamp: Sendable, Equatable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var seconds: Int64
    /// The local UTC offset in seconds when the moment was recorded.
    public var offset: Int32

    public init(seconds: Int64, offset: Int32) {
        self.seconds = seconds
        self.offset = offset
    }

    /// The moment in the process's local time zone (honours `TZ`).
    public init(localSeconds seconds: Int64) {
        self.init(seconds: seconds, offset: Timestamp.localOffset(at: seconds))
    }

    /// The current wall-clock time in the local time zone.
    public static func now() -> Timestamp {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Timestamp(localSeconds: Int64(spec.tv_sec))
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.seconds < rhs.seconds }

    /// The calendar day of this moment as the user saw it.
    public var day: Day { Day(localSeconds: seconds + Int64(offset)) }

    /// `2026-04-27T08:15:00+02:00`.
    public var iso8601: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        appendISO8601(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func appendISO8601(to bytes: inout [UInt8]) {
        func two(_ value: Int) {
            bytes.append(UInt8(48 + value / 10 % 10))
            bytes.append(UInt8(48 + value % 10))
        }
        let local = seconds + Int64(offset)
        let day = Day(localSeconds: local)
        let secs = Int((local % 86_400 + 86_400) % 86_400)
        if (0...9999).contains(day.year) {
            two(day.year / 100)
            two(day.year % 100)
        } else {
            bytes.append(contentsOf: String(day.year).utf8)
        }
        bytes.append(UInt8(ascii: "-"))
        two(day.month)
        bytes.append(UInt8(ascii: "-"))
        two(day.day)
        bytes.append(UInt8(ascii: "T"))
        two(secs / 3600)
        bytes.append(UInt8(ascii: ":"))
        two(secs / 60 % 60)
        bytes.append(UInt8(ascii: ":"))
        two(secs % 60)
        if offset == 0 {
            bytes.append(UInt8(ascii: "Z"))
            return
        }
        bytes.append(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let magnitude = Int(abs(offset))
        two(magnitude / 3600)
        bytes.append(UInt8(ascii: ":"))
        two(magnitude / 60 % 60)
    }

    /// `08:15`, local.
    public var clockTime: String {
        let secs = Int(((seconds + Int64(offset)) % 86_400 + 86_400) % 86_400)
        // Five bytes written in place (a small string, no allocation): two padded numbers joined were
        // five strings made, and every workout's start and end says a clock time.
        let (hours, minutes) = (secs / 3600, secs / 60 % 60)
        return String(unsafeUninitializedCapacity: 5) { buffer in
            buffer[0] = UInt8(ascii: "0") + UInt8(hours / 10)
            buffer[1] = UInt8(ascii: "0") + UInt8(hours % 10)
            buffer[2] = UInt8(ascii: ":")
            buffer[3] = UInt8(ascii: "0") + UInt8(minutes / 10)
            buffer[4] = UInt8(ascii: "0") + UInt8(minutes % 10)
            return 5
        }
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func localOffset(at seconds: Int64) -> Int32 {
        var time = time_t(seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return 0 }
        return Int32(parts.tm_gmtoff)
    }
}
