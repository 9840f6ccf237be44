import Testing

@testable import SpotterKit

/// Cutting text at ASCII signs by their bytes gives what cutting it by Characters gives, on every
/// portion label and name of the USDA foods and on odd cases.
@Suite struct ASCIISplitTests {
    @Test func everyUSDALabelAndNameIsCutAsCharactersCutIt() {
        let foods = USDADatabase.builtIn.foods
        var texts: [String] = []
        for index in foods.indices {
            let food = foods[index]
            texts += [food.name, food.synonyms, food.portionsText] + food.householdPortions.map(\.label)
        }
        texts += ["", ",", ",,a,,b,", "(", "a (b, c)", "crème, brûlée (fr)", "e\u{301}, x", "1 cup (8 fl oz)"]
        #expect(texts.count > 40_000)
        for text in texts {
            #expect(text.split(atASCII: ",") == text.split(separator: ","), "\(text)")
            #expect(text.split(atASCII: " ") == text.split(separator: " "), "\(text)")
            #expect(
                text.split(atASCII: "(", or: ",") == text.split(whereSeparator: { $0 == "(" || $0 == "," }), "\(text)")
            #expect(text.prefix(beforeASCII: ",", or: "(") == text.prefix { $0 != "," && $0 != "(" }, "\(text)")
            #expect(text.firstIndex(ofASCII: "(") == text.firstIndex(of: "("), "\(text)")
            #expect(text.lastIndex(ofASCII: "=") == text.lastIndex(of: "="), "\(text)")
            let piece = text.dropFirst()
            #expect(piece.split(atASCII: " ") == piece.split(separator: " "), "\(text)")
        }
    }
}
