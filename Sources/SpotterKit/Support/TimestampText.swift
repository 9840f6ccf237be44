/// The journal text of the last timestamp written, kept by a writer of many entries: entries come
/// in runs of one time (a replay's clock lines, one line's entries), and each is written again as is.
public struct TimestampText {
    private var last: Timestamp?
    private var text: [UInt8] = []

    public init() {}

    /// Appends `value` as `Timestamp.appendISO8601` writes it, from the kept text when it is the last one.
    mutating func append(_ value: Timestamp, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: self.bytes(for: value))
    }

    /// `value` as `Timestamp.appendISO8601` writes it, kept for the next call.
    mutating func bytes(for value: Timestamp) -> [UInt8] {
        if value != last {
            text.removeAll(keepingCapacity: true)
            value.appendISO8601(to: &text)
            last = value
        }
        return text
    }
}
