/// USDA portions the curated table leaves out as misleading (its build's `drop=`, `Fixtures/FOODS_SOURCE.md`),
/// which a curated row must not borrow back from its own USDA food when it lacks a unit.
enum WithheldPortions {
    /// USDA's labels, exactly as written, by the food's reference.
    static let labels: [String: [String]] = [
        // A 139 g "slice" of French bread: `a slice of sourdough` was 378 kcal.
        "usda-sr28:18029": ["1 slice"],
        // A rotisserie chicken breast weighed with its skin and bone: `1 rotisserie chicken breast` was 483 g.
        "usda-sr28:05342": ["1 breast breast with skin and bone"],
        // An 8 oz family bag of chips: `a bag of crisps` was 227 g and 1,208 kcal, where USDA's survey weighs a
        // single-serving bag.
        "usda-sr28:19411": ["1 bag (8 oz)"],
        // Half of SR28's fillet, which the build skips as a fraction of a natural unit and this lending took back
        // doubled: `a salmon fillet` was 356 g and 733 kcal, twice what USDA's survey weighs a medium one.
        "usda-sr28:15236": [".5 fillet"], "usda-sr28:15237": [".5 fillet"], "usda-sr28:15086": [".5 fillet"],
        "usda-sr28:15037": [".5 fillet"],
    ]

    /// The portions `food` lends a curated row that names it: all its own but the withheld.
    static func lent(by food: USDAFood) -> [String: Double] {
        guard let withheld = labels[food.reference] else { return food.row.portions }
        return USDAPortions.keyed(food.householdPortions.filter { !withheld.contains($0.label) })
    }
}
