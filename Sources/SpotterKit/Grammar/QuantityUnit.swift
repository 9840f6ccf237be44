/// The unit of a food quantity.
enum QuantityUnit: Hashable, Sendable {
    case gram, kilogram, ounce, pound
    case millilitre, litre, cup, tablespoon, teaspoon, fluidOunce, pint, quart, gallon
    /// A counted unit, named by its portion key in the food table (`slice`, `scoop`, `link`...);
    /// a string because the table's keys are open-ended.
    case count(String)

    /// Grams per unit for weights; `oz` is always weight (28.35 g), as the spec decides.
    var grams: Double? {
        switch self {
        case .gram: 1
        case .kilogram: 1000
        case .ounce: 28.35
        case .pound: 453.592_37
        default: nil
        }
    }

    /// Millilitres per unit for volumes (US cup = 236.6 ml, fl oz = 29.57 ml).
    var millilitres: Double? {
        switch self {
        case .millilitre: 1
        case .litre: 1000
        case .cup: Self.cupMillilitres
        case .tablespoon: Self.cupMillilitres / 16
        case .teaspoon: Self.cupMillilitres / 48
        case .fluidOunce: 29.57
        // US measures, like the cup: a pint is two cups, a quart four, a gallon sixteen.
        case .pint: Self.cupMillilitres * 2
        case .quart: Self.cupMillilitres * 4
        case .gallon: Self.cupMillilitres * 16
        default: nil
        }
    }

    /// Whether this unit measures volume (a cup, a fl oz, a litre).
    var isVolume: Bool { millilitres != nil }

    /// The food table's portion key for this unit, if it has one.
    var portionKey: String? {
        switch self {
        case .cup: "cup"
        case .tablespoon: "tbsp"
        case .teaspoon: "tsp"
        case .fluidOunce: "fl_oz"
        case .count(let key): key
        default: nil
        }
    }

    static let cupMillilitres = 236.6

    /// The unit spelled by the words at `index` and the index after it (`fl oz` takes two words).
    static func match(_ words: [String?], at index: Int) -> (unit: QuantityUnit, next: Int)? {
        guard index < words.count, let word = words[index] else { return nil }
        let next = index + 1 < words.count ? words[index + 1] : nil
        if word == "fl" || word == "fluid", let next, ["oz", "ozs", "ounce", "ounces"].contains(next) {
            return (.fluidOunce, index + 2)
        }
        guard let unit = spellings[word] else { return nil }
        return (unit, index + 1)
    }

    /// Every spelling of a unit in a `WordTable`, as `spellings` (`QuantityUnit+Spellings.swift`) holds it laid
    /// out beforehand: as a `Dictionary` literal, each word went through the seeded standard hasher (72,000
    /// instructions on the first food line of every process), and put in a table at the first, 34,000.
    static func builtSpellings() -> WordTable<QuantityUnit> {
        WordTable(words: spellingList.map(\.0), values: spellingList.map(\.1))
    }

    private static let spellingList: [(String, QuantityUnit)] = [
        ("g", .gram), ("gr", .gram), ("gm", .gram), ("gms", .gram), ("gram", .gram), ("grams", .gram),
        ("gramme", .gram), ("grammes", .gram),
        ("kg", .kilogram), ("kgs", .kilogram), ("kilo", .kilogram), ("kilos", .kilogram), ("kilogram", .kilogram),
        ("kilograms", .kilogram), ("kilogramme", .kilogram), ("kilogrammes", .kilogram),
        ("oz", .ounce), ("ozs", .ounce), ("ounce", .ounce), ("ounces", .ounce),
        ("lb", .pound), ("lbs", .pound), ("pound", .pound), ("pounds", .pound),
        ("ml", .millilitre), ("mls", .millilitre), ("millilitre", .millilitre), ("millilitres", .millilitre),
        ("milliliter", .millilitre), ("milliliters", .millilitre),
        ("l", .litre), ("ltr", .litre), ("litre", .litre), ("litres", .litre), ("liter", .litre), ("liters", .litre),
        ("cup", .cup), ("cups", .cup),
        ("pint", .pint), ("pints", .pint), ("pt", .pint), ("quart", .quart), ("quarts", .quart), ("qt", .quart),
        ("gallon", .gallon), ("gallons", .gallon), ("gal", .gallon),
        ("tbsp", .tablespoon), ("tbsps", .tablespoon), ("tbs", .tablespoon), ("tbl", .tablespoon),
        ("tablespoon", .tablespoon),
        ("tablespoons", .tablespoon),
        ("tsp", .teaspoon), ("tsps", .teaspoon), ("teaspoon", .teaspoon), ("teaspoons", .teaspoon),
        ("floz", .fluidOunce),
        // Containers and cuts only: words that are foods themselves (steak, cookie, tortilla)
        // stay food words, so `2 cookies` is a count of cookies rather than a unit with no food.
        ("slice", .count("slice")), ("slices", .count("slice")),
        ("piece", .count("piece")), ("pieces", .count("piece")), ("pc", .count("piece")), ("pcs", .count("piece")),
        ("link", .count("link")), ("links", .count("link")),
        ("patty", .count("patty")), ("patties", .count("patty")),
        ("fillet", .count("fillet")), ("fillets", .count("fillet")), ("filet", .count("fillet")),
        ("filets", .count("fillet")),
        ("bar", .count("bar")), ("bars", .count("bar")),
        ("can", .count("can")), ("cans", .count("can")), ("tin", .count("can")), ("tins", .count("can")),
        ("bottle", .count("bottle")), ("bottles", .count("bottle")),
        ("scoop", .count("scoop")), ("scoops", .count("scoop")),
        ("clove", .count("clove")), ("cloves", .count("clove")),
        ("stalk", .count("stalk")), ("stalks", .count("stalk")),
        ("wedge", .count("wedge")), ("wedges", .count("wedge")),
        ("strip", .count("strip")), ("strips", .count("strip")),
        // A rasher is the British slice of bacon: `2 rashers of bacon` was a food named `rashers of bacon`.
        ("rasher", .count("slice")), ("rashers", .count("slice")),
        ("container", .count("container")), ("containers", .count("container")), ("tub", .count("container")),
        ("tubs", .count("container")),
        ("packet", .count("packet")), ("packets", .count("packet")), ("sachet", .count("packet")),
        ("sachets", .count("packet")),
        ("stick", .count("stick")), ("sticks", .count("stick")),
        ("leaf", .count("leaf")), ("leaves", .count("leaf")),
        ("head", .count("head")), ("heads", .count("head")),
        ("spear", .count("spear")), ("spears", .count("spear")),
        ("sprig", .count("sprig")), ("sprigs", .count("sprig")),
        ("pat", .count("pat")), ("pats", .count("pat")),
        ("order", .count("order")), ("orders", .count("order")),
        ("envelope", .count("envelope")), ("envelopes", .count("envelope")),
        ("jigger", .count("jigger")), ("jiggers", .count("jigger")), ("shot", .count("jigger")),
        ("shots", .count("jigger")),
        ("spray", .count("spray")), ("sprays", .count("spray")),
        ("glass", .count("glass")), ("glasses", .count("glass")),
        ("mug", .count("mug")), ("mugs", .count("mug")),
        ("bowl", .count("bowl")), ("bowls", .count("bowl")),
        ("plate", .count("plate")), ("plates", .count("plate")),
        ("handful", .count("handful")), ("handfuls", .count("handful")),
        ("serving", .count("serving")), ("servings", .count("serving")),
    ]
}
