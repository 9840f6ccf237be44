import Testing

@testable import SpotterKit

/// The training words' table is laid out beforehand (`TrainingLexicon+Table.swift`) from the word lists.
@Suite struct TrainingLexiconTests {
    @Test func theKeptTableIsTheOneTheWordListsBuild() {
        let stale = WordTableSource.staleness(
            of: "TrainingLexicon+Table.swift", kept: TrainingLexicon.table, built: TrainingLexicon.builtTable(),
            extending: "TrainingLexicon", documentation: Self.tableDocumentation, declaration: "static let table",
            valueType: "WordMeaning", value: Self.literal)
        #expect(
            stale == nil, "TrainingLexicon+Table.swift is out of date; the file to put in its place is \(stale ?? "")")
    }

    /// What `TrainingLexicon+Table.swift` says of its table.
    static let tableDocumentation = [
        "The table of the word lists (`builtTable()`), laid out beforehand: built from the lists, it took 81,000",
        "instructions at the first word of every process, a `log 150g chicken` among them. `TrainingLexiconTests`",
        "checks it against the lists, and writes the file to put here when they differ.",
    ]

    /// `WordMeaning(…)` with the fields that are set, in their order. A field added to `WordMeaning` is added
    /// here too, or the table written lacks it and the check above keeps failing.
    static func literal(_ meaning: WordMeaning) -> String {
        var fields: [String] = []
        if let unit = meaning.weightUnit { fields.append("weightUnit: .\(unit)") }
        if let cardio = meaning.cardio { fields.append("cardio: .\(cardio)") }
        if let metres = meaning.metres { fields.append("metres: \(metres)") }
        if let seconds = meaning.seconds { fields.append("seconds: \(seconds)") }
        if meaning.isFoodUnit { fields.append("isFoodUnit: true") }
        if meaning.tellsOfEating { fields.append("tellsOfEating: true") }
        if let word = meaning.setWord { fields.append("setWord: .\(word)") }
        if let flag = meaning.flag { fields.append("flag: .\(flag)") }
        if let flag = meaning.flagPhraseFlag { fields.append("flagPhraseFlag: .\(flag)") }
        return "WordMeaning(" + fields.joined(separator: ", ") + ")"
    }
}
