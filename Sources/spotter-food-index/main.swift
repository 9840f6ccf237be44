import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `swift run spotter-food-index [DIR]`: indexes `DIR/usda_foods.tsv` (default Sources/CUSDAFoods) the
// way the binary searches it and writes `DIR/usda_index.bin`, which the binary embeds beside the text.
// Run it after regenerating the text or changing how foods are indexed; the test
// `theBuiltInIndexIsCurrent` fails until you do.
func fail(_ sentence: String) -> Never {
    let bytes = Array("spotter-food-index: \(sentence)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

let directory = CommandLine.arguments.dropFirst().first ?? "Sources/CUSDAFoods"
guard let text = FileSystem.read(directory + "/usda_foods.tsv") else {
    fail("cannot read \(directory)/usda_foods.tsv; run it from the repository root.")
}
let index = text.withUnsafeBufferPointer { USDADatabase.prebuiltIndex(forTSV: $0) }
do {
    try FileSystem.replaceAtomically(directory + "/usda_index.bin", with: index)
    print("wrote \(directory)/usda_index.bin: \(index.count) bytes")
} catch {
    fail("cannot write \(directory)/usda_index.bin: \(error)")
}
