import ChildProcesses
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `spotter-bench nutribench FILE [--show N|all]`: replays NutriBench meal sentences through the
/// default offline resolver and compares each meal's totals with its USDA label.
enum NutriBench {
    struct Meal {
        var sentence: String
        var carbs: Double
        var energy: Double
    }

    struct Figures {
        var meals = 0
        var withoutReview = 0
        var carbsWithin = 0
        var energyWithin = 0
        /// Meals within both lines at once.
        var bothWithin = 0
        var unresolvedWithNumbers = 0
    }

    static func run(path: String, show: Int) -> Int32 {
        guard let bytes = FileSystem.read(path) else {
            print(
                "spotter-bench: cannot read \(path); give a NutriBench CSV (meal_description,carb,protein,fat,energy).")
            return 1
        }
        let meals = parse(String(decoding: bytes, as: UTF8.self))
        guard !meals.isEmpty else {
            print("spotter-bench: \(path) has no meals; expected the columns meal_description,carb,protein,fat,energy.")
            return 1
        }
        var figures = Figures()
        var shown = 0
        let start = Clock.seconds()
        let engine: Engine
        do {
            engine = try Engine(
                config: Config(), store: InMemoryJournalStore(), resolver: TableFoodResolver(), foods: .builtIn)
        } catch {
            print("spotter-bench: \(error)")
            return 1
        }
        for meal in meals {
            let outcome = engine.handle(meal.sentence)
            var carbs = 0.0
            var energy = 0.0
            var review = outcome.needsReviewCount > 0
            var lines: [String] = []
            for entry in outcome.entries {
                guard case .food(let food) = entry.payload else { continue }
                if food.status == .needsReview {
                    review = true
                    if food.kcal != nil || food.carbs != nil { figures.unresolvedWithNumbers += 1 }
                }
                carbs += food.carbs ?? 0
                energy += food.kcal ?? 0
                lines.append(
                    "    \(food.text) → \(food.name ?? "?") \(food.grams ?? 0) g \(food.kcal ?? 0) kcal [\(food.status)]"
                )
            }
            figures.meals += 1
            if !review { figures.withoutReview += 1 }
            let carbsOK = abs(carbs - meal.carbs) <= 7.5
            let energyOK = abs(energy - meal.energy) <= max(0.1 * meal.energy, 25)
            if carbsOK { figures.carbsWithin += 1 }
            if energyOK { figures.energyWithin += 1 }
            if carbsOK && energyOK { figures.bothWithin += 1 }
            if show == Int.max || ((!carbsOK || !energyOK || review) && shown < show) {
                shown += 1
                print("\(meal.sentence)\n  label C \(meal.carbs) kcal \(meal.energy); got C \(carbs) kcal \(energy)")
                lines.forEach { print($0) }
            }
        }
        let seconds = Clock.seconds() - start
        func share(_ count: Int) -> String {
            let percent = Double(count) * 100 / Double(figures.meals)
            return "\(Double(Int(percent * 10)) / 10) %"
        }
        print("NutriBench \(path): \(figures.meals) meals")
        print("  resolved with no review item:    \(share(figures.withoutReview))")
        print("  carbs within 7.5 g of the label:  \(share(figures.carbsWithin))")
        print("  energy within 10 % (>= 25 kcal):  \(share(figures.energyWithin))")
        print("  both within at once:              \(share(figures.bothWithin))")
        print("  unresolved foods with numbers:    \(figures.unresolvedWithNumbers)")
        print("  \(Int(Double(figures.meals) / max(seconds, 1e-9))) meals/s")
        return 0
    }

    /// Rows of the CSV: a quoted or plain description, then carb, protein, fat, energy.
    static func parse(_ text: String) -> [Meal] {
        guard let records = try? CSVReader.records(Array(text.utf8)) else { return [] }
        guard let header = records.first, let describe = header.fields.firstIndex(of: "meal_description"),
            let carb = header.fields.firstIndex(of: "carb"), let energy = header.fields.firstIndex(of: "energy")
        else { return [] }
        return records.dropFirst().compactMap { record in
            let fields = record.fields
            guard fields.count > max(describe, carb, energy), let carbs = Double(fields[carb]),
                let kcal = Double(fields[energy])
            else { return nil }
            return Meal(sentence: fields[describe], carbs: carbs, energy: kcal)
        }
    }
}
