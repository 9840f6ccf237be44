/// `feel 4`, `pain shoulder`, `note grip gave out`: attach to the active workout, else the one just ended.
struct SessionNoteIntercept: Intercept {
    /// The words a note starts with (a colon may follow), as lowercase bytes.
    static let keywords: [[UInt8]] = [
        "feel", "felt", "feeling", "rating", "pain", "hurt", "hurts", "sore", "note", "notes", "rest", "rested",
    ].map { Array($0.utf8) }

    /// How long after a workout ends a note still attaches to it.
    static let attachWindowSeconds: Int64 = 12 * 3600

    func handle(_ text: String, _ context: LineContext) -> Bool {
        guard let note = Self.parse(text) else { return false }
        if case .failure(let failure) = note {
            context.say(.error, failure.message)
            return true
        }
        guard case .success(var record) = note else { return false }
        guard let session = Self.session(context) else {
            // A feeling in words is a note only beside a workout: `feeling hungry` in the morning goes on as before.
            if record.feel == nil, record.pain.isEmpty, ["feel", "felt", "feeling"].contains(Self.keyword(of: text)) {
                return false
            }
            context.say(
                .error,
                "There is no workout from the last 12 hours to attach \"\(text)\" to; it was not logged. Notes follow a workout's `done`."
            )
            return true
        }
        record.session = session
        context.record(.sessionNote(record))
        context.say(.success, "Noted for this workout: " + SessionNoteText.summary(record))
        return true
    }

    /// The note a line makes, a failure when it starts like one but is malformed, nil when it is no note.
    static func parse(_ text: String) -> Result<SessionNoteRecord, NoteFailure>? {
        // Most lines are food or sets: rule them out by their first word's bytes before splitting words.
        guard startsWithKeyword(text) else { return nil }
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard !words.isEmpty else { return nil }
        let keyword = keyword(of: text)
        let rest = words.count > 1 ? words[1].trimmingSpaces() : ""
        switch keyword {
        case "feel", "felt", "feeling", "rating":
            let number = rest.split(separator: "/").first.flatMap { Int(String($0).trimmingSpaces()) }
            guard let number, Plausibility.feelRange.contains(number), rest.split(separator: "/").count <= 2 else {
                if rest.first?.isNumber == true {
                    return .failure(
                        NoteFailure("A feel rating is a number from 1 to 5, like `feel 4`; nothing was logged."))
                }
                // `felt strong today` is no rating but a note (it was a food kept for review); without a workout
                // to attach to, `handle` leaves it to the rest of the grammar, as it leaves a line with numbers
                // (`feeling good, bench 3x5 100kg` is sets).
                guard !rest.isEmpty, !rest.contains(where: \.isNumber) else { return nil }
                return .success(SessionNoteRecord(session: "", note: text.trimmingSpaces()))
            }
            return .success(SessionNoteRecord(session: "", feel: number))
        case "pain", "hurt", "hurts", "sore":
            // One form per place, so `shoulders` and `Shoulder` add up: `left shoulder` is `shoulder (left)`.
            let tags = PainTag.tags(in: rest).map(\.text)
            guard !tags.isEmpty else {
                return .failure(NoteFailure("Say where it hurts, like `pain shoulder`; nothing was logged."))
            }
            return .success(SessionNoteRecord(session: "", pain: tags))
        case "rest", "rested":
            // `rest 3 min`, `rested 90s` between sets is kept as a note of the workout; `rest of the pizza` is food.
            guard isRestTime(rest) else { return nil }
            return .success(SessionNoteRecord(session: "", note: text.trimmingSpaces()))
        case "note", "notes":
            guard !rest.isEmpty else {
                return .failure(
                    NoteFailure("Write the note after the word, like `note grip gave out`; nothing was logged."))
            }
            return .success(SessionNoteRecord(session: "", note: rest))
        default:
            return nil
        }
    }

    /// The line's first word, lower-cased, without the colon that may follow it: `Feel:` is `feel`.
    private static func keyword(of text: String) -> String {
        var first = text.prefix { $0 != " " }.lowercased()
        if first.hasSuffix(":") { first.removeLast() }
        return first
    }

    /// `3 min`, `90s`, `2:30`: a time with its unit or as a clock, at most an hour (a bare `3` says no unit).
    private static func isRestTime(_ text: String) -> Bool {
        let tokens = TrainingTokenizer.tokenize(text)
        if tokens.count == 1, case .number = tokens[0] { return false }
        guard let seconds = HoldReader.seconds(tokens) else { return false }
        return seconds > 0 && seconds <= 3600
    }

    /// False when the bytes before the first space (less one trailing colon) are no keyword in any
    /// case. A note's word is plain ASCII, so this never turns away a line `parse` would read as one
    /// (a line starting with a space is no note here, as the engine trims every line).
    static func startsWithKeyword(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var end = bytes.firstIndex(of: 0x20) ?? bytes.count
            if end > 0, bytes[end - 1] == UInt8(ascii: ":") { end -= 1 }
            return keywords.contains { keyword in
                // `| 0x20` lowercases a letter and leaves no other byte equal to a lowercase letter.
                keyword.count == end && keyword.indices.allSatisfy { bytes[$0] | 0x20 == keyword[$0] }
            }
        }
    }

    /// The active workout's session, else the one ended within the window.
    static func session(_ context: LineContext) -> String? {
        if let workout = context.workout { return workout.session }
        let now = context.now.seconds
        if let last = context.engine.lastEndedSession, now - last.ended.seconds <= attachWindowSeconds {
            return last.session
        }
        var found: String?
        try? context.engine.store.scanBackward { entry in
            if abs(now - entry.timestamp.seconds) > attachWindowSeconds { return false }
            if case .workoutEnd(let end) = entry.payload {
                found = end.session
                return false
            }
            return true
        }
        return found
    }

    /// Why a line that starts like a note is not one.
    struct NoteFailure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
