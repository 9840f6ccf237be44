// The reader built from the food table and the USDA database.

extension MealSentence {
    /// A reader whose food words are the nouns of the table's aliases and of the USDA
    /// descriptions, and that keeps a joined phrase whole when the table or the database has it as
    /// one dish.
    static func reading(foods: FoodTable, database: USDADatabase) -> MealSentence {
        let tableNouns = foods.aliasNouns
        return MealSentence(
            isFoodWord: { token in
                // `a cup`, `a bag`: a measure is never the food, even where a name ends in one.
                if isMeasureWord(Substring(token)) { return false }
                return FoodSearchIndex.terms(token).contains {
                    tableNouns.contains($0) || database.index.namesFood($0)
                }
            },
            isDish: { phrase in
                guard case .success(let parsed) = QuantityParser.parse(phrase) else { return false }
                let reading = parsed.readingContainer()
                if foods.exactMatch(reading.food) != nil { return true }
                return USDASearch(reading, in: database, limit: 1).isDish
            },
            isDishNaming: { joined, part, every in
                guard case .success(let parsed) = QuantityParser.parse(joined) else { return false }
                return USDASearch(parsed.readingContainer(), in: database, limit: 1)
                    .isDish(naming: part, every: every, index: database.index)
            },
            namesOneFood: { phrase in
                guard case .success(let parsed) = QuantityParser.parse(phrase) else { return false }
                let reading = parsed.readingContainer()
                return foods.exactMatch(reading.food) != nil
                    || USDASearch(reading, in: database, limit: 1).namesEveryWord
            },
            isKnownWord: { token in
                // `without crusts` keeps its `without`, which names foods as much as `crusts` does.
                FoodSearchIndex.terms(token).allSatisfy {
                    tableNouns.contains($0) || database.index.id(of: $0) != nil || FoodSearchIndex.isNegationWord($0)
                }
            },
            protectedPhrases: foods.protectedAliases)
    }
}
