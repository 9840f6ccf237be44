/// One insight rule: looks at the input and returns its insight when it is relevant, else nil.
public protocol InsightRule: Sendable {
    func evaluate(_ input: InsightInput) -> Insight?
}
