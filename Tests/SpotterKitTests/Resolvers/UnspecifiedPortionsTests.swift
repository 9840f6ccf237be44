import Testing

@testable import SpotterKit

/// USDA's portions for an unspecified amount, worked out at build time for the curated names and
/// aliases, answer as the search of the built-in database does.
@Suite struct UnspecifiedPortionsTests {
    /// The curated row `text` names.
    private func row(_ text: String) throws -> FoodRow {
        let lowered = text.lowercased()
        return try #require(
            FoodTable.builtIn.rows.first { row in
                row.name.lowercased() == lowered || row.aliases.contains { $0.lowercased() == lowered }
            })
    }

    @Test func theBuiltInAnswersAreCurrent() {
        // Fails after the table, the USDA foods or the search change until `swift run spotter-food-index` is run.
        let made = UnspecifiedPortions.tsv(for: .builtIn, database: .builtIn)
        #expect(made == PackageResources.unspecified_portions_tsv)
    }

    @Test func aWorkedOutAnswerIsTheSearchsAnswer() throws {
        let answers = UnspecifiedPortions.builtIn
        for text in ["chicken", "oatmeal", "rice", "1% milk"] {
            let known = try #require(answers.answer(for: text), "\(text) was not worked out")
            #expect(known == UnspecifiedPortions.search(text, naming: try row(text), in: .builtIn), "\(text)")
            #expect(known != nil, "\(text)")
        }
        // Worked out, and USDA has no such portion for any of its food's names: a known "none", not a text to search.
        let none = try #require(answers.answer(for: "sriracha"))
        #expect(none == nil)
        #expect(UnspecifiedPortions.search("sriracha", naming: try row("sriracha"), in: .builtIn) == nil)
    }

    @Test func aNameTheSearchFindsNoPortionForTakesItsFoodsOther() throws {
        // `smooth peanut butter` was 100 g and 598 kcal, where `peanut butter`, the same row, is USDA's 32 g.
        let answers = UnspecifiedPortions.builtIn
        #expect(
            UnspecifiedPortions.search("smooth peanut butter", naming: try row("peanut butter"), in: .builtIn) == nil)
        #expect(answers.answer(for: "smooth peanut butter") == answers.answer(for: "peanut butter"))
        #expect(answers.answer(for: "1 percent milk") == answers.answer(for: "1% milk"))
        let resolver = TableFoodResolver()
        if case .resolved(let foods) = resolver.resolve("smooth peanut butter") {
            #expect(foods.map(\.grams) == [32])
        } else {
            Issue.record("smooth peanut butter did not resolve")
        }
    }

    @Test func aNameNoSearchAnswersTakesTheKindOfFoodItsLastWordsName() throws {
        // 7ae0ea5 weighed each 100 g: `avocado oil` 884 kcal, `maple syrup` 260, `ribeye` a 100 g steak.
        let answers = UnspecifiedPortions.builtIn
        #expect(answers.answer(for: "avocado oil") == .some(.init(name: "Vegetable oil, NFS", grams: 14)))
        #expect(answers.answer(for: "maple syrup")??.name == "Syrup, NFS")
        #expect(answers.answer(for: "ribeye steak")??.grams == 134)
        #expect(answers.answer(for: "raw ground turkey")??.name == "Turkey, ground")
        // `ribeye` alone finds no kind, and takes what its row's `ribeye steak` found.
        #expect(UnspecifiedPortions.kindSearch("ribeye", naming: try row("ribeye"), in: .builtIn) == nil)
        #expect(answers.answer(for: "ribeye") == answers.answer(for: "ribeye steak"))
    }

    @Test func aKindThatIsAnotherFoodLendsNoPortion() throws {
        // `breast` finds `Chicken breast`, `substitute` a `Coffee substitute`, `strip` `Chicken tenders or strips`.
        for text in ["raw turkey breast", "egg substitute", "new york strip", "coriander leaves"] {
            #expect(UnspecifiedPortions.kindSearch(text, naming: try row(text), in: .builtIn) == nil, "\(text)")
        }
        #expect(UnspecifiedPortions.builtIn.answer(for: "egg substitute") == .some(nil))
    }

    @Test func anotherKindOfFoodLendsNoPortion() throws {
        // `spaghetti` was 65 g, `Spaghetti sauce`'s portion; `ramen` 388 g of dry noodles (1,707 kcal), the portion
        // of `Soup, mostly noodles`; `milk chocolate` 248 g, `Chocolate milk`'s.
        let resolver = TableFoodResolver()
        func grams(_ text: String) -> Double? {
            if case .resolved(let foods) = resolver.resolve(text), foods.count == 1 { foods[0].grams } else { nil }
        }
        #expect(grams("spaghetti") == 140)
        // USDA weighs no unspecified amount of dry instant noodles: `ramen` is the row's packet (86.8 g), not 100 g.
        #expect(grams("ramen") == 86.8)
        // `milk chocolate` is USDA's milk chocolate candy (21 g), not `Chocolate milk`'s portion: it took what its row's
        // `chocolate` found, white chocolate's 14 g, where its own search found the drink.
        #expect(grams("milk chocolate") == 21)
        #expect(
            UnspecifiedPortions.search("milk chocolate", naming: try row("milk chocolate"), in: .builtIn)
                == UnspecifiedPortions.Portion(name: "Milk chocolate candy, plain", grams: 21))
        // A twin of the same kind still lends its portion, fat added or not: `chicken` is 85 g of rotisserie chicken.
        #expect(grams("chicken") == 85)
        #expect(grams("broccoli") == 80)
        #expect(UnspecifiedPortions.search("spaghetti", naming: try row("spaghetti"), in: .builtIn) == nil)
    }

    @Test func aTextNotWorkedOutIsLeftToTheSearch() {
        let answers = UnspecifiedPortions.builtIn
        for text in ["", "a bowl of chicken soup", "chickens", "chicken.", "zzz"] {
            #expect(answers.answer(for: text) == nil, "\(text)")
        }
    }

    @Test func everyLineIsFoundByItsTextAndNothingBetweenThem() {
        // The answers are found by a binary search over the file's bytes: each of its texts, first and last
        // included, answers with its own line, and a text sorting before, between or after them answers nothing.
        let tsv =
            "# comment\n# another\napple\t182.0\tApple, raw\nbagel\t\t\nrice\t158.0\tRice, cooked\nzucchini\t90.0\tSquash"
        let answers = UnspecifiedPortions(tsv: Array(tsv.utf8))
        #expect(answers.answer(for: "apple") == .some(.init(name: "Apple, raw", grams: 182)))
        #expect(answers.answer(for: "bagel") == .some(nil))
        #expect(answers.answer(for: "rice") == .some(.init(name: "Rice, cooked", grams: 158)))
        #expect(answers.answer(for: "zucchini") == .some(.init(name: "Squash", grams: 90)))
        for text in ["", "aardvark", "apples", "banana", "ric", "zzz", "# comment"] {
            #expect(answers.answer(for: text) == nil, "\(text)")
        }
        // Every line of the built-in file is found by its text.
        let builtIn = String(decoding: PackageResources.unspecified_portions_tsv, as: UTF8.self)
        var found = 0
        for line in builtIn.split(separator: "\n") where !line.hasPrefix("#") {
            let text = String(line.split(separator: "\t", omittingEmptySubsequences: false)[0])
            if UnspecifiedPortions.builtIn.answer(for: text) != nil { found += 1 } else { Issue.record("\(text)") }
        }
        #expect(found > 1500)
    }

    @Test func aTextIsAnsweredWhateverItsCase() throws {
        // A phone capitalizes the first word: `Greek yogurt` is worked out as `greek yogurt` is, and the
        // search it stands for answers the same.
        let answers = UnspecifiedPortions.builtIn
        for text in ["Chicken", "Greek yogurt", "OATMEAL", "greek Yogurt, plain, NONFAT", "Cheerios"] {
            let known = try #require(answers.answer(for: text), "\(text) was not worked out")
            #expect(known == answers.answer(for: text.lowercased()), "\(text)")
            #expect(known == UnspecifiedPortions.search(text, naming: try row(text), in: .builtIn), "\(text)")
        }
    }

    @Test func aCuratedFoodWithoutAnAmountWeighsTheSameEitherWay() {
        // `database: nil` reads the worked-out answers; the same database given is searched.
        let answered = TableFoodResolver()
        let searched = TableFoodResolver(database: .builtIn)
        for text in [
            "chicken", "oatmeal", "greek yogurt", "Greek yogurt", "Oatmeal", "peanut butter", "steak", "banana",
            "150g chicken",
        ] {
            #expect(answered.resolve(text) == searched.resolve(text), "\(text)")
        }
        guard case .resolved(let foods) = answered.resolve("chicken") else {
            Issue.record("chicken did not resolve")
            return
        }
        #expect(foods.first?.grams == 85)
    }

    @Test func aBestMatchWithNoPortionGivesWayToTheSameFoodThatHasOne() throws {
        // SR28's `Arugula, raw` comes first and weighs no unspecified amount; the survey's `Lettuce, arugula, raw`
        // does (10 g). Said alone, `arugula` and `rocket` were 100 g.
        let arugula = UnspecifiedPortions.Portion(name: "Lettuce, arugula, raw", grams: 10)
        #expect(UnspecifiedPortions.search("arugula", naming: try row("arugula"), in: .builtIn) == arugula)
        #expect(UnspecifiedPortions.builtIn.answer(for: "rocket") == .some(arugula))
        #expect(UnspecifiedPortions.builtIn.answer(for: "cilantro")??.grams == 1)
        // A dish with the food in it, or a synonym's food, is not the food: `balsamic` finds no portion.
        #expect(UnspecifiedPortions.search("balsamic", naming: try row("balsamic"), in: .builtIn) == nil)
        #expect(!UnspecifiedPortions.isSameFood("Tofu and vegetables including carrots, broccoli", as: "tofu"))
        #expect(!UnspecifiedPortions.isSameFood("Potato salad, made with Italian dressing", as: "balsamic"))
        #expect(UnspecifiedPortions.isSameFood("Cilantro, raw", as: "cilantro"))
    }
}
