/// The order JSONSerialization sorted `config.json`'s keys in (the root locale's collation with numbers
/// compared as numbers), for ASCII keys; other characters sort after the letters by code point.
enum KeyCollation {
    /// Spaces and ASCII symbols in collation order; all of them sort before digits and letters.
    private static let symbols = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    /// One unit of the primary comparison: a character's class and weight, or a whole run of digits.
    private struct Unit: Comparable {
        var rank: Int
        var weight: UInt32
        /// The run's digits without leading zeros, for numbers.
        var digits: [UInt8] = []

        static func < (left: Unit, right: Unit) -> Bool {
            if left.rank != right.rank { return left.rank < right.rank }
            if left.digits.count != right.digits.count { return left.digits.count < right.digits.count }
            if left.digits != right.digits { return left.digits.lexicographicallyPrecedes(right.digits) }
            return left.weight < right.weight
        }
    }

    /// True when `left` sorts before `right`: by characters ignoring case, then lowercase first, then
    /// fewer leading zeros first.
    static func precedes(_ left: String, _ right: String) -> Bool {
        let (leftUnits, leftCases) = units(left)
        let (rightUnits, rightCases) = units(right)
        if leftUnits != rightUnits { return leftUnits.lexicographicallyPrecedes(rightUnits) }
        if leftCases != rightCases { return leftCases.lexicographicallyPrecedes(rightCases) }
        if left.utf8.count != right.utf8.count { return left.utf8.count < right.utf8.count }
        return left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// The primary units, and for each letter whether it is uppercase.
    private static func units(_ text: String) -> ([Unit], [UInt8]) {
        var units: [Unit] = []
        var cases: [UInt8] = []
        var digitRun: [UInt8]?
        func closeRun() {
            guard let run = digitRun else { return }
            units.append(Unit(rank: 2, weight: 0, digits: Array(run.drop { $0 == UInt8(ascii: "0") })))
            digitRun = nil
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (48...57).contains(value) {
                digitRun = (digitRun ?? []) + [UInt8(value)]
                continue
            }
            closeRun()
            if let index = symbols.firstIndex(of: scalar) {
                units.append(Unit(rank: 1, weight: UInt32(index)))
            } else if (65...90).contains(value) || (97...122).contains(value) {
                units.append(Unit(rank: 3, weight: value | 0x20))
                cases.append(value < 97 ? 1 : 0)
            } else {
                units.append(Unit(rank: value < 0x80 ? 0 : 4, weight: value))
            }
        }
        closeRun()
        return (units, cases)
    }
}
