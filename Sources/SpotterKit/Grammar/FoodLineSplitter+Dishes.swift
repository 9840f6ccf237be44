extension FoodLineSplitter {
    /// The parts of a dish said by its halves, as the dish means them: `fish and chips` is fried fish and fries, where
    /// it was 57 g of raw fish and 28 g of potato chips (211 kcal); `beans on toast` is baked beans, where it was
    /// USDA's `Beans, NFS` (173 kcal for 92 g, fat added); the pepper of `salt and pepper` is black pepper, where it
    /// was a 119 g red bell pepper.
    static func withDishHalves(_ parts: [String]) -> [String] {
        guard parts.count > 1 else { return parts }
        var dish = parts
        for halves in dishHalves {
            guard
                let first = dish.indices.dropLast().first(where: {
                    says(dish[$0], halves.first) && says(dish[$0 + 1], halves.second)
                })
            else { continue }
            if let meant = halves.meantFirst { dish[first] = meant }
            if let meant = halves.meantSecond { dish[first + 1] = meant }
        }
        return dish
    }

    /// Dishes said by two halves, and what each half is in them. (A struct, not a tuple: see `renamedDishes`.)
    /// `beans` with a jacket potato are baked beans, as on toast (they were USDA's `Beans, NFS`).
    static let dishHalves: [DishHalves] = [
        DishHalves(["fish"], ["chips"], meant: "fried fish", "french fries"),
        DishHalves(["beans"], ["toast"], meant: "baked beans", "toast"),
        DishHalves(["salt"], ["pepper"], meant: "salt", "black pepper"),
        DishHalves(["jacket", "potato"], ["beans"], meant: nil, "baked beans"),
        DishHalves(["baked", "potato"], ["beans"], meant: nil, "baked beans"),
    ]

    /// A dish's two halves as said, each in its words, and as meant (nil: as said). Two of each, not lists of them:
    /// each kind of list the program makes is a type the runtime builds at its first use.
    struct DishHalves {
        let first: [String]
        let second: [String]
        let meantFirst: String?
        let meantSecond: String?

        init(_ first: [String], _ second: [String], meant meantFirst: String?, _ meantSecond: String?) {
            self.first = first
            self.second = second
            self.meantFirst = meantFirst
            self.meantSecond = meantSecond
        }
    }

    /// Whether `part` says a half's `words`, alone or after `a `, `an ` or `the `. Its length and last word first: a
    /// part is made into words only where it can be the half, and every cut line asks.
    private static func says(_ part: String, _ words: [String]) -> Bool {
        let extra = part.utf8.count - words.reduce(words.count - 1) { $0 + $1.utf8.count }
        guard extra == 0 || (2...4).contains(extra), let last = words.last,
            part.utf8.reversed().prefix(last.utf8.count).elementsEqual(last.utf8.reversed(), by: { $0 | 0x20 == $1 })
        else { return false }
        let said = FoodWords.normalized(part)
        return said == words
            || (said.count == words.count + 1 && FoodWords.isArticle(said[0]) && said.dropFirst().elementsEqual(words))
    }

    /// A line cut at a surface word with a sandwich before it and only its bread after: `turkey sandwich on whole wheat`
    /// is the sandwich, whose bread USDA counts (the bread was also 240 g of whole wheat cereal). `isSandwich` tells a
    /// sandwich named by its fillings (`bacon egg and cheese on a roll`).
    static func withoutSandwichBread(_ halves: [String], isSandwich: (String) -> Bool = { _ in false }) -> [String] {
        guard halves.count == 2, let last = FoodWords.normalized(halves[0]).last,
            sandwiches.contains(last) || isSandwich(halves[0])
        else {
            return halves
        }
        let bread = FoodWords.normalized(halves[1])
        return !bread.isEmpty && bread.allSatisfy(breadWords.contains) ? [halves[0]] : halves
    }

    /// What is made between bread.
    private static let sandwiches: Set<String> = [
        "sandwich", "sandwiches", "sub", "subs", "hoagie", "panini", "blt", "melt", "club", "burger", "burgers",
    ]

    /// The words a sandwich's bread is said in.
    private static let breadWords: Set<String> = [
        "a", "an", "bread", "wheat", "whole", "white", "rye", "sourdough", "multigrain", "grain", "toasted", "roll",
        "bun", "bagel", "baguette", "ciabatta", "brioche", "pita", "focaccia", "wholemeal", "granary", "seeded",
    ]
}
