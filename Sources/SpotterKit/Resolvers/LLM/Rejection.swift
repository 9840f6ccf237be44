/// Why a model's answer or a provider call was not used, as a sentence fragment for the user.
/// String-literal convertible so checks read as `.failure("…")`.
struct Rejection: Error, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    var reason: String

    init(reason: String) { self.reason = reason }

    init(stringLiteral value: String) { reason = value }

    init(stringInterpolation: DefaultStringInterpolation) { reason = String(stringInterpolation: stringInterpolation) }

    var description: String { reason }
}
