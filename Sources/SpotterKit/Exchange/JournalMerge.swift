/// Union by id of other journals into this one: the lines whose id the journal lacks, to append as they
/// are, so two devices' journals synced by git or a file-sync tool converge on the same entries.
///
/// Nothing is decoded into entries: correction lines and lines of newer versions pass through byte for
/// byte. Lines are appended oldest first (ties by id), so a merge is deterministic, and `JournalFold`
/// applies corrections by id wherever they land, so A merged into B folds like B merged into A.
public enum JournalMerge {
    /// A line of another journal that was skipped.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var torn: Bool

        public var description: String {
            torn
                ? "\(file) line \(line) is incomplete (a torn last line); it was skipped."
                : "\(file) line \(line) is not a journal entry (a JSON object with an id); it was skipped."
        }
    }

    /// A line of another journal whose id is taken by a line with different content; the line kept wins.
    public struct Conflict: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var id: String

        public var description: String {
            "\(file) line \(line): id \(id) is already in the journal with different content; "
                + "the journal's line was kept and this one was not merged."
        }
    }

    /// A line of another journal kept out because it breaks `Plausibility`'s limits (`"kcal":1e308`).
    public struct Refusal: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var reason: String

        public var description: String { "\(file) line \(line): \(reason); it was refused." }
    }

    /// What a merge will append.
    public struct Plan: Sendable {
        /// Lines without their newline, in the order to append them.
        public var lines: [[UInt8]] = []
        /// Lines of the other journals whose id was already present with the same content.
        public var alreadyPresent = 0
        /// Lines whose id was already present with different content.
        public var conflicts: [Conflict] = []
        public var problems: [Problem] = []
        /// Lines that break the limits every door keeps; never appended.
        public var refused: [Refusal] = []
        /// Ids of the journal's own entries that merged `delete` lines remove, and that merged `edit`
        /// lines change: a merge that touches them must be confirmed.
        public var localDeletions: Set<String> = []
        public var localEdits: Set<String> = []
        /// Ids of the lines to append, in their order.
        public var ids: [String] = []
    }

    /// The lines of `others` whose id is not in `existingIDs` (nor earlier in `others`), oldest first.
    /// `existingLine` gives the kept line's JSON for an id, so a line with the same id but different
    /// content is reported as a conflict instead of counted as already present.
    public static func plan(
        existingIDs: Set<String>, others: [(file: String, bytes: [UInt8])],
        existingLine: (String) -> JSONValue? = { _ in nil }, progress: (Int) -> Void = { _ in }
    ) -> Plan {
        var plan = Plan()
        var read = 0
        var seen = existingIDs
        var merged: [String: JSONValue] = [:]
        var fresh: [(seconds: Int64, id: String, line: [UInt8])] = []
        for other in others {
            let ranges = JournalReader.lines(in: other.bytes)
            let tail = (ranges.last?.upperBound).map { $0 + 1 } ?? 0
            for (index, range) in ranges.enumerated() {
                read += 1
                progress(read)
                if range.count > Plausibility.maxLineBytes {
                    let reason =
                        "The line is \(range.count) bytes, over the \(Plausibility.maxLineBytes) a journal line may take"
                    plan.refused.append(Refusal(file: other.file, line: index + 1, reason: reason))
                    continue
                }
                let line = Array(other.bytes[range])
                if line.allSatisfy(isSpace) { continue }
                guard let parsed = JSONParser.parse(line), case .object(let members) = parsed,
                    case .string(let id)? = members["id"], !id.isEmpty
                else {
                    if let key = JSONParser.repeatedKey(in: line) {
                        let reason = "The key \"\(key.prefix(40))\" appears twice, so the line reads two ways"
                        plan.refused.append(Refusal(file: other.file, line: index + 1, reason: reason))
                    } else {
                        plan.problems.append(Problem(file: other.file, line: index + 1, torn: false))
                    }
                    continue
                }
                let refusal =
                    Plausibility.refusal(line: parsed) ?? editProblem(parsed) { merged[$0] ?? existingLine($0) }
                if let reason = refusal {
                    plan.refused.append(Refusal(file: other.file, line: index + 1, reason: reason))
                    continue
                }
                guard seen.insert(id).inserted else {
                    if let kept = merged[id] ?? existingLine(id), kept != parsed {
                        plan.conflicts.append(Conflict(file: other.file, line: index + 1, id: id))
                    } else {
                        plan.alreadyPresent += 1
                    }
                    continue
                }
                merged[id] = parsed
                plan.noteCorrection(parsed, local: existingIDs)
                let seconds = members["ts"]?.string.flatMap(TimestampParser.parse)?.seconds ?? Int64.max
                fresh.append((seconds, id, line))
            }
            if tail < other.bytes.count, other.bytes[tail...].contains(where: { !isSpace($0) }) {
                plan.problems.append(Problem(file: other.file, line: ranges.count + 1, torn: true))
            }
        }
        fresh.sort { $0.seconds != $1.seconds ? $0.seconds < $1.seconds : $0.id < $1.id }
        plan.lines = fresh.map(\.line)
        plan.ids = fresh.map(\.id)
        return plan
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
