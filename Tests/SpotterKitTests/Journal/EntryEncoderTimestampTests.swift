import Testing

@testable import SpotterKit

/// A writer of many entries keeps the text of the last time it wrote; the lines must be those of each
/// entry written alone, whether the times repeat, change, or differ only in their offset.
@Suite struct EntryEncoderTimestampTests {
    @Test func entriesWrittenInARunReadAsEachWrittenAlone() {
        let times = [
            Timestamp(seconds: 1_577_862_000, offset: 0), Timestamp(seconds: 1_577_862_000, offset: 0),
            Timestamp(seconds: 1_577_862_000, offset: 3600), Timestamp(seconds: 1_577_862_001, offset: 3600),
            Timestamp(seconds: -86_400, offset: -18_000), Timestamp(seconds: 1_577_862_000, offset: 0),
        ]
        var together: [UInt8] = []
        var alone: [UInt8] = []
        var text = TimestampText()
        for (index, time) in times.enumerated() {
            let entry = Entry(
                id: "e\(index)", timestamp: time, lineID: "e\(index)", input: "2 cups of water",
                payload: .water(WaterRecord(milliliters: 500)))
            EntryEncoder.append(entry, to: &together, timestamps: &text)
            alone += EntryEncoder.line(for: entry)
        }
        #expect(together == alone)
        #expect(String(decoding: together, as: UTF8.self).contains("\"ts\":\"2020-01-01T08:00:00+01:00\""))
    }
}
