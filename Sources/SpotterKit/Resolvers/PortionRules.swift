/// A portion in grams and how sure it is.
struct Portion: Equatable {
    var grams: Double
    var status: FoodStatus
    var note: String?
}

/// Turns a quantity into grams of one table row (SPEC 4 and 10): weights are exact; counts use
/// the table's portions and never a guessed piece weight; volumes go through the row's cup.
enum PortionRules {
    /// The portion `quantity` of `row` weighs, or why the table cannot say; `food` is the text
    /// as typed, for messages.
    static func portion(
        _ quantity: Quantity?, size: PortionSize?, row: FoodRow, food: String
    ) -> Result<Portion, QuantityError> {
        switch finding(quantity, size: size, row: row, food: food) {
        case .weighed(let grams):
            return .success(Portion(grams: grams, status: .ok))
        case .assumed(let grams, let key):
            let assumed = key.map { "\(describe($0)) (\(format(grams)) g)" } ?? "100 g"
            return .success(Portion(grams: grams, status: .estimated, note: "assumed \(assumed)"))
        case .standIn(let amount, let unit, let key, let grams):
            return .success(
                Portion(
                    grams: amount * grams, status: .estimated,
                    note: "no \(unit) portion in USDA's list; assumed \(describe(key)) (\(format(grams)) g)"))
        case .bites(let count):
            return .success(
                Portion(grams: count * biteGrams, status: .estimated, note: "assumed \(format(biteGrams)) g a bite"))
        case .asWater(let millilitres):
            return .success(
                Portion(
                    grams: millilitres, status: .estimated,
                    note: "no cup weight for \(food) in the food table; assumed 1 g per ml"))
        case .missing(let unit):
            return .failure(
                QuantityError(missingPortion: MissingPortion(unit: unit, food: food, portions: row.portions)))
        }
    }

    /// The grams `row` itself weighs for `quantity`, where no other portion stands in for the unit named:
    /// what `portion` finds, without the words it would say of it (a detour asks this of several foods).
    static func ownWeight(_ quantity: Quantity?, size: PortionSize?, row: FoodRow, food: String) -> Double? {
        switch finding(quantity, size: size, row: row, food: food) {
        case .weighed(let grams), .assumed(let grams, _): grams
        case .standIn, .bites, .asWater, .missing: nil
        }
    }

    /// Which rule weighs a portion, before any words are made of it.
    private enum Finding {
        /// A weight the table or the unit gives.
        case weighed(Double)
        /// An estimate from the portion under `key` (nil: 100 g).
        case assumed(Double, key: String?)
        /// `amount` of the portion under `key`, standing in for `unit`, which the food has no weight for.
        case standIn(amount: Double, unit: String, key: String, grams: Double)
        /// Bites of a food, which no food's portions weigh.
        case bites(Double)
        /// A volume of a food with no cup weight, weighed as water.
        case asWater(millilitres: Double)
        /// The food has no weight for `unit`.
        case missing(unit: String)
    }

    /// The rule that weighs `quantity` of `row`, which `portion` words and `ownWeight` reads.
    private static func finding(_ quantity: Quantity?, size: PortionSize?, row: FoodRow, food: String) -> Finding {
        guard let quantity else { return defaultPortion(size: size, row: row) }
        let amount = quantity.amount
        switch quantity.unit {
        case nil:
            // `half of a canned peach` is USDA's `1 half` where it weighs one.
            if amount == 0.5, size == nil, let grams = row.portions["half"] { return .weighed(grams) }
            if let (key, grams) = countPortion(size: size, row: row, food: food) {
                // `a whole pizza` is no slice of one: the whole food's own weight (`cake`), else none.
                guard partKeys.contains(key), let noun = wholeFoodNoun(food) else { return .weighed(amount * grams) }
                guard let whole = row.portions[noun] else { return .missing(unit: "whole") }
                return .weighed(amount * whole)
            }
            // `a sandwich` of a USDA food with no sandwich portion: USDA's own default, not a guess.
            if amount == 1, let grams = row.portions[USDAPortions.defaultKey] {
                return .assumed(grams, key: USDAPortions.defaultKey)
            }
            return .missing(unit: "piece")
        case .count(let key):
            let sized = size.flatMap { size in
                row.portions[size.rawValue + " " + key]
                    ?? synonyms[key].flatMap { row.portions[size.rawValue + " " + $0] }
            }
            if let grams = sized ?? row.portions[key] ?? synonyms[key].flatMap({ row.portions[$0] }) {
                return .weighed(amount * grams)
            }
            // `a shot of espresso` is USDA's single espresso, a fluid ounce; a jigger (1.5 fl oz) is a spirit's shot.
            if key == "jigger", let grams = row.portions["fl_oz"], FoodWords.normalized(row.name).contains("espresso") {
                return .weighed(amount * grams)
            }
            if key == "bite" { return .bites(amount) }
            // `a splash of milk` is a tablespoon: a measure the food's list lacks goes by its cup.
            if let unit = volumeUnits.first(where: { $0.0 == key })?.1, let millilitres = unit.millilitres,
                let density = density(row)
            {
                return .weighed(amount * millilitres * density)
            }
            // `a slice of orange`: one of a unit USDA does not weigh is its portion for an
            // unspecified amount, marked as standing in.
            // (A scoop stays unknown: brand scoops vary too much.)
            let single =
                amount == 1 && pieceUnits.contains(key)
                ? row.portions[USDAPortions.defaultKey].map { (USDAPortions.defaultKey, $0) } : nil
            if let (assumed, grams) = vaguePortion(key, size: size, row: row) ?? single {
                return .standIn(amount: amount, unit: key, key: assumed, grams: grams)
            }
            return .missing(unit: key)
        case let unit?:
            if let grams = unit.grams { return .weighed(amount * grams) }
            if let key = unit.portionKey, let grams = row.portions[key] { return .weighed(amount * grams) }
            let millilitres = amount * (unit.millilitres ?? 0)
            if let density = density(row) { return .weighed(millilitres * density) }
            return .asWater(millilitres: millilitres)
        }
    }

    /// Units that name the same piece where the table uses another word: a strip of bacon is
    /// the table's slice.
    static let synonyms = ["strip": "slice", "slice": "piece", "piece": "slice"]

    /// Dishes made whole and eaten by the piece, folded as the table keys portions (`pie` is `py`): a bare count of
    /// one is a piece of it. A pizza is, as the table's `a pizza` is, unless frozen (`isEatenWhole`).
    static let slicedDishes = ["pie", "quiche", "cake", "cheesecake", "lasagna", "pizza"].map(FoodWords.folded)

    /// A frozen pizza is one person's, eaten whole (USDA's `1 frozen personal size pizza`), where a restaurant's
    /// comes by the slice.
    private static func isEatenWhole(_ row: FoodRow, dish: String) -> Bool {
        dish == FoodWords.folded("pizza") && row.name.containsBytes(of: "frozen")
    }

    /// Portions that are a part of a whole food: a slice, a piece, a wedge.
    static let partKeys = ["slice", "piece", "wedge"]

    /// The food's last word, folded as the table keys portions, when the phrase says the whole of it:
    /// `whole pizza` (`whole wheat bread`, `whole grain crackers` and `whole milk` say no such thing).
    static func wholeFoodNoun(_ food: String) -> String? {
        let words = FoodWords.normalized(food).map(FoodWords.folded)
        guard words.count >= 2, words[0] == "whole", !["wheat", "grain", "milk"].contains(words[1]) else { return nil }
        return words.last
    }

    /// Keys a bare count may use after the size word, in the spec's order.
    static let countKeys = ["each", "medium", "piece", "slice"]

    /// Whether `row` weighs a phrase without quantity itself (a size, USDA's unspecified amount or
    /// a count), so the default portion is no 100 g guess.
    ///
    /// A bite-sized piece is no serving (`chicken nuggets`, `orange chicken`, `beef jerky`): such a row weighs
    /// with USDA's portion for the food, and one piece only when USDA has none. Nor is one piece what a plural
    /// says (`strawberries`, `pancakes`): with `several`, only a size or the row's own unspecified amount weighs.
    static func weighsUnspecifiedAmount(_ row: FoodRow, size: PortionSize?, several: Bool = false) -> Bool {
        let keys = (size.map { [$0.rawValue] } ?? []) + [USDAPortions.defaultKey] + (several ? [] : countKeys)
        return keys.contains { key in
            row.portions[key].map { key != "piece" || $0 >= biteSizedPiece } ?? false
        }
    }

    /// What one of the food weighs, by the first count portion it has.
    static func onePiece(of row: FoodRow) -> Double? {
        countKeys.lazy.compactMap { row.portions[$0] }.first
    }

    /// What a bite of any food weighs, for want of a measure: an adult's bite of a solid food is commonly
    /// measured at 5 to 15 g.
    static let biteGrams = 10.0

    /// Pieces lighter than this are bites of a serving, not one.
    static let biteSizedPiece = 30.0

    /// One default portion for a phrase without quantity: the size named, else USDA's portion for
    /// an unspecified amount, else the first count portion, else one helping USDA measures, else 100 g;
    /// always estimated.
    private static func defaultPortion(size: PortionSize?, row: FoodRow) -> Finding {
        let keys = (size.map { [$0.rawValue] } ?? []) + [USDAPortions.defaultKey] + countKeys
        for key in keys {
            if let grams = row.portions[key] { return .assumed(grams, key: key) }
        }
        for key in helpingKeys(of: row) {
            if let grams = row.portions[key] { return .assumed(grams, key: key) }
        }
        return .assumed(100, key: nil)
    }

    /// USDA's measures that are one helping of a food said alone, where USDA gives no serving of its own: a scoop,
    /// a packet, a spray; a teaspoon of what USDA measures by the teaspoon (salt, pepper, sriracha, vinegar: a
    /// seasoning or a sauce); a tablespoon of what it measures by the spoon and never by the cup (hemp seeds).
    /// `cooking spray` was 100 g (792 kcal), `black pepper` 251 kcal, `whey isolate` 359. A food also measured by
    /// the cup and not the teaspoon (`dry lentils`) is eaten by more than the spoon, and a fillet may be a side of
    /// fish (SR28's farmed salmon, 396 g): 100 g stays.
    private static func helpingKeys(of row: FoodRow) -> [String] {
        row.portions["tsp"] != nil || row.portions["cup"] == nil ? helpingUnitsAndSpoons : helpingUnits
    }

    private static let helpingUnitsAndSpoons = helpingUnits + spoons

    /// Units that are one helping by what they are.
    static let helpingUnits = ["scoop", "packet", "spray"]

    /// Spoons, smallest first, that weigh a helping of a seasoning, a sauce or seeds.
    static let spoons = ["tsp", "tbsp"]

    /// Household words with no fixed size (`a bowl`, `a handful`): the size named, else USDA's
    /// portion for an unspecified amount; a glass or a mug is a cup. The portion's key and grams.
    private static func vaguePortion(_ key: String, size: PortionSize?, row: FoodRow) -> (String, Double)? {
        if key == "glass" || key == "mug" { return row.portions["cup"].map { ("cup", $0) } }
        guard vagueUnits.contains(key) else { return nil }
        // `a small package of hard candy` is no small candy: a container's size is not its contents'.
        let sized = packages.contains(key) ? [] : size.map { [$0.rawValue] } ?? []
        for key in sized + [USDAPortions.defaultKey] {
            if let grams = row.portions[key] { return (key, grams) }
        }
        return nil
    }

    /// Units whose size depends on who serves or packs: they fall back to USDA's default portion.
    static let vagueUnits: Set<String> = [
        "bowl", "handful", "serving", "plate", "order", "helping", "bag", "container", "package", "box", "pouch",
        "jar", "can", "bottle", "packet", USDAPortions.caloriePackKey,
    ]

    /// Units of one cut piece, which USDA's portion for an unspecified amount may stand in for.
    static let pieceUnits: Set<String> = [
        "piece", "slice", "stick", "bar", "strip", "wedge", "chunk", "patty", "fillet",
    ]

    /// A bowl or a plate, the vague units that hold a helping of any food: the food's own unspecified portion
    /// stands for one, never another food that weighs it.
    static func isVessel(_ unit: QuantityUnit?) -> Bool {
        unit == .count("bowl") || unit == .count("plate")
    }

    /// Vague units that hold the food rather than measure a helping of it.
    static let packages: Set<String> = [
        "bag", "container", "package", "box", "pouch", "jar", "can", "bottle", "packet", USDAPortions.caloriePackKey,
    ]

    private static func describe(_ key: String) -> String {
        key == USDAPortions.defaultKey ? "USDA's portion for an unspecified amount" : "1 \(spoken(key))"
    }

    /// A portion key as people say it: `footlong sub` for `sub_12in`, `fun size` for `fun_size`.
    static func spoken(_ key: String) -> String {
        switch key {
        case PortionSize.sixInch.rawValue: "6-inch sub"
        case PortionSize.footlong.rawValue: "footlong sub"
        default: String(key.map { $0 == "_" ? " " : $0 })
        }
    }

    /// The portion one counted item weighs: the size named, the first of `countKeys`, or a
    /// portion named like the counted word itself (`20 almonds` uses `almond`, `2 steaks` `steak`).
    private static func countPortion(size: PortionSize?, row: FoodRow, food: String) -> (String, Double)? {
        if row.portions[USDAPortions.firstCountKey] != nil { return usdaCountPortion(size: size, row: row, food: food) }
        if let size, let grams = row.portions[size.rawValue] { return (size.rawValue, grams) }
        // `10 cherry tomatoes` are ten of the row's `cherry`, not of its medium tomato (1,230 g).
        let words = FoodWords.normalized(food).map(FoodWords.folded)
        for word in words.dropLast() where !measureKeys.contains(word) && PortionSize(rawValue: word) == nil {
            if let grams = row.portions[word] { return (word, grams) }
        }
        // `a turkey sub` is a six-inch one, the size a sub comes in unless said.
        for key in countKeys + [PortionSize.sixInch.rawValue] {
            if let grams = row.portions[key] { return (key, grams) }
        }
        guard let last = words.last else { return nil }
        return row.portions.first { key, _ in FoodWords.folded(key) == last }.map { ($0.key, $0.value) }
    }

    /// A USDA food's counted portion: the size named, a portion named by any typed word (`a
    /// peanut butter sandwich`, `2 drumsticks`), then the food's first counted portion (`1 fruit`).
    private static func usdaCountPortion(size: PortionSize?, row: FoodRow, food: String) -> (String, Double)? {
        if let size, let grams = row.portions[size.rawValue] { return (size.rawValue, grams) }
        let words = FoodWords.normalized(food).map(FoodWords.folded)
        for word in words.reversed() where !measureKeys.contains(word) {
            // `a pecan pie` is a piece of one, as the table's `a pie` is, unless said whole: USDA's `1 pie (10" dia)`
            // was 1,127 g and 4,587 kcal, and `a medium crust cheese pizza` its `1 medium pizza`, 1,902 kcal.
            if slicedDishes.contains(word), wholeFoodNoun(food) == nil, !isEatenWhole(row, dish: word),
                let piece = partKeys.lazy.compactMap({ key in row.portions[key].map { (key, $0) } }).first
            {
                return piece
            }
            // A sausage counted is one for a bun, USDA's `1 bun-size or griller link` (75 g): a Polish sausage in a
            // bun was its `1 sausage (10" long x 1-1/4" dia)`, 227 g; `a beef sausage` its `1 half smoke sausage`.
            // A link is a breakfast one (USDA's `1 breakfast size link`, 20 g), but of an Italian or Polish
            // sausage or a chorizo the one for a bun unless said otherwise: USDA keys all their links alike.
            let isBunLink =
                word == "link" && bunLinkSausages.contains { row.name.hasPrefix($0) }
                && !words.contains { $0.hasPrefix("breakfast") }
            if word == "sausage" || isBunLink, let link = row.portions[PortionSize.bunSize.rawValue] {
                return (PortionSize.bunSize.rawValue, link)
            }
            if let grams = row.portions[word] { return (word, grams) }
            // `a california roll` is the roll USDA's unspecified amount weighs (six pieces, 180 g), not one 30 g piece.
            if word == "roll", row.portions["piece"] != nil, let whole = row.portions[USDAPortions.defaultKey] {
                return (USDAPortions.defaultKey, whole)
            }
        }
        // A sausage in a bun before USDA's first counted portion: `a bratwurst in a bun` was its `1 cubic inch`, 15 g.
        for key in ["medium", PortionSize.bunSize.rawValue, USDAPortions.firstCountKey, "each", "piece"] {
            if let grams = row.portions[key] { return (key, grams) }
        }
        return nil
    }

    /// USDA's sausages whose link is a dinner one, not a breakfast one.
    private static let bunLinkSausages = ["Italian sausage", "Polish sausage", "Chorizo"]

    /// Portion keys that are no counted piece: the volumes and USDA's unspecified amount and first count.
    static let measureKeys: Set<String> = [
        "cup", "tbsp", "tsp", "fl_oz", USDAPortions.defaultKey, USDAPortions.firstCountKey,
    ]

    /// The volume portions' keys and units, cup first.
    static let volumeUnits: [(String, QuantityUnit)] = [
        ("cup", .cup), ("tbsp", .tablespoon), ("tsp", .teaspoon), ("fl_oz", .fluidOunce),
    ]

    /// Grams per millilitre from the row's volume portions, cup first.
    static func density(_ row: FoodRow) -> Double? {
        for (key, unit) in volumeUnits {
            if let grams = row.portions[key], let millilitres = unit.millilitres { return grams / millilitres }
        }
        return nil
    }

    /// `50`, `118`, `12.5`: grams as the table writes them.
    static func format(_ grams: Double) -> String {
        let tenths = (grams * 10).rounded()
        // Whole grams told apart as an integer where one holds the tenths exactly: `truncatingRemainder`
        // is C's `fmod`, whose first call loads libm (CLazyMath), on every food line that names a portion.
        if tenths.magnitude < 1e15 {
            let whole = Int(tenths)
            return whole % 10 == 0 ? String(whole / 10) : String(tenths / 10)
        }
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
