/// A correction that changes fields of an earlier entry; later edits win.
public struct EditRecord: Sendable, Equatable {
    public var target: String
    public var changes: [String: EditValue]

    public init(target: String, changes: [String: EditValue]) {
        self.target = target
        self.changes = changes
    }
}

/// A new value for one field of an edited entry.
public enum EditValue: Sendable, Equatable {
    case number(Double)
    case text(String)

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var text: String? {
        switch self {
        case .text(let value): value
        case .number(let value): JSONWriter.numberText(value)
        }
    }
}
