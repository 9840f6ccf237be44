/// What an entry recorded; each case's record knows its own journal fields.
public enum Payload: Sendable, Equatable {
    case food(FoodRecord)
    case water(WaterRecord)
    case bodyWeight(BodyWeightRecord)
    case workoutStart(WorkoutStartRecord)
    case workoutSet(SetRecord)
    case workoutEnd(WorkoutEndRecord)
    case cardio(CardioRecord)
    case cardioStart(CardioStartRecord)
    case sessionNote(SessionNoteRecord)
    case review(ReviewRecord)
    case deletion(DeletionRecord)
    case edit(EditRecord)

    /// The journal's `kind` value for this payload.
    public var kind: String {
        switch self {
        case .food: "food"
        case .water: "water"
        case .bodyWeight: "weight"
        case .workoutStart: "workout_start"
        case .workoutSet: "set"
        case .workoutEnd: "workout_end"
        case .cardio: "cardio"
        case .cardioStart: "cardio_start"
        case .sessionNote: "session_note"
        case .review: "review"
        case .deletion: "delete"
        case .edit: "edit"
        }
    }

    /// Corrections change other entries and are not shown as entries themselves.
    public var isCorrection: Bool {
        switch self {
        case .deletion, .edit: true
        default: false
        }
    }

    /// True when the entry still needs the user's attention.
    public var needsReview: Bool {
        switch self {
        case .food(let food): food.status == .needsReview
        case .review: true
        default: false
        }
    }
}
