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

    /// The workout a set, end or note belongs to (its `workout_start` id).
    public var session: String? {
        switch self {
        case .workoutSet(let set): set.session
        case .workoutEnd(let end): end.session
        case .sessionNote(let note): note.session
        default: nil
        }
    }

    /// The payload with its session or bout reference renamed by `ids` (old id to new), for entries
    /// written again together under new ids.
    func pointing(to ids: [String: String]) -> Payload {
        switch self {
        case .workoutSet(var set):
            set.session = ids[set.session] ?? set.session
            return .workoutSet(set)
        case .workoutEnd(var end):
            end.session = ids[end.session] ?? end.session
            return .workoutEnd(end)
        case .sessionNote(var note):
            note.session = ids[note.session] ?? note.session
            return .sessionNote(note)
        case .cardio(var cardio):
            cardio.bout = cardio.bout.map { ids[$0] ?? $0 }
            return .cardio(cardio)
        default: return self
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
