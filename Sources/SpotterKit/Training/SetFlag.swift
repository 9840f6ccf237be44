/// A marker on a set that changes how reports count it.
public enum SetFlag: String, Sendable {
    case warmup
    case toFailure = "to_failure"
    case dropSet = "drop_set"
}
