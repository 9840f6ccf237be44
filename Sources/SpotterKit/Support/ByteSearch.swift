#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds every place a byte string occurs in a buffer, at the C library's speed: a set line reads one
/// exercise's lines out of megabytes of journal by searching for its id, not by looking at each line.
enum ByteSearch {
    private typealias Memmem =
        @convention(c) (UnsafeRawPointer?, Int, UnsafeRawPointer?, Int) -> UnsafeMutableRawPointer?

    /// glibc's `memmem`, looked up at run time: Swift's Glibc module leaves out the GNU extensions that
    /// declare it. It searched a 27 MB journal at about 5 GB/s here.
    private static let memmem: Memmem? = {
        #if canImport(Glibc)
            return dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memmem").map { unsafeBitCast($0, to: Memmem.self) }
        #else
            return nil
        #endif
    }()

    /// Calls `body` with the offset of each occurrence of `needle` in `bytes`, in order, none overlapping
    /// (`usingLibrary: false` for the search used where the C library has no `memmem`).
    static func forEachOffset(
        of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, usingLibrary: Bool = true, _ body: (Int) -> Void
    ) {
        guard let base = bytes.baseAddress, let first = needle.first, needle.count <= bytes.count else { return }
        needle.withUnsafeBufferPointer { pattern in
            var offset = 0
            while offset + pattern.count <= bytes.count,
                let found = find(pattern, base + offset, bytes.count - offset, first, usingLibrary)
            {
                body(offset + found)
                offset += found + pattern.count
            }
        }
    }

    /// The offset of the first occurrence of `needle` in `bytes`, or nil: one search, where `forEachOffset`
    /// searches on past it (in a journal line, that second search cost as much as the first).
    static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first, needle.count <= bytes.count else { return nil }
        return needle.withUnsafeBufferPointer { find($0, base, bytes.count, first, true) }
    }

    /// The offset of the first `pattern` in the `count` bytes at `start`, or nil.
    private static func find(
        _ pattern: UnsafeBufferPointer<UInt8>, _ start: UnsafePointer<UInt8>, _ count: Int, _ first: UInt8,
        _ usingLibrary: Bool
    ) -> Int? {
        if usingLibrary, let memmem {
            return memmem(start, count, pattern.baseAddress, pattern.count).map {
                UnsafeRawPointer(start).distance(to: $0)
            }
        }
        // Without memmem: memchr to each candidate first byte, then a comparison.
        guard let patternBase = pattern.baseAddress else { return nil }
        var index = 0
        while index + pattern.count <= count, let hit = memchr(start + index, Int32(first), count - index) {
            let at = UnsafeRawPointer(start).distance(to: hit)
            guard at + pattern.count <= count else { return nil }
            if memcmp(start + at, patternBase, pattern.count) == 0 { return at }
            index = at + 1
        }
        return nil
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// True when both hold the same bytes; by `memcmp`, as a generic `elementsEqual` cost ten times as much.
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let first = baseAddress, let second = other.baseAddress else { return true }
        return memcmp(first, second, count) == 0
    }

    /// True when these bytes sort before `other`'s, as `lexicographicallyPrecedes` says; by `memcmp`, as
    /// the generic comparison with a string's bytes was a fifteenth of a calendar.
    func precedes(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let shared = Swift.min(count, other.count)
        if shared > 0, let first = baseAddress, let second = other.baseAddress {
            let order = memcmp(first, second, shared)
            if order != 0 { return order < 0 }
        }
        return count < other.count
    }
}
