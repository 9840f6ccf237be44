/// What one `merge` appended, kept beside the journal (`journal.jsonl.merges`) so the merge can be
/// taken back: the ids of the lines it added and of the journal's own entries its deletions removed.
public struct MergeReceipt: Sendable, Equatable {
    public var id: String
    public var files: [String]
    public var timestamp: Timestamp
    public var appended: [String]
    public var localDeletions: [String]

    public init(id: String, files: [String], timestamp: Timestamp, appended: [String], localDeletions: [String]) {
        self.id = id
        self.files = files
        self.timestamp = timestamp
        self.appended = appended
        self.localDeletions = localDeletions
    }

    /// The receipts file of a journal.
    public static func file(beside journal: String) -> String { journal + ".merges" }

    /// The receipt as one line of the receipts file.
    public var line: [UInt8] {
        var writer = JSONWriter()
        writer.string("merge", id)
        writer.timestamp("ts", timestamp)
        writer.stringArray("files", files)
        writer.stringArray("appended", appended)
        writer.stringArray("deleted", localDeletions)
        return writer.finishLine()
    }

    /// The line that marks receipt `id` as taken back.
    public static func revertLine(_ id: String, at timestamp: Timestamp) -> [UInt8] {
        var writer = JSONWriter()
        writer.string("revert", id)
        writer.timestamp("ts", timestamp)
        return writer.finishLine()
    }

    /// The receipts in `bytes` not yet taken back, oldest first; unreadable lines are passed over.
    public static func open(in bytes: [UInt8]) -> [MergeReceipt] {
        var receipts: [MergeReceipt] = []
        var reverted = Set<String>()
        for range in JournalReader.lines(in: bytes) {
            guard let json = JSONParser.parse(bytes[range]) else { continue }
            if let id = json["revert"]?.string { reverted.insert(id) }
            guard let id = json["merge"]?.string, let ts = json["ts"]?.string.flatMap(TimestampParser.parse) else {
                continue
            }
            let strings = { (key: String) in (json[key]?.array ?? []).compactMap(\.string) }
            receipts.append(
                MergeReceipt(
                    id: id, files: strings("files"), timestamp: ts, appended: strings("appended"),
                    localDeletions: strings("deleted")))
        }
        return receipts.filter { !reverted.contains($0.id) }
    }

    /// The corrections that take this merge back from `entries` (the whole journal): one deletion of
    /// every line it appended, and a copy (new id, same time and content) of each of the journal's own
    /// entries its deletions removed, since a deleted deletion does not bring its targets back.
    public func corrections(to entries: [Entry], at now: Timestamp, ids: IDGenerator) -> [Entry] {
        let appendedIDs = Set(appended)
        let present = Set(entries.map(\.id))
        var corrections: [Entry] = []
        let targets = appended.filter(present.contains)
        let lineID = ids.nextID()
        if !targets.isEmpty {
            corrections.append(
                Entry(
                    id: ids.nextID(), timestamp: now, lineID: lineID, input: "undo merge",
                    payload: .deletion(DeletionRecord(targets: targets, cause: "undo"))))
        }
        let before = JournalFold.effective(entries.filter { !appendedIDs.contains($0.id) })
        let removed = Set(localDeletions)
        for var entry in before where removed.contains(entry.id) {
            entry.id = ids.nextID()
            corrections.append(entry)
        }
        return corrections
    }
}

extension MergeReceipt {
    /// Appends `receipt` to the receipts file beside `journal`, durably.
    public static func record(_ receipt: MergeReceipt, beside journal: String) throws {
        try FileSystem.appendDurably(receipt.line, to: file(beside: journal))
    }

    /// Marks receipt `id` as taken back.
    public static func recordRevert(_ id: String, at timestamp: Timestamp, beside journal: String) throws {
        try FileSystem.appendDurably(revertLine(id, at: timestamp), to: file(beside: journal))
    }

    /// The receipts beside `journal` not yet taken back, oldest first.
    public static func open(beside journal: String) -> [MergeReceipt] {
        open(in: FileSystem.read(file(beside: journal)) ?? [])
    }
}
