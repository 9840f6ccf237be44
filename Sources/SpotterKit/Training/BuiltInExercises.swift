/// The built-in catalogue: common barbell, dumbbell, cable, machine, bodyweight and kettlebell lifts.
///
/// No name or alias may contain a cardio word (`run`, `walk`, `bike`, ...) other than `row`:
/// the grammar sends those to cardio, and `row` alone means Barbell Row inside a workout.
enum BuiltInExercises {
    /// Every built-in exercise; on an alias clash the earlier entry keeps it.
    static let all: [Exercise] = [
        // MARK: - Barbell
        lift(
            "bench-press", "Bench Press",
            ["bench", "bp", "flat bench", "barbell bench press", "bb bench", "flat barbell bench press"],
            ["chest", "triceps", "front delts"], .upper, "barbell"),
        lift(
            "incline-bench-press", "Incline Bench Press",
            ["incline bench", "incline bp", "incline press"],
            ["upper chest", "front delts", "triceps"], .upper, "barbell"),
        lift(
            "close-grip-bench-press", "Close-Grip Bench Press", ["close grip bench", "cgbp", "cg bench"],
            ["triceps", "chest"], .upper, "barbell"),
        lift(
            "overhead-press", "Overhead Press",
            [
                "ohp", "press", "military press", "strict press",
                "standing press", "barbell overhead press",
            ], ["front delts", "triceps", "upper chest"], .upper, "barbell"),
        lift(
            "squat", "Squat", ["back squat", "barbell squat", "high bar squat", "low bar squat"],
            ["quads", "glutes", "adductors"], .lower, "barbell"),
        lift(
            "front-squat", "Front Squat", ["barbell front squat"], ["quads", "glutes", "upper back"],
            .lower, "barbell"),
        lift(
            "deadlift", "Deadlift", ["dl", "conventional deadlift", "barbell deadlift"],
            ["hamstrings", "glutes", "lower back", "traps"], .lower, "barbell"),
        lift(
            "sumo-deadlift", "Sumo Deadlift", ["sumo", "sumo dl"], ["glutes", "adductors", "hamstrings"],
            .lower, "barbell"),
        lift(
            "romanian-deadlift", "Romanian Deadlift", ["rdl", "romanian dl", "barbell rdl"],
            ["hamstrings", "glutes", "lower back"], .lower, "barbell"),
        lift(
            "stiff-leg-deadlift", "Stiff-Leg Deadlift",
            ["sldl", "stiff legged deadlift", "straight leg deadlift"],
            ["hamstrings", "lower back"], .lower, "barbell"),
        lift(
            "trap-bar-deadlift", "Trap Bar Deadlift", ["trap bar dl", "hex bar deadlift", "hex bar dl"],
            ["quads", "glutes", "hamstrings", "traps"], .lower, "barbell"),
        lift(
            "barbell-row", "Barbell Row",
            ["row", "bent over row", "bb row", "bor", "barbell bent over row"],
            ["lats", "upper back", "rear delts", "biceps"], .upper, "barbell"),
        lift(
            "pendlay-row", "Pendlay Row", [], ["upper back", "lats", "rear delts"], .upper, "barbell"),
        lift(
            "t-bar-row", "T-Bar Row", ["tbar row", "landmine row"], ["upper back", "lats"], .upper,
            "barbell"),
        lift(
            "power-clean", "Power Clean", ["clean", "hang clean", "hang power clean"],
            ["traps", "glutes", "quads", "hamstrings"], .full, "barbell"),
        lift(
            "hip-thrust", "Hip Thrust", ["barbell hip thrust", "hip thruster"], ["glutes", "hamstrings"],
            .lower, "barbell"),
        lift(
            "good-morning", "Good Morning", [], ["hamstrings", "lower back", "glutes"], .lower, "barbell"),
        lift(
            "barbell-curl", "Barbell Curl",
            ["bb curl", "ez bar curl", "ez curl", "straight bar curl", "barbell bicep curl"],
            ["biceps", "forearms"], .upper, "barbell"),
        lift(
            "skull-crusher", "Skull Crusher",
            [
                "skullcrusher", "lying tricep extension", "lying triceps extension",
                "ez bar skull crusher",
            ], ["triceps"], .upper, "barbell"),
        lift("barbell-shrug", "Barbell Shrug", ["shrug"], ["traps"], .upper, "barbell"),
        lift("upright-row", "Upright Row", [], ["side delts", "traps"], .upper, "barbell"),

        // MARK: - Dumbbell
        lift(
            "dumbbell-bench-press", "Dumbbell Bench Press",
            [
                "db bench", "dumbbell bench", "db bench press",
                "db press", "dumbbell press",
            ], ["chest", "triceps", "front delts"], .upper, "dumbbell"),
        lift(
            "incline-dumbbell-press", "Incline Dumbbell Press",
            [
                "incline db press", "incline db bench",
                "incline dumbbell bench",
            ], ["upper chest", "front delts", "triceps"], .upper, "dumbbell"),
        lift(
            "dumbbell-shoulder-press", "Dumbbell Shoulder Press",
            [
                "shoulder press", "db shoulder press",
                "seated dumbbell press", "db ohp", "dumbbell ohp",
            ], ["front delts", "triceps"], .upper, "dumbbell"),
        lift(
            "arnold-press", "Arnold Press", [], ["front delts", "side delts", "triceps"], .upper,
            "dumbbell"),
        lift(
            "dumbbell-row", "Dumbbell Row",
            [
                "db row", "one arm row", "single arm row", "one arm db row",
                "one arm dumbbell row", "kroc row",
            ], ["lats", "upper back", "biceps"], .upper, "dumbbell"),
        lift(
            "dumbbell-curl", "Dumbbell Curl",
            ["curl", "db curl", "bicep curl", "biceps curl", "alternating curl", "dumbbell bicep curl"],
            ["biceps", "forearms"], .upper, "dumbbell"),
        lift(
            "hammer-curl", "Hammer Curl", ["db hammer curl", "hammers"],
            ["brachialis", "forearms", "biceps"], .upper, "dumbbell"),
        lift("preacher-curl", "Preacher Curl", ["preacher"], ["biceps"], .upper, "dumbbell"),
        lift(
            "lateral-raise", "Lateral Raise",
            [
                "lat raise", "side raise", "laterals", "side lateral raise",
                "db lateral raise",
            ], ["side delts"], .upper, "dumbbell"),
        lift(
            "rear-delt-fly", "Rear Delt Fly",
            ["reverse fly", "rear delt flye", "rear fly", "bent over fly"],
            ["rear delts", "upper back"], .upper, "dumbbell"),
        lift(
            "dumbbell-fly", "Dumbbell Fly", ["db fly", "chest fly", "flye", "fly", "db flye"], ["chest"],
            .upper, "dumbbell"),
        lift("goblet-squat", "Goblet Squat", ["goblet"], ["quads", "glutes"], .lower, "dumbbell"),
        lift(
            "bulgarian-split-squat", "Bulgarian Split Squat",
            [
                "bss", "bulgarian", "split squat",
                "rear foot elevated split squat", "rfess",
            ], ["quads", "glutes"], .lower, "dumbbell"),
        lift(
            "lunge", "Lunge",
            ["db lunge", "dumbbell lunge", "reverse lunge", "forward lunge", "barbell lunge"],
            ["quads", "glutes"], .lower, "dumbbell"),
        lift(
            "step-up", "Step-Up", ["box step up", "db step up"], ["quads", "glutes"], .lower, "dumbbell"),
        lift(
            "farmers-carry", "Farmer's Carry", ["farmer carry", "farmers", "loaded carry"],
            ["forearms", "traps", "core"], .full, "dumbbell"),
        lift(
            "tricep-kickback", "Tricep Kickback", ["kickback", "triceps kickback"], ["triceps"], .upper,
            "dumbbell"),

        // MARK: - Cable
        lift(
            "lat-pulldown", "Lat Pulldown", ["pulldown", "lat pull down", "wide grip pulldown"],
            ["lats", "biceps", "upper back"], .upper, "cable"),
        lift(
            "seated-cable-row", "Seated Cable Row", ["cable row", "seated row", "low row"],
            ["upper back", "lats", "biceps"], .upper, "cable"),
        lift(
            "face-pull", "Face Pull", ["facepull", "rope face pull"], ["rear delts", "upper back"],
            .upper, "cable"),
        lift(
            "tricep-pushdown", "Tricep Pushdown",
            [
                "pushdown", "triceps pushdown", "rope pushdown", "pressdown",
                "tricep pressdown",
            ], ["triceps"], .upper, "cable"),
        lift(
            "overhead-tricep-extension", "Overhead Tricep Extension",
            [
                "overhead extension", "tricep extension",
                "triceps extension", "overhead triceps extension",
            ], ["triceps"], .upper, "cable"),
        lift(
            "cable-fly", "Cable Fly", ["cable crossover", "crossover", "cable flye"], ["chest"], .upper,
            "cable"),
        lift("cable-curl", "Cable Curl", ["rope curl"], ["biceps"], .upper, "cable"),
        lift("cable-crunch", "Cable Crunch", ["kneeling cable crunch"], ["abs"], .full, "cable"),

        // MARK: - Machine
        lift(
            "leg-press", "Leg Press", ["legpress", "sled press"], ["quads", "glutes"], .lower, "machine"),
        lift(
            "hack-squat", "Hack Squat", ["machine hack squat"], ["quads", "glutes"], .lower, "machine"),
        lift(
            "leg-extension", "Leg Extension", ["leg ext", "quad extension", "knee extension"], ["quads"], .lower,
            "machine"),
        lift(
            "leg-curl", "Leg Curl", ["hamstring curl", "lying leg curl", "seated leg curl"],
            ["hamstrings"], .lower, "machine"),
        lift(
            "calf-raise", "Calf Raise", ["calf", "calves", "standing calf raise", "seated calf raise"],
            ["calves"], .lower, "machine"),
        lift(
            "machine-chest-press", "Machine Chest Press", ["chest press", "chest press machine"],
            ["chest", "triceps"], .upper, "machine"),
        lift(
            "pec-deck", "Pec Deck", ["pec fly", "machine fly", "pec deck fly"], ["chest"], .upper,
            "machine"),
        lift(
            "hip-abduction", "Hip Abduction", ["abductor", "abduction machine"], ["glute medius"], .lower,
            "machine"),
        lift(
            "hip-adduction", "Hip Adduction", ["adductor", "adduction machine"], ["adductors"], .lower,
            "machine"),
        lift(
            "smith-machine-squat", "Smith Machine Squat", ["smith squat"], ["quads", "glutes"], .lower,
            "machine"),

        // MARK: - Bodyweight
        body(
            "pull-up", "Pull-Up", ["pullup", "pull up", "wide grip pull up", "weighted pull up"],
            ["lats", "biceps", "upper back"], .upper),
        body(
            "chin-up", "Chin-Up", ["chinup", "chin", "chins", "weighted chin up"], ["lats", "biceps"],
            .upper),
        body(
            "dip", "Dip", ["parallel bar dip", "tricep dip", "triceps dip", "weighted dip"],
            ["chest", "triceps", "front delts"], .upper),
        body(
            "push-up", "Push-Up", ["pushup", "push up", "press up", "pressup"],
            ["chest", "triceps", "front delts"], .upper),
        body(
            "inverted-row", "Inverted Row", ["body row", "australian pull up"], ["upper back", "lats"],
            .upper),
        body(
            "hanging-leg-raise", "Hanging Leg Raise", ["leg raise", "hlr", "hanging knee raise"],
            ["abs", "hip flexors"], .full),
        body("sit-up", "Sit-Up", ["situp", "sit up", "crunch"], ["abs"], .full),
        body(
            "ab-wheel-rollout", "Ab Wheel Rollout", ["ab wheel", "rollout", "ab rollout"], ["abs"], .full),
        body(
            "back-extension", "Back Extension", ["hyperextension", "hyper", "45 degree back extension"],
            ["lower back", "glutes", "hamstrings"], .lower),
        body("muscle-up", "Muscle-Up", ["muscleup"], ["lats", "chest", "triceps"], .upper),
        body(
            "nordic-curl", "Nordic Curl", ["nordic", "nordic hamstring curl"], ["hamstrings"], .lower),
        body("air-squat", "Air Squat", ["bodyweight squat", "bw squat"], ["quads", "glutes"], .lower),
        body("burpee", "Burpee", [], ["quads", "chest", "core"], .full),
        body("box-jump", "Box Jump", [], ["quads", "glutes", "calves"], .lower),
        body("mountain-climber", "Mountain Climber", [], ["core", "hip flexors"], .full),

        // MARK: - Timed holds (a set is seconds held, not reps)
        hold("plank", "Plank", ["front plank", "forearm plank", "elbow plank"], ["abs", "core"], .full),
        hold("side-plank", "Side Plank", ["side bridge"], ["obliques", "abs"], .full),
        hold("wall-sit", "Wall Sit", ["wall squat"], ["quads", "glutes"], .lower),
        hold("dead-hang", "Dead Hang", ["bar hang", "hang from the bar"], ["forearms", "lats"], .upper),
        hold("hollow-hold", "Hollow Hold", ["hollow body hold", "hollow body", "hollow"], ["abs"], .full),
        hold("l-sit", "L-Sit", ["lsit", "l sit hold"], ["abs", "hip flexors", "triceps"], .full),

        // MARK: - Kettlebell
        lift(
            "kettlebell-swing", "Kettlebell Swing", ["kb swing", "swing", "russian swing"],
            ["glutes", "hamstrings", "lower back"], .full, "kettlebell"),
        lift(
            "turkish-get-up", "Turkish Get-Up", ["tgu", "get up", "kb get up"],
            ["shoulders", "core", "glutes"], .full, "kettlebell"),
        lift(
            "kettlebell-snatch", "Kettlebell Snatch", ["kb snatch"],
            ["shoulders", "glutes", "hamstrings"], .full, "kettlebell"),
    ]

    /// The ids of the exercises whose sets are timed holds (`plank 60s`) rather than reps, for an exercise made
    /// elsewhere. The catalogue says so of its own, rather than each of its 77 exercises hashing its id to ask
    /// here: that was 38,000 instructions of every set line.
    static let timedHolds = Set(all.lazy.filter(\.isTimedHold).map(\.id))

    /// A loaded lift: a set without a load means the load was not given.
    private static func lift(
        _ id: String, _ name: String, _ aliases: [String], _ muscles: [String], _ region: BodyRegion,
        _ equipment: String
    ) -> Exercise {
        Exercise(
            id: id, name: name, aliases: aliases, muscles: muscles, region: region, equipment: equipment,
            isBodyweight: false, isTimedHold: false)
    }

    /// A bodyweight exercise: a set without a load is body weight.
    private static func body(
        _ id: String, _ name: String, _ aliases: [String], _ muscles: [String], _ region: BodyRegion,
        isTimedHold: Bool = false
    ) -> Exercise {
        Exercise(
            id: id, name: name, aliases: aliases, muscles: muscles, region: region, equipment: "bodyweight",
            isBodyweight: true, isTimedHold: isTimedHold)
    }

    /// A bodyweight hold: a set is seconds held.
    private static func hold(
        _ id: String, _ name: String, _ aliases: [String], _ muscles: [String], _ region: BodyRegion
    ) -> Exercise {
        body(id, name, aliases, muscles, region, isTimedHold: true)
    }
}
