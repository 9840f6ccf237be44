import Testing

@testable import SpotterKit

@Suite struct ConcurrentWorkTests {
    @Test func everyPieceRunsOnceAndProgressEndsAtTheCount() {
        let counts = LockedValue([Int](repeating: 0, count: 50))
        var reported: [Int] = []
        ConcurrentWork.run(50, width: 4, progress: { reported.append($0) }) { index in
            counts.withValue { $0[index] += 1 }
        }
        #expect(counts.value == [Int](repeating: 1, count: 50))
        #expect(reported.first == 0)
        #expect(reported.last == 50)
        #expect(reported == reported.sorted())
    }

    @Test func withoutProgressItReturnsOnceAllIsDone() {
        let total = LockedValue(0)
        ConcurrentWork.run(30, width: 8) { index in total.withValue { $0 += index } }
        #expect(total.value == (0..<30).reduce(0, +))
    }
}
