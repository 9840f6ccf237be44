/// Every word the training parsers treat specially, looked up once per word in one table.
///
/// One hash lookup per word instead of a chain of string `switch`es keeps a parse within a few
/// microseconds. Distance and time units mean cardio, food units mean food, weight units and set
/// words mean sets.
enum TrainingLexicon {
    /// What `word` (lower-cased) means, or nil for an ordinary word such as an exercise name.
    static func meaning(of word: String) -> WordMeaning? {
        table[word]
    }

    /// Metres in one of the distance unit `word` names (`km`, `miles`), from the same table.
    static func metres(per word: String) -> Double? { table[word]?.metres }

    /// Seconds in one of the duration unit `word` names (`min`, `h`), from the same table.
    static func seconds(per word: String) -> Double? { table[word]?.seconds }

    // MARK: - Vocabulary

    private static let weightUnitWords: [(String, WeightUnit)] = [
        ("kg", .kg), ("kgs", .kg), ("kilo", .kg), ("kilos", .kg), ("kilogram", .kg), ("kilograms", .kg),
        ("kilogramme", .kg), ("kilogrammes", .kg), ("lb", .lb), ("lbs", .lb), ("pound", .lb), ("pounds", .lb),
        ("#", .lb),
    ]

    private static let cardioWords: [(String, CardioModality)] = [
        ("run", .run), ("runs", .run), ("running", .run), ("ran", .run), ("jog", .run), ("jogs", .run),
        ("jogging", .run), ("jogged", .run), ("sprint", .sprint), ("sprints", .sprint), ("sprinting", .sprint),
        ("sprinted", .sprint), ("swim", .swim), ("swims", .swim), ("swimming", .swim), ("swam", .swim),
        ("row", .row), ("rowing", .row), ("rowed", .row), ("erg", .row), ("bike", .bike), ("biking", .bike),
        ("biked", .bike), ("cycle", .bike), ("cycling", .bike), ("cycled", .bike), ("ride", .bike),
        ("riding", .bike), ("rode", .bike), ("walk", .walk), ("walks", .walk), ("walking", .walk),
        ("walked", .walk), ("hike", .hike), ("hikes", .hike), ("hiking", .hike), ("hiked", .hike),
        ("cardio", .cardio), ("endurance", .endurance), ("climb", .climb), ("climbs", .climb), ("climbing", .climb),
        ("climbed", .climb), ("bouldering", .climb), ("yoga", .yoga), ("sport", .sport), ("sports", .sport),
        ("tennis", .sport), ("football", .sport), ("soccer", .sport), ("basketball", .sport), ("badminton", .sport),
        ("volleyball", .sport), ("hockey", .sport), ("rugby", .sport),
        // Classes and sports said with their time (`boxing class 45 min`, `stretching 15 min` were foods kept for
        // review). Not `squash` or `cricket`, which are also foods.
        ("boxing", .sport), ("kickboxing", .sport), ("bjj", .sport), ("jiujitsu", .sport), ("judo", .sport),
        ("karate", .sport), ("mma", .sport), ("golf", .sport), ("skiing", .sport), ("snowboarding", .sport),
        ("surfing", .sport), ("skating", .sport), ("stretching", .yoga), ("stretch", .yoga), ("mobility", .yoga),
        ("pilates", .yoga), ("dance", .cardio), ("dancing", .cardio), ("crossfit", .cardio),
        // Gym cardio named by its machine or class: timed, so `treadmill 30` is minutes (`spin 45` is no 45 km).
        ("hiit", .cardio), ("elliptical", .cardio), ("treadmill", .cardio), ("stairmaster", .cardio),
        ("stairclimber", .cardio), ("stepmill", .cardio), ("spin", .cardio), ("spinning", .cardio),
        ("aerobics", .cardio), ("zumba", .cardio),
        // A machine or a class named for its sport: `10 min rower`, `peloton 30 min`, `parkrun 24:10`.
        ("rower", .row), ("peloton", .bike), ("parkrun", .run),
    ]

    /// Metres per distance unit; `k` is the runner's `5k`.
    private static let distanceWords: [(String, Double)] = [
        ("m", 1), ("meter", 1), ("meters", 1), ("metre", 1), ("metres", 1), ("km", 1000), ("kms", 1000), ("k", 1000),
        ("kilometer", 1000), ("kilometers", 1000), ("kilometre", 1000), ("kilometres", 1000),
        ("mi", 1609.344), ("mile", 1609.344), ("miles", 1609.344), ("yd", 0.9144), ("yds", 0.9144),
        ("yard", 0.9144), ("yards", 0.9144),
    ]

    private static let durationWords: [(String, Double)] = [
        ("s", 1), ("sec", 1), ("secs", 1), ("second", 1), ("seconds", 1), ("min", 60), ("mins", 60), ("minute", 60),
        ("minutes", 60), ("h", 3600), ("hr", 3600), ("hrs", 3600), ("hour", 3600), ("hours", 3600),
    ]

    /// Units and containers that only food and drink come in (`150g`, `2 cups`, `1 slice`).
    static let foodUnits: [String] = [
        "g", "gr", "gram", "grams", "gramme", "grammes", "mg", "oz", "ounce", "ounces", "ml", "l", "cl",
        "dl", "liter", "liters", "litre", "litres", "cup", "cups", "tbsp", "tsp", "tablespoon",
        "tablespoons", "teaspoon", "teaspoons", "slice", "slices", "piece", "pieces", "serving",
        "servings", "scoop", "scoops", "kcal", "cal", "cals", "calories", "can", "cans", "bottle",
        "bottles", "glass", "glasses", "bowl", "bowls", "handful", "handfuls", "portion", "portions",
    ]

    /// Words that tell of eating or drinking: a line with one of them beside a sport word
    /// (`a bottle of Gatorade sports drink`, `a peach swimming in syrup, indulged`) is a meal.
    /// Containers count (`can` does not: `I can run 5k`); meal names do not (`run before breakfast`).
    static let eatingWords: [String] = [
        "ate", "eat", "eating", "eaten", "drank", "drink", "drinks", "drinking", "sipped", "sipping", "savored",
        "savoured", "munched", "munching", "snacked", "indulged", "gulped", "devoured", "cup", "cups", "bottle",
        "bottles", "glass", "glasses", "slice", "slices", "bowl", "bowls", "serving", "servings", "tablespoon",
        "tablespoons", "teaspoon", "teaspoons", "scoop", "scoops", "handful", "handfuls",
        // Sports drinks said by their brand: `lucozade sport` started a bout of sport.
        "lucozade", "gatorade", "powerade",
    ]

    private static let setWordList: [(String, SetWord)] = [
        ("reps", .reps), ("rep", .reps), ("sets", .sets), ("set", .sets), ("rpe", .rpe), ("of", .of),
        ("for", .forWord), ("at", .at),
    ]

    /// One-word flags.
    private static let flagWordList: [(String, SetFlag)] = [
        ("warmup", .warmup), ("warmups", .warmup), ("wu", .warmup), ("failure", .toFailure),
        ("amrap", .toFailure), ("dropset", .dropSet), ("dropsets", .dropSet),
    ]

    /// First words of two-word flags: `warm up`, `to failure`, `drop set`.
    private static let flagPhraseWords: [(String, SetFlag)] = [
        ("warm", .warmup), ("to", .toFailure), ("drop", .dropSet),
    ]

    // MARK: - Table

    /// The table of the lists above, as `table` (`TrainingLexicon+Table.swift`) holds it laid out beforehand.
    /// A `WordTable`, not a `Dictionary`: every lookup hashed the word with the seeded standard hasher.
    static func builtTable() -> WordTable<WordMeaning> {
        // Sized once for every word, so it never grows on the way.
        var table = WordTable<WordMeaning>(
            capacity: weightUnitWords.count + cardioWords.count + distanceWords.count + durationWords.count
                + foodUnits.count + eatingWords.count + setWordList.count + flagWordList.count
                + flagPhraseWords.count)
        func update(_ word: String, _ change: (inout WordMeaning) -> Void) {
            table.update(word, startingFrom: WordMeaning(), change)
        }
        for (word, unit) in weightUnitWords { update(word) { $0.weightUnit = unit } }
        for (word, modality) in cardioWords { update(word) { $0.cardio = modality } }
        for (word, metres) in distanceWords { update(word) { $0.metres = metres } }
        for (word, seconds) in durationWords { update(word) { $0.seconds = seconds } }
        for word in foodUnits { update(word) { $0.isFoodUnit = true } }
        for word in eatingWords { update(word) { $0.tellsOfEating = true } }
        for (word, setWord) in setWordList { update(word) { $0.setWord = setWord } }
        for (word, flag) in flagWordList { update(word) { $0.flag = flag } }
        for (word, flag) in flagPhraseWords { update(word) { $0.flagPhraseFlag = flag } }
        return table
    }
}

/// A word of set notation.
enum SetWord: Sendable {
    case reps, sets, rpe, of, forWord, at
}

/// Everything a word can mean to the training parsers; most words mean one thing.
struct WordMeaning: Sendable, Equatable {
    var weightUnit: WeightUnit?
    var cardio: CardioModality?
    var metres: Double?
    var seconds: Double?
    var isFoodUnit = false
    /// The word tells of eating or drinking (`sipped`, `a bottle of`), so the line is not cardio.
    var tellsOfEating = false
    var setWord: SetWord?
    var flag: SetFlag?
    /// The flag of the two-word phrase this word starts.
    var flagPhraseFlag: SetFlag?

    /// True when the word is, or may start, a flag.
    var startsFlagPhrase: Bool { flagPhraseFlag != nil }

    /// A distance, duration or food unit: after a number it makes the line cardio or food.
    var isForeignUnit: Bool { metres != nil || seconds != nil || isFoodUnit }
}
