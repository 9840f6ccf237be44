#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock with a condition to wait on under it, over `pthread_mutex_t` and `pthread_cond_t`: what the
/// journal writer's thread and the HTTP worker threads wait with, without Dispatch.
final class ThreadCondition: @unchecked Sendable {
    private let lock = ThreadLock()
    // Heap-allocated, as the lock's mutex is: a pthread condition must not move.
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T { try lock.withLock(body) }

    /// Inside `withLock`: lets the lock go until another thread calls `broadcast`, then takes it again.
    /// A wait may also end for no reason, so the caller asks again for what it waits for.
    func wait() { pthread_cond_wait(condition, lock.mutex) }

    /// `wait`, for at most `seconds`.
    func wait(seconds: Double) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + Int(seconds * 1e9)
        var deadline = now
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        pthread_cond_timedwait(condition, lock.mutex, &deadline)
    }

    /// Wakes every thread waiting; called inside `withLock`.
    func broadcast() { pthread_cond_broadcast(condition) }
}
