/// Foods with the most each can score (`FoodSearchIndex.scoreBounds`), given out highest bound first.
///
/// A heap rather than a sorted list: a search stops after the first few dozen of what may be thousands
/// of foods (every food a common word like `cooked` or `milk` holds), and sorting them all was a tenth of
/// a described meal's `log`. Foods of equal bounds come out in no set order, which the search does not
/// depend on (`FoodSearchIndex.candidates`).
struct BoundQueue: Sequence, IteratorProtocol {
    private var heap: [(bound: Double, food: Int32)]

    init(_ bounds: [(bound: Double, food: Int32)]) {
        heap = bounds
        var index = heap.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    mutating func next() -> (bound: Double, food: Int32)? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        let top = heap[0]
        heap[0] = last
        siftDown(from: 0)
        return top
    }

    /// Moves the entry at `start` down until neither child's bound is higher.
    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let higher = right < heap.count && heap[right].bound > heap[left].bound ? right : left
            guard heap[higher].bound > heap[parent].bound else { return }
            heap.swapAt(parent, higher)
            parent = higher
        }
    }
}
