import Testing

@testable import SpotterKit

@Suite struct FeedTextTests {
    @Test func aWorkoutEndsVolumeIsInTheUsersUnitAndSetsAsTyped() throws {
        let (engine, _) = try makeEngine()
        for line in ["gym", "bench 3x5 185lb", "done"] { _ = engine.handle(line) }
        let entries = try engine.entries(from: engine.now.day, through: engine.now.day).entries
        let end = try #require(entries.first { $0.kind == "workout_end" })
        let set = try #require(entries.first { $0.kind == "set" })
        #expect(FeedText.figure(of: end, unit: .lb).hasSuffix("3 sets · 2,775 lb"))
        #expect(FeedText.figure(of: end).hasSuffix("3 sets · 1,259 kg"))
        #expect(FeedText.figure(of: set, unit: .kg) == "5 × 185 lb")
        #expect(FeedText.row(number: 3, entry: end, style: .plain, unit: .lb).hasSuffix("2,775 lb"))
    }
}
