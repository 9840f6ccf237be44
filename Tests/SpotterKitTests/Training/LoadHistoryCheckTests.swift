import Testing

@testable import SpotterKit

@Suite struct LoadHistoryCheckTests {
    let bench = ExerciseLibrary.builtIn.exercise(named: "bench")!
    let pullUp = ExerciseLibrary.builtIn.exercise(named: "pullups")!

    func sets(_ kilograms: Double, count: Int = 1) -> [ParsedSet] {
        Array(repeating: ParsedSet(reps: 5, load: Load(value: kilograms, unit: .kg)), count: count)
    }

    func history(_ kilograms: Double, _ exercise: Exercise) -> [SetRecord] {
        [
            SetRecord(
                session: "s", exercise: exercise.name, exerciseID: exercise.id, reps: 5,
                load: Load(value: kilograms, unit: .kg))
        ]
    }

    @Test func aLoadFarAboveTheHistoryIsHeldWithItsReading() {
        let reason = LoadHistoryCheck.problem(
            sets(300, count: 3), exercise: bench, known: history(100, bench), unit: .kg)
        #expect(reason?.hasPrefix("3 sets of 5 reps at 300 kg is far above your Bench Press so far") == true)
    }

    @Test func aNormalJumpOrNoHistoryPasses() {
        #expect(LoadHistoryCheck.problem(sets(110), exercise: bench, known: history(100, bench), unit: .kg) == nil)
        // Light lifts may jump a plate or two: 40 kg after 20 kg × 5 is within the 20 kg margin.
        #expect(LoadHistoryCheck.problem(sets(40), exercise: bench, known: history(20, bench), unit: .kg) == nil)
        // A high-rep set shows more than its load: 100 kg × 5 after 60 kg × 20 is no surprise.
        let twenty = [
            SetRecord(
                session: "s", exercise: "Bench Press", exerciseID: bench.id, reps: 20, load: Load(value: 60, unit: .kg))
        ]
        #expect(LoadHistoryCheck.problem(sets(100, count: 3), exercise: bench, known: twenty, unit: .kg) == nil)
        #expect(LoadHistoryCheck.problem(sets(300), exercise: bench, known: [], unit: .kg) == nil)
    }

    @Test func aBigLoadOnABodyweightExerciseIsHeldAsAddedLoad() {
        let reason = LoadHistoryCheck.problem(sets(60), exercise: pullUp, known: [], unit: .kg)
        #expect(reason?.hasPrefix("Pull-Up is a bodyweight exercise, so 5 reps at 60 kg reads as 60 kg added") == true)
        #expect(LoadHistoryCheck.problem(sets(10), exercise: pullUp, known: [], unit: .kg) == nil)
        #expect(LoadHistoryCheck.problem(sets(60), exercise: pullUp, known: history(45, pullUp), unit: .kg) == nil)
    }
}
