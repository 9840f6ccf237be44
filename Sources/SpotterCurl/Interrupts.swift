import CCurl
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C as a request to stop waiting, not to end the process.
///
/// After `install()`, SIGINT only sets a flag; `CurlHTTPClient` checks it while it waits and answers `.cancelled`.
/// The flag stays set until `clear()`: clear it before each wait, or a Ctrl-C pressed earlier cancels at once.
public enum Interrupts {
    /// An atomic Swift global rather than a C static: a static in a C header has one copy per object
    /// file, and release builds inline readers into other files, which then never saw the handler's store.
    private static let flag = Atomic<Int32>(0)

    /// Makes SIGINT set the flag instead of ending the process. Blocking reads then return early (no restart).
    public static func install() {
        // Touch the global first so its one-time initialisation never runs inside the handler.
        _ = flag.load(ordering: .relaxed)
        _ = spotter_signal_install(SIGINT) { _ in Interrupts.flag.store(1, ordering: .relaxed) }
    }

    /// Whether Ctrl-C was pressed since the last `clear()`. Setting it to true acts as a Ctrl-C (for tests).
    public static var requested: Bool {
        get { flag.load(ordering: .relaxed) != 0 }
        set { flag.store(newValue ? 1 : 0, ordering: .relaxed) }
    }

    /// Forgets an earlier Ctrl-C.
    public static func clear() {
        flag.store(0, ordering: .relaxed)
    }
}
