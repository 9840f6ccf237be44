/// The kind of cardio bout; decides how pace is shown.
public enum CardioModality: String, Sendable, CaseIterable {
    case run
    case sprint
    case swim
    case row
    case bike
    case walk
    case hike
    /// Climbing and bouldering, yoga, and ball and racket sports: timed activities with no pace.
    case climb
    case yoga
    case sport
    case cardio
    case endurance

    /// True for activities measured in time alone (`climbing 90 min`, `yoga 30`): a bare number is minutes.
    public var isTimedActivity: Bool {
        switch self {
        case .cardio, .endurance, .climb, .yoga, .sport: true
        default: false
        }
    }

    /// Reads a cardio keyword in any of its usual forms (`jogging`, `cycled`, `rowing`); nil otherwise.
    init?(keyword: String) {
        guard let modality = TrainingLexicon.meaning(of: keyword)?.cardio else { return nil }
        self = modality
    }
}
