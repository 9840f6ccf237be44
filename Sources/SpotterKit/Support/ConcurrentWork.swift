import Foundation

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
            let thread = Thread {
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
            thread.stackSize = 1 << 20
            thread.start()
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
}
