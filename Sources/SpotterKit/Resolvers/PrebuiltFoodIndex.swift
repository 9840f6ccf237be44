/// The built-in food table's alias index as `spotter-food-index` writes it to
/// `Sources/SpotterKit/Resources/foods_index.bin`, read in place: a lookup is a binary search over
/// sorted keys and only the rows a line names are decoded, each from its own record of the CSV.
///
/// Layout: `SPFT`, then little-endian `UInt32`s: format version, CSV size in bytes, rows, exact
/// keys, folded keys, protected aliases, key bytes; each row's byte range in the CSV (start, end;
/// the bytes before the first start are the header); (key start, key length, row) for the exact
/// keys sorted by their bytes, the same for the folded keys; (key start, key length) for the
/// protected aliases in table order; then the key bytes.
struct PrebuiltFoodIndex: Sendable {
    /// Bumped whenever the layout or the indexing (`FoodWords.key`, folding) changes, so an old
    /// index is never read as a new one; the test `theBuiltInIndexIsCurrent` catches a stale file.
    static let version: UInt32 = 1

    private static let magic: [UInt8] = Array("SPFT".utf8)
    private static let headerWords = 7

    private let csv: [UInt8]
    private let raw: [UInt8]
    let rowCount: Int
    private let exactCount: Int
    private let foldedCount: Int
    private let protectedCount: Int

    /// Rows decoded so far. A row is decoded from the header and its record, about 55,000 instructions; the
    /// first sights of a replay's 3,000 first lines decoded 16 rows 108 times.
    private let decoded = DecodedRows()

    /// Decoded rows with their indexes, searched in order: a process decodes a few dozen. Not a `Dictionary`
    /// behind a `LockedValue`: their generic types' first use was 20,000 instructions of every `log`.
    private final class DecodedRows: @unchecked Sendable {
        private let lock = ThreadLock()
        private var indexes: [Int] = []
        private var rows: [FoodRow] = []

        func row(at index: Int) -> FoodRow? {
            lock.withLock { indexes.firstIndex(of: index).map { rows[$0] } }
        }

        func keep(_ row: FoodRow, at index: Int) {
            lock.withLock {
                indexes.append(index)
                rows.append(row)
            }
        }
    }

    private var rowsOffset: Int { Self.magic.count + 4 * Self.headerWords }
    private var exactOffset: Int { rowsOffset + 8 * rowCount }
    private var foldedOffset: Int { exactOffset + 12 * exactCount }
    private var protectedOffset: Int { foldedOffset + 12 * foldedCount }
    private var keysOffset: Int { protectedOffset + 8 * protectedCount }

    /// The index in `raw` over `csv`, or nil when it is not a current index of a text of that size.
    init?(csv: [UInt8], raw: [UInt8]) {
        guard raw.count >= Self.magic.count + 4 * Self.headerWords, raw.starts(with: Self.magic) else { return nil }
        let header = (0..<Self.headerWords).map { Int(Self.word(raw, at: Self.magic.count + 4 * $0)) }
        let (rows, exact, folded, protected, keyBytes) = (header[2], header[3], header[4], header[5], header[6])
        let size = Self.magic.count + 4 * Self.headerWords + 8 * rows + 12 * (exact + folded) + 8 * protected + keyBytes
        guard header[0] == Self.version, header[1] == csv.count, raw.count == size else { return nil }
        self.csv = csv
        self.raw = raw
        rowCount = rows
        exactCount = exact
        foldedCount = folded
        protectedCount = protected
        // Each protected alias must lie within the key bytes; its words are read only when asked for.
        for entry in 0..<protected {
            guard keyRange(at: protectedOffset + 8 * entry).upperBound <= raw.count else { return nil }
        }
    }

    /// Folded words of the aliases that contain a separator, as `FoodTable.protectedAliases`. Decoded on
    /// each read (the splitter and the meal reader read it once per engine): decoding them in `init` was
    /// 60,000 instructions of every start that reads a food, and a line of one food never needs them.
    var protectedAliases: [[String]] {
        var aliases: [[String]] = []
        aliases.reserveCapacity(protectedCount)
        for entry in 0..<protectedCount {
            let key = keyRange(at: protectedOffset + 8 * entry)
            let (start, end) = (key.lowerBound, key.upperBound)
            var words: [String] = []
            var wordStart = start
            for position in start...end where position == end || raw[position] == 0x20 {
                if position > wordStart { words.append(String(decoding: raw[wordStart..<position], as: UTF8.self)) }
                wordStart = position + 1
            }
            aliases.append(words)
        }
        return aliases
    }

    /// The index built into the binary; nil when it does not match the embedded CSV (a table
    /// regenerated without its index), in which case the table is parsed whole instead.
    static let builtIn = PrebuiltFoodIndex(csv: PackageResources.foods_csv, raw: PackageResources.foods_index_bin)

    /// The row whose normalised alias is `key`.
    func exact(_ key: String) -> Int? { search(key, from: exactOffset, count: exactCount) }

    /// Every normalised alias, in the order of their bytes (the order the lookups' binary search needs).
    var exactKeys: [String] {
        (0..<exactCount).map { String(decoding: raw[keyRange(at: exactOffset + 12 * $0)], as: UTF8.self) }
    }

    /// The row whose folded alias (one that differs from its alias) is `key`.
    func folded(_ key: String) -> Int? { search(key, from: foldedOffset, count: foldedCount) }

    /// Row `index`, decoded from its record once; nil only for an index that does not fit its CSV.
    func row(_ index: Int) -> FoodRow? {
        if let known = decoded.row(at: index) { return known }
        guard let row = decodedRow(index) else { return nil }
        decoded.keep(row, at: index)
        return row
    }

    private func decodedRow(_ index: Int) -> FoodRow? {
        guard index >= 0, index < rowCount else { return nil }
        let start = Int(Self.word(raw, at: rowsOffset + 8 * index))
        let end = Int(Self.word(raw, at: rowsOffset + 8 * index + 4))
        let headerEnd = Int(Self.word(raw, at: rowsOffset))
        guard headerEnd <= start, start <= end, end <= csv.count else { return nil }
        let rows = try? FoodTableReader.rows(Array(csv[0..<headerEnd]) + csv[start..<end]).rows
        return rows?.count == 1 ? rows?.first : nil
    }

    /// Binary search of the sorted (key start, key length, row) entries at `offset`.
    private func search(_ key: String, from offset: Int, count: Int) -> Int? {
        let keysOffset = keysOffset
        var key = key
        return key.withUTF8 { wanted in
            raw.withUnsafeBufferPointer { raw in
                var low = 0
                var high = count
                while low < high {
                    let middle = (low + high) / 2
                    let entry = offset + 12 * middle
                    let stored = UnsafeBufferPointer(
                        rebasing: raw[Self.keyRange(raw, at: entry, keysOffset: keysOffset)])
                    if stored.elementsEqual(wanted) { return Int(Self.word(raw, at: entry + 8)) }
                    if stored.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
                }
                return nil
            }
        }
    }

    /// Where in `raw` the key lies whose start (from `keysOffset`) and length are the two words at `entry`.
    private func keyRange(at entry: Int) -> Range<Int> { Self.keyRange(raw, at: entry, keysOffset: keysOffset) }

    /// `keyRange(at:)` over any view of the index's bytes (the search reads them through a pointer).
    private static func keyRange<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at entry: Int, keysOffset: Int
    ) -> Range<Int> where Bytes.Index == Int {
        let start = keysOffset + Int(word(bytes, at: entry))
        return start..<(start + Int(word(bytes, at: entry + 4)))
    }

    private static func word<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Int) -> UInt32
    where Bytes.Index == Int {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }
}

extension PrebuiltFoodIndex {
    /// The index of the food table CSV `csv`, in the layout above; throws what reading the table throws.
    static func encode(csv: [UInt8]) throws(FoodTableError) -> [UInt8] {
        let (rows, lines) = try FoodTableReader.rows(csv)
        let index = try FoodTable.Index(rows: rows, lines: lines)
        var lineStarts = [0]
        for (offset, byte) in csv.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        let starts = lines.map { lineStarts[$0 - 1] }
        let ends = starts.dropFirst() + [csv.count]

        var keyBytes: [UInt8] = []
        func entries(_ keys: [String: Int]) -> [UInt32] {
            let sorted = keys.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            return sorted.flatMap { key, row in
                defer { keyBytes += key.utf8 }
                return [UInt32(keyBytes.count), UInt32(key.utf8.count), UInt32(row)]
            }
        }
        let exact = entries(index.exactIndex)
        let folded = entries(index.foldedIndex)
        let protected = index.protectedAliases.flatMap { words in
            let key = words.joined(separator: " ")
            defer { keyBytes += key.utf8 }
            return [UInt32(keyBytes.count), UInt32(key.utf8.count)]
        }
        let header = [
            version, UInt32(csv.count), UInt32(rows.count), UInt32(exact.count / 3), UInt32(folded.count / 3),
            UInt32(protected.count / 2), UInt32(keyBytes.count),
        ]
        let ranges = zip(starts, ends).flatMap { [UInt32($0), UInt32($1)] }
        var out = magic
        for value in header + ranges + exact + folded + protected {
            out += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        return out + keyBytes
    }
}

extension FoodTable {
    /// The prebuilt alias index of a food table CSV, as `spotter-food-index` writes it beside the
    /// built-in table (see `PrebuiltFoodIndex`).
    public static func prebuiltIndex(forCSV csv: [UInt8]) throws(FoodTableError) -> [UInt8] {
        try PrebuiltFoodIndex.encode(csv: csv)
    }
}
