/// Where entries live. Conformers must append whole lines atomically and never rewrite what is there.
public protocol JournalStore: AnyObject {
    /// Appends the entries as whole lines. Write-through stores make them durable before returning.
    func append(_ entries: [Entry]) throws
    /// Writes anything buffered and makes it durable.
    func flush() throws
    /// True while appended entries are buffered and not yet written.
    var hasPendingWrites: Bool { get }
    /// The journal's bytes as they stand (buffered entries included).
    func readAll() throws -> [UInt8]
    /// Visits entries newest first until `body` returns false; unreadable lines are skipped.
    func scanBackward(_ body: (Entry) -> Bool) throws
}
