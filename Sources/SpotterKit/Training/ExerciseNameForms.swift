/// The other ways lifters write a known exercise's name: `benching`, `bench pressing`,
/// `Barbell Back Squat`, `dips bodyweight`, `seated db press`, and a name one typo away (`bnech`).
enum ExerciseNameForms {
    /// Words that qualify a lift without changing which lift it is, or are a load word. (`walking lunges` are
    /// lunges: the set reader lets `walking` before them through.)
    static let qualifiers: Set<String> = [
        "barbell", "bb", "standard", "regular", "conventional", "bodyweight", "bw", "weighted", "straight", "walking",
    ]

    /// Short names of the equipment, said in full in the library's names (`seated db press`).
    static let equipmentShortNames: [String: String] = ["db": "dumbbell", "dbs": "dumbbell", "kb": "kettlebell"]

    /// Cardio words ending in -ing that must not become lifts (`rowing` is cardio, `row` a lift).
    static let keptIngWords: Set<String> = [
        "rowing", "running", "cycling", "swimming", "walking", "hiking", "climbing",
    ]

    /// Candidate names for `text`, most literal first: -ing forms turned into the lift, then
    /// qualifier words dropped one at a time and all together.
    static func candidates(_ text: String) -> [String] {
        // Asked of the bytes first: most names have neither form, and splitting them into words was 8,000
        // instructions of each look for an exercise in a food's name (`a bowl of ramen`, twice).
        mayHaveOtherForms(text) ? otherForms(text) : []
    }

    /// `candidates` read word by word, for any text.
    static func otherForms(_ text: String) -> [String] {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return [] }
        var result: [[String]] = []
        let stemmed = words.map(stem)
        if stemmed != words { result.append(stemmed) }
        let spelledOut = stemmed.map { equipmentShortNames[$0] ?? $0 }
        if spelledOut != stemmed { result.append(spelledOut) }
        for base in [words, stemmed] {
            let kept = base.filter { !qualifiers.contains($0) }
            if kept != base, !kept.isEmpty { result.append(kept) }
            for index in base.indices where qualifiers.contains(base[index]) && base.count > 1 {
                var fewer = base
                fewer.remove(at: index)
                result.append(fewer)
            }
        }
        // A lift said done, tried last: `seated` and `paused` are no `seat` or `pause`.
        let done = spelledOut.map(doneStem)
        if done != spelledOut { result.append(done) }
        return result.map { $0.joined(separator: " ") }
    }

    /// False only for ASCII text that holds neither `ing`, a lift said done, a qualifier nor a short name of
    /// equipment in any case: no word of it can end in `ing`, be a lift said done or be one of them. (Other text may
    /// lower into them: the Kelvin sign is a `k`.)
    static func mayHaveOtherForms(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
            let lowered = bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
            // Each mark's first byte is compared before the mark: a generic `starts(with:)` at every place
            // cost 10,000 instructions a call, most of what the reading it spares costs.
            for mark in formMarks {
                let (first, count) = (mark.utf8.first, mark.utf8.count)
                var start = 0
                while start + count <= lowered.count {
                    if lowered[start] == first, lowered[start..<(start + count)].elementsEqual(mark.utf8) {
                        return true
                    }
                    start += 1
                }
            }
            return false
        }
    }

    /// What a word of another form holds: a qualifier, a short name of equipment, the `ing` to stem, or a lift said
    /// done. (`db` marks `dbs` too. Any word ending in `ed` was 30,000 instructions more of `log 2 scrambled eggs`,
    /// whose words are asked as an exercise's name.)
    private static let formMarks = Array(qualifiers) + ["db", "kb", "ing"] + liftsSaidDone

    /// The lifts said done that `doneStem` reads: `benched`, `squatted`, ...
    private static let liftsSaidDone = [
        "benched", "squatted", "deadlifted", "pressed", "curled", "shrugged", "dipped", "thrusted", "rowed",
    ]

    /// `benching` → `bench`, `squatting` → `squat`, `pressing` → `press`; other words unchanged.
    static func stem(_ word: String) -> String {
        guard word.count > 5, word.hasSuffix("ing"), !keptIngWords.contains(word) else { return word }
        return base(of: word, ending: 3)
    }

    /// Said done: `benched` → `bench`, `squatted` → `squat`, `deadlifted` → `deadlift`; other words unchanged.
    static func doneStem(_ word: String) -> String {
        guard liftsSaidDone.contains(word) else { return word }
        return base(of: word, ending: 2)
    }

    /// `word` without its last `ending` letters and a doubled consonant before them (`squatt` is `squat`).
    private static func base(of word: String, ending: Int) -> String {
        var base = String(word.dropLast(ending))
        let chars = Array(base)
        if chars.count >= 2, chars[chars.count - 1] == chars[chars.count - 2], chars.last != "s" {
            base.removeLast()
        }
        return base
    }

    /// True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    static func isOneEdit(_ a: String, _ b: String) -> Bool {
        let x = Array(a)
        let y = Array(b)
        guard x != y, abs(x.count - y.count) <= 1 else { return false }
        if x.count == y.count {
            let diff = x.indices.filter { x[$0] != y[$0] }
            if diff.count == 1 { return true }
            return diff.count == 2 && diff[1] == diff[0] + 1 && x[diff[0]] == y[diff[1]] && x[diff[1]] == y[diff[0]]
        }
        let (short, long) = x.count < y.count ? (x, y) : (y, x)
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        return short[i...] == long[(i + 1)...]
    }
}
