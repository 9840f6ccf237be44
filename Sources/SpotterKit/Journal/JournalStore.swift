/// Where entries live. Conformers must append whole lines atomically and never rewrite what is there.
public protocol JournalStore: AnyObject {
    /// Appends the entries as whole lines. Write-through stores make them durable before returning.
    func append(_ entries: [Entry]) throws
    /// Appends lines exactly as given (each without its newline) in one write, like `append`; `merge`
    /// passes another journal's lines through byte for byte, newer versions included.
    func append(lines: [[UInt8]]) throws
    /// Writes anything buffered and makes it durable.
    func flush() throws
    /// True while appended entries are buffered and not yet written.
    var hasPendingWrites: Bool { get }
    /// Visits every complete line in file order (buffered entries included); a partial last line is
    /// a write in progress or a torn tail and is not visited. Lines are passed without their newline.
    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws
    /// Visits complete lines newest first (buffered entries included) until `body` returns false.
    /// Lines are passed without their newline and without decoding, so a reader can pass over lines
    /// it does not need.
    func scanBackwardLines(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws
}

extension JournalStore {
    /// Visits entries newest first until `body` returns false; unreadable lines are skipped.
    public func scanBackward(_ body: (Entry) -> Bool) throws {
        try scanBackwardLines { line in
            guard case .entry(let entry) = EntryDecoder.decode(line) else { return true }
            return body(entry)
        }
    }

    /// The complete lines as one byte array (tests and small journals; reports stream instead).
    public func readAll() throws -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachLine { line in
            bytes.append(contentsOf: line)
            bytes.append(0x0A)
        }
        return bytes
    }
}
