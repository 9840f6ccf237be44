/// `5 km run`, `30 min bike`, `5x100m sprints` log at once; a bare `run` starts a timed bout.
struct CardioIntercept: Intercept {
    func handle(_ text: String, _ context: LineContext) -> Bool {
        guard let line = context.cardioLine else { return Self.keepsBareDistance(text, context) }
        if line.isTimedStart {
            if context.hasCardio {
                SessionEnding.endCardio(context)
                return true
            }
            let id = context.record(.cardioStart(CardioStartRecord(modality: line.modality, context: line.context)))
            context.cardio = ActiveCardio(
                bout: id, started: context.now, modality: line.modality, context: line.context)
            context.say(
                .success,
                "\(line.modality.rawValue.prefix(1).uppercased() + line.modality.rawValue.dropFirst()) started at \(context.now.clockTime); `done` ends it."
            )
            return true
        }
        let record = CardioRecord(
            modality: line.modality, distanceMeters: line.distanceMeters, durationSeconds: line.durationSeconds,
            intervals: line.intervals, intervalMeters: line.intervalMeters, context: line.context)
        context.record(.cardio(record))
        context.say(.success, context.cardioMessage(record))
        return true
    }

    /// `5 km`, `8km in 44 mins`, `10k`: a distance with no activity is no food (`10k` was 230 g of Special K, 867
    /// kcal, and `8km in 44 mins` two foods kept for review). It is kept for review, asking which activity it was.
    private static func keepsBareDistance(_ text: String, _ context: LineContext) -> Bool {
        guard startsWithDistance(text), let read = CardioParser.parse("run " + text), read.distanceMeters != nil,
            read.context == nil
        else { return false }
        let reason = "A distance with no activity; say which, e.g. `run \(text)` or `bike \(text)`."
        context.record(.review(ReviewRecord(about: "cardio", reason: reason)))
        context.say(.review, "Kept \"\(text)\" for review: \(reason)")
        context.outcome.failed = true
        return true
    }

    /// Whether the line starts with a number and a unit of distance (`5 km`, `10k`, `3.1mi`), read from its bytes in
    /// one pass: every food line that starts with a number comes here (`150g chicken`), and most lines are passed over
    /// on their first byte.
    private static func startsWithDistance(_ text: String) -> Bool {
        var sawDigit = false
        var sawUnit = false
        var unit: UInt64 = 0
        var count = 0
        for byte in text.utf8 {
            if !sawUnit {
                if byte &- UInt8(ascii: "0") < 10
                    || (sawDigit && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")))
                {
                    sawDigit = true
                    continue
                }
                guard sawDigit else { return false }
                if byte == UInt8(ascii: " ") { continue }
                sawUnit = true
            }
            let lower = byte | 0x20
            guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { break }
            // The unit's letters packed into a word: no unit said is longer than eight.
            guard count < 8 else { return false }
            unit = unit << 8 | UInt64(lower)
            count += 1
        }
        return distanceUnits.contains(unit)
    }

    /// Units a distance is said in (`k`, `km`, `kms`, `mi`, `mile`, `miles`, `m`), each packed into a word as
    /// `startsWithDistance` packs what it reads, written out: packed at first use, they were 4,000 instructions of
    /// `log 150g chicken`. `CardioInterceptTests` packs the words again. (`kilometres`, longer than a word holds, is
    /// left to food.)
    static let distanceUnits: [UInt64] = [0x6B, 0x6B6D, 0x6B6D73, 0x6D69, 0x6D69_6C65, 0x6D_696C_6573, 0x6D]
}
