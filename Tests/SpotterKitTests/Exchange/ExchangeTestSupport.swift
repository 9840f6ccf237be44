import Foundation

@testable import SpotterKit

/// The bytes of a sample export in `Fixtures/imports/`.
func importFixture(_ name: String) throws -> [UInt8] {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url = url.deletingLastPathComponent() }
    return Array(try Data(contentsOf: url.appendingPathComponent("Fixtures/imports/" + name)))
}

/// Imports a fixture into nothing (no ids present yet).
func importing(
    _ name: String, as format: ImportFormat, unit: WeightUnit? = nil, existing: Set<String> = []
) throws -> ImportSummary {
    try WorkoutImport.read(try importFixture(name), file: name, format: format, unit: unit, existingIDs: existing)
}

/// The set records of a summary's entries, in order.
func setRecords(_ summary: ImportSummary) -> [SetRecord] {
    summary.entries.compactMap { entry in
        if case .workoutSet(let set) = entry.payload { return set }
        return nil
    }
}
