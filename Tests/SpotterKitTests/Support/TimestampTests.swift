import Testing

@testable import SpotterKit

@Suite struct TimestampTests {
    /// The fixed-place reading of the journal's form gives what the general reading gives, on written times
    /// and on times one character away from them (a wrong separator, digit, day of month or offset).
    @Test func theWrittenFormReadsAsTheGeneralReadingDoes() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let offsets = ["Z", "z", "+02:00", "-05:30", "+0200", "+02:0", "+0:200", "+2a00", "", "Q", ".5Z", "+14:00x"]
        let characters = Array("0123456789-T: Z+.x")
        var read = 0
        for _ in 0..<20_000 {
            var text = "\(1900 + next(200))-\(two(next(14)))-\(two(next(33)))T\(two(next(25)))"
            text += ":\(two(next(61))):\(two(next(62)))\(offsets[next(offsets.count)])"
            if next(3) == 0 {
                var bytes = Array(text)
                bytes[next(bytes.count)] = characters[next(characters.count)]
                text = String(bytes)
            }
            let (whole, written) = Array(text.utf8).withUnsafeBufferPointer { bytes in
                (TimestampParser.parseAnyForm(bytes), TimestampParser.parseWritten(bytes))
            }
            if let written {
                read += 1
                #expect(written == whole, "\(text)")
            }
            #expect(Timestamp.parse(text) == whole, "\(text)")
        }
        #expect(read > 5_000)
    }

    @Test func isoWithOffsetRoundTrips() throws {
        let parsed = try #require(Timestamp.parse("2026-04-27T08:15:00+02:00"))
        #expect(parsed.offset == 7200)
        #expect(parsed.iso8601 == "2026-04-27T08:15:00+02:00")
        #expect(parsed.day == Day(year: 2026, month: 4, day: 27))
        #expect(parsed.clockTime == "08:15")
    }

    @Test func utcIsWrittenWithZ() throws {
        let parsed = try #require(Timestamp.parse("2026-04-27T08:15:00Z"))
        #expect(parsed.seconds == 1_777_277_700)
        #expect(parsed.iso8601 == "2026-04-27T08:15:00Z")
    }

    @Test func spaceSeparatedLocalTimeIsAccepted() throws {
        let parsed = try #require(Timestamp.parse("2026-04-27 08:15"))
        #expect(parsed.clockTime == "08:15")
        #expect(parsed.day.iso8601 == "2026-04-27")
    }

    @Test(arguments: [
        "", "yesterday", "2026-13-01T00:00:00", "2026-02-30", "2026-04-27T25:00", "2026-04-27T08:15:00+2",
    ])
    func nonsenseIsRejected(_ text: String) {
        #expect(Timestamp.parse(text) == nil)
    }

    @Test func dayArithmeticCrossesMonthsAndLeapYears() {
        #expect(Day(year: 2028, month: 2, day: 28).adding(days: 1) == Day(year: 2028, month: 2, day: 29))
        #expect(Day(year: 2026, month: 12, day: 31).adding(days: 1) == Day(year: 2027, month: 1, day: 1))
        #expect(Day(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
    }

    @Test func mondayIsTheFirstWeekday() {
        #expect(Day(year: 2026, month: 4, day: 27).weekdayIndex == 0)
        #expect(Day(year: 2026, month: 11, day: 22).weekdayIndex == 6)
    }
}
