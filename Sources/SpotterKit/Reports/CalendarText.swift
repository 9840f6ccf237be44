/// Draws a month calendar as a grid with a legend, or as JSON with one object per day.
public enum CalendarText {
    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let cellWidth = 6

    /// The grid: a cell is the day number, then the workout mark (`+` for several), `~` for cardio
    /// and `•` for food; below it the legend and every day with several workouts, by name.
    public static func render(_ calendar: MonthCalendar, today: Day, style: Style) -> [String] {
        let names = calendar.weekStart == .monday ? weekdayNames : ["Sun"] + weekdayNames.dropLast()
        let width = cellWidth * 7
        let title = calendar.title
        var lines = [String(repeating: " ", count: max(0, (width - title.count) / 2)) + style.bold(title)]
        lines.append(names.map { " " + $0 }.joined(separator: "  "))
        guard let first = calendar.days.first else { return lines }
        let lead = calendar.weekStart.firstDay(ofWeekContaining: first.day).daysSinceEpoch
        var cells = Array(repeating: String(repeating: " ", count: cellWidth), count: first.day.daysSinceEpoch - lead)
        for marks in calendar.days {
            cells.append(cell(marks, isToday: marks.day == today, style: style))
        }
        while !cells.isEmpty {
            lines.append(String(cells.prefix(7).joined().reversed().drop(while: { $0 == " " }).reversed()))
            cells.removeFirst(min(7, cells.count))
        }
        lines.append("")
        lines.append(contentsOf: legend(calendar))
        return lines
    }

    static func cell(_ marks: MonthCalendar.DayMarks, isToday: Bool, style: Style) -> String {
        let number = marks.day.day < 10 ? " \(marks.day.day)" : "\(marks.day.day)"
        // Several workouts do not fit one letter: `+`, and the legend lists them.
        let workout = marks.workouts.count > 1 ? "+" : marks.workouts.first.map { String($0.mark) } ?? " "
        let cardio = marks.cardio.isEmpty ? " " : "~"
        let food = marks.foodCount > 0 ? "•" : " "
        let text = " " + number + workout + cardio + food
        // Highlighting is colour only: a plain calendar keeps its columns aligned.
        return isToday ? style.inverse(text) : text
    }

    /// What the marks mean, including each workout letter used this month.
    static func legend(_ calendar: MonthCalendar) -> [String] {
        var labels: [Character: [String]] = [:]
        for marks in calendar.days {
            for workout in marks.workouts where !(labels[workout.mark] ?? []).contains(workout.label) {
                labels[workout.mark, default: []].append(workout.label)
            }
        }
        var parts = labels.keys.sorted().map { "\($0) " + (labels[$0] ?? []).joined(separator: "/") }
        let crowded = calendar.days.filter { $0.workouts.count > 1 }
        if !crowded.isEmpty { parts.append("+ several workouts") }
        parts += ["~ cardio", "• food logged"]
        let workouts = calendar.days.reduce(0) { $0 + $1.workouts.count }
        let cardio = calendar.days.reduce(0) { $0 + $1.cardio.count }
        let fed = calendar.days.filter { $0.foodCount > 0 }.count
        let month = String(MonthCalendar.monthNames[calendar.month - 1].prefix(3))
        return [
            "Legend: " + parts.joined(separator: " · ")
        ]
            + crowded.map { "\(month) \($0.day.day): " + $0.workouts.map(\.label).joined(separator: ", ") }
            + [
                "\(workouts) " + (workouts == 1 ? "workout" : "workouts") + ", \(cardio) cardio, food logged on \(fed) "
                    + (fed == 1 ? "day" : "days") + "."
            ]
    }

    /// `{"month":"2026-04","week_start":"monday","days":[{"date":…,"workouts":[…],"cardio":[…],"foods":n}]}`.
    public static func json(_ calendar: MonthCalendar) -> String {
        var json = JSONWriter()
        json.string("month", String(calendar.year) + "-" + Timestamp.twoDigits(calendar.month))
        json.string("week_start", calendar.weekStart.rawValue)
        let days = calendar.days.map { marks -> [UInt8] in
            var item = JSONWriter(capacity: 128)
            item.string("date", marks.day.iso8601)
            let workouts = marks.workouts.map { workout -> [UInt8] in
                var object = JSONWriter(capacity: 48)
                object.string("mark", String(workout.mark))
                object.string("label", workout.label)
                return object.finish()
            }
            item.raw("workouts", JSONWriter.array(workouts))
            item.stringArray("cardio", marks.cardio)
            item.int("foods", marks.foodCount)
            return item.finish()
        }
        json.raw("days", JSONWriter.array(days))
        return String(decoding: json.finish(), as: UTF8.self)
    }
}
