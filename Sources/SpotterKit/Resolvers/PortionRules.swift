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
        guard let quantity else { return .success(defaultPortion(size: size, row: row)) }
        let amount = quantity.amount
        switch quantity.unit {
        case nil:
            guard let (_, grams) = countPortion(size: size, row: row, food: food) else {
                return .failure(missing("piece", row: row, food: food))
            }
            return .success(Portion(grams: amount * grams, status: .ok))
        case .count(let key):
            let grams = row.portions[key] ?? synonyms[key].flatMap { row.portions[$0] }
            guard let grams else { return .failure(missing(key, row: row, food: food)) }
            return .success(Portion(grams: amount * grams, status: .ok))
        case let unit?:
            if let grams = unit.grams { return .success(Portion(grams: amount * grams, status: .ok)) }
            if let key = unit.portionKey, let grams = row.portions[key] {
                return .success(Portion(grams: amount * grams, status: .ok))
            }
            let millilitres = amount * (unit.millilitres ?? 0)
            if let density = density(row) { return .success(Portion(grams: millilitres * density, status: .ok)) }
            return .success(
                Portion(
                    grams: millilitres, status: .estimated,
                    note: "no cup weight for \(food) in the food table; assumed 1 g per ml"))
        }
    }

    /// Units that name the same piece where the table uses another word: a strip of bacon is
    /// the table's slice.
    static let synonyms = ["strip": "slice"]

    /// Keys a bare count may use after the size word, in the spec's order.
    static let countKeys = ["each", "medium", "piece", "slice"]

    /// One default portion for a phrase without quantity: the size named, else the first count
    /// portion, else 100 g; always estimated.
    private static func defaultPortion(size: PortionSize?, row: FoodRow) -> Portion {
        let keys = (size.map { [$0.rawValue] } ?? []) + countKeys
        for key in keys {
            if let grams = row.portions[key] {
                return Portion(grams: grams, status: .estimated, note: "assumed 1 \(key) (\(format(grams)) g)")
            }
        }
        return Portion(grams: 100, status: .estimated, note: "assumed 100 g")
    }

    /// The portion one counted item weighs: the size named, the first of `countKeys`, or a
    /// portion named like the counted word itself (`20 almonds` uses `almond`, `2 steaks` `steak`).
    private static func countPortion(size: PortionSize?, row: FoodRow, food: String) -> (String, Double)? {
        let keys = (size.map { [$0.rawValue] } ?? []) + countKeys
        for key in keys {
            if let grams = row.portions[key] { return (key, grams) }
        }
        guard let last = FoodWords.normalized(food).last.map(FoodWords.folded) else { return nil }
        return row.portions.first { key, _ in FoodWords.folded(key) == last }.map { ($0.key, $0.value) }
    }

    /// Grams per millilitre from the row's volume portions, cup first.
    private static func density(_ row: FoodRow) -> Double? {
        let volumes: [(String, QuantityUnit)] = [
            ("cup", .cup), ("tbsp", .tablespoon), ("tsp", .teaspoon), ("fl_oz", .fluidOunce),
        ]
        for (key, unit) in volumes {
            if let grams = row.portions[key], let millilitres = unit.millilitres { return grams / millilitres }
        }
        return nil
    }

    private static func missing(_ unit: String, row: FoodRow, food: String) -> QuantityError {
        let volumes: Set<String> = ["cup", "tbsp", "tsp", "fl_oz"]
        let counts = row.portions.keys.filter { !volumes.contains($0) }.sorted()
        let known = counts.isEmpty ? "" : " (it has \(counts.joined(separator: ", ")))"
        return QuantityError(
            reason: "no \(unit) weight for \(food) in the food table\(known); log it in grams, e.g. `150g \(food)`")
    }

    /// `50`, `118`, `12.5`: grams as the table writes them.
    static func format(_ grams: Double) -> String {
        let tenths = (grams * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
