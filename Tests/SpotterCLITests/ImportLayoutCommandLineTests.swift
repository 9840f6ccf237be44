import Foundation
import Testing

/// Every layout in `Fixtures/imports/` through the built binary: the journal's workouts, working sets,
/// volume and cardio equal the file's own sums, a second import adds nothing, and an older export
/// imported before the newer one ends in the same journal as the newer one alone.
@Suite struct ImportLayoutCommandLineTests {
    static let pound = 0.45359237
    let now = ["--now", "2026-11-01T08:15:00"]

    struct Case: CustomStringConvertible, Sendable {
        var file: String
        var unit: String?
        var layout: @Sendable () -> ImportFixtureSums.Layout
        var description: String { file }
    }

    static func kilograms(_ column: String, _ factor: Double = 1) -> ([String: String]) -> Double? {
        { row in ImportFixtureSums.number(row[column]).map { $0 * factor } }
    }

    static func perRowUnit(_ weight: String, _ unit: String, fallback: Double = 1) -> ([String: String]) -> Double? {
        { row in
            guard let value = ImportFixtureSums.number(row[weight]) else { return nil }
            let word = (row[unit] ?? "").lowercased()
            return value * (word.hasPrefix("lb") ? pound : word.hasPrefix("kg") ? 1 : fallback)
        }
    }

    static let strongRest: @Sendable ([String: String]) -> Bool = { row in
        let order = (row["Set Order"] ?? row.values.first { ["Rest Timer", "Ruhezeit"].contains($0) } ?? "")
        return order == "Rest Timer" || order == "Ruhezeit"
    }

    static let cases: [Case] = [
        Case(file: "strong-durations-set-types.csv", unit: "kg") {
            .init(
                group: ["Date", "Workout Name"], exercise: "Exercise Name", reps: "Reps",
                kilograms: kilograms("Weight"), warmup: { ["W", "WARM_UP"].contains($0["Set Order"] ?? "") },
                ignored: strongRest, distance: "Distance", time: "Seconds")
        },
        Case(file: "strong-2016-kg-column.csv", unit: nil) {
            .init(
                group: ["Date", "Workout Name"], exercise: "Exercise Name", reps: "Reps", kilograms: kilograms("kg"),
                distance: "km", time: "Seconds")
        },
        Case(file: "strong-german.csv", unit: "kg") {
            .init(
                group: ["Datum", "Workout-Name"], exercise: "Name der Übung", reps: "Wiederh.",
                kilograms: kilograms("Gewicht"), warmup: { $0["Reihenfolge festlegen"] == "W" },
                ignored: { $0["Reihenfolge festlegen"] == "Ruhezeit" }, distance: "Entfernung", time: "Sekunden")
        },
        Case(file: "strong-portuguese-semicolon.csv", unit: nil) {
            .init(
                group: ["Data", "Nome do treino"], exercise: "Nome do exercício", reps: "Repetições",
                kilograms: perRowUnit("Peso", "Unidade de peso"), distance: "Distância", time: "Segundos")
        },
        Case(file: "strong-spanish.csv", unit: "kg") {
            .init(
                group: ["Fecha", "Nombre del entrenamiento"], exercise: "Nombre del ejercicio", reps: "Repeticiones",
                kilograms: kilograms("Peso"))
        },
        Case(file: "strong-french.csv", unit: "kg") {
            .init(
                group: ["Date", "Nom de l'entraînement"], exercise: "Nom de l'exercice", reps: "Répétitions",
                kilograms: kilograms("Poids"))
        },
        Case(file: "strong-russian.csv", unit: "kg") {
            .init(
                group: ["Дата", "Название тренировки"], exercise: "Название упражнения", reps: "Повторения",
                kilograms: kilograms("Вес"))
        },
        Case(file: "strong-workout-number.csv", unit: nil) {
            .init(
                group: ["Workout #"], exercise: "Exercise Name", reps: "Reps", kilograms: kilograms("Weight (kg)"),
                warmup: { $0["Set Order"] == "W" }, ignored: { $0["Set Order"] == "Rest Timer" },
                distance: "Distance (meters)", time: "Seconds")
        },
        Case(file: "strong-12-hour-clock.csv", unit: "lb") {
            .init(
                group: ["Date", "Workout Name"], exercise: "Exercise Name", reps: "Reps",
                kilograms: kilograms("Weight", pound))
        },
        Case(file: "hevy-us-dates-lbs.csv", unit: nil) {
            .init(
                group: ["start_time", "title"], exercise: "exercise_title", reps: "reps",
                kilograms: kilograms("weight_lbs", pound), warmup: { $0["set_type"] == "warmup" },
                distance: "distance_miles", time: "duration_seconds")
        },
        Case(file: "hevy-kg.csv", unit: nil) {
            .init(
                group: ["start_time", "title"], exercise: "exercise_title", reps: "reps",
                kilograms: kilograms("weight_kg"),
                warmup: { $0["set_type"] == "warmup" }, distance: "distance_km", time: "duration_seconds")
        },
        Case(file: "fitnotes-weight-unit-column.csv", unit: nil) {
            .init(
                group: ["Date"], exercise: "Exercise", reps: "Reps", kilograms: perRowUnit("Weight", "Weight Unit"),
                distance: "Distance", time: "Time")
        },
        Case(file: "fitnotes-ios.csv", unit: "kg") {
            .init(
                group: ["StartTime", "Name"], exercise: "Exercise", reps: "Reps", kilograms: kilograms("Weight"),
                warmup: { $0["IsWarmup"] == "true" }, ignored: { $0["Status"] != "Done" }, distance: "Distance")
        },
        Case(file: "fitbod.csv", unit: nil) {
            .init(
                group: ["Date"], exercise: "Exercise", reps: "Reps", kilograms: kilograms("Weight(kg)"),
                warmup: { $0["isWarmup"] == "true" }, distance: "Distance(m)", time: "Duration(s)")
        },
        Case(file: "fitbod-sets.csv", unit: "lb") {
            .init(
                group: ["Date"], exercise: "Exercise", reps: "Reps", kilograms: kilograms("Weight", pound),
                warmup: { $0["isWarmup"] == "true" }, sets: "Sets")
        },
    ]

    func fixture(_ name: String) -> String { repositoryRoot + "/Fixtures/imports/" + name }

    func importArguments(_ path: String, _ unit: String?) -> [String] {
        ["import", path] + (unit.map { ["--unit", $0] } ?? []) + now
    }

    @Test(arguments: cases) func eachLayoutMatchesTheFilesOwnSums(_ layout: Case) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let text = try String(contentsOfFile: fixture(layout.file), encoding: .utf8)
        let expected = ImportFixtureSums.of(TestCSV.rows(text).rows, layout.layout())
        #expect(expected.workouts > 0)
        let run = try cli.run(importArguments(fixture(layout.file), layout.unit))
        #expect(run.code == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("skipped"), "\(run.stderr)")
        #expect(ImportFixtureSums.of(journal: try cli.journal()) == expected)
        let count = try cli.journal().count
        let again = try cli.run(importArguments(fixture(layout.file), layout.unit))
        #expect(again.stdout.contains("Imported 0 workouts, 0 sets from"), "\(again.stdout)")
        #expect(try cli.journal().count == count)
    }

    @Test(arguments: cases) func anOlderExportThenTheNewerEqualsTheNewerAlone(_ layout: Case) throws {
        let text = try String(contentsOfFile: fixture(layout.file), encoding: .utf8)
        let (_, rows, lines) = TestCSV.rows(text)
        let spec = layout.layout()
        let key: ([String: String]) -> String = { row in spec.group.map { row[$0] ?? "" }.joined(separator: "|") }
        let newest = try #require(rows.last.map(key))
        let older = lines.enumerated().filter { key(rows[$0.offset]) != newest }.map(\.element)
        // A file of one workout has no older export to compare.
        guard !older.isEmpty else { return }
        #expect(older.count < lines.count)
        let firstLine = String(text.split(whereSeparator: \.isNewline).first ?? "")

        let both = CLI()
        defer { both.cleanUp() }
        let olderPath = both.home + "/older.csv"
        try ([firstLine] + older).joined(separator: "\n").write(toFile: olderPath, atomically: true, encoding: .utf8)
        #expect(try both.run(importArguments(olderPath, layout.unit)).code == 0)
        #expect(try both.run(importArguments(fixture(layout.file), layout.unit)).code == 0)

        let alone = CLI()
        defer { alone.cleanUp() }
        #expect(try alone.run(importArguments(fixture(layout.file), layout.unit)).code == 0)
        let ids = { (cli: CLI) throws -> Set<String> in Set(try cli.journal().compactMap { $0["id"] as? String }) }
        #expect(try ids(both) == ids(alone))
        #expect(ImportFixtureSums.of(journal: try both.journal()) == ImportFixtureSums.of(journal: try alone.journal()))
    }
}
