/// Reads the numbers of a set line, left to right, into groups of sets that share a load.
///
/// Rules for numbers without a unit (a unit always settles the question):
/// - `N x M`: sets × reps when another number in the line carries a weight unit, or when N is a
///   whole number from 1 to 10 followed by at most one more bare number (`3x5`, `3x5 100`);
///   otherwise load × reps (`140 x 5`, `100 x 5 5 4`); for a loaded exercise a lone `N x M` with
///   M over 30 is reps × load (`bench 5x100`). `N x M x W` is sets × reps × load unless N carries
///   the unit or is too big to be a set count (`100kg x 5 x 3`, `100x5x3` are load × reps × sets).
/// - `@N` / `at N` is RPE when a load is already known (a unit anywhere in the line, or an
///   earlier load) and N ≤ 20 (so `@11` is an RPE kept for review), or when N ≤ 10 has a decimal point (`@8.5`); otherwise it is a
///   load. So `squat 140kg 5 @8` is RPE 8, `5 @ 100` is a load, and `5 @ 8` is 8 kg/lb —
///   type `rpe 8` to be explicit.
/// - A bare number right after sets × reps with no load yet is the load (`bench 3x5 100`); the
///   first bare number of a line is the load when it cannot be a rep count (over 30 or with a
///   fraction) and the exercise is not a bodyweight one (`bench 100 5 5 4`); any other bare
///   number is reps (`pullups 10 8 6`).
/// - `+N` is a load added to a bodyweight lift (`dips bw+20 3x8`, `3x8 +20kg`), unless it joins two bare
///   rep counts (`5+5+4`). For a dumbbell or kettlebell lift, `2 x W` with a unit beside other sets is a
///   pair of W each (`db bench 3x10 2x30kg`).
/// - A new load after reps starts a new group (`bench 100kg 5 105kg 3`), so one line can hold
///   sets at different loads.
struct SetNotationReader {
    private typealias Item = SetScan.Item

    private let items: [Item]
    private let defaultUnit: WeightUnit
    private let isBodyweight: Bool
    /// Dumbbells and kettlebells, held one in each hand: `2x30kg` beside the sets is the pair.
    private let isHeldInPairs: Bool
    /// How many numbers carry a weight unit; decides `N x M` and `@N`.
    private let unitLoadCount: Int
    private var groups: [SetGroup] = [SetGroup()]
    private var problem: String?

    /// The action `items` describe; `flags` go on every set.
    static func action(
        items: [SetScan.Item], defaultUnit: WeightUnit, isBodyweight: Bool, isHeldInPairs: Bool,
        flags: [SetFlag]
    ) -> SetAction {
        var reader = SetNotationReader(
            items: items, defaultUnit: defaultUnit, isBodyweight: isBodyweight, isHeldInPairs: isHeldInPairs)
        reader.read()
        if let problem = reader.problem {
            let first = reader.groups[0]
            let load = first.load.flatMap { Plausibility.isPlausible($0) ? $0 : nil }
            return .needsReps(setCount: SetGroup.count(first.setCount), load: load, reason: problem)
        }
        return SetGroup.action(for: reader.groups, flags: flags)
    }

    private init(items: [Item], defaultUnit: WeightUnit, isBodyweight: Bool, isHeldInPairs: Bool) {
        self.items = items
        self.defaultUnit = defaultUnit
        self.isBodyweight = isBodyweight
        self.isHeldInPairs = isHeldInPairs
        unitLoadCount = items.reduce(0) { count, item in
            if case .number(_, _, _?) = item { count + 1 } else { count }
        }
    }

    // MARK: - Reading

    private mutating func read() {
        var index = 0
        while index < items.count, problem == nil {
            index = step(at: index)
        }
    }

    /// Reads the construct starting at `index` and returns where the next one starts.
    private mutating func step(at index: Int) -> Int {
        let next = item(at: index + 1)
        switch items[index] {
        case .number(let value, let point, let unit):
            if next == .times, let second = number(at: index + 2) {
                return readProduct(at: index, first: (value, point, unit), second: second)
            }
            if next == .reps {
                addReps(value)
                // `squat 5 reps 140`: a bare number after reps said so is the load, not 140 more reps.
                let after = item(at: index + 3)
                if current.load == nil, !isBodyweight, let load = number(at: index + 2), load.unit == nil,
                    after != .reps, after != .times, after != .sets
                {
                    assignLoad(Load(value: load.value, unit: defaultUnit))
                    return index + 3
                }
                return index + 2
            }
            if next == .sets {
                startSetCount(value)
                guard item(at: index + 2) == .of, let reps = number(at: index + 3), reps.unit == nil else {
                    return index + 2
                }
                addReps(reps.value)
                return item(at: index + 4) == .reps ? index + 5 : index + 4
            }
            if let unit {
                assignLoad(Load(value: value, unit: unit))
            } else {
                readBare(value)
            }
            return index + 1
        case .at:
            guard let target = number(at: index + 1) else { return index + 1 }
            readAt(target)
            return index + 2
        case .rpe:
            guard let target = number(at: index + 1), target.unit == nil else { return index + 1 }
            setRPE(target.value)
            return index + 2
        case .forWord, .times:
            // `for 3` and a leading `x5` name reps.
            let after = item(at: index + 2)
            guard let target = number(at: index + 1), target.unit == nil, after != .times, after != .sets
            else { return index + 1 }
            addReps(target.value)
            return index + 2
        case .plus:
            // `bw+20`, `3x8 +20kg`: the load added to a bodyweight lift. Between reps (`5+5+4`) it only joins them.
            let afterReps = index > 0 && number(at: index - 1) != nil && current.setCount == nil
            guard !afterReps, let added = number(at: index + 1) else { return index + 1 }
            assignLoad(Load(value: added.value, unit: added.unit ?? defaultUnit))
            return index + 2
        case .of, .reps, .sets:
            return index + 1
        }
    }

    /// `N x M` or `N x M x W`, with the unit rules in the type's comment.
    private mutating func readProduct(at index: Int, first: Operand, second: Operand) -> Int {
        if item(at: index + 3) == .times, let third = number(at: index + 4) {
            // `100x5x3` is LOADxREPSxSETS: a first number too big to be a set count is the load.
            let firstIsLoad =
                first.unit == nil && third.unit == nil && first.value > Plausibility.maxSetCount
                && third.value <= Plausibility.maxSetCount
            if let unit = first.unit ?? (firstIsLoad ? defaultUnit : nil) {
                startSetCount(third.value)
                assignLoad(Load(value: first.value, unit: unit))
                addReps(second.value)
            } else {
                startSetCount(first.value)
                addReps(second.value)
                assignLoad(Load(value: third.value, unit: third.unit ?? defaultUnit))
            }
            return skipReps(after: index + 5)
        }
        if let unit = first.unit {
            assignLoad(Load(value: first.value, unit: unit))
            addReps(second.value)
        } else if isHeldInPairs, first.value == 2, !first.hasPoint, let unit = second.unit, hasOtherSets(besides: index)
        {
            // `db bench 3x10 2x30kg`: a 30 kg dumbbell in each hand, logged as the dumbbell's load.
            assignLoad(Load(value: second.value, unit: unit))
        } else if let unit = second.unit {
            addReps(first.value)
            assignLoad(Load(value: second.value, unit: unit))
        } else if !isBodyweight, unitLoadCount == 0, current.load == nil, bareCount(from: index + 3) == 0,
            first.value <= 30, second.value > 30
        {
            // `bench 5x100`: a hundred reps is not a bench set, a hundred kilograms is.
            addReps(first.value)
            assignLoad(Load(value: second.value, unit: defaultUnit))
        } else if unitLoadCount > 0 || isSmallCount(first) && bareCount(from: index + 3) <= 1 {
            startSetCount(first.value)
            addReps(second.value)
        } else {
            assignLoad(Load(value: first.value, unit: defaultUnit))
            addReps(second.value)
        }
        return skipReps(after: index + 3)
    }

    /// `@N`: a unit makes it a load; otherwise the RPE rule in the type's comment.
    private mutating func readAt(_ target: Operand) {
        if let unit = target.unit {
            assignLoad(Load(value: target.value, unit: unit))
            return
        }
        let loadKnown = unitLoadCount > 0 || current.load != nil
        // With the load known, a small `@N` is an RPE, even a wrong one (`@11` is kept for review).
        if loadKnown && target.value <= 20 || target.value <= 10 && target.hasPoint {
            setRPE(target.value)
        } else {
            assignLoad(Load(value: target.value, unit: defaultUnit))
        }
    }

    /// A number with no unit and no operator after it.
    private mutating func readBare(_ value: Double) {
        if current.setCount != nil, current.load == nil, !current.reps.isEmpty, !isBodyweight {
            assignLoad(Load(value: value, unit: defaultUnit))
        } else if current.isEmpty, groups.count == 1, !isBodyweight,
            value > 30 || value != value.rounded()
        {
            assignLoad(Load(value: value, unit: defaultUnit))
        } else {
            addReps(value)
        }
    }

    // MARK: - Group building

    private var current: SetGroup {
        get { groups[groups.count - 1] }
        set { groups[groups.count - 1] = newValue }
    }

    private mutating func assignLoad(_ load: Load) {
        if current.load == nil {
            current.load = load
        } else if current.reps.isEmpty && current.setCount == nil {
            if current.load != load { problem = SetMessage.twoLoads(current.load, load) }
        } else {
            groups.append(SetGroup(load: load))
        }
    }

    private mutating func addReps(_ value: Double) {
        current.reps.append(value)
        current.repRPEs.append(nil)
    }

    private mutating func startSetCount(_ value: Double) {
        // `8 reps, 3 sets` is one group; a second set count or a finished group starts another.
        if current.setCount != nil || !current.reps.isEmpty && current.load != nil {
            groups.append(SetGroup())
        }
        current.setCount = value
    }

    private mutating func setRPE(_ value: Double) {
        current.rpe = value
        // `8 @7, 8 @7.5`: the RPE after a rep count is that set's.
        if let last = current.repRPEs.indices.last, current.repRPEs[last] == nil { current.repRPEs[last] = value }
    }

    // MARK: - Looking around

    private typealias Operand = (value: Double, hasPoint: Bool, unit: WeightUnit?)

    private func item(at index: Int) -> Item? {
        index < items.count ? items[index] : nil
    }

    private func number(at index: Int) -> Operand? {
        guard case .number(let value, let point, let unit)? = item(at: index) else { return nil }
        return (value, point, unit)
    }

    /// `3x8 reps`: the trailing `reps` adds nothing.
    private func skipReps(after index: Int) -> Int {
        item(at: index) == .reps ? index + 1 : index
    }

    /// How many plain numbers (no unit, no operator after) follow from `index`.
    private func bareCount(from index: Int) -> Int {
        var count = 0
        var position = index
        while let operand = number(at: position), operand.unit == nil {
            let after = item(at: position + 1)
            if after == .times || after == .reps || after == .sets { break }
            count += 1
            position += 1
        }
        return count
    }

    /// True when the line gives its sets or reps elsewhere than the product at `index`.
    private func hasOtherSets(besides index: Int) -> Bool {
        items.indices.contains { position in
            position != index + 1 && (items[position] == .times || items[position] == .reps || items[position] == .sets)
        }
    }

    private func isSmallCount(_ operand: Operand) -> Bool {
        !operand.hasPoint && operand.value >= 1 && operand.value <= 10
    }
}
