/// The index file's text: a header line, a `b` line per block and a `c` line per correction target.
///
///     spotter-index 1 27448325 9f3c2a7e01b4c5d6
///     b 0 1048612 17237 17271 17237 17270
///     c 3 4c1a8c54769d52d2
extension JournalIndex {
    public func text() -> String {
        var lines = ["spotter-index \(Self.formatVersion) \(coveredBytes) \(String(fingerprint, radix: 16))"]
        lines.reserveCapacity(blocks.count + corrections.count + 1)
        func range(_ days: ClosedRange<Int>?) -> String {
            days.map { "\($0.lowerBound) \($0.upperBound)" } ?? "- -"
        }
        for block in blocks {
            lines.append("b \(block.start) \(block.end) \(range(block.days)) \(range(block.weightDays))")
        }
        for correction in corrections { lines.append("c \(correction.block) \(correction.target)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The index in `text`, or nil when it is not one this build wrote (it is then rebuilt).
    public init?(text: String) {
        var lines = text.split(separator: "\n")
        guard !lines.isEmpty else { return nil }
        let header = lines.removeFirst().split(separator: " ")
        guard header.count == 4, header[0] == "spotter-index", header[1] == "\(Self.formatVersion)",
            let covered = Int(header[2]), let fingerprint = UInt64(header[3], radix: 16)
        else { return nil }
        self.init()
        coveredBytes = covered
        self.fingerprint = fingerprint
        for line in lines {
            let fields = line.split(separator: " ")
            switch (fields.first, fields.count) {
            case ("b", 7):
                guard let start = Int(fields[1]), let end = Int(fields[2]) else { return nil }
                blocks.append(
                    Block(
                        start: start, end: end, days: Self.range(fields[3], fields[4]),
                        weightDays: Self.range(fields[5], fields[6])))
            case ("c", 3):
                guard let block = Int(fields[1]), block < blocks.count else { return nil }
                corrections.append((String(fields[2]), block))
            default: return nil
            }
        }
    }

    private static func range(_ low: Substring, _ high: Substring) -> ClosedRange<Int>? {
        guard let low = Int(low), let high = Int(high), low <= high else { return nil }
        return low...high
    }
}
