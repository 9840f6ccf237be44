import Testing

@testable import SpotterKit

@Suite struct TrainingSentenceTests {
    @Test(arguments: [
        "did three sets of bench at 185, felt heavy", "squatted 100 kilos for five", "hit a bench pr today",
        "deadlift 180kg felt easy",
        // `sled push 5x20m` was a Popsicle (`sled` read as `seed`).
        "sled push 5x20m", "prowler 4x25m",
        // A verb that also makes a food is still one before a lift or a load.
        "pulled 200 for a single", "pressed 60kg for 5",
        // An exercise with sets times reps the set rules cannot read was a chocolate wafer cookie (`bench` as `beech`).
        "bench 3x5 100s",
    ])
    func trainingSentencesAreRecognised(_ text: String) {
        #expect(TrainingSentence.looksLikeTraining(text, library: .builtIn))
    }

    @Test(arguments: [
        "2 eggs and toast", "150g chicken", "a bowl of pho", "guacamole dip 50g",
        "For my snack, I savored a cup of stewed chicken drumstick, with the skin set aside.",
        // `pulled pork` was kept for review as training.
        "pulled pork", "a pulled chicken sandwich", "200g pulled pork", "cold pressed juice",
        // Sets times reps beside no exercise's name.
        "2x4 lumber", "a 3x5 index card of cheese",
    ])
    func foodIsNotTraining(_ text: String) {
        #expect(!TrainingSentence.looksLikeTraining(text, library: .builtIn))
    }

    @Test func onlyALineWithALoadUnitOrSetsTimesRepsAsksForTheLibrary() {
        for (text, asks) in [
            ("150g chicken", false), ("a bowl of pho", false), ("deadlift 180kg felt easy", true),
            ("bench 3x5 100s", true),
        ] {
            var asked = false
            _ = TrainingSentence.looksLikeTraining(
                text,
                library: {
                    asked = true
                    return .builtIn
                }())
            #expect(asked == asks, "\(text)")
        }
    }

    @Test func withTheMockResolverASentenceIsKeptForReviewWithAHint() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("did three sets of bench at 185, felt heavy")
        #expect(outcome.entries.map(\.kind) == ["review"])
        #expect(outcome.messages.first?.text.contains("bench 3x8 185lb") == true)
    }
}
