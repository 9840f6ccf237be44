/// The unit of a food quantity.
enum QuantityUnit: Hashable, Sendable {
    case gram, kilogram, ounce, pound
    case millilitre, litre, cup, tablespoon, teaspoon, fluidOunce
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

    private static let spellings: [String: QuantityUnit] = {
        var table: [String: QuantityUnit] = [:]
        let measures: [(QuantityUnit, [String])] = [
            (.gram, ["g", "gr", "gm", "gms", "gram", "grams", "gramme", "grammes"]),
            (.kilogram, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
            (.ounce, ["oz", "ozs", "ounce", "ounces"]),
            (.pound, ["lb", "lbs", "pound", "pounds"]),
            (.millilitre, ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters"]),
            (.litre, ["l", "ltr", "litre", "litres", "liter", "liters"]),
            (.cup, ["cup", "cups"]),
            (.tablespoon, ["tbsp", "tbsps", "tbs", "tbl", "tablespoon", "tablespoons"]),
            (.teaspoon, ["tsp", "tsps", "teaspoon", "teaspoons"]),
            (.fluidOunce, ["floz"]),
        ]
        table.reserveCapacity(measures.reduce(0) { $0 + $1.1.count })
        for (unit, words) in measures {
            for word in words { table[word] = unit }
        }
        // Containers and cuts only: words that are foods themselves (steak, cookie, tortilla)
        // stay food words, so `2 cookies` is a count of cookies rather than a unit with no food.
        let counts: [String: [String]] = [
            "slice": ["slice", "slices"], "piece": ["piece", "pieces", "pc", "pcs"],
            "link": ["link", "links"], "patty": ["patty", "patties"],
            "fillet": ["fillet", "fillets", "filet", "filets"], "bar": ["bar", "bars"],
            "can": ["can", "cans", "tin", "tins"], "bottle": ["bottle", "bottles"],
            "scoop": ["scoop", "scoops"], "clove": ["clove", "cloves"], "stalk": ["stalk", "stalks"],
            "wedge": ["wedge", "wedges"], "strip": ["strip", "strips"],
            "container": ["container", "containers", "tub", "tubs"],
            "packet": ["packet", "packets", "sachet", "sachets"], "stick": ["stick", "sticks"],
            "leaf": ["leaf", "leaves"], "head": ["head", "heads"], "spear": ["spear", "spears"],
            "sprig": ["sprig", "sprigs"], "pat": ["pat", "pats"], "order": ["order", "orders"],
            "envelope": ["envelope", "envelopes"], "jigger": ["jigger", "jiggers", "shot", "shots"],
            "spray": ["spray", "sprays"], "glass": ["glass", "glasses"], "mug": ["mug", "mugs"],
            "bowl": ["bowl", "bowls"], "plate": ["plate", "plates"],
            "handful": ["handful", "handfuls"], "serving": ["serving", "servings"],
        ]
        // Sized up front: growing it word by word rehashed it several times on every food line.
        table.reserveCapacity(table.count + counts.values.reduce(0) { $0 + $1.count })
        for (key, words) in counts {
            for word in words { table[word] = .count(key) }
        }
        return table
    }()
}
