/// The search index in the form `spotter-food-index` writes to `Sources/CUSDAFoods/usda_index.bin`
/// at build time and the binary reads in place (its numbers) instead of indexing 16,000 descriptions on
/// every start.
///
/// Layout, little-endian: `SPIX`, then twelve `UInt32` (format version, text size in bytes, foods,
/// incomplete foods, words, document terms, posting foods, word bytes, word slots, portion bytes, named
/// nouns, other-name words), then the `Int32` arrays line starts, document starts, document terms, posting
/// starts, posting foods, word rarities (two numbers a word), word starts, word slots
/// (`SearchWords.prebuiltLayout`), portion starts, named-noun starts, named nouns, other-name starts and other
/// names, then the bytes document flags, word flags, the words joined by newlines and the foods'
/// keyed portions (`USDAPrebuiltPortions`).
extension USDADatabase {
    /// Bumped whenever indexing changes (word folding, stop words, what a document holds), so an
    /// old index is never read as a new one; the test `theBuiltInIndexIsCurrent` catches a stale file.
    static let prebuiltVersion: UInt32 = 21

    private static let magic: [UInt8] = Array("SPIX".utf8)

    /// The prebuilt index of the text of `usda_foods.tsv`, as `spotter-food-index` writes it.
    public static func prebuiltIndex(forTSV text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        USDADatabase(tsv: text).prebuiltIndex(tsvSize: text.count)
    }

    /// The index of this database in the prebuilt layout, for the text of `tsvSize` bytes it was read from.
    func prebuiltIndex(tsvSize: Int) -> [UInt8] {
        let storage = index.flatStorage
        let words = storage.words.prebuiltLayout
        // A food's portions are keyed from its labels alone: foods with the same labels are keyed once.
        var keyedByLabels: [String: [String: Double]] = [:]
        let keyed = foods.map { food in
            if let known = keyedByLabels[food.portionsText] { return known }
            let portions = USDAPortions.keyed(food.householdPortions)
            keyedByLabels[food.portionsText] = portions
            return portions
        }
        guard let portions = USDAPrebuiltPortions.encode(keyed) else {
            preconditionFailure("A USDA portion key is longer than 255 bytes; USDAPrebuiltPortions cannot hold it.")
        }
        var out = Self.magic
        let header: [Int] = [
            Int(Self.prebuiltVersion), tsvSize, lineStarts.count, incompleteFoods, storage.words.count,
            storage.documentTerms.count, storage.postingFoods.count, words.text.count, words.slots.count,
            portions.runs.count, storage.namedNouns.count, storage.otherNames.count,
        ]
        for value in header { out += Self.littleEndian(UInt32(value)) }
        for array in [
            lineStarts, storage.documentStarts, storage.documentTerms, storage.postingStarts, storage.postingFoods,
            storage.rarities, Int32List(words.starts), Int32List(words.slots), Int32List(portions.starts),
            storage.namedStarts, storage.namedNouns, storage.otherNameStarts, storage.otherNames,
        ] {
            for value in array { out += Self.littleEndian(UInt32(bitPattern: value)) }
        }
        out += storage.documentFlags + storage.wordFlags + words.text + portions.runs
        return out
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// The index in `raw`, or nil when it is not a current index of a text of `tsvSize` bytes. Its numbers
    /// are read where they lie: `raw` must outlive the index, as the database's text must.
    static func decodePrebuilt(
        _ raw: UnsafeRawBufferPointer, tsvSize: Int
    ) -> (
        storage: FoodSearchIndex.Storage, lineStarts: Int32List, incompleteFoods: Int, portions: USDAPrebuiltPortions
    )? {
        var reader = Reader(raw: raw)
        guard reader.bytes(4).map(Array.init) == magic else { return nil }
        var header: [Int] = []
        for _ in 0..<12 {
            guard let value = reader.uint32() else { return nil }
            header.append(Int(value))
        }
        guard header[0] == prebuiltVersion, header[1] == tsvSize else { return nil }
        let (foods, incomplete, words, terms, postings, wordBytes, wordSlots, portionBytes, named, otherNames) =
            (
                header[2], header[3], header[4], header[5], header[6], header[7], header[8], header[9], header[10],
                header[11]
            )
        guard let lineStarts = reader.int32s(foods),
            let documentStarts = reader.int32s(FoodSearchIndex.runsPerFood * foods + 1),
            let documentTerms = reader.int32s(terms), let postingStarts = reader.int32s(words + 1),
            let postingFoods = reader.int32s(postings), let rarities = reader.int32s(2 * words),
            let wordStarts = reader.int32s(words + 1),
            let slots = reader.int32s(wordSlots), let portionStarts = reader.int32s(foods),
            let namedStarts = reader.int32s(foods + 1), let namedNouns = reader.int32s(named),
            let otherNameStarts = reader.int32s(foods + 1), let otherNameWords = reader.int32s(otherNames),
            let flags = reader.bytes(foods), let wordFlags = reader.bytes(words),
            let wordText = reader.bytes(wordBytes), let portionRuns = reader.bytes(portionBytes), reader.isAtEnd,
            // Read in place: a word is made a String only when asked for.
            let searchWords = SearchWords(
                text: UnsafeRawBufferPointer(rebasing: wordText), starts: wordStarts, slots: slots)
        else { return nil }
        var storage = FoodSearchIndex.Storage()
        storage.words = searchWords
        storage.documentStarts = documentStarts
        storage.documentTerms = documentTerms
        storage.documentFlags = Array(flags)
        storage.postingStarts = postingStarts
        storage.postingFoods = postingFoods
        storage.rarities = rarities
        storage.wordFlags = Array(wordFlags)
        storage.namedStarts = namedStarts
        storage.namedNouns = namedNouns
        storage.otherNameStarts = otherNameStarts
        storage.otherNames = otherNameWords
        let portions = USDAPrebuiltPortions(starts: portionStarts, runs: UnsafeRawBufferPointer(rebasing: portionRuns))
        return (storage, lineStarts, incomplete, portions)
    }

    /// Reads the layout front to back, refusing to run past its end.
    private struct Reader {
        let raw: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == raw.count }

        mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer.SubSequence? {
            guard count >= 0, offset + count <= raw.count else { return nil }
            defer { offset += count }
            return raw[offset..<(offset + count)]
        }

        mutating func uint32() -> UInt32? {
            bytes(4).map { slice in slice.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        }

        /// The next `count` numbers: read in place where the layout's byte order is the machine's and they
        /// lie on a 4-byte boundary (the built-in index does), else copied a number at a time.
        mutating func int32s(_ count: Int) -> Int32List? {
            guard let slice = bytes(4 * count) else { return nil }
            #if _endian(little)
                if let source = raw.baseAddress.map({ $0 + slice.startIndex }),
                    Int(bitPattern: source) % MemoryLayout<Int32>.alignment == 0
                {
                    let numbers = source.bindMemory(to: Int32.self, capacity: count)
                    return Int32List(inPlace: UnsafeBufferPointer(start: numbers, count: count))
                }
            #endif
            return Int32List(
                (0..<count).map { index in
                    let value = raw.loadUnaligned(fromByteOffset: slice.startIndex + 4 * index, as: UInt32.self)
                    return Int32(bitPattern: UInt32(littleEndian: value))
                })
        }
    }
}
