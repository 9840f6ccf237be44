import Testing

@testable import SpotterKit

@Suite struct TimestampTests {
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
