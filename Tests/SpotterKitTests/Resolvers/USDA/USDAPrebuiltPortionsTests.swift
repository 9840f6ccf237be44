import Testing

@testable import SpotterKit

/// The household portions keyed at build time read back as `USDAPortions.keyed` keys the food's labels.
@Suite struct USDAPrebuiltPortionsTests {
    @Test func everyBuiltInFoodsPortionsReadBackAsItsLabelsKeyTo() {
        let foods = USDADatabase.builtIn.foods
        var keyedByLabels: [String: [String: Double]] = [:]
        var differing: [String] = []
        var notPrebuilt = 0
        for position in foods.indices {
            let food = foods[position]
            guard let prebuilt = food.prebuiltPortions, let read = prebuilt.portions.keyed(at: prebuilt.position)
            else {
                notPrebuilt += 1
                continue
            }
            let keyed =
                keyedByLabels[food.portionsText]
                ?? USDAPortions.keyed(food.householdPortions)
            keyedByLabels[food.portionsText] = keyed
            if read != keyed || food.row.portions != keyed { differing.append(food.name) }
        }
        // Counted first: a failing `differing.isEmpty` would print every food's name.
        let (differingCount, firstDiffering) = (differing.count, Array(differing.prefix(10)))
        #expect(foods.count > 15_000)
        #expect(notPrebuilt == 0)
        #expect(differingCount == 0, "\(firstDiffering)")
        // Some foods have many portions, some none: both kinds were read.
        #expect(keyedByLabels.values.contains { $0.count >= 8 })
        #expect(keyedByLabels.values.contains { $0.isEmpty })
    }

    @Test func runsReadBackExactlyAndSameRunsAreStoredOnce() throws {
        let keyed: [[String: Double]] = [
            ["cup": 240, "first": 38.5, "default": 1.0 / 3],
            [:],
            ["crème brûlée ramekin": 0.1 + 0.2],
            ["first": 38.5, "cup": 240, "default": 1.0 / 3],
        ]
        let encoded = try #require(USDAPrebuiltPortions.encode(keyed))
        #expect(encoded.starts[3] == encoded.starts[0])
        let read = encoded.runs.withUnsafeBytes { runs in
            let portions = USDAPrebuiltPortions(starts: Int32List(encoded.starts), runs: runs)
            return keyed.indices.map { portions.keyed(at: $0) }
        }
        #expect(read == keyed)
    }

    @Test func aRunCutShortOrAPositionPastTheFoodsReadsAsNothing() throws {
        let encoded = try #require(USDAPrebuiltPortions.encode([["cup": 240, "slice": 28]]))
        encoded.runs.withUnsafeBytes { runs in
            let whole = USDAPrebuiltPortions(starts: Int32List(encoded.starts), runs: runs)
            #expect(whole.keyed(at: 0) == ["cup": 240, "slice": 28])
            #expect(whole.keyed(at: 1) == nil)
            let cut = USDAPrebuiltPortions(
                starts: Int32List(encoded.starts), runs: UnsafeRawBufferPointer(rebasing: runs.dropLast()))
            #expect(cut.keyed(at: 0) == nil)
        }
    }

    @Test func aKeyLongerThanAByteCountsIsNotEncoded() {
        #expect(USDAPrebuiltPortions.encode([[String(repeating: "k", count: 256): 1]]) == nil)
        #expect(USDAPrebuiltPortions.encode([[String(repeating: "k", count: 255): 1]]) != nil)
    }
}
