import Testing

@testable import SpotterKit

/// The built-in table looked up through its prebuilt index answers exactly as the same CSV parsed
/// whole, and a stale index is never read.
@Suite struct PrebuiltFoodIndexTests {
    private static let csv = PackageResources.foods_csv
    private static let raw = PackageResources.foods_index_bin

    @Test func theBuiltInIndexIsCurrent() throws {
        // Fails after the table or the indexing changes until `swift run spotter-food-index` is run.
        #expect(try FoodTable.prebuiltIndex(forCSV: Self.csv) == Self.raw)
    }

    @Test func theBuiltInTableIsReadThroughItsIndex() {
        #expect(PrebuiltFoodIndex.builtIn != nil)
    }

    @Test func everyRowDecodesAloneAsInTheWholeTable() throws {
        // A new index, whose rows are not decoded yet: the first pass decodes each, the second finds it kept.
        let index = try #require(PrebuiltFoodIndex(csv: Self.csv, raw: Self.raw))
        let parsed = try FoodTable(csvBytes: Self.csv)
        #expect(index.rowCount == parsed.rows.count)
        for pass in 1...2 {
            for (position, row) in parsed.rows.enumerated() {
                #expect(index.row(position) == row, "\(row.name), pass \(pass)")
            }
        }
        #expect(index.row(parsed.rows.count) == nil)
        #expect(index.row(-1) == nil)
    }

    @Test func everyAliasMatchesAsInTheParsedTable() throws {
        let parsed = try FoodTable(csvBytes: Self.csv)
        let builtIn = FoodTable.builtIn
        var phrases = ["", "xyzzy", "oat milk", "cooked instant oatmeal", "mac and cheese and rice"]
        for row in parsed.rows {
            for alias in row.aliases {
                phrases += [alias, alias + "s", alias + "es", "grilled \(alias)", "cooked \(alias)", "oat \(alias)"]
            }
        }
        var matched = 0
        for phrase in phrases {
            let expected = parsed.match(phrase)
            #expect(builtIn.match(phrase) == expected, "\(phrase)")
            #expect(builtIn.exactMatch(phrase) == parsed.exactMatch(phrase), "\(phrase)")
            if let expected {
                matched += 1
                #expect(builtIn.reference(expected) == parsed.references[expected.index], "\(phrase)")
            }
        }
        #expect(matched > parsed.rows.count)
    }

    @Test func theExactKeysAreTheAliasesKeysInByteOrder() throws {
        let parsed = try FoodTable(csvBytes: Self.csv)
        let keys = try #require(PrebuiltFoodIndex.builtIn).exactKeys
        #expect(keys == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(Set(keys) == Set(parsed.rows.flatMap { $0.aliases.map(FoodWords.key) }.filter { !$0.isEmpty }))
    }

    @Test func theBuiltInSpellingWordsAreCurrent() throws {
        // Spelling learns the words of the table's aliases that USDA's foods do not use, written by
        // `spotter-food-index`: a changed table or index fails here until it is run again.
        let aliases = try FoodTable(csvBytes: Self.csv).rows.flatMap(\.aliases)
        let expected = USDADatabase.builtIn.index.spellingWords(ofAliases: aliases)
        #expect(expected.count > 100)
        #expect(USDADatabase.curatedWords() == expected)
    }

    @Test func theBuiltInAliasNounsAreCurrent() throws {
        // A meal sentence's food nouns, written by `spotter-food-index`: a changed table fails here until
        // it is run again.
        let expected = FoodTable.aliasNouns(of: try FoodTable(csvBytes: Self.csv).rows)
        #expect(expected.count > 400)
        #expect(expected.contains("egg") && expected.contains("broccoli"))
        #expect(FoodTable.builtIn.aliasNouns == SortedWords(expected))
        #expect(Set(FoodTable.builtIn.aliasNouns.words) == expected)
    }

    @Test func theSplitterKeepsTheSameAliasesWhole() throws {
        let parsed = try FoodTable(csvBytes: Self.csv)
        #expect(!parsed.protectedAliases.isEmpty)
        #expect(FoodTable.builtIn.protectedAliases == parsed.protectedAliases)
    }

    @Test func anIndexOfOtherTextOrCutShortIsNotRead() {
        #expect(PrebuiltFoodIndex(csv: Self.csv, raw: Self.raw) != nil)
        #expect(PrebuiltFoodIndex(csv: Self.csv + [0x0A], raw: Self.raw) == nil)
        #expect(PrebuiltFoodIndex(csv: Self.csv, raw: Array(Self.raw.dropLast())) == nil)
        #expect(PrebuiltFoodIndex(csv: Self.csv, raw: Array(Self.raw.prefix(4))) == nil)
        var otherVersion = Self.raw
        otherVersion[4] &+= 1
        #expect(PrebuiltFoodIndex(csv: Self.csv, raw: otherVersion) == nil)
    }
}
