// Takeaway and supermarket names USDA lists under its own, read before a phrase's words are looked up.

extension FoodSearchIndex {
    /// The words with a curry house's dish, a British cereal, a plant milk or a dish named as USDA names it: a
    /// `chicken tikka masala` is USDA's `Chicken curry`, `poppadoms` its `Papad`, `coco pops` Kellogg's `Cocoa
    /// Krispies`, `oat milk` a `Non-dairy milk`. Each was kept for review.
    static func takeawayNames(_ words: [String]) -> [String] {
        var words = filledBread(syrupFlavored(words))
        // `tikka masala` alone is the chicken dish, as menus name it (it was KASHI's frozen tikka masala pizza).
        if words == ["tikka", "masala"] { words.insert("chicken", at: 0) }
        // A smoothie named by its fruit is USDA's fruit smoothie: `banana smoothie` was kept for review with the banana
        // its closest food, `strawberry banana smoothie` a 100 g bottle of Naked Juice.
        if words.contains("smoothy"), words.contains(where: smoothieFruits.contains) {
            words = words.filter { !smoothieFruits.contains($0) }
            if !words.contains("fruit"), let smoothie = words.firstIndex(of: "smoothy") {
                words.insert("fruit", at: smoothie)
            }
        }
        // A curry dish is a curry when it says what meat or vegetable is in it (`masala chai` is tea). Tikka
        // alone is grilled, no curry; tikka masala is one.
        if words.contains(where: curryDishes.contains), words.contains(where: curryFillings.contains) {
            words = words.filter { !curryDishes.contains($0) && $0 != "tikka" }
            words.append("curry")
        }
        // Paneer is a fresh pressed cheese USDA lists only in its Palak Paneer (`paneer` was that dish, 97 kcal per
        // 100 g): alone or grilled it is the same kind of cheese as USDA's queso blanco. Palak or saag paneer stays
        // the dish, and a paneer curry the curry.
        if !words.contains("curry"), let paneer = words.firstIndex(of: "paneer"),
            paneer == 0 || !["palak", "saag"].contains(words[paneer - 1])
        {
            words.replaceSubrange(paneer...paneer, with: freshCheese)
        }
        // `chocolate` alone is USDA's chocolate candy, NFS (milk chocolate): searched as said, it was `Chocolate, white`,
        // and `milk chocolate` was `Chocolate milk`.
        if words == ["chocolate"] || words == ["milk", "chocolate"] { words.append("candy") }
        // Chow mein with a meat is a dish of noodles: `chicken chow mein` was USDA's chow mein without them (137 kcal).
        // (Alone, or with a meat USDA names no chow mein of, it already was the one with noodles; said `with noodles`
        // it would be the noodles themselves.)
        if let chow = words.firstIndex(of: "chow"), chow > 0, chow + 1 < words.count, words[chow + 1] == "mein",
            ["chicken", "turkey", "beef", "pork", "shrimp"].contains(words[chow - 1]), !words.contains("noodle")
        {
            words += ["with", "noodle"]
        }
        for (index, word) in words.enumerated() where ["poppadom", "poppadum", "papadum", "pappadum"].contains(word) {
            words[index] = "papad"
        }
        // A cottage pie is USDA's shepherd's pie with beef (it was `Pie, NFS`, a sweet pie); tuna mayo its tuna
        // salad made with mayonnaise (it was plain tuna); a doner kebab its gyro; a sausage roll its pig in a blanket
        // (it was `Roll, bran`).
        // (Compared word by word: the generic `firstRange(of:)` cost 147,000 instructions of `log a bowl of ramen`.)
        for dish in renamedDishes {
            let said = dish.said
            guard let start = words.firstIndex(of: said[0]), start + said.count <= words.count,
                words[start..<(start + said.count)].elementsEqual(said)
            else { continue }
            words.replaceSubrange(start..<(start + said.count), with: dish.named)
        }
        return words
    }

    /// Dishes USDA names otherwise, in the words as `terms` folds them (`pie` is `py`; `kebab` is already `kabob`):
    /// folded here, not at first use, which every process's first search would pay for. `TakeawayNamesTests` checks
    /// them against the spoken names.
    /// (A struct, not a tuple: a tuple's type was built at run time, 20,000 instructions of a first search.)
    static let renamedDishes: [RenamedDish] = [
        RenamedDish(said: ["cottage", "py"], named: ["shepherd", "py", "with", "beef"]),
        RenamedDish(said: ["tuna", "mayo", "sandwich"], named: ["tuna", "salad", "sandwich"]),
        RenamedDish(said: ["tuna", "mayo"], named: ["tuna", "salad", "made", "with", "mayonnaise"]),
        RenamedDish(said: ["doner", "kabob"], named: ["gyro", "sandwich"]),
        RenamedDish(said: ["donner", "kabob"], named: ["gyro", "sandwich"]),
        RenamedDish(said: ["lucozade", "sport"], named: ["sport", "drink"]),
        RenamedDish(said: ["coco", "pop"], named: ["cocoa", "krispy"]),
        RenamedDish(said: ["oat", "milk"], named: ["non", "dairy", "milk"]),
        RenamedDish(said: ["oat", "latte"], named: ["latte", "with", "non", "dairy", "milk"]),
        RenamedDish(said: ["soy", "latte"], named: ["latte", "with", "non", "dairy", "milk"]),
        RenamedDish(said: ["almond", "latte"], named: ["latte", "with", "non", "dairy", "milk"]),
        RenamedDish(said: ["sausage", "roll"], named: ["pig", "in", "a", "blanket"]),
        RenamedDish(said: ["guac"], named: ["guacamole"]),
        RenamedDish(said: ["miso", "soup"], named: ["soybean", "soup", "miso", "broth"]),
        RenamedDish(said: ["chicken", "wrap"], named: ["chicken", "fillet", "wrap", "sandwich", "grilled"]),
        RenamedDish(said: ["crumble"], named: ["crisp"]),
        RenamedDish(said: ["walker", "crisp"], named: ["potato", "chip"]),
        RenamedDish(said: ["pringle"], named: ["potato", "chip", "restructured"]),
        RenamedDish(said: ["ezekiel"], named: ["sprouted", "wheat"]),
        RenamedDish(said: ["cold", "brew"], named: ["iced", "coffee", "brewed"]),
        RenamedDish(said: ["chipotle", "bowl"], named: ["burrito", "bowl"]),
        RenamedDish(said: ["mulled", "wine"], named: ["wine", "table", "red"]),
        RenamedDish(said: ["custard", "cream"], named: ["cooky", "vanilla", "sandwich"]),
        RenamedDish(said: ["christma", "pudding"], named: ["cake", "fruit", "cake", "holiday"]),
        RenamedDish(said: ["pork", "py"], named: ["meat", "py"]),
        // A pasty, a steak bake, a steak pie and a steak and kidney pie are USDA's beef pot pie, whose `1 pie` is one
        // person's (227 g; `Meat pie`'s is a whole 715 g one): `cornish pasty` was kept for review, `pasty` 140 g of
        // pasta (`pasty` read as `pasta`), `a steak bake` 17 g of steak, a steak pie USDA's sweet `Pie, NFS`, and a steak
        // and kidney pie the steak alone (the pie kept for review), as was a chicken and mushroom pie the chicken.
        RenamedDish(said: ["cornish", "pasty"], named: ["beef", "pot", "py"]),
        RenamedDish(said: ["steak", "pasty"], named: ["beef", "pot", "py"]),
        RenamedDish(said: ["pasty"], named: ["beef", "pot", "py"]),
        RenamedDish(said: ["steak", "bake"], named: ["beef", "pot", "py"]),
        RenamedDish(said: ["steak", "and", "kidney", "py"], named: ["beef", "pot", "py"]),
        RenamedDish(said: ["steak", "py"], named: ["beef", "pot", "py"]),
        RenamedDish(said: ["chicken", "and", "mushroom", "py"], named: ["chicken", "pot", "py"]),
        // A teacake is a fruited sweet bun (it was read as `tea cake`, 360 g of herbal tea), a victoria sponge a filled
        // sponge cake (kept for review), a pot noodle USDA's noodle soup (it was 160 g of boiled noodles).
        RenamedDish(said: ["teacake"], named: ["roll", "sweet", "with", "fruit"]),
        RenamedDish(said: ["victoria", "sponge"], named: ["cake", "sponge", "with", "icing", "or", "filling"]),
        RenamedDish(said: ["pot", "noodle"], named: ["soup", "mostly", "noodle"]),
        RenamedDish(said: ["turkey", "crown"], named: ["turkey", "breast", "roasted"]),
        RenamedDish(said: ["gyoza"], named: ["wonton", "fried", "filled", "with", "meat"]),
        RenamedDish(said: ["prosecco"], named: ["wine", "table", "white"]),
        RenamedDish(said: ["cava"], named: ["wine", "table", "white"]),
        RenamedDish(said: ["skinny", "latte"], named: ["latte", "nonfat"]),
        RenamedDish(said: ["long", "black"], named: ["coffee", "brewed"]),
        RenamedDish(said: ["butty"], named: ["sandwich"]),
        RenamedDish(said: ["egg", "mayo", "sandwich"], named: ["egg", "salad", "sandwich"]),
        // An egg and cress sandwich is egg mayonnaise with a garnish of cress, and a tuna sweetcorn one tuna mayonnaise
        // with a spoon of corn in it: the first was an egg sandwich and 70 g of boiled cress, the second 85 g of tuna.
        // (`tuna and sweetcorn sandwich` is still cut: USDA's is `on bread`, which a line must say to be one sandwich.)
        RenamedDish(said: ["egg", "and", "cress", "sandwich"], named: ["egg", "salad", "sandwich"]),
        RenamedDish(said: ["egg", "cress", "sandwich"], named: ["egg", "salad", "sandwich"]),
        RenamedDish(said: ["tuna", "sweetcorn", "sandwich"], named: ["tuna", "salad", "sandwich"]),
        // Quaker's oats are rolled oats (it was the brand's toasted oat bran cereal).
        RenamedDish(said: ["quaker", "oat"], named: ["oat"]),
        RenamedDish(said: ["cuppa"], named: ["tea", "hot", "leaf", "black"]),
        RenamedDish(said: ["builder", "tea"], named: ["tea", "hot", "leaf", "black"]),
        RenamedDish(said: ["jacket", "spud"], named: ["potato", "baked", "peel", "eaten"]),
        RenamedDish(said: ["beef", "lasagna"], named: ["lasagna", "with", "meat"]),
        RenamedDish(said: ["beef", "lasagne"], named: ["lasagna", "with", "meat"]),
        RenamedDish(said: ["guinness"], named: ["beer"]),
        RenamedDish(said: ["corona"], named: ["beer"]),
        RenamedDish(said: ["heineken"], named: ["beer"]),
        RenamedDish(said: ["stella"], named: ["beer"]),
        RenamedDish(said: ["peroni"], named: ["beer"]),
        // Halloumi is near enough USDA's queso blanco (`paneer` in `takeawayNames` says why); it was kept for review.
        RenamedDish(said: ["halloumi"], named: freshCheese),
    ]

    /// USDA's `Cheese, white, queso blanco`, a fresh pressed cheese (310 kcal, P 20 per 100 g), in folded words.
    static let freshCheese = ["cheese", "white", "queso", "blanco"]

    /// A coffee shop's syrup in a latte, a macchiato or a frappuccino is USDA's flavored drink: the syrup's words found
    /// foods of their own (`caramel latte` was `Caramel, with nuts`, `hazelnut latte` 28 g of hazelnuts, `pumpkin spice
    /// latte` 100 g of pumpkin pie spice, 342 kcal). A flavored macchiato is the coffee shop's, a latte with the syrup
    /// (USDA's macchiato is an espresso's 62 g); USDA's frozen coffee drink is of any flavor but chocolate.
    static func syrupFlavored(_ words: [String]) -> [String] {
        guard let drink = words.firstIndex(where: syrupDrinks.contains), words.contains(where: syrupFlavors.contains)
        else { return words }
        var flavored = words
        if flavored[drink] == "macchiato" { flavored[drink] = "latte" }
        flavored = flavored.filter { !syrupFlavors.contains($0) }
        // (After the drink, where `skinny latte` and `oat latte` are read as one before.)
        if flavored.contains("latte"), !flavored.contains("flavor") { flavored.append("flavor") }
        return flavored
    }

    /// Fruits a smoothie is named by, in folded words.
    static let smoothieFruits = [
        "banana", "strawberry", "berry", "blueberry", "raspberry", "blackberry", "mango", "peach", "pineapple", "apple",
        "orange", "kiwi", "cherry", "tropical", "mixed",
    ]

    /// Drinks a coffee shop flavors with a syrup, in folded words.
    static let syrupDrinks = ["latte", "macchiato", "frappuccino", "frappe"]

    /// A coffee shop's syrups, in folded words.
    static let syrupFlavors = [
        "caramel", "vanilla", "hazelnut", "pumpkin", "spice", "peppermint", "cinnamon", "dolce", "toffee",
        "gingerbread", "maple", "praline", "chestnut", "lavender", "salted", "butterscotch",
    ]

    /// Whether `words` (folded, as `terms` gives them) name a dish USDA has nothing like, whose words it does list name
    /// other foods: a `bubble tea` (or `boba`) was `Tea, hot, herbal` (4 kcal), a `poke bowl` or `ahi poke` `Poke greens`,
    /// an `acai bowl` a glass of acai juice, a `full english` breakfast an egg, cheese and ham English muffin, a `chip
    /// butty` (fries in a buttered roll) a chocolate chip cookie sandwich, a `fish pie` USDA's sweet pie, and a `cheese and
    /// onion pasty` 250 g of pasta (`pasty` read as `pasta`).
    /// (A `switch`, not a table of dishes: the table was built at every process's first search, 9,900 instructions.)
    static func namesUnlistedDish(_ words: ArraySlice<String>) -> Bool {
        for start in words.indices {
            let next = start + 1 < words.endIndex ? words[start + 1] : ""
            switch words[start] {
            case "boba": return true
            case "bubble": if next == "tea" { return true }
            case "poke", "acai": if next == "bowl" { return true }
            case "ahi": if next == "poke" { return true }
            case "full": if next == "english" { return true }
            case "chip": if next == "butty" { return true }
            case "fish": if next == "py" { return true }
            case "pasty":
                if start > words.startIndex, !FoodWords.isArticle(words[start - 1]),
                    !meatPasties.contains(words[start - 1])
                {
                    return true
                }
            default: continue
            }
        }
        return false
    }

    /// What a pasty read as USDA's beef pot pie is said to be (`cheese and onion pasty` is kept for review).
    static let meatPasties = ["cornish", "steak", "beef", "meat"]

    /// A dish as it is said and as USDA names it, in folded words.
    struct RenamedDish {
        let said: [String]
        let named: [String]
    }

    /// Curry house dishes USDA names only as a curry. (Lists: every search asks, and a `Set` was hashed whole at
    /// a process's first.)
    static let curryDishes: [String] = [
        "masala", "korma", "jalfrezi", "madras", "vindaloo", "balti", "bhuna", "dopiaza", "pasanda",
        "rogan", "josh",
    ]

    /// What a curry is made with, which makes a curry dish's name a curry.
    static let curryFillings: [String] = [
        "chicken", "lamb", "beef", "pork", "prawn", "shrimp", "fish", "vegetable", "paneer", "chickpea",
    ]
}
