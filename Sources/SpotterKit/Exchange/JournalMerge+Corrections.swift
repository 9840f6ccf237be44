/// Merged `delete` and `edit` lines act on the journal's own entries: they are counted, so the user
/// confirms them, and an edit is checked against its target like a typed `edit`.
extension JournalMerge {
    /// Why a merged edit may not apply to its target (a field the target's kind lacks, or a result beyond
    /// the limits), or nil; a target this merge cannot see is left to the fold.
    static func editProblem(_ line: JSONValue, target: (String) -> JSONValue?) -> String? {
        guard line["kind"]?.string == "edit", let entry = EntryDecoder.entry(from: line),
            case .edit(let edit) = entry.payload, let json = target(edit.target),
            let original = EntryDecoder.entry(from: json)
        else { return nil }
        let allowed = EntryEditing.fields(for: original.payload)
        if let field = edit.changes.keys.sorted().first(where: { !allowed.contains($0) }) {
            return "The edit changes \(field), which a \(original.kind) entry does not have"
        }
        return Plausibility.problem(EntryEditing.apply(edit.changes, to: original.payload)).map {
            "The edit would leave entry \(edit.target.prefix(8)) beyond the limits (\($0))"
        }
    }
}

extension JournalMerge.Plan {
    /// Records what a merged correction line does to entries in `local`.
    mutating func noteCorrection(_ line: JSONValue, local: Set<String>) {
        switch line["kind"]?.string {
        case "delete":
            for case .string(let target) in line["targets"]?.array ?? [] where local.contains(target) {
                localDeletions.insert(target)
            }
        case "edit":
            if let target = line["target"]?.string, local.contains(target) { localEdits.insert(target) }
        default: break
        }
    }

    /// "delete 212 local entries and edit 3 local entries" (`deleted ... edited` when `done`), or nil
    /// when the merge leaves the journal's own entries alone.
    public func localEffect(done: Bool = false) -> String? {
        var parts: [String] = []
        if !localDeletions.isEmpty {
            parts.append((done ? "deleted " : "delete ") + Format.count(localDeletions.count, "local entry"))
        }
        if !localEdits.isEmpty {
            parts.append((done ? "edited " : "edit ") + Format.count(localEdits.count, "local entry"))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }
}
