import Testing

@testable import SpotterKit

/// The queue a search tries foods from gives every food once, highest bound first.
@Suite struct BoundQueueTests {
    @Test func everyFoodComesOutOnceHighestBoundFirst() {
        // Bounds with many ties, as foods holding the same query words have, in lists of every small size;
        // the same bounds every run (a fixed linear congruential sequence).
        var state: UInt64 = 42
        for count in Array(0...40) + [257, 1000] {
            let bounds = (0..<count).map { food in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return (bound: Double(state >> 60) / 4, food: Int32(food))
            }
            let drained = Array(BoundQueue(bounds))
            #expect(drained.count == count)
            #expect(Set(drained.map(\.food)) == Set(bounds.map(\.food)))
            #expect(zip(drained, drained.dropFirst()).allSatisfy { $0.bound >= $1.bound })
            for entry in drained { #expect(bounds[Int(entry.food)].bound == entry.bound) }
        }
    }
}
