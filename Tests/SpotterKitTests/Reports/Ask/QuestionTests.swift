import Testing

@testable import SpotterKit

@Suite struct QuestionTests {
    let today = Day(year: 2026, month: 4, day: 27)

    func parse(_ text: String) -> Question? {
        Question.parse(text, today: today, weekStart: .monday, library: .builtIn)
    }

    func exercise(_ name: String) -> Exercise { ExerciseLibrary.builtIn.exercise(named: name)! }

    @Test func exerciseQuestionsResolveNamesAndAliases() {
        #expect(parse("heaviest squat?") == .heaviest(exercise("squat")))
        #expect(parse("what's my best bench 1rm") == .bestEstimate(exercise("bench press")))
        #expect(parse("when did I last do incline bench?") == .lastTime(exercise("incline bench press")))
        #expect(parse("last time ohp") == .lastTime(exercise("overhead press")))
        // 225bd70 answered neither (the offline resolver's list of questions).
        #expect(parse("last bench") == .lastTime(exercise("bench press")))
        #expect(parse("previous squat session") == .lastTime(exercise("squat")))
        // `last` with a period still asks for a span.
        #expect(parse("bench progress last 30 days") != .lastTime(exercise("bench press")))
    }

    @Test func bodyWeightQuestionsAskForItsTrend() {
        // 225bd70 answered none of these offline.
        let month = Period(first: today.adding(days: -29), last: today, label: "the last 30 days")
        #expect(parse("what's my weight trend") == .bodyWeight(month))
        #expect(parse("how much do I weigh?") == .bodyWeight(month))
        #expect(
            parse("weight this week") == .bodyWeight(Period(first: today, last: today, label: "this week")))
        // Weight added to a lift is the lift's.
        #expect(
            parse("how much weight have I added to bench")
                == .loadAdded(exercise("bench press"), .allTime(through: today)))
    }

    @Test func whatWasEatenAndWhenTheLastWorkoutWasAreAnsweredLocally() {
        // b6acdbb read the first as what was trained today, and answered neither of the others.
        #expect(parse("what did I eat today") == .average(.kcal, Period(first: today, last: today, label: "today")))
        #expect(parse("food this week") == .average(.kcal, Period(first: today, last: today, label: "this week")))
        #expect(parse("when did I last train") == .lastSession)
        #expect(parse("when was my last workout?") == .lastSession)
    }

    @Test func whatWasDoneAndWhatWasAddedAreAnsweredLocally() {
        #expect(parse("what did I do last session?") == .lastSession)
        #expect(parse("What did I do in my last workout") == .lastSession)
        #expect(
            parse("what did I do last week?")
                == .training(
                    Period(
                        first: Day(year: 2026, month: 4, day: 20), last: Day(year: 2026, month: 4, day: 26),
                        label: "last week")))
        #expect(
            parse("how much have I added to bench?") == .loadAdded(exercise("bench press"), .allTime(through: today)))
    }

    @Test func periodWordsSetTheSpan() {
        let week = Period(first: Day(year: 2026, month: 4, day: 27), last: today, label: "this week")
        #expect(parse("workouts this week?") == .sessionCount(week))
        #expect(
            parse("how many sessions last month")
                == .sessionCount(
                    Period(
                        first: Day(year: 2026, month: 3, day: 1), last: Day(year: 2026, month: 3, day: 31),
                        label: "last month")))
        #expect(
            parse("bench progress last 30 days")
                == .progress(
                    exercise("bench"), Period(first: today.adding(days: -29), last: today, label: "the last 30 days")))
        #expect(
            parse("average protein last week")
                == .average(
                    .protein,
                    Period(
                        first: Day(year: 2026, month: 4, day: 20), last: Day(year: 2026, month: 4, day: 26),
                        label: "last week")))
    }

    @Test func otherQuestionsAreNotLocal() {
        #expect(parse("should I eat more before leg day?") == nil)
        #expect(parse("most frequent exercise") == .mostFrequentExercise(.allTime(through: today)))
    }
}
