/// A read-only list of `Int32`s, either made in memory or read in place from memory that outlives it:
/// the search index built into the binary's read-only data is read where it lies. Copied out, its 1.5 MB
/// of numbers were a tenth of a `spotter log` of a food outside the curated table, and a page fault for
/// every 4 KB copied.
///
/// A slice is a list too, with the positions it had in the whole (as an `ArraySlice`'s), so reading a
/// food's words through one checks each position once.
struct Int32List: RandomAccessCollection, Equatable, @unchecked Sendable {
    // Unchecked: the numbers are never written after the list is made, and an owner frees them only when
    // the last list holding it goes.
    private let numbers: UnsafePointer<Int32>?
    let startIndex: Int
    let endIndex: Int
    /// Keeps the numbers of a list made in memory; nil for memory that outlives every list.
    private let owner: Owner?

    typealias SubSequence = Int32List
    typealias Indices = Range<Int>

    /// A list of a copy of `numbers`.
    init(_ numbers: [Int32]) {
        let memory = UnsafeMutableBufferPointer<Int32>.allocate(capacity: numbers.count)
        _ = memory.initialize(from: numbers)
        let owner = Owner(memory)
        self.init(numbers: UnsafePointer(memory.baseAddress), range: 0..<numbers.count, owner: owner)
    }

    /// A list of the numbers in `memory` as they lie; `memory` must stay as it is for the list's life
    /// (the binary's read-only data does).
    init(inPlace memory: UnsafeBufferPointer<Int32>) {
        self.init(numbers: memory.baseAddress, range: 0..<memory.count, owner: nil)
    }

    private init(numbers: UnsafePointer<Int32>?, range: Range<Int>, owner: Owner?) {
        self.numbers = numbers
        startIndex = range.lowerBound
        endIndex = range.upperBound
        self.owner = owner
    }

    subscript(position: Int) -> Int32 {
        // Checked as an array's subscript is: a pointer's is not.
        precondition(position >= startIndex && position < endIndex, "Int32List index out of range")
        return numbers.unsafelyUnwrapped[position]
    }

    subscript(bounds: Range<Int>) -> Int32List {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "Int32List range out of range")
        return Int32List(numbers: numbers, range: bounds, owner: owner)
    }

    /// True when the list reads memory it does not own (the binary's data) rather than a copy.
    var readsInPlace: Bool { owner == nil }

    static func == (left: Int32List, right: Int32List) -> Bool { left.elementsEqual(right) }

    private final class Owner {
        let memory: UnsafeMutableBufferPointer<Int32>
        init(_ memory: UnsafeMutableBufferPointer<Int32>) { self.memory = memory }
        deinit { memory.deallocate() }
    }
}
