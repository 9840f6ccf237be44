#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a detached thread with a 1 MiB stack: the journal writer and the HTTP workers each run on one.
/// Not Dispatch: linking libdispatch made every start read `/sys/devices/system/cpu/possible` twice for
/// a thread pool no command used.
enum DetachedThread {
    static func start(_ body: @escaping @Sendable () -> Void) {
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
