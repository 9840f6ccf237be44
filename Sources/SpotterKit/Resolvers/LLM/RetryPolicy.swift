#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When to try a busy provider again: exponential backoff with jitter, `retry-after` honoured, and
/// never past the deadline (the configured `timeout_seconds` for the whole line).
public struct RetryPolicy: Sendable {
    public var maximumAttempts = 6
    /// The first backoff; each later one doubles, plus up to the same again of jitter.
    public var baseDelaySeconds = 0.5
    /// Waits between attempts (replaceable so tests do not sleep).
    public var sleep: @Sendable (Double) -> Void = RetryPolicy.systemSleep
    /// Seconds on a monotonic clock (replaceable with `sleep` in tests).
    public var clock: @Sendable () -> Double = RetryPolicy.monotonicSeconds
    /// True when the user asked to stop waiting (Ctrl-C).
    public var isCancelled: @Sendable () -> Bool = { false }

    public init() {}

    /// The wait before attempt `attempt + 1` (0-based), preferring the provider's `retry-after`.
    func delay(afterAttempt attempt: Int, retryAfter: Double?) -> Double {
        if let retryAfter { return retryAfter }
        let backoff = baseDelaySeconds * Double(1 << min(attempt, 10))
        return backoff + Double.random(in: 0...backoff)
    }

    public static func systemSleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        usleep(useconds_t(min(seconds, 3600) * 1_000_000))
    }

    public static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
