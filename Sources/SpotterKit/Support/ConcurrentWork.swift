import Foundation

/// Runs blocking work (HTTP calls) on threads of its own, `width` at a time, and waits for all of it.
/// Not Dispatch's pool: a blocked libcurl call would hold one of its few threads.
enum ConcurrentWork {
    static func run(_ count: Int, width: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let next = LockedValue(0)
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
                }
                finished.signal()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        for _ in 0..<threads { finished.wait() }
    }
}
