/// The outcome of reading a bare body-weight line.
public enum BodyWeightParse: Sendable, Equatable {
    /// A plausible body weight.
    case weight(Load)
    /// The line is a body weight in form but not in value; the message says why.
    case implausible(String)
}
