import CSystemCalls
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads all of standard input as bytes.
enum StandardInput {
    static func readAll() -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, spotter_errno() == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
