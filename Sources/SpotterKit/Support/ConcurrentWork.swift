import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs blocking work (HTTP calls) on threads of its own, `width` at a time, and waits for all of it.
/// Not Dispatch's pool: a blocked libcurl call would hold one of its few threads.
enum ConcurrentWork {
    /// `progress` is told how many are done, on the calling thread, about ten times a second.
    static func run(
        _ count: Int, width: Int, progress: ((Int) -> Void)? = nil, _ body: @escaping @Sendable (Int) -> Void
    ) {
        guard count > 0 else { return }
        let next = LockedValue(0)
        let done = LockedValue(0)
        let finished = DispatchSemaphore(value: 0)
        let threads = max(1, min(width, count))
        for _ in 0..<threads {
            startThread {
                while true {
                    let index = next.withValue { value -> Int in
                        defer { value += 1 }
                        return value
                    }
                    guard index < count else { break }
                    body(index)
                    done.withValue { $0 += 1 }
                }
                finished.signal()
            }
        }
        guard let progress else {
            for _ in 0..<threads { finished.wait() }
            return
        }
        var running = threads
        progress(0)
        while running > 0 {
            if finished.wait(timeout: .now() + .milliseconds(100)) == .success { running -= 1 }
            progress(done.withValue { $0 })
        }
    }

    /// Runs `body` on a new detached thread with a 1 MiB stack.
    private static func startThread(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 1 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let result = pthread_create(
            &thread, &attributes,
            { context in
                #if canImport(Darwin)
                    let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
                #else
                    let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
                #endif
                box.body()
                return nil
            }, context)
        precondition(result == 0, "cannot start a thread (error \(result))")
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
