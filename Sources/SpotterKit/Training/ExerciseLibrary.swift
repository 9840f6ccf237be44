/// The exercises Spotter knows by name: the built-in catalogue plus custom exercises and aliases.
///
/// A value type: adding an exercise or teaching an alias returns a new library, so the engine
/// can rebuild the same library by replaying the journal.
public struct ExerciseLibrary: Sendable {
    /// Every exercise, built-in first, in the order added.
    public private(set) var exercises: [Exercise]
    /// Normalised name or alias → index into `exercises`; a `WordTable`, as a `Dictionary` ran each of the
    /// built-in library's 370 keys through the seeded hasher on every set line.
    private var indexByKey: WordTable<Int>
    /// Exercise id → index into `exercises`: every set line and wrap-up asks, several times.
    private var indexByID = TextTable<Int>()

    /// The built-in catalogue of common lifts, its name keys worked out beforehand.
    public static let builtIn = ExerciseLibrary(exercises: BuiltInExercises.all, keys: BuiltInExercises.keyTable)

    /// A library of `exercises`; where two share a name or alias, the earlier one keeps it.
    public init(exercises: [Exercise]) {
        self.exercises = []
        // Room for every name at once: grown as names came, the tables were rehashed nine times.
        self.exercises.reserveCapacity(exercises.count)
        indexByID = TextTable(capacity: exercises.count)
        indexByKey = WordTable(capacity: exercises.reduce(0) { $0 + 2 + $1.aliases.count })
        for exercise in exercises { insert(exercise) }
    }

    /// A library of `exercises` (no id twice) whose names, ids and aliases are the lookup `keys` given, each
    /// with its exercise's place, as `init(exercises:)` would have claimed them.
    init(exercises: [Exercise], keys: WordTable<Int>) {
        self.exercises = exercises
        indexByID = TextTable(capacity: exercises.count)
        for index in exercises.indices { indexByID.insert(index, for: exercises[index].id) }
        indexByKey = keys
    }

    /// Every lookup key with its exercise's place, in the order claimed.
    var nameKeys: [(key: String, index: Int)] { indexByKey.entries.map { (key: $0.0, index: $0.1) } }

    /// The exercise with this name or alias, ignoring case, hyphens, plurals and spacing, and
    /// reading -ing forms (`benching`) and qualifier words (`Barbell Back Squat`, `dips bodyweight`).
    public func exercise(named name: String) -> Exercise? {
        if let found = exactly(named: name) { return found }
        for candidate in ExerciseNameForms.candidates(name) {
            if let found = exactly(named: candidate) { return found }
        }
        return nil
    }

    /// The one exercise whose name or alias is a single typo from `name` (`bnech` → Bench Press),
    /// or nil when none or several are; names under five letters are never guessed at.
    public func exercise(nearlyNamed name: String) -> Exercise? {
        let key = ExerciseName.key(name)
        guard key.count >= 5, !Self.containsCardioWord(name) else { return nil }
        var found: Int?
        for (known, index) in indexByKey.entries where ExerciseNameForms.isOneEdit(key, known) {
            if let found, found != index { return nil }
            found = index
        }
        return found.map { exercises[$0] }
    }

    private func exactly(named name: String) -> Exercise? {
        let key = ExerciseName.key(name)
        guard !key.isEmpty, let index = indexByKey[key] else { return nil }
        return exercises[index]
    }

    /// The exercise with this id.
    public func exercise(id: String) -> Exercise? {
        indexByID[id].map { exercises[$0] }
    }

    /// True when the library has an exercise with this id (without copying it).
    public func knows(id: String) -> Bool { indexByID[id] != nil }

    /// True for a bodyweight exercise with this id; read in place, without copying the exercise
    /// (its names and lists), as every loaded set of a workout's wrap-up asks.
    public func isBodyweight(id: String) -> Bool {
        indexByID[id].map { exercises[$0].isBodyweight } ?? false
    }

    /// The exercise with this name or alias, else a custom exercise for it (`zercher squat`).
    public func exerciseOrCustom(named name: String) -> Exercise {
        exercise(named: name) ?? exercise(id: ExerciseName.slug(name)) ?? customExercise(named: name)
    }

    /// A custom exercise for a name the library does not know: slug id, whole body, no muscles.
    public func customExercise(named name: String) -> Exercise {
        let trimmed = name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return Exercise(
            id: ExerciseName.slug(trimmed), name: ExerciseName.displayName(trimmed), aliases: [],
            muscles: [], region: .full, equipment: "other", isBodyweight: false)
    }

    /// This library plus `exercise`; unchanged when its id is already present.
    public func adding(_ exercise: Exercise) -> ExerciseLibrary {
        guard indexByID[exercise.id] == nil else { return self }
        var copy = self
        copy.insert(exercise)
        return copy
    }

    /// This library with `alias` now meaning the exercise `exerciseID` (the user's word wins).
    ///
    /// Nil when the id is unknown, the alias is empty after normalising, or the alias holds a
    /// cardio word other than `row`: `run` must stay cardio even inside a workout.
    public func teaching(alias: String, to exerciseID: String) -> ExerciseLibrary? {
        let key = ExerciseName.key(alias)
        guard let index = indexByID[exerciseID], !key.isEmpty, !Self.containsCardioWord(alias)
        else { return nil }
        var copy = self
        copy.indexByKey.insert(index, for: key)
        if !copy.exercises[index].aliases.contains(alias) {
            copy.exercises[index].aliases.append(alias)
        }
        return copy
    }

    /// True when `text` has a cardio keyword as a word; `row` is an exercise too, so it is allowed.
    static func containsCardioWord(_ text: String) -> Bool {
        text.lowercased().split(whereSeparator: { !$0.isLetter }).contains { word in
            word != "row" && CardioModality(keyword: String(word)) != nil
        }
    }

    /// Appends `exercise` and indexes its id, name and aliases without taking existing keys.
    private mutating func insert(_ exercise: Exercise) {
        guard indexByID[exercise.id] == nil else { return }
        let index = exercises.count
        exercises.append(exercise)
        indexByID.insert(index, for: exercise.id)
        claim(exercise.name, for: index)
        claim(exercise.id, for: index)
        for alias in exercise.aliases { claim(alias, for: index) }
    }

    /// Points the key of `name` at `index` unless an earlier exercise holds it, with one hash of the key.
    private mutating func claim(_ name: String, for index: Int) {
        let key = ExerciseName.key(name)
        guard !key.isEmpty else { return }
        indexByKey.update(key, startingFrom: index) { _ in }
    }
}
