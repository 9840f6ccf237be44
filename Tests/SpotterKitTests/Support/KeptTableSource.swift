import Foundation

@testable import SpotterKit

/// The Swift source of a table kept in source as literal lists (a `WordTable`, the decoder's `JSONKeyTable`):
/// a table's test compares the kept table with one built from its words and, when they differ, writes the
/// file to put in its place.
enum KeptTableSource {
    /// Nil when `isCurrent`; else the path of the file `source` gives, written in the temporary directory
    /// under `name`.
    static func staleness(of name: String, isCurrent: Bool, source: () -> String) -> String? {
        guard !isCurrent else { return nil }
        let path = NSTemporaryDirectory() + name
        FileManager.default.createFile(atPath: path, contents: Data(source().utf8))
        return path
    }

    /// A file declaring `declaration` (`static let keyTable`) in `extension owner` as `type(label: [...], ...)`
    /// with each of `arguments`' elements written as given, and `documentation` (lines without `///`) above it.
    static func file(
        extending owner: String, documentation: [String], declaration: String, type: String,
        arguments: [(label: String, elements: [String])]
    ) -> String {
        var lines = ["extension \(owner) {"]
        lines += documentation.map { "    /// " + $0 }
        lines.append("    \(declaration) = \(type)(")
        for (place, argument) in arguments.enumerated() {
            lines += list(argument.label, argument.elements, last: place == arguments.count - 1)
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
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

/// `KeptTableSource` for a `WordTable` (`WordTable.init(words:values:hashes:slots:)`).
enum WordTableSource {
    /// Nil when the table kept in the file `name` is laid out as `built`; else the path of the file to put in
    /// its place, written in the temporary directory, each value written as `value` gives it.
    static func staleness<Value: Equatable>(
        of name: String, kept: WordTable<Value>, built: WordTable<Value>, extending owner: String,
        documentation: [String], declaration: String, valueType: String, value: (Value) -> String
    ) -> String? {
        KeptTableSource.staleness(of: name, isCurrent: kept.isLaidOut(as: built)) {
            KeptTableSource.file(
                extending: owner, documentation: documentation, declaration: declaration,
                type: "WordTable<\(valueType)>",
                arguments: [
                    ("words", built.entries.map { "\"\($0.0)\"" }), ("values", built.entries.map { value($0.1) }),
                    ("hashes", built.layout.hashes.map { String($0) }),
                    ("slots", built.layout.slots.map { String($0) }),
                ])
        }
    }
}

extension WordTable where Value: Equatable {
    /// True when `other` holds the same words with the same values in the same places.
    func isLaidOut(as other: WordTable) -> Bool {
        entries.map(\.0) == other.entries.map(\.0) && entries.map(\.1) == other.entries.map(\.1)
            && layout.hashes == other.layout.hashes && layout.slots == other.layout.slots
    }
}
