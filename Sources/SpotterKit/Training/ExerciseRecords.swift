/// Each exercise's best estimated one-rep max so far, so a session's wrap-up can name new records.
///
/// Read from the journal once, on the first wrap-up, in one streaming pass that decodes only set
/// and delete lines and keeps nothing but a few candidates per exercise; sessions ended since then
/// update it directly.
final class ExerciseRecords {
    /// Candidates kept per exercise, so deleting the best set still leaves the next best.
    private static let depth = 3
    /// Exercise id → (entry id, estimated kilograms), best first.
    private var best: [String: [(id: String, kilograms: Double)]]?

    /// The best estimate in kilograms before this session, or nil when the exercise has none.
    func best(_ exerciseID: String, formula: OneRepMax, store: JournalStore) -> Double? {
        if best == nil { best = Self.read(store, formula: formula) }
        return best?[exerciseID]?.first?.kilograms
    }

    /// Adds a finished session's estimates (only once the journal has been read).
    func finished(_ bests: [ExerciseBest], session: String) {
        guard best != nil else { return }
        for entry in bests {
            Self.insert((session, entry.estimatedKilograms), for: entry.exerciseID, into: &best!)
        }
    }

    func reset() { best = nil }

    private static func read(_ store: JournalStore, formula: OneRepMax) -> [String: [(id: String, kilograms: Double)]] {
        var candidates: [String: [(id: String, kilograms: Double)]] = [:]
        var deleted = Set<String>()
        // Weighted bodyweight sets wait for every reading: an import can write older readings later.
        var weighted: [Entry] = []
        var readings: [Entry] = []
        try? store.forEachLine { line in
            guard let peek = JournalReader.peek(line),
                peek.kind(is: "set") || peek.kind(is: "delete") || peek.kind(is: "weight")
            else { return }
            guard case .entry(let entry) = EntryDecoder.decode(line) else { return }
            switch entry.payload {
            case .deletion(let deletion): deleted.formUnion(deletion.targets)
            case .bodyWeight: readings.append(entry)
            case .workoutSet(let set) where set.isWorking:
                if EstimatedLoad.needsBodyWeight([set]) { return weighted.append(entry) }
                guard let reps = set.reps, let load = set.load,
                    let estimate = formula.estimate(load: load.kilograms, reps: reps)
                else { return }
                insert((entry.id, estimate), for: set.exerciseID, into: &candidates)
            default: break
            }
        }
        let history = BodyWeightHistory(readings.filter { !deleted.contains($0.id) })
        for entry in weighted {
            guard case .workoutSet(let set) = entry.payload, let reps = set.reps,
                let load = EstimatedLoad.kilograms(of: set, bodyWeight: history.kilograms(at: entry.timestamp)),
                let estimate = formula.estimate(load: load, reps: reps)
            else { continue }
            insert((entry.id, estimate), for: set.exerciseID, into: &candidates)
        }
        return candidates.mapValues { list in list.filter { !deleted.contains($0.id) } }
    }

    private static func insert(
        _ candidate: (id: String, kilograms: Double), for exerciseID: String,
        into table: inout [String: [(id: String, kilograms: Double)]]
    ) {
        var list = table[exerciseID] ?? []
        guard list.count < depth || candidate.kilograms > (list.last?.kilograms ?? 0) else { return }
        list.append(candidate)
        list.sort { $0.kilograms > $1.kilograms }
        table[exerciseID] = Array(list.prefix(depth))
    }
}
