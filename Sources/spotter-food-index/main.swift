import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `swift run spotter-food-index [DIR] [CSV]`: indexes `DIR/usda_foods.tsv` (default Sources/CUSDAFoods)
// the way the binary searches it and writes `DIR/usda_index.bin`, which the binary embeds beside the
// text; then indexes the aliases of the curated table `CSV` (default Fixtures/foods.csv) and writes
// `Sources/SpotterKit/Resources/foods_index.bin`, embedded beside the table, and the aliases' words the
// USDA foods never use to `Sources/SpotterKit/Resources/spelling_words.txt` and their last words (a meal
// sentence's food nouns) to `Sources/SpotterKit/Resources/alias_nouns.txt`; then works out USDA's portion
// for an unspecified amount of the curated foods that have none and writes it to
// `Sources/SpotterKit/Resources/unspecified_portions.tsv`.
// Run it after regenerating either file or changing how foods are indexed; the tests
// `theBuiltInIndexIsCurrent` fail until you do.
func fail(_ sentence: String) -> Never {
    let bytes = Array("spotter-food-index: \(sentence)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

func write(_ bytes: [UInt8], to path: String) {
    do {
        try FileSystem.replaceAtomically(path, with: bytes)
        print("wrote \(path): \(bytes.count) bytes")
    } catch {
        fail("cannot write \(path): \(error)")
    }
}

let arguments = CommandLine.arguments.dropFirst()
let directory = arguments.first ?? "Sources/CUSDAFoods"
let table = arguments.dropFirst().first ?? "Fixtures/foods.csv"
guard let text = FileSystem.read(directory + "/usda_foods.tsv") else {
    fail("cannot read \(directory)/usda_foods.tsv; run it from the repository root.")
}
write(text.withUnsafeBufferPointer { USDADatabase.prebuiltIndex(forTSV: $0) }, to: directory + "/usda_index.bin")
guard let csv = FileSystem.read(table) else {
    fail("cannot read \(table); run it from the repository root.")
}
do {
    write(try FoodTable.prebuiltIndex(forCSV: csv), to: "Sources/SpotterKit/Resources/foods_index.bin")
    let curated = try FoodTable(csvBytes: csv)
    let aliases = curated.rows.flatMap(\.aliases)
    let database = text.withUnsafeBufferPointer { USDADatabase(tsv: $0, aliases: aliases) }
    write(database.spellingWordsText(ofAliases: aliases), to: "Sources/SpotterKit/Resources/spelling_words.txt")
    write(FoodTable.aliasNounsText(of: curated.rows), to: "Sources/SpotterKit/Resources/alias_nouns.txt")
    // USDA's portion for an unspecified amount of each curated food that has none of its own, searched in
    // the database just indexed, with the table's aliases known to spelling as the binary's database has them.
    write(
        UnspecifiedPortions.tsv(for: curated, database: database),
        to: "Sources/SpotterKit/Resources/unspecified_portions.tsv")
} catch {
    fail("\(table): \(error)")
}
