// How people say what USDA's names say otherwise, read before a phrase's words are looked up.

extension FoodSearchIndex {
    /// The phrase's words as USDA would name the food: `soda` as `soft drink`, `fries` as `french
    /// fries`, a texture or piece word dropped.
    func reworded(_ typed: [String]) -> [String] {
        var words = typed
        // `diet pepper soda` is USDA's `Soft drink, pepper type, diet`; `cream soda` and `club soda` are named, and
        // so are a spirit's (`vodka soda` is `Vodka and soda`, not a fruit soft drink).
        if let soda = words.firstIndex(of: "soda"),
            soda == 0
                || !["cream", "club", "irish", "baking", "ice", "vodka", "whiskey", "whisky", "scotch", "bourbon"]
                    .contains(words[soda - 1]),
            soda + 1 == words.count || !["cracker", "bread"].contains(words[soda + 1])
        {
            words.replaceSubrange(soda...soda, with: ["soft", "drink"])
        }
        // `pb` is peanut butter, `pb&j` (`pbj`, `pb and j`) the sandwich with jelly: USDA's names spell both out.
        if let pb = words.firstIndex(where: { $0 == "pb" || $0 == "pbj" || $0 == "pb&j" }) {
            let andJ =
                words[pb] == "pb" && pb + 2 < words.count && FoodWords.isAnd(words[pb + 1]) && words[pb + 2] == "j"
            let saysJelly = words[pb] != "pb" || andJ
            let jelly = saysJelly ? ["and", "jelly"] + (words.contains("sandwich") ? [] : ["sandwich"]) : []
            words.replaceSubrange(pb...(andJ ? pb + 2 : pb), with: ["peanut", "butter"] + jelly)
        }
        // A dish named by its seasoning is the dish: `salt and pepper chicken` (a takeaway's), `salt and pepper chips`.
        if let salt = words.firstIndex(of: "salt") {
            let pepper = salt + 1 < words.count && FoodWords.isAnd(words[salt + 1]) ? salt + 2 : salt + 1
            if pepper + 1 < words.count, words[pepper] == "pepper" { words.removeSubrange(salt...pepper) }
        }
        // Lifters' shorthand: `chx breast 200g`, `greek yog` were kept for review.
        for (index, word) in words.enumerated() {
            if word == "chx" || word == "chkn" { words[index] = "chicken" }
            if word == "yog" { words[index] = "yogurt" }
        }
        // A `blt` is USDA's `Bacon, lettuce, and tomato sandwich`, not a McDonald's chicken sandwich named for one.
        if let blt = words.firstIndex(of: "blt") {
            words.replaceSubrange(
                blt...blt, with: ["bacon", "lettuce", "tomato"] + (words.contains("sandwich") ? [] : ["sandwich"]))
        }
        // A Chipotle bowl named by its meat is its burrito bowl: `chipotle chicken bowl` was a 531 g bowl of chicken,
        // potatoes, corn and cheese with gravy.
        let named = words.drop(while: FoodWords.isArticle)
        if named.count > 2, named.first == "chipotle", named.last == "bowl", !named.contains("burrito") {
            words = named.dropFirst().dropLast() + ["burrito", "bowl"]
        }
        // `ranch` alone is the dressing (USDA's `Creamy dressing`), not 60 g of `Ranch dip`.
        if words == ["ranch"] { words.append("dressing") }
        // `protein` alone is protein powder (`1 scoop protein`, `protein 30g`), not `Bread, high protein`; so is
        // `casein`, which USDA names in no food.
        if words == ["protein"] || words == ["casein"] { words = ["protein", "powder"] }
        // A `kebab` is USDA's `kabob`; a `toastie` or a `panini` a grilled sandwich (`cheese panini` was kept for
        // review); a `wrap` a wrap sandwich.
        for (index, word) in words.enumerated() where word == "kebab" || word == "kebabs" { words[index] = "kabob" }
        if let toastie = words.firstIndex(where: { $0 == "toastie" || $0 == "toasty" || $0 == "panini" }), toastie > 0 {
            words.replaceSubrange(toastie...toastie, with: ["grilled", "sandwich"])
        }
        if words.count > 1, words.last == "wrap" { words.append("sandwich") }
        // `lunch meat` is USDA's `Luncheon meat`, not a dish `from school lunch` with meat.
        if let lunch = words.firstIndex(of: "lunch"), lunch + 1 < words.count, words[lunch + 1] == "meat" {
            words[lunch] = "luncheon"
        }
        // `wholemeal` (and `wholewheat`) is whole wheat: `wholemeal toast` was read as `whole meal`, French toast.
        for (index, word) in words.enumerated().reversed() where word == "wholemeal" || word == "wholewheat" {
            words.replaceSubrange(index...index, with: ["whole", "wheat"])
        }
        // `crisps` are potato chips, as the table's alias says, not a fruit `Crisp` (`apple crisp` is named).
        if let crisp = words.lastIndex(of: "crisp"), crisp + 1 == words.count,
            crisp == 0 || words[crisp - 1] == "potato"
        {
            words.replaceSubrange(crisp...crisp, with: crisp == 0 ? ["potato", "chip"] : ["chip"])
        }
        // British words USDA has its own for: `a pint of bitter` was bitter melon, `bangers` grape juice (read as
        // `langer`), `yorkshire pudding` chocolate pudding.
        if words == ["bitter"] { words = ["beer"] }
        for (index, word) in words.enumerated() where word == "banger" { words[index] = "sausage" }
        if let yorkshire = words.firstIndex(of: "yorkshire"), yorkshire + 1 < words.count,
            words[yorkshire + 1] == "pudding"
        {
            words.replaceSubrange(yorkshire...(yorkshire + 1), with: ["popover"])
        }
        // `wine` alone is red wine, as the table's alias says: `a glass of wine` was a light wine.
        if words == ["wine"] { words = ["red", "wine"] }
        // Fried or battered fish is USDA's coated and fried: `fried fish` was `baked or broiled`, `battered fish` raw.
        if words.count == 2, words[1] == "fish", ["fried", "battered", "breaded"].contains(words[0]) {
            words = ["coated", "fried", "fish"]
        }
        // A `smoothie` is a fruit one unless it says otherwise: `a smoothie` was 864 g of `Vegetable smoothie`, 760 kcal.
        if words == ["smoothy"] { words = ["fruit", "smoothy"] }
        // Spaghetti with a sauce is USDA's `Pasta with ... sauce`: `spaghetti with meat sauce` found `Spaghetti sauce
        // with meat`, whose 65 g weighs no plate of pasta. `bolognese` is a meat sauce.
        // (`pasta bolognese` too; `pasta with` is already USDA's.)
        if let spaghetti = words.firstIndex(where: { $0 == "spaghetti" || $0 == "spag" || $0 == "pasta" }),
            spaghetti + 1 < words.count,
            (words[spaghetti] == "pasta" ? ["bolognese", "bol"] : ["with", "bolognese", "bol"]).contains(
                words[spaghetti + 1])
        {
            words[spaghetti] = "pasta"
            if words[spaghetti + 1] != "with" {
                words.replaceSubrange((spaghetti + 1)..., with: ["with", "meat", "sauce"])
            }
        }
        words = Self.toastAsBread(words)
        words = Self.withoutDoneness(words)
        words = Self.omeletteFillings(Self.takeawayNames(words))
        // `crisp lettuce`: how it ate, unless it is the name's last word (`apple crisp`).
        // (`165g of a crisp raw apple` too.)
        if let first = words.firstIndex(where: { !FoodWords.isArticle($0) }), first + 1 < words.count,
            Self.textureWords.contains(words[first])
        {
            words.removeSubrange(...first)
        }
        // `a clementine fruit` is the clementine; `orange segments`, `chicken pieces` are orange and chicken.
        // (`whole milk yogurt fruit` is USDA's `Yogurt, whole milk, fruit`.)
        if words.count > 1, let last = words.last, last == "fruit" || Self.pieceWords.contains(last),
            isHeadNoun(words[words.count - 2]), last != "fruit" || !someFood(named: words[words.count - 2], with: last)
        {
            words.removeLast()
        }
        // `from a fast food restaurant` is USDA's `fast food`, which some names leave at that.
        if let restaurant = words.firstIndex(of: "restaurant"), restaurant >= 2,
            words[(restaurant - 2)..<restaurant] == ["fast", "food"]
        {
            words.remove(at: restaurant)
        }
        // `fries` are french fries, not `Fry sauce` (`home fries`, `sweet potato fries` are named).
        if words.last == "fry",
            words.count == 1
                || !Self.fryKinds.contains(words[words.count - 2])
                    && !isHeadNoun(words[words.count - 2])
        {
            words.insert("french", at: words.count - 1)
        }
        // A meat sauce is USDA's `tomato-based sauce and meat`, not the `cream sauce and meat` that
        // also holds both words.
        if let sauce = words.firstIndex(of: "sauce"), sauce > 0, words[sauce - 1] == "meat",
            !words.contains("tomato")
        {
            words.insert("tomato", at: sauce)
        }
        // `a side salad` is a green salad, not `Beef salad` (`fruit salad`, `potato salad` are named); so is a
        // salad `with` something (`salad with ranch` was `Potato salad, made with creamy dressing`).
        if let salad = words.firstIndex(of: "salad"),
            salad + 1 == words.count || ["with", "w/", "w"].contains(words[salad + 1]),
            words[..<salad].allSatisfy(Self.plainSaladWords.contains)
        {
            words.insert("lettuce", at: salad)
        }
        // `a large cola` is the soft drink, not `Vodka and cola`.
        if words.contains("cola"), !words.contains(where: Self.colaCompanions.contains) {
            words += ["soft", "drink"]
        }
        // `a scoop of whey` is whey protein powder (`sweet whey`, `dried whey` are named).
        if words.contains("whey"), !words.contains(where: Self.wheyKinds.contains) {
            for word in ["protein", "powder"] where !words.contains(word) { words.append(word) }
        }
        // A `burger` is a hamburger unless it says what else (`turkey burger`, `veggie burger` are named).
        // (`Burger King` is a restaurant.)
        if let burger = words.firstIndex(of: "burger"), burger == 0 || !Self.burgerKinds.contains(words[burger - 1]),
            burger + 1 == words.count || words[burger + 1] != "king"
        {
            words[burger] = "hamburger"
            // (A hamburger has no cheese to be without.)
            words.removeAll { $0 == Self.negationPrefix + "cheese" }
        }
        // A bowl of `chili` is chili con carne, not `Chili with beans, without meat`, whose negated meat costs
        // nothing (`vegetarian chili`, `green chili`, `chili sauce` are named; `a hot dog with chili` is USDA's).
        if let chili = words.firstIndex(of: "chili"), chili + 1 == words.count || words[chili + 1] == "with",
            chili == 0 || !Self.chiliKinds.contains(words[chili - 1]) && words[chili - 1] != "with",
            !words.contains("con")
        {
            words.insert(contentsOf: ["con", "carne"], at: chili + 1)
        }
        // (`personal size`: the size word says it all.)
        words = words.indices.filter { index in
            !(["size", "sized"].contains(words[index]) && index > 0
                && PortionSize.match([words[index - 1]], at: 0) != nil)
        }.map { words[$0] }
        return words
    }

    /// A `burrito bowl` (a `chipotle burrito bowl`, from the restaurant) is a burrito's filling in a bowl: USDA
    /// has no such dish, so it is read as the burrito and said to be, never as a breakfast burrito or a loose match.
    /// A `chipotle burrito` is the restaurant's burrito (it was a loose match on USDA's burrito with egg).
    static func bowlOfFilling(_ words: [String]) -> (words: [String], typed: String)? {
        guard let burrito = words.firstIndex(of: "burrito") else { return nil }
        let bowl = burrito + 1 < words.count && words[burrito + 1] == "bowl"
        let chipotle = burrito > 0 && words[burrito - 1] == "chipotle"
        guard bowl || chipotle else { return nil }
        var read = words
        if bowl { read.remove(at: burrito + 1) }
        if chipotle { read.remove(at: burrito - 1) }
        return (read, (chipotle ? "chipotle " : "") + (bowl ? "burrito bowl" : "burrito"))
    }

    /// Words that say whey is the dairy ingredient, not protein powder.
    static let wheyKinds: Set<String> = ["sweet", "acid", "dry", "dried", "fluid", "liquid", "cheese", "ricotta"]

    /// Words before `burger` that say it is no hamburger.
    static let burgerKinds: Set<String> = [
        "turkey", "chicken", "veggie", "vegetable", "vegetarian", "vegan", "bean", "black", "salmon", "tuna", "fish",
        "impossible", "beyond", "garden", "portobello", "mushroom", "lamb", "bison", "pork", "shrimp", "crab", "soy",
        "meatless", "plant", "based", "tofu", "quinoa", "elk", "venison", "buffalo", "cheese", "whopper",
    ]

    /// Words before `chili` that say it is no chili con carne.
    static let chiliKinds: Set<String> = [
        "meatless", "vegetarian", "vegan", "veggie", "bean", "green", "red", "sweet", "hot", "thai", "dried", "ancho",
    ]

    /// Words that name foods at the end of a name and describe them at its start.
    static let textureWords: Set<String> = ["crisp"]

    /// Words for the pieces a food is cut into, after its name.
    static let pieceWords: Set<String> = ["piece", "segment", "section", "chunk", "bit", "cube", "wedge"]

    /// Words before `fries` that say which fries they are.
    static let fryKinds: Set<String> = ["french", "home", "stir", "pan", "deep", "air"]

    /// Words before `salad` that leave it a green salad.
    static let plainSaladWords: Set<String> = [
        "side", "green", "garden", "tossed", "house", "mixed", "simple", "fresh", "leafy", "small", "large", "dinner",
    ]

    /// Words that say a cola is not the plain soft drink.
    static let colaCompanions: Set<String> = [
        "soft", "drink", "vodka", "rum", "whiskey", "brandy", "gin", "bourbon", "liqueur", "cake", "chicken",
    ]

    /// `whole wheat toast` as USDA's `Bread, whole wheat, toasted` says it; French and Melba toast are named.
    static func toastAsBread(_ words: [String]) -> [String] {
        guard let toast = words.firstIndex(of: "toast"), toast > 0, breadKinds.contains(words[toast - 1]) else {
            return words
        }
        var reworded = words
        reworded.replaceSubrange(toast...toast, with: ["bread", "toasted"])
        return reworded
    }

    /// `steak medium rare`, `a well done burger`: how long it cooked, which no USDA name says (`rare` was
    /// read as `care`, `well done steak` left for review). A phrase of nothing else is kept.
    static func withoutDoneness(_ words: [String]) -> [String] {
        var kept: [String] = []
        for index in words.indices {
            let before = index > 0 ? words[index - 1] : ""
            let after = index + 1 < words.count ? words[index + 1] : ""
            let word = words[index]
            let isDoneness =
                word == "rare" || word == "done" && before == "well" || word == "medium" && after == "well"
                || word == "medium" && after == "rare" || word == "well" && (after == "done" || before == "medium")
            if !isDoneness { kept.append(word) }
        }
        return kept.contains { !stopWords.contains($0) } ? kept : words
    }

    /// Words before `toast` that say which bread was toasted.
    static let breadKinds: Set<String> = [
        "wheat", "white", "rye", "sourdough", "multigrain", "grain", "pumpernickel", "raisin", "oat", "italian",
        "cracked", "potato", "sprouted",
    ]
}
