#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress line on stderr for long work (`Replaying 1200/5000 lines · 2400/s · 0:02 left`), redrawn in
/// place at most ten times a second and erased at the end. Only on a terminal and without `--quiet`:
/// otherwise `start` gives nil and the work runs without it.
final class ProgressLine {
    /// Work shorter than this is over before a progress line would help.
    static let threshold = 2_000
    /// Nanoseconds between redraws.
    static let interval: UInt64 = 100_000_000

    private let label: String
    private let unit: String
    private let total: Int
    private let started: UInt64
    private var lastDrawn: UInt64 = 0
    private var done = 0
    /// The last text drawn, so lines written meanwhile can be put above it without formatting again.
    private var shown: [UInt8] = []
    /// Whether the line is on the screen now.
    private var onScreen = false

    private init(label: String, unit: String, total: Int) {
        self.label = label
        self.unit = unit
        self.total = total
        started = Self.clock()
    }

    /// A progress line for `total` items, or nil when it would not be shown.
    static func start(
        _ label: String, unit: String, total: @autoclosure () -> Int, quiet: Bool, threshold: Int = threshold
    ) -> ProgressLine? {
        guard !quiet, Output.isTerminal(2) else { return nil }
        let count = total()
        guard count >= threshold else { return nil }
        let line = ProgressLine(label: label, unit: unit, total: count)
        Output.progress = line
        return line
    }

    /// `count` items are done; redraws when the last drawing is old enough.
    func update(_ count: Int) {
        done = count
        let now = Self.clock()
        guard now - lastDrawn >= Self.interval else { return }
        lastDrawn = now
        shown = Array(text(elapsed: now - started).utf8)
        draw()
    }

    /// Erases the line for good.
    func finish() {
        erase()
        shown = []
        if Output.progress === self { Output.progress = nil }
    }

    /// Takes the line off the screen before other output; `draw` puts it back below.
    func erase() {
        guard onScreen else { return }
        Self.emit([0x0D, 0x1B, 0x5B, 0x4B])  // \r ESC [K: back to the start, erase to the end of the line
        onScreen = false
    }

    /// Draws the last text again in place.
    func draw() {
        guard !shown.isEmpty else { return }
        Self.emit([0x0D, 0x1B, 0x5B, 0x4B] + shown)
        onScreen = true
    }

    /// `Replaying 1200/5000 lines · 2400/s · 0:02 left`: integers only, no Foundation formatting.
    func text(elapsed: UInt64) -> String {
        var text = "\(label) \(done)/\(total) \(unit)"
        // The first drawing comes at once; a rate needs a tenth of a second of work behind it.
        guard elapsed >= Self.interval else { return text }
        let rate = done * 1000 / Int(elapsed / 1_000_000)
        text += " · \(rate)/s"
        if rate > 0, done < total {
            let seconds = (total - done) / rate + 1
            let padding = seconds % 60 < 10 ? "0" : ""
            text += " · \(seconds / 60):\(padding)\(seconds % 60) left"
        }
        return text
    }

    private static func clock() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static func emit(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
    }
}
