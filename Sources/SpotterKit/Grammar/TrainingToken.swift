/// One lexical piece of a training line, as cut by `TrainingTokenizer`.
enum TrainingToken: Sendable, Equatable {
    /// A number; `hasPoint` tells `8.0` from `8` (the `@` rule needs it). Negative when typed `-5`.
    case number(Double, hasPoint: Bool)
    /// A run of letters, lower-cased for matching, with the original spelling for display.
    case word(String, original: String)
    /// `x`, `×` or `*` between numbers.
    case times
    /// `@`.
    case at
    /// `+`.
    case plus
    /// `24:30` or `1:05:30`, in seconds.
    case clock(Double)
    /// Something number-like that is not a number: `1.2.3`, `5-8`, `1:5`, `24:99`.
    case invalid

    /// The lower-cased text when this is a word.
    var word: String? {
        if case .word(let text, _) = self { return text }
        return nil
    }

    /// The value when this is a number.
    var number: Double? {
        if case .number(let value, _) = self { return value }
        return nil
    }
}
