/// Which entries an export includes: an inclusive range of local days and optionally one kind.
public struct ExportFilter: Sendable, Equatable {
    public var from: Day?
    public var to: Day?
    /// A journal `kind` value (`food`, `set`, ...); nil for every kind.
    public var kind: String?

    public init(from: Day? = nil, to: Day? = nil, kind: String? = nil) {
        self.from = from
        self.to = to
        self.kind = kind
    }

    public func includes(_ entry: Entry) -> Bool {
        let day = entry.timestamp.day
        if let from, day < from { return false }
        if let to, to < day { return false }
        if let kind, entry.kind != kind { return false }
        return true
    }
}
