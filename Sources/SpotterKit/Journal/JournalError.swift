/// Why the journal could not be read or written, in words a user can act on.
public enum JournalError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    case cannotLock(path: String, reason: String)
    /// A file Spotter replaces whole (config, plan, chart, export, index) could not be written.
    case cannotReplace(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "Cannot open the journal \(path): \(reason). Check the path and its permissions, or pass --journal PATH."
        case .cannotWrite(let path, let reason):
            "Could not write to the journal \(path): \(reason). Nothing was logged; free space or fix permissions and try again."
        case .cannotRead(let path, let reason):
            "Cannot read the journal \(path): \(reason)."
        case .cannotLock(let path, let reason):
            "Cannot lock the journal \(path): \(reason)."
        case .cannotReplace(let path, let reason):
            "Could not write \(path): \(reason); nothing was changed."
        }
    }
}
