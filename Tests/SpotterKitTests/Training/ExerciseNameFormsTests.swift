import Testing

@testable import SpotterKit

@Suite struct ExerciseNameFormsTests {
    let library = ExerciseLibrary.builtIn

    @Test(arguments: [
        ("benching", "bench-press"), ("bench pressing", "bench-press"), ("squatting", "squat"),
        ("deadlifting", "deadlift"), ("Barbell Back Squat", "squat"), ("dips bodyweight", "dip"),
        ("pullups bw", "pull-up"), ("BB Bench Press", "bench-press"),
        // Said done (b6acdbb made `benched 225x5` a custom exercise "Benched" and kept `benched 225 for 5` for review).
        ("benched", "bench-press"), ("squatted", "squat"), ("Deadlifted", "deadlift"), ("curled", "dumbbell-curl"),
        ("overhead pressed", "overhead-press"), ("shrugged", "barbell-shrug"),
    ])
    func ingFormsAndQualifiedNamesResolveToTheLibraryLift(name: String, id: String) {
        #expect(library.exercise(named: name)?.id == id)
    }

    @Test func theEquipmentsShortNameIsTheLibrarysFullOne() {
        // 7ae0ea5 made each a custom exercise.
        #expect(library.exercise(named: "seated db press")?.id == "dumbbell-shoulder-press")
        #expect(library.exercise(named: "db shoulder pressing")?.id == "dumbbell-shoulder-press")
        #expect(library.exercise(named: "incline dbs bench")?.id == "incline-dumbbell-press")
    }

    @Test func cardioIngWordsAndUnknownNamesStayUnresolved() {
        #expect(library.exercise(named: "rowing") == nil)
        #expect(library.exercise(named: "zercher squatting") == nil)
        #expect(library.exercise(named: "barbell") == nil)
    }

    @Test func aNameOneTypoAwayIsTakenAsTheKnownExercise() {
        #expect(library.exercise(nearlyNamed: "bnech")?.id == "bench-press")
        #expect(library.exercise(nearlyNamed: "sqaut")?.id == "squat")
        #expect(library.exercise(nearlyNamed: "deadlfit")?.id == "deadlift")  // a swap
        #expect(library.exercise(nearlyNamed: "bnehc") == nil)  // two edits
        #expect(library.exercise(nearlyNamed: "dip") == nil)  // too short to guess
        #expect(library.exercise(nearlyNamed: "chicken") == nil)
    }

    @Test func oneEditIsInsertionDeletionSubstitutionOrSwap() {
        #expect(ExerciseNameForms.isOneEdit("bnech", "bench"))
        #expect(ExerciseNameForms.isOneEdit("benc", "bench"))
        #expect(ExerciseNameForms.isOneEdit("benchh", "bench"))
        #expect(ExerciseNameForms.isOneEdit("bunch", "bench"))
        #expect(!ExerciseNameForms.isOneEdit("bench", "bench"))
        #expect(!ExerciseNameForms.isOneEdit("bnehc", "bench"))
    }

    @Test func aPlanLineWithAnEquipmentQualifiedNameKeepsItsSchemeOnTheLibraryLift() throws {
        let plan = try PlanParser.parse("Strength\n  Barbell Back Squat 4x5\n", fallbackName: "s", library: library)
        let squat = try #require(plan.days.first?.exercises.first)
        #expect(squat.exerciseID == "squat")
        #expect(squat.sets == 4)
    }

    @Test func textTheByteTestPassesOverHasNoOtherFormWordByWord() {
        var texts = [
            "a bowl of ramen", "150g chicken", "Bench Press", "benching", "BB curl", "pullups BW", "rowing",
            "weighted dips", "Standard Plank", "king prawns", "wings", "STRAIGHT bar", "bbq", "bw", "ing",
            "Kelvin \u{212A}", "b\u{212A}", "dips bodyweigh", "seated db press", "KB swing", "squat", "crème brûlée",
            "ice cream bar", "benched", "red bull", "seeds", "bed",
        ]
        texts += BuiltInExercises.all.flatMap { [$0.name] + $0.aliases }
        texts += FoodTable.Index.builtIn.rows.flatMap { [$0.name] + $0.aliases }
        var passedOver = 0
        for text in texts where !ExerciseNameForms.mayHaveOtherForms(text) {
            passedOver += 1
            #expect(ExerciseNameForms.otherForms(text).isEmpty, "\(text)")
        }
        #expect(passedOver > 100)
        // What the byte test lets through still gets the full reading.
        #expect(ExerciseNameForms.candidates("Benching") == ExerciseNameForms.otherForms("Benching"))
        #expect(ExerciseNameForms.candidates("dips BW").first == "dips")
        #expect(ExerciseNameForms.mayHaveOtherForms("b\u{212A}"))
        #expect(!ExerciseNameForms.mayHaveOtherForms("a bowl of ramen"))
    }
}
