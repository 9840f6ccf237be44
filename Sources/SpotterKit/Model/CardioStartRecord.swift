/// The start of a timed cardio bout; `done` writes the matching `cardio` entry.
public struct CardioStartRecord: Sendable, Equatable {
    public var modality: CardioModality
    public var context: String?

    public init(modality: CardioModality, context: String? = nil) {
        self.modality = modality
        self.context = context
    }
}
