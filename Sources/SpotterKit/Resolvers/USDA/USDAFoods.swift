/// The foods of a USDA database, in file order: read whole (a database built from text) or one
/// line at a time from the bytes built into the binary, so a search reads only the foods it names.
public struct USDAFoods: RandomAccessCollection {
    private enum Storage {
        case parsed([USDAFood])
        /// Where each food's line starts in `bytes`.
        case lines(bytes: UnsafeBufferPointer<UInt8>, starts: Int32List)
    }

    private let storage: Storage

    init(_ foods: [USDAFood]) { storage = .parsed(foods) }

    /// Foods read on demand from `bytes`, which must outlive the collection (the binary's data).
    init(lines bytes: UnsafeBufferPointer<UInt8>, starts: Int32List) {
        storage = .lines(bytes: bytes, starts: starts)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .parsed(let foods): foods.count
        case .lines(_, let starts): starts.count
        }
    }

    public subscript(position: Int) -> USDAFood {
        switch storage {
        case .parsed(let foods):
            return foods[position]
        case .lines(let bytes, let starts):
            // Every line indexed was read as a complete food when the index was built.
            return USDAFood(line: Self.line(bytes, from: Int(starts[position])))!
        }
    }

    /// The index of the food whose `reference` is given, found without reading other foods.
    func firstIndex(reference: String) -> Int? {
        switch storage {
        case .parsed(let foods):
            return foods.firstIndex { $0.reference == reference }
        case .lines(let bytes, let starts):
            let wanted = Array(reference.utf8) + [0x09]
            return starts.firstIndex { start in
                let start = Int(start)
                guard start + wanted.count <= bytes.count else { return false }
                return wanted.indices.allSatisfy { bytes[start + $0] == wanted[$0] }
            }
        }
    }

    /// False only when the food at `position` has no name with the word `nfs` (`USDASearch.mayHoldNFS`),
    /// told from its line without reading the food.
    func mayHoldNFS(at position: Int) -> Bool {
        switch storage {
        case .parsed(let foods): USDASearch.mayHoldNFS(foods[position].synonyms)
        case .lines(let bytes, let starts): USDASearch.mayHoldNFS(bytes: Self.line(bytes, from: Int(starts[position])))
        }
    }

    static func line(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UnsafeBufferPointer<UInt8> {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }
}

// The bytes are the binary's read-only data (or a caller's buffer it keeps alive): never written.
extension USDAFoods: @unchecked Sendable {}
