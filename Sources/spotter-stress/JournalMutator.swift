import SpotterKit

/// Turns real journal lines into hostile ones, as a hand edit, a corrupt disk or someone else's file
/// would: absurd numbers, wrong types, control sequences and huge strings, broken escapes, colliding
/// or dangling ids, impossible timestamps, changed kinds, and corrections aimed at other lines.
struct JournalMutator {
    var random: SeededRandom
    /// Ids of the lines the journal is built from, for collisions and corrections.
    var ids: [String] = []

    /// `line` with one to four mutations.
    mutating func mutate(_ line: [UInt8]) -> [UInt8] {
        guard case .object(let object)? = JSONParser.parse(line) else { return line }
        var members = object.members.map { (key: $0.key, raw: Self.render($0.value)) }
        for _ in 0...(random.next() % 4) {
            switch random.next() % 10 {
            case 0, 1: replace(&members, pick(Self.numbers), where: { $0.first.map(Self.isNumberStart) ?? false })
            case 2: replace(&members, pick(Self.types), where: { _ in true })
            case 3, 4: replace(&members, pick(strings()), where: { $0.hasPrefix("\"") })
            case 5: replace(&members, pick(Self.escapes), where: { $0.hasPrefix("\"") })
            case 6: set(&members, pick(["id", "line", "session", "target"]), pick(idValues()))
            case 7: set(&members, "ts", pick(Self.timestamps))
            case 8: set(&members, pick(["kind", "v", "status", "unit", "modality"]), pick(Self.kinds))
            default: reshape(&members)
            }
        }
        let text = "{" + members.map { "\"\($0.key)\":\($0.raw)" }.joined(separator: ",") + "}"
        return Array(text.utf8)
    }

    /// `line` with a random one of its texts replaced by a string of `count` bytes.
    mutating func withHugeString(_ line: [UInt8], count: Int) -> [UInt8] {
        guard case .object(let object)? = JSONParser.parse(line) else { return line }
        var members = object.members.map { (key: $0.key, raw: Self.render($0.value)) }
        replace(&members, "\"" + String(repeating: "x", count: count) + "\"", where: { $0.hasPrefix("\"") })
        return Array(("{" + members.map { "\"\($0.key)\":\($0.raw)" }.joined(separator: ",") + "}").utf8)
    }

    /// A correction line aimed at one of the journal's ids, with hostile changes.
    mutating func correction(at ts: String) -> [UInt8] {
        let target = pick(ids)
        let id = "f" + String(random.next() % 1_000_000_000_000, radix: 16)
        if random.next() % 3 == 0 {
            return Array(
                #"{"v":1,"id":"\#(id)","ts":"\#(ts)","kind":"delete","targets":[\#(pick(idValues()))],"cause":"x"}"#
                    .utf8)
        }
        let field = pick(["kcal", "grams", "protein", "reps", "kg", "lb", "weight", "ml", "km", "min", "rpe", "text"])
        let value = field == "text" ? pick(strings()) : pick(Self.numbers + Self.types)
        return Array(
            #"{"v":1,"id":"\#(id)","ts":"\#(ts)","kind":"edit","target":"\#(target)","changes":{"\#(field)":\#(value)}}"#
                .utf8)
    }

    // MARK: - Mutations

    private mutating func replace(
        _ members: inout [(key: String, raw: String)], _ raw: String, where matches: (String) -> Bool
    ) {
        let candidates = members.indices.filter { matches(members[$0].raw) }
        guard !candidates.isEmpty else { return }
        members[pick(candidates)].raw = raw
    }

    private func set(_ members: inout [(key: String, raw: String)], _ key: String, _ raw: String) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].raw = raw
        } else {
            members.append((key, raw))
        }
    }

    /// Drops, doubles (same key, other value) or adds a member, or nests the whole object.
    private mutating func reshape(_ members: inout [(key: String, raw: String)]) {
        guard !members.isEmpty else { return }
        let index = pick(Array(members.indices))
        switch random.next() % 4 {
        case 0: members.remove(at: index)
        case 1: members.append((members[index].key, pick(Self.numbers + Self.types)))
        case 2: members.append((pick(["kcal", "reps", "kg", "ml", "duration_s", "bests", "flags"]), pick(Self.types)))
        default:
            let inner = "{" + members.map { "\"\($0.key)\":\($0.raw)" }.joined(separator: ",") + "}"
            members[index].raw = inner
        }
    }

    // MARK: - Values

    static let numbers = [
        "1e308", "-1e308", "1e309", "-1e309", "-5", "0", "-0", "1e-320", "9007199254740993", "9223372036854775808",
        "-9223372036854775809", "123456789012345678901234567890", "0.1e400", "1.7976931348623157e308", "99999999",
        "2.5", "NaN", "Infinity", "-", "1e", "0x10", "01", "1.",
    ]
    static let types = [
        "\"x\"", "null", "true", "false", "[]", "{}", "[1,2]", #"{"a":1}"#, "\"1e308\"", "\"\"",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
    ]
    static let escapes = [
        #""\ud800""#, #""\udfff\ud800""#, #""\x41""#, #""\u12""#, #""\""#, #""abc"#, #""\u0000""#,
        #""\u001b]0;pwned\u0007""#, #""\u001b]52;c;ZXZpbA==\u0007""#, #""\u009b31m""#, #""a\nb\r\tc""#,
    ]
    static let timestamps = [
        "\"1850-01-01T00:00:00Z\"", "\"9999-12-31T23:59:59Z\"", "\"2026-13-45T25:61:00Z\"", "\"\"",
        "\"2026-04-27T08:00:00+14:00\"", "\"2026-04-27T08:00:00-23:59\"", "\"0000-01-01T00:00:00Z\"",
        "\"2026-04-27\"", "\"2026-04-27T08:00:00.123456Z\"", "\"2026-04-26T23:59:59Z\"",
        "\"2026-04-27T08:00:00+99:99\"",
        "\"-001-01-01T00:00:00Z\"", "\"2026-02-30T08:00:00Z\"", "1777300000",
    ]
    static let kinds = [
        "\"food\"", "\"set\"", "\"workout_end\"", "\"cardio\"", "\"weight\"", "\"water\"", "\"review\"", "\"edit\"",
        "\"delete\"", "\"session_note\"", "\"hologram\"", "0", "2", "-1", "1e308", "\"1\"", "\"lb\"", "\"kg\"",
        "\"needs_review\"", "\"estimated\"", "\"run\"", "\"teleport\"",
    ]

    private mutating func strings() -> [String] {
        var values = [
            "\"\"", "\"\u{202E}150g chicken\"", "\"=HYPERLINK(\\\"http://x\\\")\"", "\"🍕👨‍👩‍👧\"",
            "\"" + String(repeating: "a", count: 5000) + "\"", "\"" + String(repeating: "é", count: 2000) + "\"",
        ]
        // A 100 kB string now and then (the 10 MB one is `withHugeString`'s, once per run).
        if random.next() % 50 == 0 { values.append("\"" + String(repeating: "y", count: 100_000) + "\"") }
        return values
    }

    private mutating func idValues() -> [String] {
        let other = ids.isEmpty ? "a" : pick(ids)
        return [
            "\"\(other)\"", "\"\(other)\"", "\"\"", "\"" + String(repeating: "f", count: 3000) + "\"", "\"missing\"",
            "null", "7",
        ]
    }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }

    private static func isNumberStart(_ character: Character) -> Bool { character == "-" || character.isNumber }

    /// JSON text for a parsed value (numbers as Swift writes them, which JSON reads back).
    static func render(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.isFinite ? "\(number)" : "1e999"
        case .string(let text): quoted(text)
        case .array(let items): "[" + items.map(render).joined(separator: ",") + "]"
        case .object(let object):
            "{" + object.members.map { quoted($0.key) + ":" + render($0.value) }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ text: String) -> String { JSONValue.string(text).jsonText }
}
