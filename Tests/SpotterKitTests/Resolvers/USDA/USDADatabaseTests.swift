import Foundation
import Testing

@testable import SpotterKit

/// The embedded database against the USDA files it was built from (`shared/data`, beside the
/// repository): every figure copied, none edited.
@Suite struct USDADatabaseTests {
    static let dataDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/data").path

    private let database = USDADatabase.builtIn

    @Test func holdsEveryFNDDSFoodAndTheCompleteSR28Foods() {
        let survey = database.foods.filter(\.isSurveyFood).count
        #expect(survey == 7083)
        #expect(database.foods.count - survey + database.incompleteFoods == 8789)
        #expect(database.incompleteFoods < 100)
    }

    @Test func keepsTheSourceOfEveryFood() {
        let milk = database.foods.first { $0.reference == "usda-fndds-2017:11111000" }
        #expect(milk?.row.name == "Milk, whole")
        #expect(milk?.synonyms.contains("leche fresca") == true)
        let butter = database.foods.first { $0.reference == "usda-sr28:01001" }
        #expect(butter?.row.name == "Butter, salted")
        #expect(butter?.row.kcal == 717)
    }

    static let nutrientFile = dataDirectory + "/fndds/nutrient_values.csv"

    // The USDA files sit beside the repository on a development machine, not in a clean clone:
    // there the check is skipped (and says so), the figures having been checked when generated.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: nutrientFile), "needs shared/data beside the repository"))
    func fnddsFiguresAreCopiedFromTheUSDAFile() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.nutrientFile))
        let records = try CSVReader.records(Array(bytes))
        let start = try #require(records.firstIndex { $0.fields.first == "Food code" })
        let header = records[start].fields.map { $0.replacingOccurrences(of: "\n", with: " ") }
        func column(_ prefix: String) throws -> Int { try #require(header.firstIndex { $0.hasPrefix(prefix) }) }
        let kcal = try column("Energy"), protein = try column("Protein"), carbs = try column("Carbohydrate")
        let fat = try column("Total Fat"), fiber = try column("Fiber")
        var byReference: [String: FoodRow] = [:]
        for food in database.foods { byReference[food.reference] = food.row }
        var checked = 0
        for record in records[(start + 1)...] {
            let fields = record.fields
            let row = try #require(byReference["usda-fndds-2017:" + fields[0]])
            #expect(row.kcal == Double(fields[kcal]) && row.protein == Double(fields[protein]), "\(fields[0])")
            #expect(row.carbs == Double(fields[carbs]) && row.fat == Double(fields[fat]), "\(fields[0])")
            #expect(row.fiber == Double(fields[fiber]), "\(fields[0])")
            checked += 1
        }
        #expect(checked == 7083)
    }

    @Test func portionsComeFromTheFoodsOwnList() throws {
        let coffee = try #require(database.foods.first { $0.reference == "usda-fndds-2017:92101000" })
        #expect(coffee.row.portions["cup"] == 240)
        #expect(coffee.row.portions[USDAPortions.defaultKey] == 360)
        #expect(coffee.householdPortions.first?.label == "1 fl oz")
    }

    @Test func aVarietysPortionsAreKeptApartFromTheFoodsOwn() throws {
        let candy = try #require(database.food(reference: "usda-fndds-2017:91745020"))
        #expect(
            candy.householdPortions.map(\.label) == ["1 piece", "1 small piece", "1/2 cup", "Quantity not specified"])
        let lollipop = candy.varietyPortions.first { $0.variety == "Lollipops" }
        #expect(lollipop?.label == "1 lollipop (.5 oz)")
        #expect(lollipop?.grams == 14)
        #expect(candy.row.portions["first"] == 6)
    }

    @Test func everyFoodIsFoundByItsOwnReferenceAndNoOtherIs() {
        // Found by halving: the built-in lines must be in byte order of their references.
        #expect(database.foods.referencesAreOrdered)
        var missed: [String] = []
        for position in database.foods.indices {
            let reference = database.foods[position].reference
            if database.foods.firstIndex(reference: reference) != position { missed.append(reference) }
        }
        #expect(missed.isEmpty)
        for absent in ["usda-sr28:0100", "usda-sr28:010011", "usda-fndds-2017:1", "usda-sr28:99999", "", "zzz"] {
            #expect(database.food(reference: absent) == nil)
        }
        #expect(database.food(reference: "usda-fndds-2017:11000000")?.reference == "usda-fndds-2017:11000000")
    }
}
