import Testing

@testable import SpotterKit

/// The byte search finds every occurrence in order, and the C library's `memmem` and the search used
/// without it agree.
@Suite struct ByteSearchTests {
    func offsets(_ needle: String, in text: String, usingLibrary: Bool = true) -> [Int] {
        var found: [Int] = []
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            ByteSearch.forEachOffset(of: Array(needle.utf8), in: bytes, usingLibrary: usingLibrary) { found.append($0) }
        }
        return found
    }

    @Test func everyOccurrenceIsFoundInOrderWithoutOverlaps() {
        #expect(offsets("\"bench\"", in: #"{"a":"bench","b":"bench-press","c":"bench"}"#) == [5, 35])
        #expect(offsets("aa", in: "aaaaa") == [0, 2])
        #expect(offsets("\\", in: #"a\"b\\c"#) == [1, 4, 5])
        #expect(offsets("needle", in: "nee").isEmpty)
        #expect(offsets("", in: "abc").isEmpty)
    }

    @Test func theFirstOccurrenceIsTheFirstOfEvery() {
        for (needle, text) in [
            ("\"bench\"", #"{"a":"bench","b":"bench-press","c":"bench"}"#), ("aa", "aaaaa"), ("b", "aaab"),
            ("needle", "nee"), ("", "abc"), ("x", "abc"),
        ] {
            let first = Array(text.utf8).withUnsafeBufferPointer {
                ByteSearch.firstOffset(of: Array(needle.utf8), in: $0)
            }
            #expect(first == offsets(needle, in: text).first, "\(needle) in \(text)")
        }
    }

    @Test func theLibrarySearchAndTheFallbackAgree() {
        // A fixed pseudo-random text over a small alphabet, so needles recur and nearly recur.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Array("ab\"\\\n".utf8)[Int(state >> 59) % 5]
        }
        let text = String(decoding: (0..<20_000).map { _ in next() }, as: UTF8.self)
        for needle in ["a", "ab", "\"a\"", "aab\"", "ba\\\n", "abababab"] {
            let library = offsets(needle, in: text)
            #expect(library == offsets(needle, in: text, usingLibrary: false), "\(needle)")
            #expect(!library.isEmpty || needle.count > 6)
        }
    }

    /// Bytes sort before others exactly when `lexicographicallyPrecedes` says so: on a shared prefix, on
    /// the first byte that differs (bytes above 0x7F too), and on a length.
    @Test func bytesPrecedeAsTheyDoLexicographically() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x2D, 0x30, 0x31, 0x39, 0x41, 0x7F, 0x80, 0xFF]
        var pairs: [([UInt8], [UInt8])] = [
            ([], []), ([], [0x30]), (Array("2026-04-27".utf8), Array("2026-04-27".utf8)),
        ]
        for _ in 0..<5_000 {
            let first = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            var second = first
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: second.append(alphabet.randomElement(using: &generator)!)
            case 1: if !second.isEmpty { second[second.count - 1] = alphabet.randomElement(using: &generator)! }
            default:
                second = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                }
            }
            pairs.append((first, second))
        }
        var before = 0
        for (first, second) in pairs {
            for (a, b) in [(first, second), (second, first)] {
                let expected = a.lexicographicallyPrecedes(b)
                #expect(a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { x.precedes($0) } } == expected)
                before += expected ? 1 : 0
            }
        }
        #expect(before > 1_000)
    }
}
