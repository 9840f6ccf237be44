/// Reads how long a provider asked us to wait: `retry-after` in seconds (or an HTTP date, ignored).
enum RetryAfter {
    static func seconds(_ headers: [String: String]) -> Double? {
        guard let value = headers["retry-after"]?.trimmingSpaces(), let seconds = Double(value), seconds >= 0,
            seconds.isFinite
        else { return nil }
        return seconds
    }
}
