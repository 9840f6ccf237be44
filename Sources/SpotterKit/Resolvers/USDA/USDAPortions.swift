/// Reads USDA household portion labels (`1 cup (8 fl oz)`, `1 small (2-1/2" dia)`,
/// `0.5 cup, chopped`, `Quantity not specified`) into the portion keys the food table uses.
enum USDAPortions {
    /// The key for USDA's default portion of a food reported without an amount.
    static let defaultKey = "default"

    /// Portions keyed as `PortionRules` expects, per one unit: for each key the label that speaks
    /// for it best (see `Claim`), the first of equals (of bottles or cans, the middle one).
    static func keyed(_ labels: [(label: String, grams: Double)]) -> [String: Double] {
        var portions: [String: (grams: [Double], claim: Claim)] = [:]
        func offer(_ key: String, _ grams: Double, _ claim: Claim) {
            if let held = portions[key], held.claim <= claim {
                if held.claim == claim, multiSizeContainers.contains(key) { portions[key]?.grams.append(grams) }
                return
            }
            portions[key] = ([grams], claim)
        }
        var firstCount: Double?
        for (label, grams) in labels where grams > 0 {
            // Lower-cased once for every reading below: each lower-cased it again, seven times a label.
            let lowered = label.lowercased()
            if let length = subLength(lowered) {
                offer(length, grams, .plain)
                continue
            }
            guard !isBrandPortion(label), let (unit, amount) = key(lowered: lowered), amount > 0 else { continue }
            let perUnit = grams / amount
            // SR28's kielbasas weigh `1 link` at 367 to 396 g: a whole 14-oz rope, not what `a kielbasa` means (it was
            // 1,287 kcal). USDA's survey weighs no sausage over 227 g, its `1 sausage (10" long x 1-1/4" dia)`.
            let isRope = unit == "link" && perUnit > longestLink
            let key = isRope ? "rope" : unit
            let claim = claim(label, lowered: lowered, key: key)
            offer(key, perUnit, claim)
            // `1 piece, medium pizza` is what `a medium piece` means.
            if let size = qualifyingSize(lowered), !measures.contains(key), !sizeKeys.contains(key), key != defaultKey {
                offer(size + " " + key, perUnit, .plain)
            }
            // `1 small single serving bag` is also a bag, and a small one; a bag is a medium one,
            // and `1 regular sandwich` the sandwich itself.
            let isSize = sizeKeys.contains(key)
            let asNoun: Claim =
                key != "medium"
                ? (isSize ? .otherSize : claim) : lowered.containsBytes(of: "regular") ? .plain : .medium
            let noun = noun(lowered)
            if let noun, noun != key {
                offer(noun, perUnit, asNoun)
                if isSize { offer(key + " " + noun, perUnit, claim) }
            }
            // `1 miniature/small roll` is also what `a small roll` means, unless a label says so alone.
            for size in otherSizes(lowered) {
                offer(size, perUnit, .qualified)
                // (`1 snack/mini microwave bag` is a mini bag.)
                if let noun = noun ?? (isSize ? nil : key), noun != size {
                    offer(size + " " + noun, perUnit, .qualified)
                }
            }
            // `1 juice box/pouch`, `1 can or bottle`: the other nouns name the same portion.
            for other in otherNouns(lowered, key: key) { offer(other, perUnit, asNoun) }
            // `first` is what a bare count means: a piece, not a size of one.
            if firstCount == nil, !measures.contains(key), key != defaultKey, !isSize, !isRope { firstCount = perUnit }
        }
        // `1 bottle (12 fl oz)`, `1 bottle (20 fl oz)`, `1 bottle (32 fl oz)`: the middle one, unless one is
        // USDA's portion for an unspecified amount (a beer's 12 fl oz, not its 16 or 40).
        let unspecified = portions[defaultKey]?.grams.first
        var keyed = portions.mapValues { held in
            unspecified.flatMap { held.grams.contains($0) ? $0 : nil } ?? held.grams.sorted()[held.grams.count / 2]
        }
        if let firstCount { keyed[firstCountKey] = firstCount }
        return keyed
    }

    /// `keyed` of a food's own portions, kept by its portions field: the foods of meals come back (coffee,
    /// milk, bread), and keying a food's labels took up to 700,000 instructions each time.
    static func keyedHousehold(of food: USDAFood) -> [String: Double] {
        keptHousehold.answer(for: food.portionsText) { keyed(food.householdPortions) }
    }

    private static let keptHousehold = KeptAnswers<[String: Double]>(capacity: 4096)

    /// How well a label speaks for its unit, best first: `1 bottle, NFS` is USDA's own answer to
    /// `a bottle`; `1 slice` beats `1 medium slice`, which beats `1 cracker-size slice` and `1
    /// slice, crust not eaten`, which beat `1 small slice`.
    enum Claim: Int, Comparable {
        case unspecified, plain, medium, qualified, otherSize

        static func < (lhs: Claim, rhs: Claim) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private static func claim(_ label: String, lowered: String, key: String) -> Claim {
        if unspecifiedMarks.contains(where: label.containsBytes(of:)) { return .unspecified }
        if sizeKeys.contains(key) { return .plain }
        // `1 cocktail or miniature link` is a link, but not what `a link` means (USDA lists it first, 10 g):
        // the breakfast-size one is, and `a mini link` still finds it (`otherSizes`).
        if lowered.containsBytes(of: "cocktail") || lowered.containsBytes(of: "miniature") { return .otherSize }
        let beforeParenthesis = lowered.split(atASCII: "(").first.map(String.init) ?? lowered
        if beforeParenthesis.contains(",") { return .qualified }
        // `1 can or bottle (12 fl oz)` names a bottle as plainly as `1 bottle (40 fl oz)`.
        var words = beforeParenthesis.split(atASCII: " ")
        if let or = words.firstIndex(of: "or"), or + 1 < words.count { words.removeSubrange(or...(or + 1)) }
        return words.count <= 2 ? .plain : .qualified
    }

    /// The size key of a sub's length in a brand's label (lower-cased): `1 Subway Oven Roasted Chicken Sub
    /// (footlong)` is what `a footlong` means, `(6" long)` what `a 6-inch` does.
    private static func subLength(_ lowered: String) -> String? {
        guard lowered.hasPrefix("1 "), lowered.containsBytes(of: " sub") else { return nil }
        if lowered.containsBytes(of: "(footlong)") { return PortionSize.footlong.rawValue }
        let sixInch = lowered.containsBytes(of: "(6\" long)") || lowered.containsBytes(of: "(6 \" long)")
        return sixInch ? PortionSize.sixInch.rawValue : nil
    }

    /// `1 Bagel Thin`, `1 Oreo sandwich`, `1 NLEA serving`: one brand's or label's size, written
    /// with capitals, which says nothing about the food's usual piece.
    static func isBrandPortion(_ label: String) -> Bool {
        let head = label.split(atASCII: "(", or: ",").first ?? ""
        return !label.hasPrefix("Quantity not specified")
            && head.split(atASCII: " ").contains { word in
                word.first.map { $0.isUppercase } == true && !["French", "English"].contains(word)
            }
    }

    /// What marks a label as the portion for an unspecified size (`1 bottle, NFS`, `1 taco or
    /// tostada, NS size`).
    private static let unspecifiedMarks = [", NFS", "NS size", "NS as to size"]

    /// The key of a food's first counted portion (`1 fruit`, `1 sandwich`): what `a pear` means.
    static let firstCountKey = "first"

    /// The heaviest link one eats, in grams: USDA's survey's `1 sausage (10" long x 1-1/4" dia)` of a Polish sausage.
    private static let longestLink = 227.0

    /// Containers USDA lists in several sizes, each its own label (`1 bottle (12 fl oz)`, `1 bottle
    /// (20 fl oz)`): `a bottle` is the middle size, not the first listed (often the smallest).
    private static let multiSizeContainers: Set<String> = ["bottle", "can"]

    /// The key of a `1 100 calorie package` portion.
    static let caloriePackKey = "calorie package"

    private static let measures: Set<String> = ["cup", "tbsp", "tsp", "fl_oz"]
    private static let sizeKeys = Set(sizes.values).union(["extra_large"])

    /// The noun after a size word in a lower-cased label: `bag` of `1 small single serving bag`.
    private static func noun(_ lowered: String) -> String? {
        let head = lowered.split(atASCII: "(", or: ",").first ?? ""
        let words = sizeWordsJoined(Array(head.split(atASCII: " ").map(String.init).dropFirst()))
        guard let first = words.first, sizes[first] != nil || first == "extra", words.count > 1 else { return nil }
        guard let last = words.last(where: { !descriptive.contains($0) && sizes[$0] == nil && $0 != "extra" })
        else { return nil }
        let noun = units[last].map { $0.isEmpty ? nil : $0 } ?? unitKey(FoodWords.folded(last))
        return noun.flatMap { measures.contains($0) ? nil : $0 }
    }

    /// `miniature/small roll` as `miniature roll`, `fun size bar` as `fun-size bar`, `king size bar` as
    /// `king-size bar` (a large one).
    private static func sizeWordsJoined(_ words: [String]) -> [String] {
        var words = words
        if let slashed = words.first, slashed.firstIndex(ofASCII: "/") != nil,
            let size = slashed.split(atASCII: "/").first
        {
            words[0] = String(size)
        }
        if words.count > 1, words[0] == "fun" || words[0] == "king", words[1] == "size" || words[1] == "sized" {
            words.replaceSubrange(0...1, with: [words[0] + "-size"])
        }
        return words
    }

    /// The key and amount of one label, or nil for labels that name no household unit
    /// (`1 oz` is a weight the quantity parser already knows; `1 surface inch` nobody types).
    static func key(_ label: String) -> (key: String, amount: Double)? { key(lowered: label.lowercased()) }

    /// `key` of a label already lower-cased.
    private static func key(lowered: String) -> (key: String, amount: Double)? {
        if lowered.hasPrefix("quantity not specified") { return (defaultKey, 1) }
        let head = lowered.split(atASCII: "(", or: ",").first.map(String.init) ?? lowered
        var words = head.split(atASCII: " ").map(String.init)
        guard let first = words.first, var amount = amount(first) else { return nil }
        words.removeFirst()
        // `6 inch sub`: the number is the piece's length, not a count of pieces.
        if words.count > 1, words[0] == "inch" || words[0] == "inches" {
            words.removeFirst()
            amount = 1
        }
        if words.first == "fl", words.count > 1, words[1] == "oz" { return ("fl_oz", amount) }
        if words.count > 1, words[1] == "calorie" { return (caloriePackKey, amount) }
        // `miniature/small roll`, `medium/regular/sandwich size roll`: the first size named.
        words = sizeWordsJoined(words)
        guard let word = words.first else { return nil }
        if let size = sizes[word] { return (size, amount) }
        if words.count > 1, word == "extra", words[1] == "large" { return ("extra_large", amount) }
        if let unit = units[word] { return unit.isEmpty ? nil : (unit, amount) }
        // `1 individual container`, `1 snack size bag`: the noun is the last word.
        let noun = words.last { !descriptive.contains($0) } ?? word
        return (unitKey(FoodWords.folded(String(noun.split(atASCII: "/").first ?? ""))), amount)
    }

    /// The key a phrase's unit word gets for the same noun: `1 snack size tub` answers `a tub`,
    /// which the quantity parser reads as a container, and `1 shot` answers `a shot` (a jigger).
    private static func unitKey(_ noun: String) -> String {
        if case .count(let key)? = QuantityUnit.match([noun], at: 0)?.unit { return key }
        return noun
    }

    /// The nouns a lower-cased label offers besides its `key`: `pouch` of `1 juice box/pouch`, `can` of `1 can
    /// or bottle (12 fl oz)`.
    private static func otherNouns(_ lowered: String, key: String) -> [String] {
        guard !measures.contains(key), key != defaultKey else { return [] }
        let head = lowered.split(atASCII: "(", or: ",").first ?? ""
        let words = head.split(atASCII: " ").dropFirst().map(String.init)
        var nouns = words.last?.split(atASCII: "/").dropFirst().map(String.init) ?? []
        if let or = words.firstIndex(of: "or"), or > 0 { nouns.append(words[or - 1]) }
        // `1 tender, strip, or finger`: a list of nouns ending in `or` names one portion.
        let parts = lowered.split(atASCII: "(").first?.split(atASCII: ",") ?? []
        if parts.count > 2, let last = parts.last, last.trimmingPrefix(" ").hasPrefix("or ") {
            nouns += parts.dropFirst().compactMap { part in
                let nounWords = part.split(atASCII: " ").filter { $0 != "or" }
                return nounWords.count == 1 ? String(nounWords[0]) : nil
            }
        }
        return nouns.map { unitKey(FoodWords.folded($0)) }.filter { $0 != key && sizes[$0] == nil && units[$0] == nil }
    }

    /// The size word that opens a lower-cased label's qualifier: `medium` of `1 piece, medium pizza`.
    private static func qualifyingSize(_ lowered: String) -> String? {
        guard let comma = lowered.firstIndex(ofASCII: ",") else { return nil }
        let words = lowered[lowered.index(after: comma)...].split(atASCII: " ")
        guard let first = words.first else { return nil }
        if first == "extra-large" || first == "extra" && words.dropFirst().first == "large" { return "extra_large" }
        return sizes[String(first)]
    }

    /// The sizes a lower-cased label names besides its first word: `small` of `1 miniature/small roll`, `mini` of
    /// `1 cocktail or miniature link`.
    private static func otherSizes(_ lowered: String) -> [String] {
        let words = lowered.split(atASCII: " ")
        if words.count > 4, words[2] == "or", let size = sizes[String(words[3])], sizes[String(words[1])] == nil {
            return [size]
        }
        guard words.count > 2, words[1].firstIndex(ofASCII: "/") != nil else { return [] }
        let parts = words[1].split(atASCII: "/")
        let named = parts.compactMap { sizes[String($0)] }
        // `1 snack/mini microwave bag`: when the first is no size, every size named is another.
        guard sizes[String(parts[0])] != nil else { return named }
        return named.dropFirst().filter { $0 != named.first }
    }

    /// `1`, `0.5`, `1/2`, `1-1/2`.
    private static func amount(_ text: String) -> Double? {
        if let value = Double(text) { return value }
        let parts = text.split(separator: "-")
        var total = 0.0
        for part in parts {
            let fraction = part.split(separator: "/")
            if fraction.count == 2, let top = Double(fraction[0]), let bottom = Double(fraction[1]), bottom > 0 {
                total += top / bottom
            } else if let value = Double(part) {
                total += value
            } else {
                return nil
            }
        }
        return parts.isEmpty ? nil : total
    }

    private static let sizes: [String: String] = [
        "small": "small", "medium": "medium", "large": "large", "jumbo": "jumbo", "mini": "mini",
        "miniature": "mini", "extra-large": "extra_large", "regular": "medium", "medium/regular": "medium",
        "fun-size": "fun_size", "personal": "personal", "bun-size": "bun_size", "king-size": "large",
    ]

    /// Unit words to their table keys; an empty key means a unit that is not a household portion.
    private static let units: [String: String] = [
        "cup": "cup", "cups": "cup", "tablespoon": "tbsp", "tbsp": "tbsp", "teaspoon": "tsp", "tsp": "tsp",
        "oz": "", "lb": "", "cubic": "cubic inch", "guideline": "", "surface": "", "calorie": "",
        "each": "each", "piece": "piece", "slice": "slice", "piece/slice": "piece", "slice/chunk": "slice",
    ]

    /// Words that describe a unit rather than name it (`individual`, `snack size`).
    private static let descriptive: Set<String> = [
        "individual", "single", "serving", "size", "snack", "snack-size", "prepackaged", "thick", "thin",
    ]
}
