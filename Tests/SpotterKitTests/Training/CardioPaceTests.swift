import Testing

@testable import SpotterKit

@Suite struct CardioPaceTests {
    @Test func runPaceIsMinutesPerKilometre() {
        #expect(
            CardioPace.describe(CardioLine(modality: .run, distanceMeters: 5000, durationSeconds: 1470))
                == "4:54 /km")
        #expect(
            CardioPace.describe(CardioLine(modality: .walk, distanceMeters: 1000, durationSeconds: 605))
                == "10:05 /km")
        #expect(
            CardioPace.describe(CardioLine(modality: .hike, distanceMeters: 1000, durationSeconds: 3725))
                == "1:02:05 /km")
        #expect(
            CardioPace.describe(CardioLine(modality: .sprint, distanceMeters: 100, durationSeconds: 15))
                == "2:30 /km")
    }

    @Test func swimPaceIsPerHundredMetres() {
        #expect(
            CardioPace.describe(CardioLine(modality: .swim, distanceMeters: 1500, durationSeconds: 1575))
                == "1:45 /100m")
    }

    @Test func rowPaceIsPerFiveHundredMetres() {
        #expect(
            CardioPace.describe(CardioLine(modality: .row, distanceMeters: 2000, durationSeconds: 465))
                == "1:56 /500m")
    }

    @Test func bikeShowsSpeed() {
        #expect(
            CardioPace.describe(CardioLine(modality: .bike, distanceMeters: 27_500, durationSeconds: 3600))
                == "27.5 km/h")
        #expect(
            CardioPace.describe(CardioLine(modality: .bike, distanceMeters: 30_000, durationSeconds: 3600))
                == "30.0 km/h")
    }

    @Test func noPaceWithoutDistanceAndDuration() {
        #expect(CardioPace.describe(CardioLine(modality: .run, distanceMeters: 5000)) == nil)
        #expect(CardioPace.describe(CardioLine(modality: .run, durationSeconds: 1800)) == nil)
        #expect(CardioPace.describe(CardioLine(modality: .run)) == nil)
        #expect(
            CardioPace.describe(CardioLine(modality: .cardio, distanceMeters: 5000, durationSeconds: 1800)) == nil)
    }

    @Test func absurdValuesGiveNoPaceInsteadOfCrashing() {
        #expect(
            CardioPace.describe(CardioLine(modality: .run, distanceMeters: 0, durationSeconds: 1800))
                == nil)
        #expect(
            CardioPace.describe(CardioLine(modality: .run, distanceMeters: -5, durationSeconds: 1800))
                == nil)
        #expect(
            CardioPace.describe(CardioLine(modality: .run, distanceMeters: .nan, durationSeconds: 1800))
                == nil)
        #expect(
            CardioPace.describe(CardioLine(modality: .run, distanceMeters: 1e-300, durationSeconds: 1e300)) == nil)
        #expect(
            CardioPace.describe(CardioLine(modality: .bike, distanceMeters: 1e300, durationSeconds: 1e-300)) == nil)
    }

    @Test func fieldsFormMatchesTheLineForm() {
        #expect(CardioPace.describe(modality: .run, distanceMeters: 5000, durationSeconds: 1470) == "4:54 /km")
        #expect(CardioPace.describe(modality: .swim, distanceMeters: nil, durationSeconds: 1470) == nil)
    }

    @Test func parsedLinesFeedThePace() throws {
        let line = try #require(CardioParser.parse("run 5k 24:30"))
        #expect(CardioPace.describe(line) == "4:54 /km")
    }
}
