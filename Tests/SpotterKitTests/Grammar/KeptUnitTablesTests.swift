import Testing

@testable import SpotterKit

/// The food quantity words' tables are laid out beforehand (`QuantityUnit+Spellings.swift`,
/// `PortionSize+Plain.swift`) from their lists.
@Suite struct KeptUnitTablesTests {
    @Test func theKeptUnitSpellingsAreTheTableTheirListBuilds() {
        let stale = WordTableSource.staleness(
            of: "QuantityUnit+Spellings.swift", kept: QuantityUnit.spellings, built: QuantityUnit.builtSpellings(),
            extending: "QuantityUnit",
            documentation: [
                "`builtSpellings()` laid out beforehand: built from the list, it took 34,000 instructions of every",
                "process's first food line. `KeptUnitTablesTests` checks it against the list, and writes the file",
                "to put here when they differ.",
            ],
            declaration: "static let spellings", valueType: "QuantityUnit", value: { ".\($0)" })
        #expect(
            stale == nil, "QuantityUnit+Spellings.swift is out of date; the file to put in its place is \(stale ?? "")")
    }

    @Test func theKeptPlainSizesAreTheTableTheirListBuilds() {
        let stale = WordTableSource.staleness(
            of: "PortionSize+Plain.swift", kept: PortionSize.plain, built: PortionSize.builtPlain(),
            extending: "PortionSize",
            documentation: [
                "`builtPlain()` laid out beforehand: as a `Dictionary`, it took 20,000 instructions of every",
                "process's first food line. `KeptUnitTablesTests` checks it against the list, and writes the file",
                "to put here when they differ.",
            ],
            declaration: "static let plain", valueType: "PortionSize", value: { ".\($0)" })
        #expect(stale == nil, "PortionSize+Plain.swift is out of date; the file to put in its place is \(stale ?? "")")
    }
}
