extension JournalIndex {
    private static let exerciseKey: [UInt8] = Array("\"exercise_id\":\"".utf8)

    /// The FNV-1a hash of the exercise id a set line's decoder reads, or nil when it reads none: read in
    /// place where it can be, else decoded, as the one-time build of an index can afford.
    static func exerciseHash(ofSet line: UnsafeBufferPointer<UInt8>) -> UInt64? {
        if let id = JournalReader.topLevelString(exerciseKey, in: line) { return FNV1a.hash(id) }
        guard case .entry(let entry) = EntryDecoder.decode(line), case .workoutSet(let set) = entry.payload else {
            return nil
        }
        return FNV1a.hash(set.exerciseID.utf8)
    }
}
