import Testing

@testable import SpotterKit

@Suite struct CalendarTests {
    func april(weekStart: WeekStart = .monday) throws -> MonthCalendar {
        let engine = try fixtureEngine()
        let range = MonthCalendar.range(year: 2026, month: 4)
        let entries = try engine.reportEntries(kinds: MonthCalendar.kinds, from: range.first, through: range.last)
        return MonthCalendar(year: 2026, month: 4, weekStart: weekStart, entries: entries)
    }

    @Test func eachDayCarriesItsPlanDayCardioAndFood() throws {
        let calendar = try april()
        #expect(calendar.days.count == 30)
        #expect(calendar.days[19].workouts.map(\.mark) == ["U"])
        #expect(calendar.days[20].workouts.map(\.label) == ["Lower"])
        #expect(calendar.days[24].cardio == ["run"])
        #expect(calendar.days[25].foodCount == 3)
        #expect(calendar.days[26].foodCount == 0)
    }

    @Test func theGridStartsOnMondayOrSunday() throws {
        let monday = CalendarText.render(try april(), today: Day(year: 2026, month: 4, day: 27), style: .plain)
        #expect(monday[1].hasPrefix(" Mon"))
        #expect(monday[2] == "              1  •  2U •  3L •  4 ~•  5  •")
        let sunday = CalendarText.render(
            try april(weekStart: .sunday), today: Day(year: 2026, month: 4, day: 27), style: .plain)
        #expect(sunday[1].hasPrefix(" Sun"))
        #expect(sunday[2].hasPrefix("                    1  •"))
    }

    @Test func todayIsHighlightedOnlyWithColour() throws {
        let today = Day(year: 2026, month: 4, day: 27)
        let coloured = CalendarText.render(try april(), today: today, style: Style(enabled: true))
        #expect(coloured.contains { $0.contains("\u{1B}[7m 27") })
    }

    @Test func theLegendNamesEachLetterAndTheJSONHasADayObject() throws {
        let calendar = try april()
        let lines = CalendarText.render(calendar, today: Day(year: 2026, month: 4, day: 27), style: .plain)
        #expect(lines.contains("Legend: L Lower · U Upper · ~ cardio · • food logged"))
        let json = CalendarText.json(calendar)
        #expect(json.hasPrefix(#"{"month":"2026-04","week_start":"monday","days":[{"date":"2026-04-01""#))
        #expect(
            json.contains(#"{"date":"2026-04-20","workouts":[{"mark":"U","label":"Upper"}],"cardio":[],"foods":3}"#))
    }

    @Test func aDayWithSeveralWorkoutsShowsAPlusAndNamesEachOfThem() throws {
        let day = Day(year: 2026, month: 4, day: 14)
        func start(_ name: String, _ time: String) throws -> Entry {
            Entry(
                id: name, timestamp: try #require(Timestamp.parse("2026-04-14T\(time):00Z")), lineID: name, input: name,
                payload: .workoutStart(WorkoutStartRecord(name: name)))
        }
        let calendar = MonthCalendar(
            year: 2026, month: 4, weekStart: .monday,
            entries: [try start("Push", "07:00"), try start("Run club", "18:00")])
        #expect(calendar.days[13].workouts.map(\.label) == ["Push", "Run club"])
        let lines = CalendarText.render(calendar, today: day, style: .plain)
        #expect(lines.contains { $0.contains("14+") })
        #expect(lines.contains("Apr 14: Push, Run club"))
        #expect(lines.contains { $0.hasPrefix("Legend:") && $0.contains("+ several workouts") })
    }

    @Test func monthsParseAsYearDashMonth() {
        #expect(MonthCalendar.parseMonth("2026-04")! == (2026, 4))
        #expect(MonthCalendar.parseMonth("2026-13") == nil)
        #expect(MonthCalendar.parseMonth("April") == nil)
    }
}
