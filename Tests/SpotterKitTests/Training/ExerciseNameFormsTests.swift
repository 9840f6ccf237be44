import Testing

@testable import SpotterKit

@Suite struct ExerciseNameFormsTests {
    let library = ExerciseLibrary.builtIn

    @Test(arguments: [
        ("benching", "bench-press"), ("bench pressing", "bench-press"), ("squatting", "squat"),
        ("deadlifting", "deadlift"), ("Barbell Back Squat", "squat"), ("dips bodyweight", "dip"),
        ("pullups bw", "pull-up"), ("BB Bench Press", "bench-press"),
    ])
    func ingFormsAndQualifiedNamesResolveToTheLibraryLift(name: String, id: String) {
        #expect(library.exercise(named: name)?.id == id)
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
}
