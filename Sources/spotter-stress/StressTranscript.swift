import SpotterKit

/// A transcript of ordinary days (clock lines, weights, foods, water, cardio and a workout), so a
/// replay under fire writes every kind of entry.
enum StressTranscript {
    static let foods = [
        "150g chicken", "2 eggs and toast", "1 cup rice", "a banana", "200g greek yogurt", "oatmeal",
        "chicken, rice, broccoli", "2 slices of bread", "1 tbsp peanut butter", "an apple", "mac and cheese",
        "100g salmon", "2 cups of water", "500 ml water", "5 km run", "30 min bike",
    ]

    static func text(lines count: Int, startingOn first: Day = Day(year: 2024, month: 1, day: 1)) -> String {
        var lines: [String] = []
        var day = first
        var index = 0
        while lines.count < count {
            lines.append("@\(day.iso8601) 07:00")
            lines.append(Format.number(90 + Double(index % 50) / 10) + " kg")
            for _ in 0..<10 {
                lines.append(foods[index % foods.count])
                index += 1
            }
            lines.append("@\(day.iso8601) 18:00")
            lines += ["gym", "bench 3x5 \(60 + index % 40)kg", "5 @ 100", "same", "squat 5 5 5 120kg", "done"]
            day = day.adding(days: 1)
        }
        return lines.prefix(count).joined(separator: "\n") + "\n"
    }
}
