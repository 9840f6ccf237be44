/// A value shared between threads behind a lock.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = ThreadLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    func withValue<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&stored) } }
}
