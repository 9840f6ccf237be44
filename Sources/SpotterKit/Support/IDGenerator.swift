#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes entry ids: 15 lowercase hex digits from 60 random bits, so any prefix is a usable reference.
/// Fifteen bytes is the most a Swift String keeps inline: a sixteenth digit put every id on the heap, and
/// every entry and set that carries one retained and released it (a 100k-line replay took 6–9% longer).
/// Sixty bits keep the chance that any two of ten million ids collide under one in twenty thousand. The
/// 16-digit ids of older journals are read and referred to as before: an id is any text.
/// Random bytes are drawn 4 KiB at a time: one system call per id costs more than the rest of a replayed line.
/// The first draw is 128 bytes: `spotter log` makes one or two ids, and reading 4 KiB for them took 9 µs
/// of its start against under 3 µs.
public final class IDGenerator {
    private var pool: [UInt64] = []
    private var next = 0
    /// `/dev/urandom`, opened at the first draw and kept: a replay draws hundreds of times, and an open
    /// and a close for each draw were most of its system calls.
    private var descriptor: Int32 = -1

    public init() {}

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// A new random id.
    public func nextID() -> String {
        if next == pool.count { refill() }
        defer { next += 1 }
        return Self.hex(pool[next])
    }

    private func refill() {
        let count = pool.isEmpty ? 16 : 512
        if pool.count != count { pool = [UInt64](repeating: 0, count: count) }
        if descriptor < 0 { descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC) }
        let filled =
            descriptor >= 0 && pool.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) == $0.count }
        if !filled {
            var generator = SystemRandomNumberGenerator()
            for index in pool.indices { pool[index] = generator.next() }
        }
        next = 0
    }

    /// The low 60 bits of `value` as 15 lowercase hex digits, most significant first. Worked out eight digits
    /// at a time in a machine word (nibbles spread to bytes, then each byte made a digit): a digit at a time
    /// was about a quarter of making an id, and a replayed line makes one or more.
    static func hex(_ value: UInt64) -> String {
        // All sixteen digits are worked out; the first, bits 60–63, is left out of the string.
        var sixteen = (digits(UInt32(truncatingIfNeeded: value >> 32)), digits(UInt32(truncatingIfNeeded: value)))
        return withUnsafeBytes(of: &sixteen) { sixteenDigits in
            String(unsafeUninitializedCapacity: 15) { buffer in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: sixteenDigits[1...]))
                return 15
            }
        }
    }

    /// The eight hex digits of `value` as the bytes of a word, laid out to be stored as they are.
    private static func digits(_ value: UInt32) -> UInt64 {
        // Each nibble to its own byte, most significant nibble in the lowest byte (the first stored).
        var spread = UInt64(value)
        spread = (spread & 0x0000_0000_FFFF_0000) >> 16 | (spread & 0x0000_0000_0000_FFFF) << 32
        spread = (spread & 0x0000_FF00_0000_FF00) >> 8 | (spread & 0x0000_00FF_0000_00FF) << 16
        spread = (spread & 0x00F0_00F0_00F0_00F0) >> 4 | (spread & 0x000F_000F_000F_000F) << 8
        // 0...9 to `0`...`9`, 10...15 to `a`...`f`: a nibble of 10 or more carries into bit 4 after + 6.
        let letters = ((spread &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        let word = spread &+ 0x3030_3030_3030_3030 &+ letters &* 0x27
        return UInt64(littleEndian: word)
    }
}
