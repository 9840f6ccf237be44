/// A resolver that can also turn a plan written as prose into a plan (the LLM resolvers).
public protocol PlanReading {
    /// The plan the prose describes, validated; throws a sentence saying why it could not be read.
    func plan(fromProse text: String, library: ExerciseLibrary) throws -> Plan
}
