#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The monotonic clock, in seconds.
public enum Clock {
    public static func seconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    public static func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        usleep(useconds_t(seconds * 1e6))
    }
}
