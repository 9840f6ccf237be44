#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes entry ids: 16 lowercase hex digits from 64 random bits, so any prefix is a usable reference.
/// Random bytes are drawn 4 KiB at a time: one system call per id costs more than the rest of a replayed line.
public final class IDGenerator {
    private var pool = [UInt64](repeating: 0, count: 512)
    private var next = 512

    public init() {}

    /// A new random id.
    public func nextID() -> String {
        if next == pool.count { refill() }
        defer { next += 1 }
        return Self.hex(pool[next])
    }

    private func refill() {
        let descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        let filled =
            descriptor >= 0 && pool.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) == $0.count }
        if descriptor >= 0 { close(descriptor) }
        if !filled {
            var generator = SystemRandomNumberGenerator()
            for index in pool.indices { pool[index] = generator.next() }
        }
        next = 0
    }

    static func hex(_ value: UInt64) -> String {
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 16) { buffer in
            var rest = value
            for index in stride(from: 15, through: 0, by: -1) {
                buffer[index] = digits.utf8Start[Int(rest & 0xF)]
                rest >>= 4
            }
            return 16
        }
    }
}
