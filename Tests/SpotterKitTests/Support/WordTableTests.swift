import Testing

@testable import SpotterKit

/// The fixed vocabularies' table (training words, food units): each word finds its value, other words none.
@Suite struct WordTableTests {
    @Test func eachWordFindsItsValueAndOtherWordsNone() {
        var table = WordTable<Int>(capacity: 4)
        for (number, word) in ["kg", "lbs", "cups", "kilogrammes"].enumerated() { table.insert(number, for: word) }
        #expect(table["kg"] == 0)
        #expect(table["lbs"] == 1)
        #expect(table["cups"] == 2)
        #expect(table["kilogrammes"] == 3)
        #expect(table["kgs"] == nil)
        #expect(table[""] == nil)
        #expect(table.count == 4)
    }

    @Test func wordsGivenAtOnceAreFoundAsWordsAddedOneByOne() {
        // The exercise library's keys, then 5,000 made-up words: some share a first slot, so probes run on.
        for words in [BuiltInExercises.keyTable.entries.map { $0.0 }, (0..<5000).map { "w\($0 * 7919 % 5000)" }] {
            let values = Array(words.indices)
            let atOnce = WordTable(words: words, values: values)
            var oneByOne = WordTable<Int>(capacity: 2)
            for (word, value) in zip(words, values) { oneByOne.insert(value, for: word) }
            #expect(atOnce.count == oneByOne.count)
            #expect(atOnce.entries.map(\.0) == oneByOne.entries.map(\.0))
            #expect(words.indices.allSatisfy { atOnce[words[$0]] == $0 })
            #expect(atOnce["not a word of them"] == nil)
        }
    }

    @Test func aWordGivenTwiceAtOnceKeepsItsFirstValueAndOnePlace() {
        let table = WordTable(words: ["squat", "bench", "squat", "row"], values: [0, 1, 2, 3])
        #expect(table["squat"] == 0)
        #expect(table["row"] == 3)
        #expect(table.count == 3)
        #expect(table.entries.map(\.0) == ["squat", "bench", "row"])
        #expect(table.entries.map(\.1) == [0, 1, 3])
    }

    @Test func updatingAWordChangesItsOneValue() {
        // A word in two lists (`cup` is a food unit and tells of eating) keeps what both say.
        var table = WordTable<[String]>(capacity: 2)
        table.update("cup", startingFrom: []) { $0.append("food unit") }
        table.update("cup", startingFrom: []) { $0.append("eating") }
        table.update("run", startingFrom: []) { $0.append("cardio") }
        #expect(table["cup"] == ["food unit", "eating"])
        #expect(table["run"] == ["cardio"])
        #expect(table.count == 2)
    }

    @Test func everyWordIsFoundAfterTheTableGrew() {
        // Room for 2 at first: 8 slots, then doubled again and again, past the 32,768 words that two-byte
        // slots held: the exercise library keeps every custom exercise a journal names.
        let words = (0..<40_000).map { "word\($0)" }
        var table = WordTable<Int>(capacity: 2)
        for (number, word) in words.enumerated() { table.insert(number, for: word) }
        #expect(table.count == 40_000)
        #expect(words.indices.allSatisfy { table[words[$0]] == $0 })
        #expect(table["word40000"] == nil)
        #expect(table.entries.map(\.0) == words)
    }

    @Test func theLexiconReadsEveryKindOfTrainingWord() {
        #expect(WeightUnit(word: "kilos") == .kg)
        #expect(WeightUnit(word: "#") == .lb)
        #expect(CardioModality(keyword: "cycled") == .bike)
        #expect(TrainingLexicon.metres(per: "miles") == 1609.344)
        #expect(TrainingLexicon.seconds(per: "hrs") == 3600)
        #expect(TrainingLexicon.meaning(of: "cups")?.isFoodUnit == true)
        #expect(TrainingLexicon.meaning(of: "cups")?.tellsOfEating == true)
        #expect(TrainingLexicon.meaning(of: "bench") == nil)
    }
}
