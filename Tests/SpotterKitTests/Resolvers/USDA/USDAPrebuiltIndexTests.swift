import Testing

@testable import SpotterKit

/// The search index built at build time (`usda_index.bin`) is the index of the text beside it, and
/// reading it back gives the same search as indexing the text.
@Suite struct USDAPrebuiltIndexTests {
    @Test func theBuiltInIndexIsCurrent() {
        // Fails after the text or the indexing changes until `swift run spotter-food-index` is run.
        let fresh = USDADatabase.prebuiltIndex(forTSV: USDADatabase.builtInText)
        #expect(fresh == Array(USDADatabase.builtInIndex))
    }

    @Test func aReadBackIndexSearchesLikeABuiltOne() throws {
        let text = USDADatabase.builtInText
        let built = USDADatabase(tsv: text)
        let read = try #require(USDADatabase(tsv: text, prebuilt: USDADatabase.builtInIndex))
        #expect(read.foods.count == built.foods.count)
        #expect(read.incompleteFoods == built.incompleteFoods)
        #expect(read.index.flatStorage == built.index.flatStorage)
        for phrase in ["chicken breast", "pad thai with chicken", "a bowl of oatmeal", "brocoli", "milkshake"] {
            let fromRead = USDASearch(phrase, in: read)
            let fromBuilt = USDASearch(phrase, in: built)
            #expect(fromRead.candidates == fromBuilt.candidates, "\(phrase)")
            #expect(
                fromRead.best.map { read.foods[$0.food].reference }
                    == fromBuilt.best.map { built.foods[$0.food].reference })
        }
        #expect(read.food(reference: "usda-sr28:14416")?.name == built.food(reference: "usda-sr28:14416")?.name)
    }

    @Test func anIndexOfOtherTextOrCutShortIsNotRead() {
        let text = USDADatabase.builtInText
        let index = USDADatabase.builtInIndex
        #expect(USDADatabase.decodePrebuilt(index, tsvSize: text.count + 1) == nil)
        let cut = UnsafeRawBufferPointer(rebasing: index[0..<(index.count - 1)])
        #expect(USDADatabase.decodePrebuilt(cut, tsvSize: text.count) == nil)
        #expect(USDADatabase(tsv: text, prebuilt: UnsafeRawBufferPointer(rebasing: index[0..<4])) == nil)
    }

    @Test func aFoodsFieldsReadAloneAreItsWholeFoods() {
        let foods = USDADatabase.builtIn.foods
        let differing = foods.indices.filter { position in
            let food = foods[position]
            return foods.name(at: position) != food.name || foods.synonyms(at: position) != food.synonyms
                || foods.kcal(at: position) != food.kcal || foods.isSurveyFood(at: position) != food.isSurveyFood
                || foods.name(at: position, contains: UInt8(ascii: "(")) != food.name.contains("(")
        }
        #expect(foods.count > 10_000)
        #expect(differing.count == 0, "\(differing.prefix(10).map { foods[$0].name })")
        // Both kinds of food, and foods with and without other names, were read.
        #expect(
            foods.indices.contains { foods.isSurveyFood(at: $0) }
                && foods.indices.contains { !foods.isSurveyFood(at: $0) })
        #expect(foods.indices.contains { foods.synonyms(at: $0).isEmpty })
        #expect(foods.indices.contains { !foods.synonyms(at: $0).isEmpty })
        #expect(foods.indices.contains { foods.name(at: $0, contains: UInt8(ascii: "(")) })
    }
}
