/// Reads how long a provider asked us to wait (`retry-after-ms`, else `retry-after` in seconds; an
/// HTTP date is ignored) and whether it asked to be retried at all (`x-should-retry`).
enum RetryAfter {
    static func seconds(_ headers: [String: String]) -> Double? {
        if let milliseconds = number(headers["retry-after-ms"]) { return milliseconds / 1000 }
        return number(headers["retry-after"])
    }

    /// `x-should-retry: true` or `false`; nil when absent or anything else.
    static func shouldRetry(_ headers: [String: String]) -> Bool? {
        switch headers["x-should-retry"]?.trimmingSpaces().lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }

    private static func number(_ text: String?) -> Double? {
        guard let text = text?.trimmingSpaces(), let value = Double(text), value >= 0, value.isFinite else {
            return nil
        }
        return value
    }
}
