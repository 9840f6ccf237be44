/// The kind of cardio bout; decides how pace is shown.
public enum CardioModality: String, Sendable, Codable, CaseIterable {
    case run
    case sprint
    case swim
    case row
    case bike
    case walk
    case hike
    case cardio
    case endurance

    /// Reads a cardio keyword in any of its usual forms (`jogging`, `cycled`, `rowing`); nil otherwise.
    init?(keyword: String) {
        guard let modality = TrainingLexicon.cardioKeywords[keyword] else { return nil }
        self = modality
    }
}
