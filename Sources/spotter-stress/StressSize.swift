/// How hard each drill pushes: `--ci` keeps the whole run to a couple of minutes on a debug build.
struct StressSize {
    var replayKills: Int
    var logKills: Int
    var transcriptLines: Int
    var logsPerWriter: Int
    var fuzzInputs: Int
    var scaleSizes: [Int]
    var scaleRepeats: Int
    /// Hostile journals, each read by every report command, and the longest string among them.
    var hostileJournals: Int
    var hugeString: Int

    static let full = StressSize(
        replayKills: 40, logKills: 20, transcriptLines: 20_000, logsPerWriter: 100, fuzzInputs: 1_000_000,
        scaleSizes: [100_000, 1_000_000, 3_000_000], scaleRepeats: 7, hostileJournals: 50_000, hugeString: 10 << 20)
    static let ci = StressSize(
        replayKills: 4, logKills: 2, transcriptLines: 2_000, logsPerWriter: 15, fuzzInputs: 50_000,
        scaleSizes: [10_000], scaleRepeats: 1, hostileJournals: 2_000, hugeString: 1 << 20)
}
