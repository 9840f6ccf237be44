extension FoodLineSplitter {
    /// The parts of a dish said by its halves, as the dish means them: `fish and chips` is fried fish and fries, where
    /// it was 57 g of raw fish and 28 g of potato chips (211 kcal); `beans on toast` is baked beans, where it was
    /// USDA's `Beans, NFS` (173 kcal for 92 g, fat added); the pepper of `salt and pepper` is black pepper, where it
    /// was a 119 g red bell pepper.
    static func withDishHalves(_ parts: [String]) -> [String] {
        guard parts.count > 1 else { return parts }
        var dish = parts
        for halves in dishHalves {
            // Lengths first: words are made of a part only where it can be the dish's, and every cut line asks.
            guard
                let first = dish.indices.dropLast().first(where: {
                    dish[$0].utf8.count == halves.said[0].utf8.count
                        && dish[$0 + 1].utf8.count == halves.said[1].utf8.count
                        && FoodWords.normalized(dish[$0]) == [halves.said[0]]
                        && FoodWords.normalized(dish[$0 + 1]) == [halves.said[1]]
                })
            else { continue }
            dish.replaceSubrange(first...(first + 1), with: halves.meant)
        }
        return dish
    }

    /// Dishes said by two halves, and what each half is in them. (A struct, not a tuple: see `renamedDishes`.)
    static let dishHalves: [DishHalves] = [
        DishHalves(said: ["fish", "chips"], meant: ["fried fish", "french fries"]),
        DishHalves(said: ["beans", "toast"], meant: ["baked beans", "toast"]),
        DishHalves(said: ["salt", "pepper"], meant: ["salt", "black pepper"]),
    ]

    /// A dish's two halves as said (each one word), and as meant.
    struct DishHalves {
        let said: [String]
        let meant: [String]
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
