import Testing

@testable import SpotterKit

@Suite struct TrainingAnswerDecoderTests {
    let sentence = "did three sets of bench at 185, felt heavy"

    func sets(_ answer: String) -> Result<[SetLine], Rejection> {
        TrainingAnswerDecoder.sets(answer, sentence: sentence, library: .builtIn, defaultUnit: .kg)
    }

    @Test func groupsBecomeSetLinesInTheirUnit() throws {
        let lines = try TrainingAnswerDecoder.sets(
            #"{"sets":[{"exercise":"Bench Press","reps":8,"weight":185,"unit":"lb","rpe":null,"count":3}]}"#,
            sentence: "did three sets of eight on bench at 185", library: .builtIn, defaultUnit: .kg
        ).get()
        #expect(lines.count == 1)
        #expect(lines[0].exerciseText == "Bench Press")
        let expected = ParsedSet(reps: 8, load: Load(value: 185, unit: .lb))
        #expect(lines[0].action == .sets([expected, expected, expected]))
    }

    @Test(arguments: [
        #"{"sets":[{"exercise":"Squat","reps":8,"weight":185,"unit":"lb","count":3}]}"#,
        #"{"sets":[{"exercise":"Bench Press","reps":800,"weight":185,"unit":"lb","count":3}]}"#,
        #"{"sets":[{"exercise":"Bench Press","reps":8,"weight":18500,"unit":"lb","count":3}]}"#,
        #"{"sets":[{"exercise":"Bench Press","reps":8,"weight":185,"unit":"lb","count":300}]}"#,
        #"{"sets":[{"exercise":"Bench Press","reps":8,"weight":185,"rpe":40,"count":3}]}"#,
        #"{"sets":[]}"#, "I cannot help with that", #"{"foods":[]}"#,
    ])
    func invalidOrUngroundedAnswersAreRejected(_ answer: String) {
        if case .success = sets(answer) { Issue.record("accepted \(answer)") }
    }

    @Test func repsTheSentenceNeverSaidAreNotUsedAndTheSetsWaitForReps() throws {
        let lines = try sets(
            #"{"sets":[{"exercise":"Bench Press","reps":8,"weight":185,"unit":"lb","rpe":null,"count":3}]}"#
        ).get()
        guard case .needsReps(let count, let load, let reason) = lines.first?.action else {
            Issue.record("expected sets waiting for reps, got \(lines)")
            return
        }
        #expect(count == 3)
        #expect(load == Load(value: 185, unit: .lb))
        #expect(reason.contains("guessed 8"))
    }

    @Test(arguments: [
        #"{"sets":[{"exercise":"Bench Press","reps":null,"weight":225,"unit":"lb","rpe":null,"count":3}]}"#,
        #"{"sets":[{"exercise":"Bench Press","reps":null,"weight":185,"unit":"lb","rpe":null,"count":4}]}"#,
        #"{"sets":[{"exercise":"Bench Press","reps":null,"weight":185,"unit":"lb","rpe":8,"count":3}]}"#,
    ])
    func loadsCountsAndEffortTheSentenceNeverSaidAreRejected(_ answer: String) {
        if case .success = sets(answer) { Issue.record("accepted \(answer)") }
    }

    @Test func aLoadConvertedToTheOtherUnitIsStillGrounded() throws {
        let lines = try sets(
            #"{"sets":[{"exercise":"Bench Press","reps":null,"weight":84,"unit":"kg","rpe":null,"count":3}]}"#
        ).get()
        #expect(lines.count == 1)
    }

    @Test func sentenceNumbersReadDigitsAndWords() {
        let numbers = SentenceNumbers("did a triple at 142.5kg, then three sets of 5x5 and a dozen dips")
        #expect(numbers.values == [3, 142.5, 3, 5, 5, 12])
    }

    @Test func aPlanAnswerMapsExercisesOntoTheLibrary() throws {
        let answer = #"""
            {"days":[{"name":"Push","exercises":[{"name":"Bench Press","sets":3,"min_reps":8,"max_reps":12,"amrap":false},
            {"name":"Dips","sets":3,"min_reps":0,"max_reps":0,"amrap":true}]},
            {"name":"Legs","exercises":[{"name":"Back Squat","sets":3,"min_reps":8,"max_reps":12,"amrap":false}]}]}
            """#
        let plan = try TrainingAnswerDecoder.plan(answer, library: .builtIn).get()
        #expect(plan.days.map(\.name) == ["Push", "Legs"])
        #expect(plan.days[0].exercises[0].exerciseID == "bench-press" && plan.days[0].exercises[0].reps == 8...12)
        #expect(plan.days[0].exercises[1].reps == nil)
    }

    @Test func aPlanWithTooManyDaysOrBadRepsIsRejected() {
        let day = #"{"name":"D","exercises":[{"name":"Squat","sets":3,"min_reps":5,"max_reps":8,"amrap":false}]}"#
        let eight = "{\"days\":[" + Array(repeating: day, count: 8).joined(separator: ",") + "]}"
        if case .success = TrainingAnswerDecoder.plan(eight, library: .builtIn) { Issue.record("8 days accepted") }
        let bad = #"{"days":[{"name":"D","exercises":[{"name":"Squat","sets":3,"min_reps":9,"max_reps":5}]}]}"#
        if case .success = TrainingAnswerDecoder.plan(bad, library: .builtIn) { Issue.record("9-5 accepted") }
    }
}
