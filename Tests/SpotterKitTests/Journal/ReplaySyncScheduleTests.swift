import Testing

@testable import SpotterKit

@Suite struct ReplaySyncScheduleTests {
    /// The lines after which a replay of `lines` quiet lines (no output held) asks for a sync.
    private func dueLines(_ lines: Int) -> [Int] {
        var schedule = ReplaySyncSchedule(heldRoom: 1 << 20)
        return (1...lines).filter { schedule.isDue(afterLine: $0, unsyncedBytes: 0) }
    }

    @Test func aQuietReplayIsSyncedEvery64000LinesAndNoSooner() {
        #expect(dueLines(63_999).isEmpty)
        // 65,000 lines: one sync on the way, so no more than 64,000 lines wait for the closing one.
        #expect(dueLines(65_000) == [64_000])
        #expect(dueLines(200_000) == [64_000, 128_000, 192_000])
    }

    @Test func outputFillingHalfTheHeldRoomBringsTheSyncForwardAndRestartsTheCount() {
        var schedule = ReplaySyncSchedule(heldRoom: 1_000)
        let asked = [(10, 499), (11, 500), (64_010, 0), (64_011, 0)].map {
            schedule.isDue(afterLine: $0.0, unsyncedBytes: $0.1)
        }
        // Due at half the room; then counted from that early sync, the next quiet one is 64,000 lines on.
        #expect(asked == [false, true, false, true])
    }
}
