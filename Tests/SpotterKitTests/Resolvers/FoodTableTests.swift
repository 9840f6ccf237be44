import Testing

@testable import SpotterKit

@Suite struct FoodTableTests {
    private static let header =
        "name,aliases,kcal_per_100g,protein_g,carbs_g,fat_g,fiber_g,portions,ndb_no,source_dataset\n"

    private func error(_ csv: String) -> FoodTableError? {
        do {
            _ = try FoodTable(csv: csv)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Built-in table

    @Test func builtInTableHasAllUSDARows() {
        #expect(FoodTable.builtIn.rows.count == 584)
    }

    @Test func builtInRowsKeepTheCSVFigures() throws {
        let egg = try #require(FoodTable.builtIn.exactMatch("egg")?.row)
        #expect(egg.name == "egg, whole, raw")
        #expect(egg.kcal == 143)
        #expect(egg.protein == 12.56)
        #expect(egg.carbs == 0.72)
        #expect(egg.fat == 9.51)
        #expect(egg.fiber == 0)
        #expect(
            egg.portions == [
                "each": 50, "cup": 243, "small": 38, "medium": 44, "large": 50, "extra_large": 56, "jumbo": 63,
            ])
        #expect(egg.ndb == "01123")
        #expect(egg.source == "USDA SR28")
    }

    @Test func emptyFibreIsUnknownNotZero() {
        #expect(FoodTable.builtIn.exactMatch("tempeh")?.row.fiber == nil)
    }

    @Test func everyAliasFindsItsOwnRow() {
        let table = FoodTable.builtIn
        let resolver = TableFoodResolver(table: table)
        for (index, row) in table.rows.enumerated() {
            for alias in row.aliases {
                #expect(table.match(alias)?.index == index, "\(alias)")
                guard case .resolved(let foods) = resolver.resolve(alias) else {
                    Issue.record("\(alias) is unresolved")
                    continue
                }
                #expect(foods.first?.source == table.references[index], "\(alias)")
            }
        }
    }

    // MARK: - Matching

    @Test(arguments: [
        ("Mac & Cheese", "22960"), ("HARD-BOILED EGGS", "01129"), ("reese’s", "19150"), ("Reese's", "19150"),
        ("jalapeno", "11979"), ("Jalapeño", "11979"), ("grapefruits", "09111"), ("bananas!", "09040"),
        ("grilled salmon", "15237"), ("fresh organic baby spinach", "11457"), ("large ripe banana", "09040"),
        ("boneless skinless chicken breast", "05064"), ("“Banana”", "09040"), ("chicken\u{00A0}breast", "05064"),
        ("mac–and–cheese", "22960"), ("whole banana", "09040"), ("whole milk", "01077"),
    ])
    func matchesAfterNormalisingCasePluralsAndPunctuation(phrase: String, ndb: String) {
        #expect(FoodTable.builtIn.match(phrase)?.row.ndb == ndb)
    }

    @Test(arguments: [
        "oat milk", "chicken soup dumplings", "bread crumbs pudding", "rice milk", "", "!!!",
        // Of milk, `whole` says how much fat: not the table's reduced-fat chocolate milk.
        "whole chocolate milk",
    ])
    func otherWordsAroundAnAliasMakeADifferentFood(phrase: String) {
        #expect(FoodTable.builtIn.match(phrase) == nil)
    }

    @Test func fullAliasBeatsAShorterOneWithPreparationWords() {
        // `grilled chicken` is its own row (05747), not roasted chicken (05064) grilled.
        #expect(FoodTable.builtIn.match("grilled chicken")?.row.ndb == "05747")
        #expect(FoodTable.builtIn.match("fried egg")?.row.ndb == "01128")
    }

    @Test func aliasesWithSeparatorsAreProtected() {
        let protected = Set(FoodTable.builtIn.protectedAliases.map { $0.joined(separator: " ") })
        #expect(protected.contains("mac and cheese"))
        #expect(protected.contains("half and half"))
        #expect(protected.contains("half & half"))
        #expect(protected.contains("rice and bean"))
        #expect(protected.contains("chicken breast with skin"))
        #expect(!protected.contains("chicken"))
    }

    // MARK: - Reading CSV

    @Test func readsQuotedFieldsWithCommasQuotesAndNewlines() throws {
        let table = try FoodTable(
            csv: Self.header
                + "\"soup, \"\"best\"\"\nrecipe\",soup|my soup,50,3,6,1.5,,cup=240|bowl = 300,,User\n")
        let row = try #require(table.rows.first)
        #expect(row.name == "soup, \"best\"\nrecipe")
        #expect(row.aliases == ["soup", "my soup"])
        #expect(row.fiber == nil)
        #expect(row.portions == ["cup": 240, "bowl": 300])
        #expect(table.references == ["user:soup-best-recipe"])
    }

    @Test func readsCRLFAndAByteOrderMark() throws {
        let csv =
            "\u{FEFF}" + Self.header.split(separator: "\n").joined(separator: "\r\n") + "\r\n"
            + "tofu,Tofu|Bean Curd,76,8,1.9,4.8,0.3,Cup = 248|Fl Oz=31,16126,USDA SR28\r\n\r\n"
        let table = try FoodTable(csv: csv)
        #expect(table.rows.count == 1)
        #expect(table.rows[0].aliases == ["tofu", "bean curd"])
        #expect(table.rows[0].portions == ["cup": 248, "fl_oz": 31])
        #expect(table.rows[0].source == "USDA SR28")
        #expect(table.exactMatch("bean curd")?.row.name == "tofu")
    }

    @Test func rowWithoutAliasesAnswersToItsName() throws {
        let table = try FoodTable(csv: Self.header + "Protein Bar X,,400,30,40,12,5,bar=60,,\n")
        #expect(table.rows[0].aliases == ["protein bar x"])
        #expect(table.match("protein bar x")?.row.name == "Protein Bar X")
    }

    @Test func minimalColumnsInAnyOrderAreEnough() throws {
        let table = try FoodTable(
            csv: "aliases,name,fat_g,carbs_g,protein_g,kcal_per_100g\nkimchi,Kimchi,0.5,2.4,1.1,15\n")
        #expect(table.rows[0].kcal == 15)
        #expect(table.rows[0].fat == 0.5)
        #expect(table.rows[0].portions.isEmpty)
        #expect(table.references == ["user:kimchi"])
    }

    @Test func emptyFileIsAnError() {
        #expect(
            error("")
                == FoodTableError(
                    line: 1, message: "the file is empty; it needs a header line starting with `name,aliases`"))
    }

    @Test func missingColumnNamesTheColumn() {
        #expect(
            error("name,aliases,protein_g,carbs_g,fat_g\n")?.message.hasPrefix(
                "the header has no `kcal_per_100g` column") == true)
    }

    @Test func wrongFieldCountNamesTheLine() {
        let csv = Self.header + "a,a,1,1,1,1,1,,1,x\nb,b,1,1,1\n"
        #expect(error(csv) == FoodTableError(line: 3, message: "it has 5 fields but the header has 10"))
    }

    @Test func notANumberNamesTheLineAndColumn() {
        let csv = Self.header + "a,a,lots,1,1,1,1,,1,x\n"
        #expect(
            error(csv)
                == FoodTableError(line: 2, message: "kcal_per_100g \"lots\" is not a number from 0 to 945 per 100 g"))
    }

    @Test(arguments: ["-1", "101", "nan", "inf", "1e999"])
    func impossibleGramsPer100gAreErrors(value: String) {
        let csv = Self.header + "a,a,100,\(value),1,1,1,,1,x\n"
        #expect(error(csv)?.line == 2)
        #expect(error(csv)?.message.hasPrefix("protein_g") == true)
    }

    @Test(arguments: ["cup", "cup=", "=158", "cup=-3", "cup=abc", "cup=0"])
    func malformedPortionIsAnError(portion: String) {
        let csv = Self.header + "a,a,1,1,1,1,1,each=5|\(portion),1,x\n"
        #expect(error(csv)?.line == 2)
        #expect(error(csv)?.message.contains("should be unit=grams") == true)
    }

    @Test func unclosedQuoteNamesTheLineItOpensOn() {
        let csv = Self.header + "a,a,1,1,1,1,1,,1,x\n\"b,b,1,1,1,1,1,,1,x\nc,c\n"
        #expect(error(csv) == FoodTableError(line: 3, message: "a quoted field is never closed; add the missing \""))
    }

    @Test func strayQuotesAreErrors() {
        #expect(
            error(Self.header + "a\"b,a,1,1,1,1,1,,1,x\n")?.message.contains("quote inside an unquoted field") == true)
        #expect(
            error(Self.header + "\"a\"b,a,1,1,1,1,1,,1,x\n")?.message.contains("text follows a closing quote") == true)
    }

    @Test func lineNumbersCountNewlinesInsideQuotes() {
        let csv = Self.header + "\"two\nlines\",a,1,1,1,1,1,,1,x\nb,b,oops,1,1,1,1,,1,x\n"
        #expect(error(csv)?.line == 4)
    }

    @Test func aliasUsedByTwoRowsIsAnErrorNamingBothLines() {
        let csv = Self.header + "a,apple|pomme,1,1,1,1,1,,1,x\nb,Apple,1,1,1,1,1,,2,x\n"
        #expect(
            error(csv)
                == FoodTableError(
                    line: 3, message: "alias \"apple\" is already used on line 2; give each alias one row"))
    }

    @Test func invalidUTF8NamesTheLine() {
        var bytes = Array((Self.header + "a,a,1,1,1,1,1,,1,x\n").utf8)
        bytes += [0x62, 0xFF, 0x2C] + Array("b,1,1,1,1,1,,1,x\n".utf8)
        #expect(throws: FoodTableError(line: 3, message: "the line is not valid UTF-8 text; save the file as UTF-8")) {
            try FoodTable(csvBytes: bytes)
        }
    }

    @Test func errorDescriptionLeadsWithTheLine() {
        #expect(FoodTableError(line: 7, message: "bad").description == "line 7: bad")
    }

    // MARK: - Overlay

    @Test func overlayAliasWinsOverTheBuiltInRow() throws {
        let user = try FoodTable(csv: Self.header + "my chicken,chicken,100,20,0,2,,piece=120,,\n")
        let table = FoodTable.builtIn.overlaid(by: user)
        let resolver = TableFoodResolver(table: table)
        guard case .resolved(let foods) = resolver.resolve("150g chicken") else {
            Issue.record("150g chicken is unresolved")
            return
        }
        #expect(
            foods == [
                ResolvedFood(
                    name: "my chicken", grams: 150, kcal: 150, protein: 30, carbs: 0, fat: 3, fiber: nil, confidence: 1,
                    source: "user:my-chicken", status: .ok)
            ])
        // The replaced row's other aliases now answer with the user's row.
        #expect(table.exactMatch("chicken breast")?.row.name == "my chicken")
        #expect(table.exactMatch("2 chickens") == nil)
        #expect(table.exactMatch("chickens")?.row.name == "my chicken")
        #expect(table.rows.count == 584)
    }

    @Test func overlayExtendsTheTable() throws {
        let user = try FoodTable(csv: Self.header + "oat milk,oat milk|oatly,46,1,6.6,1.5,0.8,cup=240,,My foods\n")
        let table = FoodTable.builtIn.overlaid(by: user)
        #expect(table.rows.count == 585)
        #expect(table.exactMatch("oat milk")?.row.kcal == 46)
        #expect(table.exactMatch("milk")?.row.ndb == "01077")
        guard case .resolved(let foods) = TableFoodResolver(table: table).resolve("1 cup oat milk") else {
            Issue.record("1 cup oat milk is unresolved")
            return
        }
        // 46 × 2.4 = 110.4 kcal
        #expect(foods.first?.kcal == 110)
        #expect(foods.first?.source == "my-foods:oat-milk")
    }

    @Test func overlayMatchesPluralsOfBuiltInAliases() throws {
        let user = try FoodTable(csv: Self.header + "big egg,eggs,150,13,1,10,0,each=60,,\n")
        let table = FoodTable.builtIn.overlaid(by: user)
        #expect(table.exactMatch("egg")?.row.name == "big egg")
        #expect(table.exactMatch("large egg")?.row.name == "big egg")
    }

    @Test func aCookedFoodIsNotTheDryRowItsAliasNames() throws {
        let table = FoodTable.builtIn
        let dry = try #require(table.match("instant oatmeal"))
        #expect(dry.row.name.contains("dry"))
        // Said cooked, the dry row is no match; other modifiers still fall away.
        #expect(table.match("cooked instant oatmeal") == nil)
        #expect(table.match("hot instant oatmeal")?.row.name == dry.row.name)
    }

    @Test func aCookedFoodIsNotTheRawRowItsAliasNamesUnlessAskedFor() throws {
        let table = FoodTable.builtIn
        // b6acdbb logged `roasted potatoes` as the raw potato (0.77 kcal a gram; USDA's roasted ones 1.25).
        #expect(table.match("potatoes")?.row.name == "potato, raw (flesh and skin)")
        #expect(table.match("roasted potatoes") == nil)
        #expect(table.match("roasted potatoes", rawWhenCooked: true)?.row.name == "potato, raw (flesh and skin)")
        // A row that is cooked, or an alias that says how, is still the match.
        #expect(table.match("roasted broccoli")?.row.name == "broccoli, boiled")
        #expect(table.match("steamed spinach")?.row.name == "spinach, boiled")
    }

    @Test func aCookedFoodIsUSDAsCookedOneWhenItIsOneElseTheRawRow() {
        func food(_ phrase: String) -> String? {
            if case .resolved(let foods) = TableFoodResolver().resolve(phrase), foods.count == 1 {
                foods[0].name
            } else {
                nil
            }
        }
        #expect(food("roasted potatoes") == "Potato, roasted, NFS")
        #expect(food("200g roasted potatoes") == "Potato, roasted, NFS")
        #expect(food("grilled onions") == "Onions, cooked, fat added")
        #expect(food("baked apple") == "Apple, baked")
        // USDA's best for these is pickled or raw: the curated raw row is nearer.
        #expect(food("grilled zucchini") == "zucchini, raw")
        #expect(food("roasted peppers") == "bell pepper, red, raw")
        // Nor is another food cooked the food: a cooked egg is no `Egg, white, cooked`.
        #expect(food("50g egg cooked") == "egg, whole, raw")
    }
}
