import Testing

@testable import SpotterKit

@Suite struct ImportedExerciseTests {
    func id(_ name: String) -> String { ImportedExercise.match(name, in: .builtIn).exercise.id }

    @Test func theSameMovementWithItsEquipmentMapsOntoTheLibrary() {
        #expect(id("Bench Press (Barbell)") == "bench-press")
        #expect(id("Squat (Barbell)") == "squat")
        #expect(id("Power Clean") == "power-clean")
        #expect(id("Pull Up") == "pull-up")
        #expect(id("Seated Cable Row") == "seated-cable-row")
    }

    @Test func distinctMovementsAreNotMerged() {
        #expect(id("Crunch") != id("Sit-Up"))
        #expect(id("Seated Leg Curl (Machine)") != "leg-curl")
        #expect(id("Lying Leg Curl (Machine)") != "leg-curl")
        #expect(id("Seated Leg Curl (Machine)") != id("Lying Leg Curl (Machine)"))
        #expect(id("Clean") != "power-clean")
        #expect(id("Hang Clean") != "power-clean")
        #expect(id("Seated Calf Raise Machine") != "calf-raise")
    }

    @Test func anAssistedVariantIsItsOwnExerciseAndItsWeightIsNotLoad() throws {
        let match = ImportedExercise.match("Pull Up (Assisted)", in: .builtIn)
        #expect(match.assisted)
        #expect(match.custom)
        #expect(match.exercise.id != "pull-up")
        let rows =
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2025-01-01 10:00:00,Back,30min,Pull Up (Assisted),1,100,8,0,0,,,\n"
        let summary = try WorkoutImport.read(
            Array(rows.utf8), file: "f.csv", format: .strong, unit: .lb, existingIDs: [])
        let set = try #require(
            summary.entries.compactMap { entry -> SetRecord? in
                if case .workoutSet(let set) = entry.payload { return set }
                return nil
            }.first)
        #expect(set.load == nil)
        #expect(set.reps == 8)
        #expect(summary.entries.contains { $0.input.contains("assisted by 100 lb") })
    }

    @Test func aPlankIsATimedSetNotCardio() throws {
        let rows =
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2025-01-01 10:00:00,Core,30min,Plank,1,0,0,0,60,,,\n"
        let summary = try WorkoutImport.read(
            Array(rows.utf8), file: "f.csv", format: .strong, unit: .kg, existingIDs: [])
        #expect(summary.cardio == 0)
        #expect(summary.sets == 1)
    }
}

@Suite struct ImportHeaderTests {
    @Test func translatedTitlesMeanTheEnglishOnes() {
        #expect(ImportHeader.meaning("Name der Übung") == "exercise name")
        #expect(ImportHeader.meaning("Reihenfolge festlegen") == "set order")
        #expect(ImportHeader.meaning("Wiederh.") == "reps")
        #expect(ImportHeader.meaning("Nome do exercício") == "exercise name")
        #expect(ImportHeader.meaning("Nombre del ejercicio") == "exercise name")
        #expect(ImportHeader.meaning("Nom de l'exercice") == "exercise name")
        #expect(ImportHeader.meaning("Название упражнения") == "exercise name")
        #expect(ImportHeader.meaning("Ordem das séries") == "set order")
        #expect(ImportHeader.meaning("\u{FEFF}\"Data\"") == "date")
    }
}
