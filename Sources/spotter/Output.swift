import CSystemCalls
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writes to stdout and stderr: batch replay prints a lot, and `print` flushes too often.
// The executable writes from one thread only; the lock-free buffer is safe under that rule.
final class Output: @unchecked Sendable {
    private var buffer: [UInt8] = []
    /// While true, lines wait in the buffer until `flush` (replay acknowledges only written entries).
    var holdsOutput = false {
        // Room for what a replay holds is made at once: grown as lines came, the held text was copied at
        // each doubling, and each larger buffer faulted in pages of its own.
        didSet { if holdsOutput { buffer.reserveCapacity(Self.heldBytes + (1 << 16)) } }
    }
    /// How much held output a replay lets build up before it flushes the journal to release it.
    static let heldBytes = 4 << 20
    private let descriptor: Int32

    static let standard = Output(descriptor: 1)
    static let error = Output(descriptor: 2)

    private lazy var sharesTheScreen = descriptor == 2 || isatty(descriptor) == 1

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    /// The progress line on stderr while one is showing: other output is written above it.
    nonisolated(unsafe) static var progress: ProgressLine?

    /// Whether Spotter's own colour codes may pass (set once from the session's `Style`).
    nonisolated(unsafe) static var colour = false

    /// A line for a person: control characters from data are shown, not obeyed (`\u001b`). `plain`
    /// says the text was found to hold none already (`Message.isPlain`).
    func line(_ text: String, plain: Bool = false) {
        if plain { return verbatimLine(text) }
        // The common line holds no control character: checked and copied in one visit of its bytes.
        let copied = text.withUTF8Bytes { bytes in
            guard !TerminalText.mayHoldControl(bytes) else { return false }
            buffer.append(contentsOf: bytes)
            return true
        }
        guard copied else { return verbatimLine(TerminalText.visible(text, colour: Self.colour)) }
        endLine()
    }

    /// A line of machine-readable output (`--json`, journal lines), written as it is: JSON escapes its own.
    func verbatimLine(_ text: String) {
        text.withUTF8Bytes(verbatimLine(utf8:))
    }

    /// `verbatimLine` for text given as its UTF-8 bytes.
    func verbatimLine(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        endLine()
    }

    private func endLine() {
        buffer.append(0x0A)
        if !holdsOutput, buffer.count >= 1 << 16 || descriptor == 2 { flush() }
    }

    /// Text for a person with no newline added (prompts); control characters are shown.
    func text(_ text: String) {
        verbatim(TerminalText.visible(text, colour: Self.colour))
    }

    /// Text as it is, with no newline added (whole exported files).
    func verbatim(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if !holdsOutput, buffer.count >= 1 << 16 || descriptor == 2 { flush() }
    }

    /// Writes what is buffered.
    func flush() { flush(first: buffer.count) }

    /// Writes the first `count` bytes buffered and keeps the rest (a replay's output for lines not yet durable).
    func flush(first count: Int) {
        guard count > 0 else { return }
        // Output to a file or pipe leaves the progress line alone; on the terminal it goes above it.
        let progress = sharesTheScreen ? Self.progress : nil
        progress?.erase()
        defer { progress?.draw() }
        var offset = 0
        while offset < count {
            let written = buffer.withUnsafeBytes {
                write(descriptor, $0.baseAddress?.advanced(by: offset), count - offset)
            }
            if written < 0, spotter_errno() == EINTR { continue }
            guard written > 0 else { break }
            offset += written
        }
        if count == buffer.count { buffer.removeAll(keepingCapacity: true) } else { buffer.removeFirst(count) }
    }

    var pendingBytes: Int { buffer.count }

    /// Drops what is buffered (acknowledgements of lines that were not written after all).
    func discard() { buffer.removeAll() }

    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Shows a question and reads one answer line from stdin; nil at end of input.
    static func ask(_ question: String) -> String? {
        standard.buffer.append(contentsOf: question.utf8)
        standard.flush()
        return readLine()
    }
}
