/// Which entries an export includes: an inclusive range of local days and optionally some kinds.
public struct ExportFilter: Sendable, Equatable {
    public var from: Day?
    public var to: Day?
    /// Journal `kind` values (`food`, `set`, ...); empty for every kind.
    public var kinds: [String]

    public init(from: Day? = nil, to: Day? = nil, kinds: [String] = []) {
        self.from = from
        self.to = to
        self.kinds = kinds
    }

    /// The kinds the export holds, in the order of `JournalExport.kinds`.
    public var selectedKinds: [String] {
        kinds.isEmpty ? JournalExport.kinds : JournalExport.kinds.filter(kinds.contains)
    }

    public func includes(_ entry: Entry) -> Bool {
        let day = entry.timestamp.day
        if let from, day < from { return false }
        if let to, to < day { return false }
        if !kinds.isEmpty, !kinds.contains(entry.kind) { return false }
        return true
    }
}
