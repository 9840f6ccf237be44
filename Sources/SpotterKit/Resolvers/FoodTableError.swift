/// A food table file that cannot be read, with the 1-based line where the problem is.
public struct FoodTableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of the file; a quoted field spanning lines reports the line it breaks on.
    public let line: Int
    /// One sentence saying what is wrong and how to fix it.
    public let message: String

    /// Creates an error for `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line 12: ...`, ready to be prefixed with the file name.
    public var description: String { "line \(line): \(message)" }
}
