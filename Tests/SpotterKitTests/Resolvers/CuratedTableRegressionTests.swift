import Testing

@testable import SpotterKit

/// The USDA database sits behind the curated table, never in front of it: every phrase the
/// curated table resolves on its own keeps exactly its figures, for every alias of every row.
@Suite struct CuratedTableRegressionTests {
    @Test func everyPhraseTheCuratedTableResolvesKeepsItsFigures() {
        let tableOnly = TableFoodResolver(table: .builtIn, database: .empty)
        let full = TableFoodResolver()
        var compared = 0
        for row in FoodTable.builtIn.rows {
            for alias in row.aliases {
                for phrase in [alias, "150g \(alias)", "2 \(alias)", "1 cup \(alias)", "a slice of \(alias)"] {
                    let before = tableOnly.resolve(phrase)
                    guard case .resolved = before else { continue }
                    #expect(full.resolve(phrase) == before, "\(phrase)")
                    compared += 1
                }
            }
        }
        #expect(compared > 3000)
    }
}
