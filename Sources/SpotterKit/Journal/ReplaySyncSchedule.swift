/// When a batch replay has the journal fsynced before its end: every `linesPerSync` lines, and sooner
/// when the output waiting for the next sync has filled half of the room held for it.
public struct ReplaySyncSchedule: Sendable {
    /// The promise is "every 64k lines"; 64,000 keeps it however k is read (with 65,536, 65,000 lines that
    /// print little were synced only at the end).
    public static let linesPerSync = 64_000

    /// The bytes of output a replay holds back until the journal lines they acknowledge are synced.
    private let heldRoom: Int
    private var askedAt = 0

    public init(heldRoom: Int) { self.heldRoom = heldRoom }

    /// True when a sync is due after the transcript's `line`-th line (counting from 1), with `unsyncedBytes`
    /// of output said since the last sync was asked for. A due sync counts as asked for from then on.
    public mutating func isDue(afterLine line: Int, unsyncedBytes: Int) -> Bool {
        guard line - askedAt >= Self.linesPerSync || unsyncedBytes >= heldRoom / 2 else { return false }
        askedAt = line
        return true
    }
}
