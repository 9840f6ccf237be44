/// Why a model's answer or a provider call was not used, as a sentence fragment for the user.
/// String-literal convertible so checks read as `.failure("…")`.
struct Rejection: Error, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    var reason: String
    /// True when asking again later may succeed (network trouble, a busy provider, Ctrl-C).
    var transient = false

    init(reason: String, transient: Bool = false) {
        self.reason = reason
        self.transient = transient
    }

    init(stringLiteral value: String) { reason = value }

    init(stringInterpolation: DefaultStringInterpolation) { reason = String(stringInterpolation: stringInterpolation) }

    var description: String { reason }
}
