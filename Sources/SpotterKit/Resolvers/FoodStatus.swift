/// How far a food entry's figures can be trusted; the raw values are the journal's spelling.
public enum FoodStatus: String, Sendable {
    /// Table figures with an explicit quantity, or a validated answer.
    case ok
    /// A guessed portion, or an answer with low confidence.
    case estimated
    /// Nothing could be resolved; the user has to fill it in.
    case needsReview = "needs_review"
}
