import Foundation

@testable import SpotterKit

/// The Swift source of a `WordTable` kept in source (`WordTable.init(words:values:hashes:slots:)`): a table's
/// test compares the kept table with one built from its words and, when they differ, writes the file to put
/// in its place.
enum WordTableSource {
    /// A file declaring `declaration` (`static let keyTable`) in `extension owner`, laid out as `table`, with
    /// `documentation` (lines without `///`) above it; each value written as `value` gives it.
    private static func file<Value>(
        extending owner: String, documentation: [String], declaration: String, table: WordTable<Value>,
        valueType: String, value: (Value) -> String
    ) -> String {
        let layout = table.layout
        var lines = ["extension \(owner) {"]
        lines += documentation.map { "    /// " + $0 }
        lines.append("    \(declaration) = WordTable<\(valueType)>(")
        lines += list("words", table.entries.map { "\"\($0.0)\"" }, last: false)
        lines += list("values", table.entries.map { value($0.1) }, last: false)
        lines += list("hashes", layout.hashes.map { String($0) }, last: false)
        lines += list("slots", layout.slots.map { String($0) }, last: true)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Nil when the table kept in the file `name` is laid out as `built`; else the path of the file to put in
    /// its place, written in the temporary directory (see `file` for the rest).
    static func staleness<Value: Equatable>(
        of name: String, kept: WordTable<Value>, built: WordTable<Value>, extending owner: String,
        documentation: [String], declaration: String, valueType: String, value: (Value) -> String
    ) -> String? {
        guard !kept.isLaidOut(as: built) else { return nil }
        let source = file(
            extending: owner, documentation: documentation, declaration: declaration, table: built,
            valueType: valueType, value: value)
        let path = NSTemporaryDirectory() + name
        FileManager.default.createFile(atPath: path, contents: Data(source.utf8))
        return path
    }

    /// `label: [` … `],` with the elements packed onto lines of at most 120 characters, as `swift format` lays
    /// out a long array literal.
    private static func list(_ label: String, _ elements: [String], last: Bool) -> [String] {
        let indent = "            "
        var lines = ["        \(label): ["]
        var line = indent
        for element in elements {
            let piece = element + ","
            if line.count > indent.count, line.count + 1 + piece.count > 120 {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + piece
        }
        if line.count > indent.count { lines.append(line) }
        lines.append(last ? "        ])" : "        ],")
        return lines
    }
}

extension WordTable where Value: Equatable {
    /// True when `other` holds the same words with the same values in the same places.
    func isLaidOut(as other: WordTable) -> Bool {
        entries.map(\.0) == other.entries.map(\.0) && entries.map(\.1) == other.entries.map(\.1)
            && layout.hashes == other.layout.hashes && layout.slots == other.layout.slots
    }
}
