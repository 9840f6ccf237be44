import Testing

@testable import SpotterKit

/// Reading journal lines in place: the lines holding a needle, and a top-level text read without
/// decoding only where that is sure to be what the decoder reads.
@Suite struct JournalReaderInPlaceTests {
    func lines(_ text: String, _ needles: [String]) -> [String] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            JournalReader.lines(in: buffer, containingAny: needles.map { Array($0.utf8) }).map {
                String(decoding: buffer[$0], as: UTF8.self)
            }
        }
    }

    @Test func theLinesHoldingANeedleComeOnceEachInFileOrder() {
        let text = "one x x\ntwo\nthree y x\nfour y\nfive x"
        #expect(lines(text, ["x", "y"]) == ["one x x", "three y x", "four y"])
        #expect(lines(text, ["y", "x"]) == ["one x x", "three y x", "four y"])
        #expect(lines(text, ["t"]) == ["two", "three y x"])
        // The last line has no newline yet: a write in progress is no line.
        #expect(lines(text, ["five"]).isEmpty)
        #expect(lines("", ["x"]).isEmpty)
    }

    func topLevel(_ line: String) -> String? {
        Array(line.utf8).withUnsafeBufferPointer { buffer in
            JournalReader.topLevelString(Array("\"session\":\"".utf8), in: buffer).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }

    @Test func aTopLevelTextIsReadInPlaceOnlyWhenItCannotReadWrong() {
        #expect(topLevel(#"{"v":1,"kind":"set","session":"abc123"}"#) == "abc123")
        // Escaped, nested, or behind an escaped quote: left to the decoder.
        #expect(topLevel(#"{"kind":"set","session":"ab\"c"}"#) == nil)
        #expect(topLevel(#"{"kind":"set","x":{"session":"inner"},"session":"outer"}"#) == nil)
        #expect(topLevel(#"{"input":"x\"session":"fake","session":"real"}"#) == nil)
        // A key's name inside a text has its quotes escaped, so it is never taken for the key.
        #expect(topLevel(#"{"input":"a\"session\":\"fake\"","session":"real"}"#) == "real")
        #expect(topLevel(#"{"kind":"set"}"#) == nil)
    }

    /// The count of `"id":`, `"ts":` and `"kind":` agrees with a walk from quote to quote, wherever the
    /// quotes, the names and a `#` after a quote (which the word-at-a-time search also flags) fall.
    @Test func countsKeyNamesAsAWalkOverEveryQuoteDoes() {
        let pieces = [#""id":"#, #""ts":"#, #""kind":"#, "\"", "#", #"\""#, "a", #""i"#, #""kin"#, #"id":"#, "\"#"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        for _ in 0..<3_000 {
            let line = Array((0..<next(14)).map { _ in pieces[next(pieces.count)] }.joined().utf8)
            line.withUnsafeBufferPointer { bytes in
                for start in [0, 1, 7] where start <= bytes.count {
                    for limit in [0, 2, 100] {
                        #expect(
                            JournalReader.keyNames(in: bytes, from: start, moreThan: limit)
                                == Self.walkedKeyNames(in: line, from: start, moreThan: limit),
                            "\(String(decoding: line, as: UTF8.self)) \(start) \(limit)")
                    }
                }
            }
        }
    }

    static func walkedKeyNames(in line: [UInt8], from start: Int, moreThan limit: Int) -> Int {
        var count = 0
        for index in start..<max(start, line.count) where line[index] == UInt8(ascii: "\"") {
            let rest = line[(index + 1)...]
            if rest.starts(with: Array(#"id":"#.utf8)) || rest.starts(with: Array(#"ts":"#.utf8))
                || rest.starts(with: Array(#"kind":"#.utf8))
            {
                count += 1
                if count > limit { return count }
            }
        }
        return count
    }
}
