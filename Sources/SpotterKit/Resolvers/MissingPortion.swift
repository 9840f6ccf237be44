/// A food known but without a weight for the unit named, worded only when the sentence is read: a
/// food line that finds the unit elsewhere (`a bowl of ramen` in USDA's list) never reads it.
struct MissingPortion: Equatable, Sendable {
    /// The unit as the table keys it (`bowl`, `piece`).
    var unit: String
    /// The food as typed.
    var food: String
    /// The food's portions, of which the counted ones are named.
    var portions: [String: Double]

    /// The sentence: no bowl weight for ramen in the food table (it has slice); log it in grams, e.g. `150g ramen`.
    var sentence: String {
        let counts = portions.keys.filter { !PortionRules.measureKeys.contains($0) }.sorted()
        let known = counts.isEmpty ? "" : " (it has \(counts.map(PortionRules.spoken).joined(separator: ", ")))"
        return "no \(unit) weight for \(food) in the food table\(known); log it in grams, e.g. `150g \(food)`"
    }
}
