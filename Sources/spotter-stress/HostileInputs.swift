/// Seeded hostile input: a corpus of known-nasty lines, and random mutations of them (byte flips,
/// control bytes, invalid UTF-8, emoji, right-to-left marks, absurd numbers, splices, huge repeats).
struct HostileInputs {
    var random: SeededRandom

    static let lines =
        StressTranscript.foods + [
            "", " ", "\t\t", "1e309 kg", "99999999 kg", "-5 eggs", "0/0 cup rice", "1/0 cup milk", "NaN g chicken",
            "inf kg", "-0 kg", "0.0000000001 g salmon", "🍕🍕🍕", "2 🥚 and 🍞", "بيض ٢", "\u{202E}150g chicken",
            "e\u{301}\u{301}\u{301}gg", "\u{200B}\u{FEFF}banana", "bench 3x5 100kg", "bench 99999999x99999999 1e309kg",
            "bench 100 x 5 5 4", "5 @ -100", "+2.5", "same", "done", "gym", "workout upper", "run", "8 reps",
            "/undo", "/today", "/feed", "/delete 99999999999", "/edit 1 grams=1e309", "/edit 1 kcal=-5", "/help",
            "@2026-13-45 25:61", "@99999-01-01 00:00", "@08:15", "run 5k 99:99:99", "5x100m sprints", "0x0 sprints",
            "1 1/2 1/2 cups milk", "3 sets of bench at 185", "pullups 10 8 5", "weight 70.5 kilo", "185 lb",
            "2 cups of water", "a bottle of water", "12 fl oz water", "feel 11", "pain knee", "note " + "x",
            "plan show", "alias bp = bench press", "copy yesterday",
        ]
    static let snippets = [
        "🍕", "👨‍👩‍👧", "\u{202E}", "\u{200F}", "שלום", "مرحبا", "\u{0}", "\u{7}", "\u{1B}[31m", "\r", "\u{7F}",
        "1e309", "-1e309", "99999999", "0/0", "1/0", "-5", "NaN", "0x1F", "1,5", "½", "٣", "\u{FFFD}", " and ",
        ", ", " x ", "kg", "lb", "g", "cups", "@", "/", "+", "\"", "\\", "{", "}",
    ]

    /// The next line, as raw bytes (they may not be UTF-8).
    mutating func nextLine() -> [UInt8] {
        var bytes = Array(Self.lines[Int.random(in: 0..<Self.lines.count, using: &random)].utf8)
        for _ in 0..<Int.random(in: 0...4, using: &random) { mutate(&bytes) }
        // A 10 MB paste now and then; a few kilobytes more often.
        let roll = random.next() % 20_000
        if roll == 0 { bytes = grown(bytes, to: 10 << 20) } else if roll < 200 { bytes = grown(bytes, to: 5000) }
        return bytes
    }

    mutating func mutate(_ bytes: inout [UInt8]) {
        let at = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
        switch random.next() % 6 {
        case 0: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
        case 1:
            bytes.insert(
                contentsOf: Self.snippets[Int.random(in: 0..<Self.snippets.count, using: &random)].utf8, at: at)
        case 2: if at < bytes.count { bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(random.next() % 8))) }
        case 3: bytes.insert(contentsOf: Self.lines[Int(random.next() % UInt64(Self.lines.count))].utf8, at: at)
        case 4: if at < bytes.count { bytes[at] ^= UInt8(1 << (random.next() % 8)) }
        default: bytes = Array(bytes[0..<at])
        }
    }

    func grown(_ bytes: [UInt8], to size: Int) -> [UInt8] {
        let unit = bytes.isEmpty ? Array("9".utf8) : bytes
        var long: [UInt8] = []
        long.reserveCapacity(size + unit.count)
        while long.count < size { long += unit }
        return long
    }
}
