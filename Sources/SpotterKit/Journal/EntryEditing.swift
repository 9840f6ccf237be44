/// Which fields `edit` may change on each kind of entry, and how a change applies.
public enum EntryEditing {
    /// The field names accepted for an entry's kind.
    public static func fields(for payload: Payload) -> [String] {
        switch payload {
        case .food: ["text", "name", "grams", "kcal", "protein", "carbs", "fat", "fiber"]
        case .water: ["ml"]
        case .bodyWeight: ["weight", "kg", "lb"]
        case .workoutSet: ["reps", "weight", "kg", "lb", "rpe", "exercise", "s"]
        case .cardio: ["km", "m", "min", "s"]
        default: []
        }
    }

    /// Fields whose value is text; every other field takes a number.
    public static let textFields: Set<String> = ["text", "name", "exercise"]

    /// The payload with the changes applied; unknown fields are ignored (they were refused when written).
    public static func apply(_ changes: [String: EditValue], to payload: Payload) -> Payload {
        switch payload {
        case .food(var food):
            applyFood(changes, to: &food)
            return .food(food)
        case .water(var water):
            if let ml = changes["ml"]?.number { water.milliliters = ml }
            return .water(water)
        case .bodyWeight(var weight):
            if let load = load(changes, current: weight.load) { weight.load = load }
            return .bodyWeight(weight)
        case .workoutSet(var set):
            if let reps = changes["reps"]?.number?.wholeNumber { set.reps = reps }
            if let rpe = changes["rpe"]?.number { set.rpe = rpe }
            if let seconds = changes["s"]?.number { set.holdSeconds = seconds }
            if let exercise = changes["exercise"]?.text { set.exercise = exercise }
            if let load = load(changes, current: set.load) { set.load = load }
            return .workoutSet(set)
        case .cardio(var cardio):
            if let km = changes["km"]?.number { cardio.distanceMeters = km * 1000 }
            if let m = changes["m"]?.number { cardio.distanceMeters = m }
            if let minutes = changes["min"]?.number { cardio.durationSeconds = minutes * 60 }
            if let seconds = changes["s"]?.number { cardio.durationSeconds = seconds }
            return .cardio(cardio)
        default:
            return payload
        }
    }

    private static func applyFood(_ changes: [String: EditValue], to food: inout FoodRecord) {
        let nutrientKeys = ["kcal", "protein", "carbs", "fat", "fiber"]
        // A new weight for a resolved food scales its figures, unless they are given too.
        if let grams = changes["grams"]?.number, let old = food.grams, old > 0,
            !nutrientKeys.contains(where: { changes[$0] != nil })
        {
            let factor = grams / old
            food.kcal = food.kcal.map { ($0 * factor).rounded() }
            food.protein = food.protein.map { roundTenth($0 * factor) }
            food.carbs = food.carbs.map { roundTenth($0 * factor) }
            food.fat = food.fat.map { roundTenth($0 * factor) }
            food.fiber = food.fiber.map { roundTenth($0 * factor) }
        }
        if let grams = changes["grams"]?.number { food.grams = grams }
        if let text = changes["text"]?.text { food.text = text }
        if let name = changes["name"]?.text { food.name = name }
        if let kcal = changes["kcal"]?.number { food.kcal = kcal }
        if let protein = changes["protein"]?.number { food.protein = protein }
        if let carbs = changes["carbs"]?.number { food.carbs = carbs }
        if let fat = changes["fat"]?.number { food.fat = fat }
        if let fiber = changes["fiber"]?.number { food.fiber = fiber }
        if let source = changes["source"]?.text { food.source = source }
        if let status = changes["status"]?.text.flatMap(FoodStatus.init(rawValue:)) { food.status = status }
        if food.status == .needsReview, food.kcal != nil {
            // The user filled the figures in: the entry is settled.
            food.status = .ok
            food.reason = nil
            if food.name == nil { food.name = food.text }
        }
    }

    private static func load(_ changes: [String: EditValue], current: Load?) -> Load? {
        if let kg = changes["kg"]?.number { return Load(value: kg, unit: .kg) }
        if let lb = changes["lb"]?.number { return Load(value: lb, unit: .lb) }
        if let weight = changes["weight"]?.number { return Load(value: weight, unit: current?.unit ?? .kg) }
        return nil
    }

    static func roundTenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
