/// Makes entry ids: 15 lowercase hex digits from 60 bits of a generator seeded with 256 random bits,
/// so any prefix is a usable reference.
/// Fifteen bytes is the most a Swift String keeps inline: a sixteenth digit put every id on the heap, and
/// every entry and set that carries one retained and released it (a 100k-line replay took 6–9% longer).
/// Sixty bits keep the chance that any two of ten million ids collide under one in twenty thousand. The
/// 16-digit ids of older journals are read and referred to as before: an id is any text.
/// The seed is all the generator asks of the kernel: the kernel making 8 random bytes per id was 1.6% of a
/// replay's grammar thread, and ids need to differ, not to be secret. xoshiro256** keeps its 256 bits
/// of state apart from any other process's, which drew its own seed.
public final class IDGenerator {
    /// Nil until the first id: `spotter today` makes an engine and no id, and reads no random bytes.
    private var state: (UInt64, UInt64, UInt64, UInt64)?

    public init() {}

    /// A generator from a known state, for the test against xoshiro's reference output.
    init(state: (UInt64, UInt64, UInt64, UInt64)) { self.state = state }

    /// 256 bits from the system's generator (`getrandom` on Linux): opening `/dev/urandom` for them was a
    /// path looked up and three system calls (17–38 µs in C on a 2-vCPU VM, against 4–7 µs).
    private static func seed() -> (UInt64, UInt64, UInt64, UInt64) {
        var generator = SystemRandomNumberGenerator()
        // xoshiro's one bad state is all zeros.
        return (generator.next(), generator.next(), generator.next(), generator.next() | 1)
    }

    /// A new random id.
    public func nextID() -> String { Self.hex(next()) }

    /// xoshiro256** (Blackman and Vigna, 2018): the next 64 bits.
    func next() -> UInt64 {
        var state = self.state ?? Self.seed()
        defer { self.state = state }
        let result = Self.rotate(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = Self.rotate(state.3, 45)
        return result
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
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
