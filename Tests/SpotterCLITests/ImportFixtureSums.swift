import Foundation

/// Totals of an export computed from the file itself, independently of Spotter's importer: the test's
/// own reading of each layout's columns, to compare with what the import journaled.
struct ImportFixtureSums: Equatable, CustomStringConvertible {
    var workouts = 0
    var workingSets = 0
    var volumeKilograms = 0.0
    var cardio = 0

    var description: String {
        "\(workouts) workouts, \(workingSets) working sets, \(String(format: "%.2f", volumeKilograms)) kg, \(cardio) cardio"
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.workouts == rhs.workouts && lhs.workingSets == rhs.workingSets && lhs.cardio == rhs.cardio
            && abs(lhs.volumeKilograms - rhs.volumeKilograms) < 0.01
    }

    /// How the test reads one layout: which columns group a workout, hold the exercise, reps and weight.
    struct Layout {
        var group: [String]
        var exercise: String
        var reps: String
        /// The row's load in kilograms, nil for none.
        var kilograms: ([String: String]) -> Double?
        var warmup: ([String: String]) -> Bool = { _ in false }
        /// Rest-timer rows, sets not done.
        var ignored: ([String: String]) -> Bool = { _ in false }
        var distance: String? = nil
        var time: String? = nil
        var sets: String? = nil
    }

    static let cardioWords = ["running", "cycling", "rowing", "treadmill", "esteira"]

    /// The totals of `rows` (title → field) read with `layout`.
    static func of(_ rows: [[String: String]], _ layout: Layout) -> ImportFixtureSums {
        var sums = ImportFixtureSums()
        var workoutsWithSets = Set<String>()
        for row in rows where !layout.ignored(row) {
            let key = layout.group.map { row[$0] ?? "" }.joined(separator: "|")
            let reps = number(row[layout.reps]) ?? 0
            let kilograms = layout.kilograms(row) ?? 0
            let name = (row[layout.exercise] ?? "").lowercased()
            let distance = layout.distance.flatMap { number(row[$0]) } ?? 0
            let time = layout.time.flatMap { number(row[$0]) } ?? 0
            let copies = layout.sets.flatMap { Int(number(row[$0]) ?? 1) } ?? 1
            if reps > 0 || kilograms > 0 {
                workoutsWithSets.insert(key)
                guard !layout.warmup(row) else { continue }
                sums.workingSets += copies
                if !name.contains("assisted") { sums.volumeKilograms += Double(copies) * reps * kilograms }
            } else if distance > 0 || (time > 0 && cardioWords.contains { name.contains($0) }) {
                sums.cardio += 1
            } else if time > 0 {
                // A hold such as a plank: a set with no reps.
                workoutsWithSets.insert(key)
                if !layout.warmup(row) { sums.workingSets += copies }
            }
        }
        sums.workouts = workoutsWithSets.count
        return sums
    }

    /// `72.5`, `72,5`, ` 8` or a clock `0:01:30` in seconds; nil when empty or not a number.
    static func number(_ field: String?) -> Double? {
        guard let field = field?.trimmingCharacters(in: .whitespaces), !field.isEmpty else { return nil }
        if field.contains(":") {
            return field.split(separator: ":").reduce(0.0) { $0 * 60 + (Double($1) ?? 0) }
        }
        return Double(field.replacingOccurrences(of: ",", with: "."))
    }

    /// The journal's totals: `workout_start` lines, the sets and volume of `workout_end` lines, `cardio` lines.
    static func of(journal: [[String: Any]]) -> ImportFixtureSums {
        var sums = ImportFixtureSums()
        for entry in journal {
            switch entry["kind"] as? String {
            case "workout_start": sums.workouts += 1
            case "workout_end":
                sums.workingSets += (entry["sets"] as? Int) ?? 0
                sums.volumeKilograms += (entry["volume_kg"] as? Double) ?? Double((entry["volume_kg"] as? Int) ?? 0)
            case "cardio": sums.cardio += 1
            default: break
            }
        }
        return sums
    }
}

/// A plain CSV reader for the tests: quotes, doubled quotes, `;` or `,`, BOM and CRLF; no more.
enum TestCSV {
    /// The header's titles and the rows as title → field.
    static func rows(_ text: String) -> (header: [String], rows: [[String: String]], lines: [String]) {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard let first = lines.first else { return ([], [], []) }
        let separator: Character = first.filter { $0 == ";" }.count > first.filter { $0 == "," }.count ? ";" : ","
        let header = fields(first, separator)
        let rows = lines.dropFirst().map { line -> [String: String] in
            var values = fields(line, separator)
            // FitNotes' unquoted commas in exercise names: the extra fields belong to the second column.
            while values.count > header.count, values.count > 2 {
                values[1] += "," + values.remove(at: 2)
            }
            return Dictionary(zip(header, values), uniquingKeysWith: { first, _ in first })
        }
        return (header, rows, Array(lines.dropFirst()))
    }

    static func fields(_ line: String, _ separator: Character) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var previous: Character?
        for character in line {
            if character == "\"" {
                if quoted, previous == "\"" { field.append("\"") }
                quoted.toggle()
            } else if character == separator, !quoted {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
            previous = character
        }
        fields.append(field)
        return fields
    }
}
