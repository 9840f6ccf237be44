/// Splits a line that names several foods into one phrase per food (SPEC 10 "Splitting").
///
/// The whole line is asked first (unless commas list its foods, an amount follows a separator or each food
/// is weighed); only when it is not a food is it cut at `,`, ` and `, ` & `, ` + `, ` with `, ` w/ ` and ` w `, at
/// ` in ` before an amount (`whey in 300ml milk`; `tuna in water` is one food), and at each weight of a line
/// that weighs each food (`100g rice 150g chicken`). Table aliases containing a separator (`mac and cheese`,
/// `half and half`) are never cut, even inside a longer line.
struct FoodLineSplitter: Sendable {
    /// Folded words of each protected alias, grouped by first word for a quick scan.
    private let protected: [String: [[String]]]

    /// A splitter that protects the separator-bearing aliases of `table`.
    init(table: FoodTable = .builtIn) {
        self.init(protectedWords: table.protectedAliases)
    }

    /// A splitter that protects the given phrases (`"mac and cheese"`).
    init(protectedPhrases: [String]) {
        self.init(protectedWords: protectedPhrases.map { FoodWords.normalized($0).map(FoodWords.folded) })
    }

    private init(protectedWords: [[String]]) {
        var protected: [String: [[String]]] = [:]
        for words in protectedWords {
            if let first = words.first { protected[first, default: []].append(words) }
        }
        self.protected = protected
    }

    /// True when a separator word (`and`, `&`, `+`, `with`, `w/`, `w`, `in`) is followed by a word that starts with a digit.
    /// Read byte by byte: every food line asks.
    private static func amountFollowsSeparator(_ bytes: [UInt8]) -> Bool {
        var wordStart = 0
        var afterSeparator = false
        while wordStart < bytes.count {
            var wordEnd = wordStart
            while wordEnd < bytes.count, bytes[wordEnd] != 0x20 { wordEnd += 1 }
            if wordEnd > wordStart {
                if afterSeparator, bytes[wordStart] >= 0x30, bytes[wordStart] <= 0x39 { return true }
                afterSeparator = separatorWords.contains {
                    $0.elementsEqual(bytes[wordStart..<wordEnd].lazy.map { $0 | 0x20 })
                }
            }
            wordStart = wordEnd + 1
        }
        return false
    }

    /// The separator words, lower case; `|` 0x20 lower-cases a letter and leaves `&` and `+` as they are.
    private static let separatorWords: [[UInt8]] = ["and", "&", "+", "with", "w/", "w", "in"].map { Array($0.utf8) }

    /// The food phrases of `line`, trimmed, empty parts dropped; `isFood` answers whether a
    /// text is one food as a whole.
    func split(_ line: String, isFood: (String) -> Bool) -> [String] {
        Self.wholeFood(line, isFood: isFood).map { [$0] } ?? cut(line)
    }

    /// The line, trimmed, when it is one food: commas do not list its foods and `isFood` takes it whole;
    /// nil when it must be cut. It needs no splitter, so a line of one food (most lines) never groups the
    /// table's protected aliases, 100,000 instructions of the first food line of a process.
    static func wholeFood(_ line: String, isFood: (String) -> Bool) -> String? {
        let bytes = Array(line.utf8)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return nil }
        // A comma lists foods: `rice, beans` is two even where one dish holds both words.
        guard !bytes.indices.contains(where: { isSeparatingComma(bytes, $0) }) else { return nil }
        // An amount after a separator starts another food: `200g chicken and 150g rice` is no 200 g of a dish.
        guard !amountFollowsSeparator(bytes), measuredAmountCuts(bytes).isEmpty else { return nil }
        let whole = String(decoding: bytes[first...last], as: UTF8.self)
        return isFood(whole) ? whole : nil
    }

    /// The phrases of `line` between its separators (`,`, ` and `, ` & `, ` + `, ` with `, ` w/ `, ` in ` before an
    /// amount), keeping protected aliases whole; empty parts dropped.
    func cut(_ line: String) -> [String] {
        let bytes = Array(line.utf8)
        let pieces = Self.pieces(bytes)
        let covered = coveredPieces(pieces)
        let amountCuts = Self.measuredAmountCuts(bytes)
        var parts: [String] = []
        var partStart: Int?
        var partEnd = 0
        for (index, piece) in pieces.enumerated() {
            if !covered[index], isSeparator(pieces, index) {
                if let start = partStart { parts.append(String(decoding: bytes[start..<partEnd], as: UTF8.self)) }
                partStart = nil
            } else if amountCuts.contains(piece.start), let start = partStart {
                // `100g rice 150g chicken`: the second weight starts the second food.
                parts.append(String(decoding: bytes[start..<partEnd], as: UTF8.self))
                partStart = piece.start
                partEnd = piece.end
            } else {
                partStart = partStart ?? piece.start
                partEnd = piece.end
            }
        }
        if let start = partStart { parts.append(String(decoding: bytes[start..<partEnd], as: UTF8.self)) }
        return parts
    }

    // MARK: - Pieces

    /// A word or a comma of the line, by byte range; `key` is its folded form.
    private struct Piece {
        var start: Int
        var end: Int
        var key: String
    }

    /// A comma between digits is a decimal or thousands mark (`1,5 kg`), not a separator.
    private static func isSeparatingComma(_ bytes: [UInt8], _ at: Int) -> Bool {
        func isDigit(_ at: Int) -> Bool { at >= 0 && at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        return bytes[at] == UInt8(ascii: ",") && !(isDigit(at - 1) && isDigit(at + 1))
    }

    private static func pieces(_ bytes: [UInt8]) -> [Piece] {
        var pieces: [Piece] = []
        var index = 0
        func isSeparatingComma(_ at: Int) -> Bool { Self.isSeparatingComma(bytes, at) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if isSeparatingComma(index) {
                pieces.append(Piece(start: index, end: index + 1, key: ","))
                index += 1
            } else {
                let start = index
                while index < bytes.count, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]), !isSeparatingComma(index) {
                    index += 1
                }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                let key = FoodWords.normalized(text).map(FoodWords.folded).joined(separator: " ")
                pieces.append(Piece(start: start, end: index, key: key))
            }
        }
        return pieces
    }

    private func coveredPieces(_ pieces: [Piece]) -> [Bool] {
        var covered = [Bool](repeating: false, count: pieces.count)
        for start in pieces.indices {
            for words in protected[pieces[start].key] ?? [] where start + words.count <= pieces.count {
                if words.indices.allSatisfy({ pieces[start + $0].key == words[$0] }) {
                    for index in start..<(start + words.count) { covered[index] = true }
                }
            }
        }
        return covered
    }

    private func isSeparator(_ pieces: [Piece], _ index: Int) -> Bool {
        let key = pieces[index].key
        // `toast w butter`: `w` alone is `with` written short, as `w/` is.
        if key == "," || key == "+" || key == "with" || key == "w/" || key == "w" { return true }
        // `oats in 200ml milk`: the milk is measured, so it is a food of its own.
        if key == "in" { return index + 1 < pieces.count && pieces[index + 1].key.first?.isNumber == true }
        guard FoodWords.isAnd(key) else { return false }
        // `one and a half cups` is an amount, not two foods.
        let isHalf = index + 2 < pieces.count && pieces[index + 1].key == "a" && pieces[index + 2].key == "half"
        return !isHalf && !Self.joinsFillings(pieces, index)
    }

    /// Whether the `and` at `index` joins the fillings of a sandwich named by them: `a pb and j` was 45 g of peanut
    /// butter and a rice cracker (`j`), `a bacon egg and cheese` a bacon, egg and cheese biscuit and a second slice of
    /// cheese; or the seasoning a dish is named by: `salt and pepper chicken` was 100 g of salt with `pepper chicken`
    /// kept for review. (Words compared in place: protected as phrases beside the table's aliases, they cost a line
    /// that is cut 12,000 instructions to set up their list's type.)
    private static func joinsFillings(_ pieces: [Piece], _ index: Int) -> Bool {
        guard index > 0, index + 1 < pieces.count else { return false }
        let (before, after) = (pieces[index - 1].key, pieces[index + 1].key)
        if before == "pb" { return after == "j" }
        if before == "salt" { return after == "pepper" && index + 2 < pieces.count }
        return before == "egg" && after == "cheese" && index > 1
            && ["bacon", "sausage", "ham"].contains(pieces[index - 2].key)
    }
}
