/// The foods of a USDA database, in file order: read whole (a database built from text) or one
/// line at a time from the bytes built into the binary, so a search reads only the foods it names.
public struct USDAFoods: RandomAccessCollection {
    private enum Storage {
        case parsed([USDAFood])
        /// Where each food's line starts in `bytes`, and its portions keyed at build time.
        case lines(bytes: UnsafeBufferPointer<UInt8>, starts: Int32List, portions: USDAPrebuiltPortions)
    }

    private let storage: Storage

    init(_ foods: [USDAFood]) { storage = .parsed(foods) }

    /// Foods read on demand from `bytes`, which must outlive the collection (the binary's data), with
    /// their portions keyed in `portions`.
    init(lines bytes: UnsafeBufferPointer<UInt8>, starts: Int32List, portions: USDAPrebuiltPortions) {
        storage = .lines(bytes: bytes, starts: starts, portions: portions)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .parsed(let foods): foods.count
        case .lines(_, let starts, _): starts.count
        }
    }

    public subscript(position: Int) -> USDAFood {
        switch storage {
        case .parsed(let foods):
            return foods[position]
        case .lines(let bytes, let starts, let portions):
            // Every line indexed was read as a complete food when the index was built.
            var food = USDAFood(line: Self.line(bytes, from: Int(starts[position])))!
            food.prebuiltPortions = (portions, position)
            return food
        }
    }

    /// The name of the food at `position`, read alone from its line: a search reads its candidates' names,
    /// and making each whole food (nine fields, five numbers) was 29,000 instructions.
    func name(at position: Int) -> String { text(ofField: 1, at: position) ?? self[position].name }

    /// The synonyms of the food at `position`, read alone from its line as its name is.
    func synonyms(at position: Int) -> String { text(ofField: 2, at: position) ?? self[position].synonyms }

    /// The energy (kcal per 100 g) of the food at `position`, read alone from its line as its name is.
    func kcal(at position: Int) -> Double {
        // Every line indexed was read as a complete food, with its figures, when the index was built.
        text(ofField: 3, at: position).map { Double($0)! } ?? self[position].kcal
    }

    /// `isSurveyFood` of the food at `position`, told from its line's reference.
    func isSurveyFood(at position: Int) -> Bool {
        switch storage {
        case .parsed(let foods):
            return foods[position].isSurveyFood
        case .lines(let bytes, let starts, _):
            return Self.reference(in: bytes, at: Int(starts[position])).starts(with: USDAFood.surveyPrefix.utf8)
        }
    }

    /// Whether the name of the food at `position` holds `byte`, asked of its line's bytes: most names have no
    /// brand in brackets, and making each candidate's name a `String` to look was 3,400 instructions a name.
    func name(at position: Int, contains byte: UInt8) -> Bool {
        guard let name = bytes(ofField: 1, at: position) else { return self[position].name.utf8.contains(byte) }
        return name.contains(byte)
    }

    /// The text of the tab-separated field numbered `field` (from 0) of the food's line, or empty if the
    /// line has none; nil for foods read whole, not kept as lines.
    private func text(ofField field: Int, at position: Int) -> String? {
        bytes(ofField: field, at: position).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of the field numbered `field` (from 0) of the food's line, found by walking its tabs (splitting
    /// the line into all its fields first was most of reading one); nil for foods read whole.
    private func bytes(ofField field: Int, at position: Int) -> UnsafeBufferPointer<UInt8>? {
        guard case .lines(let bytes, let starts, _) = storage else { return nil }
        var start = Int(starts[position])
        var tabs = 0
        while tabs < field {
            while start < bytes.count, bytes[start] != 0x09, bytes[start] != 0x0A { start += 1 }
            guard start < bytes.count, bytes[start] == 0x09 else {
                return UnsafeBufferPointer(rebasing: bytes[start..<start])
            }
            start += 1
            tabs += 1
        }
        var end = start
        while end < bytes.count, bytes[end] != 0x09, bytes[end] != 0x0A { end += 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// The index of the food whose `reference` is given, found without reading other foods.
    func firstIndex(reference: String) -> Int? {
        switch storage {
        case .parsed(let foods):
            return foods.firstIndex { $0.reference == reference }
        case .lines(let bytes, let starts, _):
            // The lines are in byte order of their references (`referencesAreOrdered`, checked by the tests):
            // halved to the first not before it, where a linear search compared 15,000 shared prefixes.
            return Array(reference.utf8).withUnsafeBufferPointer { wanted in
                var (low, high) = (0, starts.count)
                while low < high {
                    let middle = (low + high) / 2
                    if Self.reference(in: bytes, at: Int(starts[middle])).precedes(wanted) {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                guard low < starts.count else { return nil }
                return Self.reference(in: bytes, at: Int(starts[low])).hasSameBytes(as: wanted) ? low : nil
            }
        }
    }

    /// True when every line's reference sorts after the one before, as `firstIndex(reference:)` needs.
    var referencesAreOrdered: Bool {
        guard case .lines(let bytes, let starts, _) = storage else { return true }
        return zip(starts.dropLast(), starts.dropFirst()).allSatisfy { earlier, later in
            Self.reference(in: bytes, at: Int(earlier)).precedes(Self.reference(in: bytes, at: Int(later)))
        }
    }

    /// The reference a food's line starts with: its bytes up to the first tab.
    private static func reference(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UnsafeBufferPointer<UInt8> {
        var end = start
        while end < bytes.count, bytes[end] != 0x09, bytes[end] != 0x0A { end += 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    static func line(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UnsafeBufferPointer<UInt8> {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }
}

// The bytes are the binary's read-only data (or a caller's buffer it keeps alive): never written.
extension USDAFoods: @unchecked Sendable {}
