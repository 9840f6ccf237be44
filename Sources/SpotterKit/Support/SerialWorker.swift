/// Runs work one piece at a time, in the order handed in, on a thread of its own (started with the first
/// piece): the journal writer of a replay.
final class SerialWorker: @unchecked Sendable {
    /// What the thread and the callers share, under `condition`'s lock. Apart from the worker, so that the
    /// thread does not keep the worker alive: the worker's `deinit` tells the thread to end.
    private final class State: @unchecked Sendable {
        let condition = ThreadCondition()
        var queue: [@Sendable () -> Void] = []
        var busy = false
        var started = false
        var ending = false
    }

    private let state = State()

    init() {}

    deinit {
        let state = state
        state.condition.withLock {
            state.ending = true
            state.condition.broadcast()
        }
    }

    /// Queues `work` and returns at once.
    func async(_ work: @escaping @Sendable () -> Void) {
        let state = state
        let start = state.condition.withLock {
            state.queue.append(work)
            state.condition.broadcast()
            defer { state.started = true }
            return !state.started
        }
        if start { DetachedThread.start { Self.run(state) } }
    }

    /// Waits until everything queued before the call has run.
    func waitUntilIdle() {
        let state = state
        state.condition.withLock {
            while state.busy || !state.queue.isEmpty { state.condition.wait() }
        }
    }

    /// The thread's loop: takes what is queued, runs it outside the lock, and says when it is idle.
    private static func run(_ state: State) {
        while true {
            let work: [@Sendable () -> Void]? = state.condition.withLock {
                while state.queue.isEmpty, !state.ending { state.condition.wait() }
                guard !state.queue.isEmpty else { return nil }
                defer { state.queue = [] }
                state.busy = true
                return state.queue
            }
            guard let work else { return }
            for piece in work { piece() }
            state.condition.withLock {
                state.busy = false
                state.condition.broadcast()
            }
        }
    }
}
