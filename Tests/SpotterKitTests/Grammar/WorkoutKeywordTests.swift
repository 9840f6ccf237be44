import Testing

@testable import SpotterKit

@Suite struct WorkoutKeywordTests {
    @Test(arguments: [
        ("workout", "workout", String?.none), ("gym", "gym", nil), ("lift", "lift", nil),
        ("train", "train", nil),
        ("lifting", "lifting", nil), ("training", "training", nil), ("working out", "working out", nil),
        ("workouts", "workouts", nil), ("Gym", "gym", nil), ("gym push", "gym", "push"),
        ("workout upper", "workout", "upper"), ("lifting legs day", "lifting", "legs day"),
        ("gym bag", "gym", "bag"),
        ("training wheels", "training", "wheels"), ("  gym   Push  ", "gym", "Push"),
        ("gym: push", "gym", "push"),
        ("workout - upper", "workout", "upper"), ("work out legs", "work out", "legs"),
        ("gym.", "gym", nil), ("start workout", "workout", nil), ("start workout legs", "workout", "legs"),
        ("Begin a workout", "workout", nil), ("starting my workout", "workout", nil), ("new workout", "workout", nil),
        ("start gym push", "gym", "push"), ("start working out", "working out", nil),
        // A split's day said alone (`leg day` was a food kept for review).
        ("leg day", "day", "leg"), ("Push day", "day", "Push"), ("chest day ", "day", "chest"),
        // A day named by the body's half or two muscles (225bd70 kept `upper body` for review as a food, and logged
        // `back and biceps` as fat back and beef round).
        ("upper body", "day", "upper body"), ("Full Body day", "day", "Full Body"),
        ("lower  body", "day", "lower body"),
        ("back and biceps", "day", "back and biceps"), ("chest & tris day", "day", "chest & tris"),
        ("Shoulders + Arms", "day", "Shoulders + Arms"),
        // The days of push/pull/legs and upper/lower said alone (`push` was a popsicle, `legs` chicken legs).
        ("push", "day", "push"), ("Legs", "day", "Legs"), ("upper", "day", "upper"), ("pull ", "day", "pull"),
        // And a body part's day said alone (b6acdbb: `shoulders` a lamb chop, `back` fat back, `arms` veal, `core`
        // corn, `chest`, `glutes` and `abs` food reviews).
        ("shoulders", "day", "shoulders"), ("Back", "day", "Back"), ("arms", "day", "arms"), ("chest", "day", "chest"),
        ("glutes", "day", "glutes"), ("abs", "day", "abs"), ("core", "day", "core"),
    ])
    func workoutKeywordAtTheStartIsRecognised(line: String, keyword: String, hint: String?) {
        let parsed = WorkoutKeyword.parse(line)
        #expect(parsed?.keyword == keyword)
        #expect(parsed?.hint == hint)
    }

    @Test(arguments: [
        "gymnastics", "trainer", "lifted", "working", "work", "workman", "bench 3x5", "the gym", "",
        "💪",
        "gym's bag", "gym2", "liftoff", "5 km run", "start", "new york strip steak", "starting strength",
        "start the gymnastics", "starter workout", "pie day", "leg day soup", "day",
        "body", "full body workout plan", "chest day soup", "arms race", "push ups", "legs of lamb", "chicken legs",
        "back and rice",
        "chicken and biceps", "full day",
        "back bacon", "chest and", "upper body day day",
    ])
    func otherLinesAreNotWorkoutStarts(line: String) {
        #expect(WorkoutKeyword.parse(line) == nil)
    }

    @Test func longHintsNeverCrash() {
        let hint = String(repeating: "push ", count: 2_000)
        #expect(WorkoutKeyword.parse("gym " + hint)?.hint?.hasPrefix("push") == true)
        _ = WorkoutKeyword.parse(String(repeating: "💪", count: 10_000))
    }
}
