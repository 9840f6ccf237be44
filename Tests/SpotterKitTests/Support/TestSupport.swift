import Foundation

@testable import SpotterKit

/// A fresh temporary directory per test, removed by the caller when done.
func makeTemporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "spotter-test-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A fixed moment: Monday 2026-04-27 08:15 UTC.
let mondayMorning = Timestamp(seconds: 1_777_277_700, offset: 0)

/// An engine over an in-memory journal with the built-in tables and the clock frozen.
func makeEngine(now: Timestamp = mondayMorning, config: Config = Config()) throws -> (Engine, InMemoryJournalStore) {
    let store = InMemoryJournalStore()
    let engine = try Engine(
        config: config, store: store, resolver: TableFoodResolver(table: .builtIn), foods: .builtIn, now: now)
    return (engine, store)
}

extension InMemoryJournalStore {
    /// The food records journaled, in order.
    var foods: [FoodRecord] {
        entries.compactMap { entry in
            if case .food(let food) = entry.payload { food } else { nil }
        }
    }
}

/// A food entry for journal tests.
func sampleEntry(id: String = "0123456789abcdef", text: String = "150g chicken", kcal: Double? = 248) -> Entry {
    Entry(
        id: id, timestamp: mondayMorning, lineID: id, input: text, resolver: "mock",
        payload: .food(
            FoodRecord(
                text: text, name: "chicken breast, roasted", grams: 150, kcal: kcal, protein: 46.5, carbs: 0, fat: 5.4,
                fiber: 0, status: .ok, confidence: 1, source: "usda-sr28:05064")))
}
