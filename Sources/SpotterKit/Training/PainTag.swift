/// A place that hurts, read from what was typed after `pain`: one word form per place (`Shoulders`,
/// `shoulder` and `left shoulder` are all the shoulder), with the side kept as a qualifier.
public struct PainTag: Sendable, Hashable {
    /// The place, lowercased and singular: `shoulder`, `lower back`.
    public var place: String
    /// `left`, `right` or `both` when one was said.
    public var side: String?

    /// `shoulder (left)`, or the place alone.
    public var text: String { side.map { "\(place) (\($0))" } ?? place }

    /// The places in one typed text: lists are split (`knee and lower back`, `knee, hip`), and
    /// `my`, `the` and `a bit of` are passed over.
    public static func tags(in text: String) -> [PainTag] {
        let lowered = text.lowercased()
        let parts = lowered.split { ",;&/".contains($0) }.flatMap { part in
            part.split(separator: " ").split { $0 == "and" || $0 == "plus" }
        }
        var tags: [PainTag] = []
        for words in parts {
            var kept = words.map(String.init).filter { !ignored.contains($0) }
            // `shoulder (left)` as stored by this type reads back as itself.
            kept = kept.map { $0.filter { $0 != "(" && $0 != ")" } }.filter { !$0.isEmpty }
            var side: String?
            if let index = kept.firstIndex(where: { sides[$0] != nil }) {
                side = sides[kept[index]]
                kept.remove(at: index)
            }
            guard let last = kept.popLast() else { continue }
            let tag = PainTag(place: (kept + [singular(last)]).joined(separator: " "), side: side)
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// `shoulders` → `shoulder`, `calves` → `calf`; words whose singular is the same are kept (`biceps`).
    static func singular(_ word: String) -> String {
        if let known = irregular[word] { return known }
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"),
            !keptPlural.contains(word)
        else { return word }
        return String(word.dropLast())
    }

    private static let sides = [
        "left": "left", "right": "right", "l": "left", "r": "right", "both": "both", "bilateral": "both",
    ]
    private static let ignored: Set<String> = ["my", "the", "a", "bit", "of", "in", "some", "slight", "slightly"]
    private static let irregular = ["calves": "calf", "feet": "foot", "knees": "knee", "thighs": "thigh"]
    private static let keptPlural: Set<String> = ["abs", "biceps", "triceps"]
}
