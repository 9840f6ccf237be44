import Testing

@testable import SpotterKit

@Suite struct SetTextMemoTests {
    func set(reps: Int?, kilograms: Double?, rpe: Double? = nil, note: String? = nil) -> SetRecord {
        SetRecord(
            session: "s", exercise: "Bench Press", exerciseID: "bench", reps: reps,
            load: kilograms.map { Load(value: $0, unit: .kg) }, rpe: rpe, note: note)
    }

    @Test func everySetReadsAsFormatWritesIt() {
        let memo = SetTextMemo()
        var sets: [SetRecord] = []
        // Enough distinct figures to grow the table several times, each asked twice.
        for reps in 1...12 {
            for step in 0..<40 { sets.append(set(reps: reps, kilograms: 20 + Double(step) * 2.5)) }
        }
        sets += [
            set(reps: nil, kilograms: 100), set(reps: 5, kilograms: nil), set(reps: 5, kilograms: 100, rpe: 8),
            set(reps: 5, kilograms: 100, note: "felt grindy"),
        ]
        for _ in 0..<2 {
            for index in sets.indices { #expect(memo.text(of: sets, at: index) == Format.set(sets[index])) }
        }
    }

    @Test func aFullMemoStartsOverAndStillAnswersRight() {
        let memo = SetTextMemo(capacity: 8)
        let sets = (1...30).map { set(reps: $0, kilograms: 100) }
        for round in 0..<3 {
            for index in sets.indices {
                #expect(memo.text(of: sets, at: index) == Format.set(sets[index]), "round \(round)")
            }
        }
    }
}
