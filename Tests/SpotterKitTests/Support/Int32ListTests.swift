import Testing

@testable import SpotterKit

/// A list of numbers made in memory or read where they lie, as the USDA search index is.
@Suite struct Int32ListTests {
    @Test func aListHoldsItsNumbersInOrder() {
        let list = Int32List([3, -1, 7, 7])
        #expect(Array(list) == [3, -1, 7, 7])
        #expect(list.count == 4 && list[2] == 7)
        #expect(!list.readsInPlace)
        #expect(Int32List([]).isEmpty)
    }

    @Test func aSliceKeepsThePositionsItHadInTheWhole() {
        let list = Int32List([10, 11, 12, 13, 14])
        let slice = list[1..<4]
        #expect(slice.startIndex == 1 && slice.endIndex == 4)
        #expect(slice[1] == 11 && slice[3] == 13)
        #expect(Array(slice) == [11, 12, 13])
        #expect(Array(slice[2..<3]) == [12])
        #expect(slice == Int32List([11, 12, 13]))
        #expect(slice != Int32List([11, 12]))
    }

    @Test func aSliceOutlivesTheListItWasCutFrom() {
        // The slice keeps the copied numbers: the list's own value is gone by the time it is read.
        let slice = Int32List((0..<1000).map(Int32.init))[990..<1000]
        #expect(Array(slice) == (990..<1000).map(Int32.init))
    }

    @Test func numbersInPlaceAreReadWhereTheyLie() {
        let memory = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 3)
        defer { memory.deallocate() }
        _ = memory.initialize(from: [1, 2, 3])
        let list = Int32List(inPlace: UnsafeBufferPointer(memory))
        #expect(list.readsInPlace)
        memory[1] = 20
        #expect(Array(list) == [1, 20, 3])
    }

    @Test func theBuiltInIndexIsReadInPlace() {
        // Its numbers lie on 4-byte boundaries (`usda_foods.c` aligns them): copied, a first search would
        // take 1.5 MB and a page fault for every 4 KB of it.
        let database = USDADatabase.builtIn
        #expect(database.lineStarts.readsInPlace)
        #expect(database.index.flatStorage.postingFoods.readsInPlace)
        #expect(database.index.flatStorage.documentTerms.readsInPlace)
    }
}
