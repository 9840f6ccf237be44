import Testing

@testable import SpotterKit

@Suite struct CardioParserTests {
    private func parse(_ line: String) -> CardioLine? { CardioParser.parse(line) }

    // MARK: - Distance and duration

    @Test func distanceBeforeOrAfterTheKeywordIsLogged() {
        let expected = CardioLine(modality: .run, distanceMeters: 5000)
        #expect(parse("5 km run") == expected)
        #expect(parse("run 5 km") == expected)
        #expect(parse("5k run") == expected)
        #expect(parse("run 5km") == expected)
        #expect(parse("Ran 5K") == expected)
    }

    @Test func climbingYogaAndSportsAreTimedActivities() {
        #expect(parse("climbing 90 min") == CardioLine(modality: .climb, durationSeconds: 5400))
        #expect(parse("bouldering 1h") == CardioLine(modality: .climb, durationSeconds: 3600))
        // A bare number is minutes for an activity measured in time.
        #expect(parse("yoga 30") == CardioLine(modality: .yoga, durationSeconds: 1800))
        #expect(parse("tennis 45 min") == CardioLine(modality: .sport, durationSeconds: 2700, context: "tennis"))
        #expect(parse("hike 12 km") == CardioLine(modality: .hike, distanceMeters: 12000))
    }

    @Test func classesAndSportsSaidWithTheirTimeAreTimedActivities() {
        // 225bd70 kept each for review as a food.
        #expect(
            parse("boxing class 45 min") == CardioLine(modality: .sport, durationSeconds: 2700, context: "boxing class")
        )
        #expect(parse("stretching 15 min") == CardioLine(modality: .yoga, durationSeconds: 900, context: "stretching"))
        #expect(parse("mobility 10") == CardioLine(modality: .yoga, durationSeconds: 600, context: "mobility"))
        #expect(parse("bjj 90 min") == CardioLine(modality: .sport, durationSeconds: 5400, context: "bjj"))
        // Foods and a holiday are none of them.
        #expect(parse("boxing day leftovers") == nil)
        #expect(parse("butternut squash") == nil)
        #expect(parse("cricket flour") == nil)
    }

    @Test func aMachineOrEventNamedForItsSportIsThatSport() {
        // 7ae0ea5 sent each to the food table.
        #expect(parse("10 min rower") == CardioLine(modality: .row, durationSeconds: 600))
        #expect(parse("peloton 30 min") == CardioLine(modality: .bike, durationSeconds: 1800))
        // A parkrun is 5 km unless the line says otherwise.
        #expect(
            parse("parkrun 24:10")
                == CardioLine(modality: .run, distanceMeters: 5000, durationSeconds: 1450, context: "parkrun"))
        #expect(parse("parkrun 5k 23:50")?.distanceMeters == 5000)
    }

    @Test func aMealThatNamesASportWordIsNotCardio() {
        #expect(parse("For my snack, I enjoyed a refreshing bottle of Gatorade G sports drink.") == nil)
        #expect(parse("I sipped on a cup of Powerade sports drink") == nil)
        #expect(parse("I indulged in a half of a canned peach swimming in syrup.") == nil)
        // Meal names alone do not make a run a meal.
        #expect(
            parse("5 km run before breakfast")
                == CardioLine(modality: .run, distanceMeters: 5000, context: "before breakfast"))
    }

    @Test func distanceAndClockDurationTogether() {
        #expect(
            parse("run 5k 24:30")
                == CardioLine(modality: .run, distanceMeters: 5000, durationSeconds: 1470))
        #expect(
            parse("row 2000m 7:45")
                == CardioLine(modality: .row, distanceMeters: 2000, durationSeconds: 465))
    }

    @Test func durationUnitsAddUp() {
        #expect(parse("30 min bike") == CardioLine(modality: .bike, durationSeconds: 1800))
        #expect(parse("bike 1h 5m") == CardioLine(modality: .bike, durationSeconds: 3900))
        #expect(parse("bike 1h5m") == CardioLine(modality: .bike, durationSeconds: 3900))
        #expect(parse("1 hour swim") == CardioLine(modality: .swim, durationSeconds: 3600))
        #expect(parse("45 sec sprint") == CardioLine(modality: .sprint, durationSeconds: 45))
        #expect(
            parse("cycling 1 hour 30 minutes") == CardioLine(modality: .bike, durationSeconds: 5400))
    }

    @Test func hoursMinutesSecondsClock() {
        #expect(parse("1:05:30 run") == CardioLine(modality: .run, durationSeconds: 3930))
    }

    @Test func metresAndMiles() {
        #expect(parse("swim 1500m") == CardioLine(modality: .swim, distanceMeters: 1500))
        #expect(parse("10 mi run") == CardioLine(modality: .run, distanceMeters: 16_093.44))
        #expect(parse("3 miles walk") == CardioLine(modality: .walk, distanceMeters: 4828.032))
    }

    // MARK: - Intervals

    @Test func intervalsMultiplyIntoTheDistance() {
        #expect(
            parse("5x100m sprints")
                == CardioLine(modality: .sprint, distanceMeters: 500, intervals: 5, intervalMeters: 100))
        #expect(
            parse("8x400m run")
                == CardioLine(modality: .run, distanceMeters: 3200, intervals: 8, intervalMeters: 400))
        #expect(
            parse("8 x 400 m run")
                == CardioLine(modality: .run, distanceMeters: 3200, intervals: 8, intervalMeters: 400))
        #expect(
            parse("5x100 sprints")
                == CardioLine(modality: .sprint, distanceMeters: 500, intervals: 5, intervalMeters: 100))
        #expect(
            parse("4x4 min bike") == CardioLine(modality: .bike, durationSeconds: 960, intervals: 4))
    }

    @Test func shortUnitlessIntervalsAreSetsNotCardio() {
        #expect(parse("row 3x10") == nil)
    }

    // MARK: - Timed starts and context

    @Test(arguments: [
        ("run", CardioModality.run, String?.none), ("morning run", .run, "morning"),
        ("cardio", .cardio, nil),
        ("easy jog", .run, "easy"), ("swimming", .swim, nil), ("cycle", .bike, nil),
        ("rowing", .row, nil),
        ("row", .row, nil), ("walk", .walk, nil), ("hike", .hike, nil), ("endurance", .endurance, nil),
        ("sprints", .sprint, nil), ("ride", .bike, nil), ("went for a run", .run, "went"),
        ("Easy Run", .run, "Easy"),
    ])
    func bareKeywordWithContextIsATimedStart(line: String, modality: CardioModality, context: String?) {
        let parsed = parse(line)
        #expect(parsed == CardioLine(modality: modality, context: context))
        #expect(parsed?.isTimedStart == true)
    }

    @Test func contextKeepsOtherWordsNextToNumbers() {
        #expect(
            parse("easy run 5 km") == CardioLine(modality: .run, distanceMeters: 5000, context: "easy"))
        #expect(parse("run 5 km")?.isTimedStart == false)
    }

    // MARK: - Unitless numbers

    @Test func stepsAndAZoneAreNoDistance() {
        // `walked 10000 steps` was a 10 km walk, `45 min zone 2 bike` 2 km in 45 minutes.
        #expect(parse("walked 10000 steps") == CardioLine(modality: .walk, context: "10000 steps", countsSteps: true))
        #expect(parse("walked 10k steps") == CardioLine(modality: .walk, context: "10000 steps", countsSteps: true))
        #expect(parse("walked 10000 steps")?.isTimedStart == false)
        #expect(
            parse("walk 8000 steps 60 min")
                == CardioLine(modality: .walk, durationSeconds: 3600, context: "8000 steps", countsSteps: true))
        #expect(parse("45 min zone 2 bike") == CardioLine(modality: .bike, durationSeconds: 2700, context: "zone 2"))
        #expect(parse("walk")?.isTimedStart == true)
        // The count after the word: 225bd70 made `steps 9500` infant formula and `step count 8000` a cereal.
        #expect(parse("steps 9500") == CardioLine(modality: .walk, context: "9500 steps", countsSteps: true))
        #expect(parse("step count 8000") == CardioLine(modality: .walk, context: "8000 steps", countsSteps: true))
    }

    @Test func gymCardioNamedByItsMachineOrClassIsTimedCardioThatKeepsTheName() {
        // Each was a line of food for review (`hiit 20 min`: crackers).
        #expect(parse("hiit 20 min") == CardioLine(modality: .cardio, durationSeconds: 1200, context: "hiit"))
        #expect(
            parse("20 min stairmaster") == CardioLine(modality: .cardio, durationSeconds: 1200, context: "stairmaster"))
        #expect(parse("Elliptical 30") == CardioLine(modality: .cardio, durationSeconds: 1800, context: "Elliptical"))
        #expect(
            parse("spin class 45 min") == CardioLine(modality: .cardio, durationSeconds: 2700, context: "spin class"))
        #expect(parse("treadmill 3 km") == CardioLine(modality: .cardio, distanceMeters: 3000, context: "treadmill"))
        #expect(parse("jump rope 10 min") == CardioLine(modality: .cardio, durationSeconds: 600, context: "jump rope"))
        #expect(parse("hiit")?.isTimedStart == true)
        #expect(parse("cardio 20 min")?.context == nil)
        // `rope` alone is no keyword.
        #expect(parse("licorice rope") == nil)
        #expect(parse("rope pushdown 3x12") == nil)
    }

    @Test func stepsAloneAreAWalk() {
        // `10k steps` was a line of food for review.
        #expect(parse("10k steps") == CardioLine(modality: .walk, context: "10000 steps", countsSteps: true))
        #expect(parse("12000 steps")?.isTimedStart == false)
        #expect(parse("12000 steps")?.modality == .walk)
    }

    @Test func unitlessNumbersAreReadPerSport() {
        #expect(parse("run 5")?.distanceMeters == 5000)
        #expect(parse("run 400")?.distanceMeters == 400)
        #expect(parse("swim 1500")?.distanceMeters == 1500)
        #expect(parse("row 2000")?.distanceMeters == 2000)
        #expect(parse("sprint 60")?.distanceMeters == 60)
        #expect(parse("cardio 30")?.durationSeconds == 1800)
        #expect(
            parse("run 5k 25") == CardioLine(modality: .run, distanceMeters: 5000, durationSeconds: 1500))
        #expect(parse("run 5 6") == nil)
    }

    // MARK: - Not cardio

    @Test(arguments: [
        "bench 3x5 100kg", "2 eggs", "chicken", "", "96 kg", "row 3x10 50kg", "row 5 @ 100",
        "row 8 reps",
        "cable row", "seated cable row 3x10", "upright row", "150g run", "gym", "runner beans 200g",
    ])
    func linesWithoutACardioKeywordOrWithSetNotationAreNotCardio(line: String) {
        #expect(parse(line) == nil)
    }

    @Test func implausibleNumbersAreNotCardio() {
        #expect(parse("run 99999 km") == nil)
        #expect(parse("run -5 km") == nil)
        #expect(parse("bike 10000 h") == nil)
        #expect(parse("run 1:5") == nil)
        #expect(parse("run 24:99") == nil)
        #expect(parse("run 5k 24:30 25:00") == nil)
        #expect(parse("run \(String(repeating: "9", count: 400)) km") == nil)
        #expect(parse("0x100m sprints") == nil)
        #expect(parse("2.5x100m sprints") == nil)
    }

    @Test(arguments: [
        "💪 run", "run 💪", "run 1e309", "run NaN km", "run 1.2.3 km", "run x x x", "run @", "run ++5",
        "run ::", "5-8 km run", String(repeating: "run ", count: 2_500),
        String(repeating: "9", count: 10_000) + " run",
    ])
    func garbageNeverCrashes(line: String) {
        _ = parse(line)
    }
}
