import Testing

@testable import SpotterKit

/// The USDA database sits behind the curated table, never in front of it: every phrase the
/// curated table resolves on its own keeps exactly its figures, for every alias of every row (a
/// cup it could only guess at 1 g per ml keeps its food and takes USDA's cup weight, and a food
/// said without an amount takes USDA's portion for an unspecified amount instead of 100 g or a bite-sized piece).
@Suite struct CuratedTableRegressionTests {
    @Test func everyPhraseTheCuratedTableResolvesKeepsItsFigures() {
        let tableOnly = TableFoodResolver(table: .builtIn, database: .empty)
        let full = TableFoodResolver()
        var compared = 0
        var unspecified = 0
        for row in FoodTable.builtIn.rows {
            for alias in row.aliases {
                for phrase in [alias, "150g \(alias)", "2 \(alias)", "1 cup \(alias)", "a slice of \(alias)"] {
                    let before = tableOnly.resolve(phrase)
                    guard case .resolved(let foods) = before else { continue }
                    compared += 1
                    // A cup the table cannot weigh was a guess of 1 g per ml, not a figure of the
                    // table's: the same food keeps its figures, with USDA's cup weight where known.
                    if foods.first?.note?.contains("assumed 1 g per ml") == true,
                        case .resolved(let after) = full.resolve(phrase)
                    {
                        #expect(after.map(\.source) == foods.map(\.source), "\(phrase)")
                        #expect(after.map(\.name) == foods.map(\.name), "\(phrase)")
                        continue
                    }
                    // Said without an amount, the food keeps its figures per gram and takes USDA's
                    // portion for an unspecified amount where USDA names the food, not 100 g or one bite-sized piece.
                    // Nor is a plural said alone one piece of it (`strawberries` was 1 medium, 12 g) where USDA's is more.
                    let onePieceOfPlural =
                        phrase == alias && FoodWords.endsInPlural(alias)
                        && foods.first?.note?.hasPrefix("assumed 1 ") == true
                    // One helping USDA measures (a scoop, a teaspoon) stands in for 100 g where USDA weighs no amount.
                    let helping = (PortionRules.helpingUnits + PortionRules.spoons).contains {
                        foods.first?.note?.hasPrefix("assumed 1 \(PortionRules.spoken($0)) (") == true
                    }
                    let guessed =
                        foods.first?.note == "assumed 100 g" || helping
                        || (foods.first?.note?.hasPrefix("assumed 1 piece (") == true
                            && foods[0].grams < PortionRules.biteSizedPiece)
                        || onePieceOfPlural
                    if guessed, case .resolved(let after) = full.resolve(phrase),
                        let was = foods.first, let now = after.first, now.note?.contains("unspecified amount") == true
                    {
                        #expect(now.source == was.source && now.name == was.name, "\(phrase)")
                        if onePieceOfPlural { #expect(now.grams > was.grams, "\(phrase)") }
                        // Each figure is rounded to a whole kcal; the piece's rounding grows with the portion.
                        #expect(
                            abs(now.kcal - was.kcal / was.grams * now.grams) <= 1 + now.grams / was.grams / 2,
                            "\(phrase)")
                        #expect(now.status == .estimated, "\(phrase)")
                        unspecified += 1
                        continue
                    }
                    #expect(full.resolve(phrase) == before, "\(phrase)")
                }
            }
        }
        #expect(compared > 3000)
        #expect(unspecified > 100)
    }
}
