import SpotterKit

/// Generated inputs: a mixed transcript of REPL lines and a journal of a given number of entries.
enum Workload {
    static let foods = [
        "150g chicken", "2 eggs and toast", "1 cup rice", "a banana", "200 g greek yogurt", "oatmeal",
        "chicken, rice, broccoli", "2 slices of bread", "1 tbsp peanut butter", "an apple", "mac and cheese",
        "100g salmon", "1/2 cup oats", "a couple of eggs", "zorblax stew", "8 oz steak", "1 1/2 cups milk",
    ]
    static let others = ["2 cups of water", "500 ml water", "96 kg", "5 km run", "30 min bike", "run 5k 24:30"]
    static let workout = ["gym push", "bench 3x5 100kg", "bench 100 x 5 5 4", "ohp 3x8 50kg", "5 @ 52.5", "done"]

    /// About `count` transcript lines over consecutive days, clock lines included.
    static func transcript(lines count: Int) -> String {
        var lines: [String] = []
        lines.reserveCapacity(count + 16)
        var day = Day(year: 2020, month: 1, day: 1)
        var index = 0
        while lines.count < count {
            lines.append("@\(day.iso8601) 07:00")
            for _ in 0..<12 {
                lines.append(foods[index % foods.count])
                lines.append(others[index % others.count])
                index += 1
            }
            lines.append("@\(day.iso8601) 18:00")
            lines.append(contentsOf: workout)
            day = day.adding(days: 1)
        }
        return lines.prefix(count).joined(separator: "\n") + "\n"
    }

    /// A journal of exactly `count` entries, about 30 a day, ending on `lastDay`.
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
            for slot in 0..<perDay where written < count {
                let time = Timestamp(seconds: midnight + 6 * 3600 + Int64(slot) * 1200, offset: 0)
                let id = ids.next()
                let payload: Payload
                switch slot % 10 {
                case 0: payload = .bodyWeight(BodyWeightRecord(load: Load(value: 96 - Double(slot) / 100, unit: .kg)))
                case 1: payload = .water(WaterRecord(milliliters: 500))
                default:
                    payload = .food(
                        FoodRecord(
                            text: "150g chicken", name: "chicken breast, roasted", grams: 150, kcal: 248, protein: 46.5,
                            carbs: 0, fat: 5.4, fiber: 0, status: .ok, confidence: 1, source: "usda-sr28:05064"))
                }
                let entry = Entry(id: id, timestamp: time, lineID: id, input: "150g chicken", resolver: "mock", payload: payload)
                bytes.append(contentsOf: EntryEncoder.line(for: entry))
                written += 1
            }
        }
        return bytes
    }
}
