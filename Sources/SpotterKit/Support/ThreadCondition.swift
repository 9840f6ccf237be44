#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock with a condition to wait on under it, over `pthread_mutex_t` and `pthread_cond_t`: what the
/// journal writer's thread and the HTTP worker threads wait with, without Dispatch.
final class ThreadCondition: @unchecked Sendable {
    // Heap-allocated: a pthread mutex or condition must not move, and a stored property of a class may.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `withLock`: lets the lock go until another thread calls `broadcast`, then takes it again.
    /// A wait may also end for no reason, so the caller asks again for what it waits for.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// `wait`, for at most `seconds`.
    func wait(seconds: Double) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + Int(seconds * 1e9)
        var deadline = now
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        pthread_cond_timedwait(condition, mutex, &deadline)
    }

    /// Wakes every thread waiting; called inside `withLock`.
    func broadcast() { pthread_cond_broadcast(condition) }
}
