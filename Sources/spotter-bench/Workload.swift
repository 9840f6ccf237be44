import SpotterKit

/// Generated inputs: a mixed transcript of REPL lines and a journal of a given number of entries.
enum Workload {
    static let foods = [
        "chicken", "eggs and toast", "cup rice", "banana", "greek yogurt", "oatmeal", "chicken, rice, broccoli",
        "slices of bread", "tbsp peanut butter", "apple", "mac and cheese", "salmon", "cup oats", "eggs",
        "zorblax stew", "oz steak", "cups milk",
    ]
    static let amounts = [
        "150g", "2", "1", "a", "200g", "", "", "2", "1", "an", "", "100g", "1/2", "3", "", "8", "1 1/2",
    ]
    static let others = ["2 cups of water", "500 ml water", "5 km run", "30 min bike", "run 5k 24:30"]

    /// About `count` transcript lines over consecutive days, clock lines included. Quantities, body
    /// weights and loads change from day to day the way a real log does, so lines repeat only in part.
    static func transcript(lines count: Int) -> String {
        var lines: [String] = []
        lines.reserveCapacity(count + 16)
        var day = Day(year: 2020, month: 1, day: 1)
        var index = 0
        var dayNumber = 0
        while lines.count < count {
            lines.append("@\(day.iso8601) 07:00")
            lines.append(Format.number(95 + Double(dayNumber % 40) / 10) + " kg")
            for slot in 0..<12 {
                let food = index % foods.count
                var amount = amounts[food]
                if amount.hasSuffix("g") {
                    amount = "\(100 + (dayNumber * 7 + slot * 13) % 30 * 10)g"
                }
                lines.append(amount.isEmpty ? foods[food] : amount + " " + foods[food])
                if slot % 2 == 0 { lines.append(others[index % others.count]) }
                index += 1
            }
            let load = 60 + Double(dayNumber % 30) * 2.5
            lines.append("@\(day.iso8601) 18:00")
            lines.append(contentsOf: [
                "gym push", "bench 3x5 \(load)kg", "bench \(load) x 5 5 4", "ohp 3x8 \(load / 2)kg",
                "5 @ \(load + 2.5)",
                "same", "pullups 10 8 \(5 + dayNumber % 4)", "done",
            ])
            day = day.adding(days: 1)
            // A million lines span 94 years: start over rather than pass 2100, where every line is refused.
            if day.year >= 2100 { day = Day(year: 2020, month: 1, day: 1) }
            dayNumber += 1
        }
        return lines.prefix(count).joined(separator: "\n") + "\n"
    }

    /// A journal of exactly `count` entries, 30 a day, ending on `lastDay`: a weight, water, foods, and a
    /// workout (start, eight bench and squat sets, end) every day, so training reports have work to do.
    static func journal(entries count: Int, lastDay: Day) -> [UInt8] {
        let perDay = 30
        let days = (count + perDay - 1) / perDay
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 260)
        let ids = IDGenerator()
        var written = 0
        for dayIndex in 0..<days {
            let day = lastDay.adding(days: dayIndex - days + 1)
            let midnight = Int64(day.daysSinceEpoch) * 86_400
            var session = ""
            for slot in 0..<perDay where written < count {
                let time = Timestamp(seconds: midnight + 6 * 3600 + Int64(slot) * 1200, offset: 0)
                let id = ids.nextID()
                let payload: Payload
                let load = Load(value: 60 + Double(dayIndex % 30) * 2.5, unit: .kg)
                switch slot {
                case 21: payload = .workoutStart(WorkoutStartRecord(name: "push"))
                case 22...26:
                    payload = .workoutSet(
                        SetRecord(
                            session: session, exercise: "Bench Press", exerciseID: "bench-press", reps: 5, load: load))
                case 27...29:
                    payload = .workoutSet(
                        SetRecord(session: session, exercise: "Squat", exerciseID: "squat", reps: 5, load: load, rpe: 7)
                    )
                case _ where slot % 10 == 0:
                    payload = .bodyWeight(BodyWeightRecord(load: Load(value: 96 - Double(slot) / 100, unit: .kg)))
                case _ where slot % 10 == 1: payload = .water(WaterRecord(milliliters: 500))
                default:
                    payload = .food(
                        FoodRecord(
                            text: "150g chicken", name: "chicken breast, roasted", grams: 150, kcal: 248, protein: 46.5,
                            carbs: 0, fat: 5.4, fiber: 0, status: .ok, confidence: 1, source: "usda-sr28:05064"))
                }
                if case .workoutStart = payload { session = id }
                let entry = Entry.make(
                    id: id, timestamp: time, lineID: id, input: "150g chicken", resolver: "mock", payload: payload)
                bytes.append(contentsOf: EntryEncoder.line(for: entry))
                written += 1
            }
        }
        return bytes
    }

    /// A ledger file of `count` two-posting transactions, one a day-slot, for the peer's read rate.
    static func ledger(transactions count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 64)
        let accounts = ["Expenses:Food", "Expenses:Gym", "Expenses:Water", "Expenses:Coffee"]
        var day = Day(year: 2020, month: 1, day: 1)
        for index in 0..<count {
            if index % 30 == 29 { day = day.adding(days: 1) }
            let cents = 100 + index % 900
            let line =
                "\(day.iso8601) Entry \(index)\n    \(accounts[index % accounts.count])  $\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)\n    Assets:Cash\n\n"
            bytes.append(contentsOf: line.utf8)
        }
        return bytes
    }
}
