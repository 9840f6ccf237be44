/// The USDA foods' household portions as `USDAPortions.keyed` keys them, worked out by
/// `spotter-food-index` and read from the prebuilt index where they lie: keyed at run time, the
/// five foods a search weighs took 930,000 instructions of a `log a bowl of ramen` of 4.4 million.
///
/// Each food has a run: a count byte, then per portion its key's length (a byte), the key's UTF-8
/// bytes and the grams' bit pattern (eight bytes, little-endian), keys in byte order. Foods whose
/// runs are the same bytes (their labels key alike) share one run.
struct USDAPrebuiltPortions: @unchecked Sendable {
    // Unchecked: the bytes are the binary's read-only data (or a buffer the database keeps), never written.
    /// Where each food's run starts in `runs`.
    let starts: Int32List
    let runs: UnsafeRawBufferPointer

    /// The keyed portions of the food at `position`, or nil if its run does not read whole.
    func keyed(at position: Int) -> [String: Double]? {
        guard starts.indices.contains(position) else { return nil }
        var offset = Int(starts[position])
        guard offset >= 0, offset < runs.count else { return nil }
        let count = Int(runs[offset])
        offset += 1
        var keyed: [String: Double] = Dictionary(minimumCapacity: count)
        for _ in 0..<count {
            guard offset < runs.count else { return nil }
            let length = Int(runs[offset])
            offset += 1
            guard offset + length + 8 <= runs.count else { return nil }
            let keyBytes = UnsafeRawBufferPointer(rebasing: runs[offset..<(offset + length)])
            let key = String(decoding: keyBytes, as: UTF8.self)
            offset += length
            let bits = UInt64(littleEndian: runs.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
            keyed[key] = Double(bitPattern: bits)
        }
        return keyed
    }

    /// The runs of `keyed`, one per food, and where each starts; nil if a key is longer than a byte counts.
    static func encode(_ keyed: [[String: Double]]) -> (starts: [Int32], runs: [UInt8])? {
        var runs: [UInt8] = []
        var starts: [Int32] = []
        var startOfRun: [[UInt8]: Int32] = [:]
        for portions in keyed {
            guard portions.count <= Int(UInt8.max) else { return nil }
            var run: [UInt8] = [UInt8(portions.count)]
            for key in portions.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let bytes = Array(key.utf8)
                guard bytes.count <= Int(UInt8.max) else { return nil }
                run.append(UInt8(bytes.count))
                run += bytes
                let bits = portions[key]!.bitPattern
                run += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
            }
            if let shared = startOfRun[run] {
                starts.append(shared)
            } else {
                let start = Int32(runs.count)
                startOfRun[run] = start
                starts.append(start)
                runs += run
            }
        }
        return (starts, runs)
    }
}
