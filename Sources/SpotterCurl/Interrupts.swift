import CCurl

/// Ctrl-C as a request to stop waiting, not to end the process.
///
/// After `install()`, SIGINT only sets a flag; `CurlHTTPClient` checks it while it waits and answers `.cancelled`.
/// The flag stays set until `clear()`: clear it before each wait, or a Ctrl-C pressed earlier cancels at once.
public enum Interrupts {
    // The flag is a `static` in the C shim, which gives each object file its own copy: every read and write of it
    // must stay in this file so that the handler and the readers share one.

    /// Makes SIGINT set the flag instead of ending the process. Blocking reads then return early (no restart).
    public static func install() {
        _ = spotter_interrupt_install()
    }

    /// Whether Ctrl-C was pressed since the last `clear()`. Setting it to true acts as a Ctrl-C (for tests).
    public static var requested: Bool {
        get { spotter_interrupt_get() != 0 }
        set { newValue ? spotter_interrupt_set() : spotter_interrupt_clear() }
    }

    /// Forgets an earlier Ctrl-C.
    public static func clear() {
        spotter_interrupt_clear()
    }
}
