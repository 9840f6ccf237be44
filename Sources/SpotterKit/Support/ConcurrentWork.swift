/// Runs blocking work (HTTP calls) on threads of its own, `width` at a time, and waits for all of it.
/// Not Dispatch's pool: a blocked libcurl call would hold one of its few threads.
enum ConcurrentWork {
    /// `progress` is told how many are done, on the calling thread, about ten times a second.
    static func run(
        _ count: Int, width: Int, progress: ((Int) -> Void)? = nil, _ body: @escaping @Sendable (Int) -> Void
    ) {
        guard count > 0 else { return }
        let tally = Tally()
        let threads = max(1, min(width, count))
        for _ in 0..<threads {
            DetachedThread.start {
                while true {
                    let index = tally.condition.withLock {
                        defer { tally.next += 1 }
                        return tally.next
                    }
                    guard index < count else { break }
                    body(index)
                    tally.condition.withLock { tally.done += 1 }
                }
                tally.condition.withLock {
                    tally.finishedThreads += 1
                    tally.condition.broadcast()
                }
            }
        }
        guard let progress else {
            tally.condition.withLock {
                while tally.finishedThreads < threads { tally.condition.wait() }
            }
            return
        }
        progress(0)
        while true {
            let (finished, done) = tally.condition.withLock {
                if tally.finishedThreads < threads { tally.condition.wait(seconds: 0.1) }
                return (tally.finishedThreads == threads, tally.done)
            }
            progress(done)
            if finished { return }
        }
    }

    /// The next piece to take, how many are done and how many threads have run out of pieces, under one lock.
    private final class Tally: @unchecked Sendable {
        let condition = ThreadCondition()
        var next = 0
        var done = 0
        var finishedThreads = 0
    }
}
