/// One exercise of the library, built in or custom.
public struct Exercise: Sendable, Equatable {
    /// Stable slug, e.g. `bench-press`.
    public var id: String { didSet { isTimedHold = BuiltInExercises.timedHolds.contains(id) } }
    /// Display name, e.g. `Bench Press`.
    public var name: String
    /// Other names it answers to, e.g. `bench`, `bp`.
    public var aliases: [String]
    /// Muscle groups worked, main mover first.
    public var muscles: [String]
    /// Upper, lower or full body.
    public var region: BodyRegion
    /// barbell, dumbbell, cable, machine, bodyweight, kettlebell or other.
    public var equipment: String
    /// True when a set without a load means body weight rather than an unknown load.
    public var isBodyweight: Bool
    /// True for a timed hold (plank, wall sit, dead hang): a set is seconds held, with no reps.
    /// Stored, and kept up as the id changes: every set line asks, and each asking hashed the id.
    public private(set) var isTimedHold: Bool

    /// Creates an exercise.
    public init(
        id: String, name: String, aliases: [String], muscles: [String], region: BodyRegion,
        equipment: String, isBodyweight: Bool
    ) {
        self.init(
            id: id, name: name, aliases: aliases, muscles: muscles, region: region, equipment: equipment,
            isBodyweight: isBodyweight, isTimedHold: BuiltInExercises.timedHolds.contains(id))
    }

    /// An exercise of the built-in catalogue, which says itself whether it is a timed hold.
    init(
        id: String, name: String, aliases: [String], muscles: [String], region: BodyRegion,
        equipment: String, isBodyweight: Bool, isTimedHold: Bool
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.muscles = muscles
        self.region = region
        self.equipment = equipment
        self.isBodyweight = isBodyweight
        self.isTimedHold = isTimedHold
    }
}
