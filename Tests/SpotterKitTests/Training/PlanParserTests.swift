import Testing

@testable import SpotterKit

@Suite struct PlanParserTests {
    let library = ExerciseLibrary.builtIn

    @Test func readsDaysExercisesSchemesAndNotes() throws {
        let text = """
            # a comment
            name: PPL
            Push
              Bench Press 3x5-8
              ohp 3 x 8-12  slow on the way down
            Pull
              - Pull-up 3xAMRAP
              Barbell Row 4x5
            """
        let plan = try PlanParser.parse(text, fallbackName: "file", library: library)
        #expect(plan.name == "PPL")
        #expect(plan.days.map(\.name) == ["Push", "Pull"])
        let push = plan.days[0].exercises
        #expect(push[0].exerciseID == "bench-press" && push[0].sets == 3 && push[0].reps == 5...8)
        #expect(push[1].name == "Overhead Press" && push[1].reps == 8...12 && push[1].note == "slow on the way down")
        #expect(plan.days[1].exercises[0].reps == nil)
        #expect(plan.days[1].exercises[1].reps == 5...5 && plan.days[1].exercises[1].sets == 4)
    }

    @Test func theFileNameNamesAPlanWithoutANameLine() throws {
        let plan = try PlanParser.parse("A\n  Squat 3x5\n", fallbackName: "strength", library: library)
        #expect(plan.name == "strength")
    }

    @Test(arguments: [
        ("  Bench Press 3x5\n", 1, "before any day"),
        ("Push\n  Bench Press\n", 2, "no sets and reps"),
        ("Push\n  Bench Press 3x5-8\nPull\n", 3, "no exercises"),
        ("Push\n  Bench Press 0x5\n", 2, "outside 1–20"),
        ("Push\n  Bench Press 3x8-5\n", 2, "no sets and reps"),
        ("Push\n  Squat 3x5\npush\n  Dip 3x8\n", 3, "appears twice"),
        ("# only a comment\n", 1, "no days"),
    ])
    func problemsNameTheirLine(_ text: String, _ line: Int, _ words: String) {
        #expect {
            try PlanParser.parse(text, fallbackName: "x", library: library)
        } throws: { error in
            guard let failure = error as? PlanParser.Failure else { return false }
            return failure.line == line && failure.message.contains(words)
        }
    }

    @Test func rendersBackToTheSamePlan() throws {
        let text = "name: UL\nUpper\n  Bench Press 3x5-8  pause\n  Pull-up 3xAMRAP\nLower\n  Squat 5x5\n"
        let plan = try PlanParser.parse(text, fallbackName: "x", library: library)
        let again = try PlanParser.parse(PlanText.render(plan), fallbackName: "y", library: library)
        #expect(again == plan)
    }

    @Test func rotationGoesToTheNextDayAndWrapsAround() throws {
        let plan = try PlanParser.parse("A\n  Squat 3x5\nB\n  Deadlift 1x5\n", fallbackName: "x", library: library)
        #expect(plan.day(after: nil)?.name == "A")
        #expect(plan.day(after: "A")?.name == "B")
        #expect(plan.day(after: "b")?.name == "A")
        #expect(plan.day(after: "gone")?.name == "A")
    }

    @Test func proseIsToldFromThePlanFormat() {
        #expect(PlanProse.looksLikeProse("I do push pull legs, 3 sets of 8-12 on everything"))
        #expect(!PlanProse.looksLikeProse("Push\n  Bench Press 3x5\n  Dip 3\n"))
    }
}
