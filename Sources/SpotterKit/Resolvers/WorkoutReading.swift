/// A resolver that can also read sets described in a sentence (the LLM resolvers).
public protocol WorkoutReading {
    /// The set lines the sentence describes, validated, or why it could not be read (a sentence).
    func sets(
        fromSentence text: String, library: ExerciseLibrary, defaultUnit: WeightUnit
    ) -> Result<[SetLine], UnreadableSentence>
}

/// Why a sentence could not be read as sets, as a fragment for the user.
public struct UnreadableSentence: Error, Equatable {
    public var reason: String
}
