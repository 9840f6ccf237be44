/// ANSI styling for text reports; `plain` when output is not a terminal or `NO_COLOR` is set.
public struct Style: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public static let plain = Style(enabled: false)

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func inverse(_ text: String) -> String { wrap(text, "7") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
