import Testing

@testable import SpotterKit

@Suite struct ExerciseLibraryTests {
    private let library = ExerciseLibrary.builtIn

    /// The built-in library takes its name keys from a table laid out beforehand: it must be the table of
    /// what normalising the catalogue's names, ids and aliases claims, key for key, in order and in place.
    @Test func theBuiltInKeysAreWhatItsNamesNormaliseTo() {
        let normalised = ExerciseLibrary(exercises: BuiltInExercises.all)
        let keys = normalised.nameKeys
        let expected = WordTable(words: keys.map(\.key), values: keys.map(\.index))
        let stale = WordTableSource.staleness(
            of: "BuiltInExerciseKeys.swift", kept: BuiltInExercises.keyTable, built: expected,
            extending: "BuiltInExercises", documentation: Self.keyTableDocumentation,
            declaration: "static let keyTable", valueType: "Int", value: { String($0) })
        #expect(
            stale == nil, "BuiltInExerciseKeys.swift is out of date; the file to put in its place is \(stale ?? "")")
        #expect(ExerciseLibrary.builtIn.exercises.map(\.id) == normalised.exercises.map(\.id))
        #expect(ExerciseLibrary.builtIn.nameKeys.map(\.key) == keys.map(\.key))
        #expect(ExerciseLibrary.builtIn.exercise(named: "Flat Benches")?.id == "bench-press")
        #expect(ExerciseLibrary.builtIn.exercise(id: "kettlebell-snatch")?.name == "Kettlebell Snatch")
    }

    /// What `BuiltInExerciseKeys.swift` says of its table.
    static let keyTableDocumentation = [
        "The lookup key (`ExerciseName.key`) of every built-in name, id and alias with its exercise's place in",
        "`all`, in the order `ExerciseLibrary(exercises:)` claims them, laid out as a table beforehand: normalising",
        "the catalogue's names on every set line was a tenth of its instructions, and building their table was",
        "70,000 more. `ExerciseLibraryTests` checks the table against the names, and writes the file to put here",
        "when they differ.",
    ]

    @Test func builtInHasAtLeastFortyFiveExercisesOfEveryEquipment() {
        #expect(library.exercises.count >= 45)
        let equipment = Set(library.exercises.map(\.equipment))
        #expect(
            equipment.isSuperset(of: [
                "barbell", "dumbbell", "cable", "machine", "bodyweight", "kettlebell",
            ]))
    }

    @Test(arguments: [
        ("bench", "bench-press"), ("bp", "bench-press"), ("Bench Press", "bench-press"),
        ("ohp", "overhead-press"),
        ("press", "overhead-press"), ("rdl", "romanian-deadlift"), ("RDLs", "romanian-deadlift"),
        ("db row", "dumbbell-row"),
        ("pull ups", "pull-up"), ("pullups", "pull-up"), ("pull-ups", "pull-up"),
        ("Pull-Up", "pull-up"), ("chins", "chin-up"),
        ("dl", "deadlift"), ("squats", "squat"), ("lat pulldown", "lat-pulldown"), ("dips", "dip"),
        ("curls", "dumbbell-curl"),
        ("skull crushers", "skull-crusher"), ("face pulls", "face-pull"), ("hip thrust", "hip-thrust"),
        ("leg press", "leg-press"),
        ("bulgarian split squat", "bulgarian-split-squat"), ("lunges", "lunge"), ("barbell lunges", "lunge"),
        ("calf raises", "calf-raise"),
        ("row", "barbell-row"), ("barbell row", "barbell-row"), ("bent over row", "barbell-row"),
        ("bent-over rows", "barbell-row"),
        ("push ups", "push-up"), ("pushups", "push-up"), ("  bench   press ", "bench-press"),
        ("BENCH", "bench-press"),
        ("farmer's carry", "farmers-carry"), ("farmers carry", "farmers-carry"),
        ("farmer\u{2019}s carry", "farmers-carry"),
        ("bench presses", "bench-press"), ("crunches", "sit-up"), ("flies", "dumbbell-fly"),
        ("flyes", "dumbbell-fly"),
        ("kb swings", "kettlebell-swing"), ("leg curls", "leg-curl"),
        ("cable rows", "seated-cable-row"),
        // 225bd70 knew none of these three: `burpees 50` was a food kept for review.
        ("burpees", "burpee"), ("box jumps", "box-jump"), ("mountain climbers", "mountain-climber"),
    ])
    func aliasesFindTheirExercise(name: String, id: String) {
        #expect(library.exercise(named: name)?.id == id)
    }

    @Test(arguments: ["chicken", "banana", "", " ", "💪", "run", "bench eggs", "x"])
    func unknownNamesFindNothing(name: String) {
        #expect(library.exercise(named: name) == nil)
    }

    @Test func noExerciseNameOrAliasHoldsACardioWord() {
        for exercise in library.exercises {
            for name in [exercise.name] + exercise.aliases {
                #expect(!ExerciseLibrary.containsCardioWord(name), "\(exercise.id): \(name)")
            }
        }
        for word in ["run", "running", "jog", "bike", "swim", "sprint", "cycle", "walk"] {
            #expect(library.exercise(named: word) == nil, "\(word)")
        }
    }

    @Test func noTwoExercisesShareANameOrAlias() {
        var owner: [String: String] = [:]
        for exercise in library.exercises {
            for name in [exercise.name, exercise.id] + exercise.aliases {
                let key = ExerciseName.key(name)
                if let other = owner[key], other != exercise.id {
                    Issue.record("\(name) belongs to both \(other) and \(exercise.id)")
                }
                owner[key] = exercise.id
            }
        }
    }

    @Test func idsAreUniqueSlugs() {
        let ids = library.exercises.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(ExerciseName.slug(id) == id) }
    }

    @Test func regionsAndBodyweightAreSet() {
        #expect(library.exercise(named: "bench")?.region == .upper)
        #expect(library.exercise(named: "squat")?.region == .lower)
        #expect(library.exercise(named: "pullups")?.isBodyweight == true)
        #expect(library.exercise(named: "bench")?.isBodyweight == false)
        #expect(library.exercise(named: "bench")?.muscles.first == "chest")
    }

    @Test func customExerciseGetsASlugAndWholeBody() {
        let custom = library.customExercise(named: "zercher  squat")
        #expect(custom.id == "zercher-squat")
        #expect(custom.name == "Zercher Squat")
        #expect(custom.region == .full)
        #expect(custom.isBodyweight == false)
        #expect(library.customExercise(named: "💪").id == "custom-exercise")
        #expect(library.customExercise(named: "Jefferson Curl!").id == "jefferson-curl")
    }

    @Test func exerciseOrCustomFallsBackToACustomExercise() {
        #expect(library.exerciseOrCustom(named: "bench").id == "bench-press")
        #expect(library.exerciseOrCustom(named: "zercher squat") == library.customExercise(named: "zercher squat"))
    }

    @Test func addingACustomExerciseMakesItFindable() {
        let custom = library.customExercise(named: "zercher squat")
        let grown = library.adding(custom)
        #expect(grown.exercise(named: "Zercher Squats") == custom)
        #expect(grown.exercise(id: "zercher-squat") == custom)
        #expect(library.exercise(named: "zercher squat") == nil)
        #expect(grown.adding(custom).exercises.count == grown.exercises.count)
    }

    @Test func addingNeverStealsABuiltInName() {
        let impostor = Exercise(
            id: "my-bench", name: "Bench", aliases: [], muscles: [], region: .full, equipment: "other",
            isBodyweight: false)
        #expect(library.adding(impostor).exercise(named: "bench")?.id == "bench-press")
    }

    @Test func theEarlierExerciseKeepsASharedNameIdOrAlias() {
        func exercise(_ id: String, _ name: String, _ aliases: [String]) -> Exercise {
            Exercise(
                id: id, name: name, aliases: aliases, muscles: [], region: .full, equipment: "other",
                isBodyweight: false)
        }
        let first = exercise("sled", "Sled Push", ["prowler"])
        let second = exercise("prowler", "Prowler Push", ["sled push", "sled", "pusher"])
        let library = ExerciseLibrary(exercises: [first, second])
        #expect(library.exercise(named: "prowler")?.id == "sled")
        #expect(library.exercise(named: "sled pushes")?.id == "sled")
        #expect(library.exercise(named: "sled")?.id == "sled")
        #expect(library.exercise(named: "Prowler Push")?.id == "prowler")
        #expect(library.exercise(named: "pusher")?.id == "prowler")
        #expect(library.exercise(id: "prowler")?.id == "prowler")
    }

    @Test func teachingAnAliasReturnsANewLibrary() throws {
        let taught = try #require(library.teaching(alias: "spoto", to: "bench-press"))
        #expect(taught.exercise(named: "spoto press")?.id == nil)
        #expect(taught.exercise(named: "Spoto")?.id == "bench-press")
        #expect(taught.exercise(id: "bench-press")?.aliases.contains("spoto") == true)
        #expect(library.exercise(named: "spoto") == nil)
        let moved = try #require(library.teaching(alias: "press", to: "dumbbell-shoulder-press"))
        #expect(moved.exercise(named: "press")?.id == "dumbbell-shoulder-press")
    }

    @Test func teachingRefusesUnknownIdsEmptyAliasesAndCardioWords() {
        #expect(library.teaching(alias: "spoto", to: "no-such-lift") == nil)
        #expect(library.teaching(alias: " - ", to: "bench-press") == nil)
        #expect(library.teaching(alias: "run", to: "bench-press") == nil)
        #expect(library.teaching(alias: "row", to: "seated-cable-row") != nil)
    }

    @Test func setParserUsesTaughtAliases() throws {
        let taught = try #require(library.teaching(alias: "spoto", to: "bench-press"))
        #expect(SetParser.parse("spoto", defaultUnit: .kg, library: taught)?.action == .selectExercise)
        #expect(SetParser.parse("spoto", defaultUnit: .kg, library: library) == nil)
    }

    @Test func loadConvertsPoundsToKilograms() {
        #expect(Load(value: 100, unit: .kg).kilograms == 100)
        #expect(Load(value: 1, unit: .lb).kilograms == 0.45359237)
        #expect(WeightUnit.kilogramsPerPound == 0.45359237)
        #expect(WeightUnit.kg.kilograms == 1)
        #expect(WeightUnit.lb.kilograms == 0.45359237)
    }
}
