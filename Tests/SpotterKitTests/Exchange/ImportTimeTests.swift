import Testing

@testable import SpotterKit

@Suite struct ImportTimeTests {
    func iso(_ text: String) -> String? { (try? ImportTime.moment(text, "date"))?.iso8601 }

    @Test func everyDurationFormTheAppsWriteIsRead() {
        #expect(ImportTime.duration("21min") == 1260)
        #expect(ImportTime.duration("1h 2min") == 3720)
        #expect(ImportTime.duration("2h 23min") == 8580)
        #expect(ImportTime.duration("1 h 5 min 30 s") == 3930)
        #expect(ImportTime.duration("1:05:00") == 3900)
        #expect(ImportTime.duration("3120") == 3120)
        #expect(ImportTime.duration("1h 5x") == nil)
    }

    @Test func everyDateFormTheAppsWriteIsRead() {
        #expect(iso("2023-01-15 10:30:00")?.hasPrefix("2023-01-15T10:30:00") == true)
        #expect(iso("Jul 28, 2026, 6:49 PM")?.hasPrefix("2026-07-28T18:49:00") == true)
        #expect(iso("Jul 28, 2026, 12:05 AM")?.hasPrefix("2026-07-28T00:05:00") == true)
        #expect(iso("12 Jan 2024, 18:30")?.hasPrefix("2024-01-12T18:30:00") == true)
        #expect(iso("2025-06-02 7:45:10\u{202F}PM")?.hasPrefix("2025-06-02T19:45:10") == true)
        #expect(iso("2021-01-17 22:14:35 +0000") == "2021-01-17T22:14:35Z")
        #expect(iso("2025-02-23T10:13:53Z") == "2025-02-23T10:13:53Z")
        #expect(iso("15.01.2024 08:30")?.hasPrefix("2024-01-15T08:30:00") == true)
        #expect(iso("1/15/2024 8:30 PM")?.hasPrefix("2024-01-15T20:30:00") == true)
        #expect(iso("yesterday") == nil)
        #expect(iso("13:99") == nil)
    }

    @Test func datesOutsideNineteenHundredToTwentyOneHundredAreRefusedWithTheirOwnReason() {
        #expect(throws: (any Error).self) { try ImportTime.moment("1899-12-31 10:00:00", "date") }
        do {
            _ = try ImportTime.moment("2207-01-01 10:00:00", "date")
        } catch {
            #expect(error.reason == "the date is outside 1900–2100")
        }
    }
}
