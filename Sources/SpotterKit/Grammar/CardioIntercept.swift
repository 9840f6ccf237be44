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

    /// Whether the line starts with a number and a unit of distance (`5 km`, `10k`, `3.1mi`), read from its bytes:
    /// every food line that starts with a number comes here (`150g chicken`).
    private static func startsWithDistance(_ text: String) -> Bool {
        let bytes = text.utf8
        var index = bytes.startIndex
        guard index != bytes.endIndex, bytes[index] &- UInt8(ascii: "0") < 10 else { return false }
        while index != bytes.endIndex,
            bytes[index] &- UInt8(ascii: "0") < 10 || bytes[index] == UInt8(ascii: ".")
                || bytes[index] == UInt8(ascii: ",")
        {
            index = bytes.index(after: index)
        }
        while index != bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index = bytes.index(after: index) }
        // Every distance unit starts with `k` or `m`: `150g` is passed over on its `g`.
        guard index != bytes.endIndex,
            bytes[index] | 0x20 == UInt8(ascii: "k") || bytes[index] | 0x20 == UInt8(ascii: "m")
        else { return false }
        let start = index
        var count = 0
        while index != bytes.endIndex, bytes[index] | 0x20 >= UInt8(ascii: "a"),
            bytes[index] | 0x20 <= UInt8(ascii: "z")
        {
            index = bytes.index(after: index)
            count += 1
        }
        let unit = bytes[start..<index]
        // Compared as bytes, by length first: a table of the units' bytes built at first use was 5,000 instructions
        // of `log 150g chicken`, and a `String` made of each unit a cost on every line that says one (`95 kg`).
        return distanceUnits.contains { said in
            said.utf8.count == count && zip(said.utf8, unit).allSatisfy { $0 == $1 | 0x20 }
        }
    }

    /// Units a distance is said in.
    private static let distanceUnits = [
        "k", "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "mi", "mile", "miles", "m",
    ]
}
