import Testing

@testable import SpotterKit

/// The search index's words read in place from the prebuilt index: each found at its own id, as the
/// list an index built in memory makes finds it, and nothing else found.
@Suite struct SearchWordsTests {
    @Test func everyPrebuiltWordIsFoundAtItsIdAsTheBuiltListFindsIt() throws {
        let text = USDADatabase.builtInText
        let read = try #require(USDADatabase(tsv: text, prebuilt: USDADatabase.builtInIndex)).index.words
        let built = USDADatabase(tsv: text).index.words
        #expect(read.count > 4000)
        #expect(read.count == built.count)
        for id in read.indices {
            let word = read[id]
            #expect(word == built[id])
            #expect(read[word] == Int32(id), "\(word)")
        }
    }

    @Test func wordsNotInTheIndexAreNotFound() throws {
        let read = try #require(USDADatabase(tsv: USDADatabase.builtInText, prebuilt: USDADatabase.builtInIndex))
            .index.words
        let chicken = try #require(read["chicken"])
        #expect(read[Int(chicken)] == "chicken")
        // A word's start, the word and more, another case, nothing, and a word of the same length.
        for word in ["chicke", "chickenx", "Chicken", "", "zorblax", "chicken chicken"] {
            #expect(read[word] == nil, "\(word)")
        }
    }

    @Test func aLayoutReadsBackAsTheWordsItWasMadeOf() throws {
        let words = SearchWords(["egg", "eggs", "bread", "ñame", "crème"])
        let layout = words.prebuiltLayout
        try layout.text.withUnsafeBytes { text in
            let read = try #require(
                SearchWords(text: text, starts: Int32List(layout.starts), slots: Int32List(layout.slots)))
            #expect(read == words)
            #expect(read["crème"] == 4)
            #expect(read["bread"] == 2)
            #expect(read["creme"] == nil)
            // Starts that do not end one past the text, or slots too few for the words, are not read.
            #expect(
                SearchWords(text: text, starts: Int32List(layout.starts.dropLast()), slots: Int32List(layout.slots))
                    == nil)
            #expect(SearchWords(text: text, starts: Int32List(layout.starts), slots: Int32List([0, 0, 0, 0])) == nil)
        }
    }
}
