import Testing

@testable import SpotterKit

@Suite struct SetLineDecoderTests {
    /// Sets of every shape the encoder writes: the plain ones this decoder reads, and those it leaves to the
    /// parse (custom, RPE, flags, a note, a hold, texts with escapes or beyond ASCII, reps unknown).
    static let sets: [SetRecord] = {
        var sets: [SetRecord] = []
        let loads: [Load?] = [
            nil, Load(value: 100, unit: .kg), Load(value: 62.5, unit: .kg), Load(value: 0.5, unit: .kg),
            Load(value: 135, unit: .lb), Load(value: 137.5, unit: .lb), Load(value: 2.25, unit: .kg),
            Load(value: 1000, unit: .kg), Load(value: 0, unit: .kg), Load(value: 61.235, unit: .kg),
        ]
        for load in loads {
            for reps in [0, 1, 5, 12, 100] as [Int?] + [nil] {
                sets.append(
                    SetRecord(session: "s1", exercise: "Bench Press", exerciseID: "bench-press", reps: reps, load: load)
                )
            }
        }
        let plain = SetRecord(session: "a1b2", exercise: "Squat", exerciseID: "squat", reps: 5, load: loads[1])
        var variants = [plain, plain, plain, plain, plain, plain, plain, plain]
        variants[0].custom = true
        variants[1].rpe = 8.5
        variants[2].flags = [.warmup]
        variants[3].note = "felt grindy"
        variants[4].holdSeconds = 60
        variants[5].exercise = "Kniebeuge \u{00E9}"
        variants[6].exercise = "say \"hi\"\\ there"
        variants[7].session = ""
        return sets + variants
    }()

    static func line(
        _ set: SetRecord, input: String = "bench 3x5 100kg", offset: Int32 = 0, resolver: String? = nil
    ) -> [UInt8] {
        let entry = Entry(
            id: "4687e3eefeb68e7", timestamp: Timestamp(seconds: 1_777_320_000, offset: offset),
            lineID: "38afee1977601e6", input: input, resolver: resolver, payload: .workoutSet(set))
        var line = EntryEncoder.line(for: entry)
        line.removeLast()
        return line
    }

    /// The decoder's answer, which must be the parse's whenever it gives one.
    static func agrees(_ line: [UInt8]) -> (read: Bool, same: Bool) {
        line.withUnsafeBufferPointer { bytes in
            guard let read = SetLineDecoder.entry(bytes) else { return (false, true) }
            return (true, EntryDecoder.Line.entry(read) == EntryDecoder.parsed(bytes))
        }
    }

    @Test func readsEveryPlainSetTheEncoderWritesAsTheParseDoes() {
        let envelopes: [(input: String, offset: Int32, resolver: String?)] = [
            ("bench 3x5 100kg", 0, nil), ("", 7200, "mock"), ("squat \u{00E9}", -18000, nil),
            ("bench", 0, "m\u{00F6}ck"),
        ]
        for set in Self.sets {
            for envelope in envelopes {
                let line = Self.line(set, input: envelope.input, offset: envelope.offset, resolver: envelope.resolver)
                let texts = set.exercise + set.session + envelope.input + (envelope.resolver ?? "")
                let plain =
                    !set.custom && set.rpe == nil && set.flags.isEmpty && set.note == nil && set.holdSeconds == nil
                    && set.reps != nil && texts.utf8.allSatisfy { $0 < 0x80 } && !texts.contains("\"")
                let answer = Self.agrees(line)
                #expect(answer.same, "\(String(decoding: line, as: UTF8.self))")
                #expect(answer.read == plain, "\(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    @Test func readsEachDecimalAsTheParseDoes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var read = 0
        for round in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Up to twelve digits, up to six of them after the point: the longer whole parts are left to the parse.
            let fraction = round % 7
            var modulus: UInt64 = 10
            for _ in 0..<(round % 12) { modulus *= 10 }
            var digits = String((state >> 11) % modulus)
            if fraction > 0 {
                while digits.count <= fraction { digits = "0" + digits }
                digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fraction))
            }
            let text =
                #"{"v":1,"id":"a","ts":"2026-04-27T20:00:00Z","kind":"set","line":"b","input":"c","session":"d","#
                + #""exercise":"e","exercise_id":"f","reps":5,"weight":\#(digits),"unit":"lb","kg":\#(digits)}"#
            let answer = Self.agrees(Array(text.utf8))
            #expect(answer.same, "\(text)")
            if answer.read { read += 1 }
        }
        #expect(read > 15_000)
    }

    /// Every line one byte away from a plain set line (changed, dropped, or cut short there) either reads as
    /// the parse reads it or is left to the parse.
    @Test func agreesWithTheParseOnEveryLineOneByteAway() {
        let replacements: [UInt8] = Array("\"\\,.:}{ 09-e+kbx".utf8) + [0x00, 0x0A, 0x7F, 0xC3]
        var read = 0
        let lines = [Self.line(Self.sets[6]), Self.line(Self.sets[12], resolver: "mock"), Self.line(Self.sets[2])]
        for line in lines {
            for index in line.indices {
                var candidates = [Array(line[..<index]), Array(line[..<index] + line[(index + 1)...])]
                for byte in replacements where byte != line[index] {
                    var changed = line
                    changed[index] = byte
                    candidates.append(changed)
                }
                for candidate in candidates {
                    let answer = Self.agrees(candidate)
                    #expect(answer.same, "\(String(decoding: candidate, as: UTF8.self))")
                    if answer.read { read += 1 }
                }
            }
        }
        // Some of them are still plain set lines (another digit, another letter in a text): not all are refused.
        #expect(read > 100)
    }

    @Test func leavesOtherKindsToTheParse() {
        let entry = Entry(
            id: "a", timestamp: Timestamp(seconds: 0, offset: 0), lineID: "a", input: "96 kg", resolver: nil,
            payload: .bodyWeight(BodyWeightRecord(load: Load(value: 96, unit: .kg))))
        #expect(EntryEncoder.line(for: entry).dropLast().withUnsafeBufferPointer(SetLineDecoder.entry) == nil)
    }
}
