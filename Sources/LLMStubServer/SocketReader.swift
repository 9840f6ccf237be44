import Foundation

/// Buffered reads from a connected socket, bounded so a misbehaving client cannot exhaust memory.
final class SocketReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next byte, left unread.
    func peek() throws -> UInt8 {
        while buffer.count - start < 1 { try fill() }
        return buffer[start]
    }

    /// Bytes up to (not including) the next `delimiter`, which is consumed.
    func read(until delimiter: [UInt8], limit: Int) throws -> [UInt8] {
        var searchFrom = start
        while true {
            if let end = find(delimiter, from: searchFrom) {
                let bytes = Array(buffer[start..<end])
                start = end + delimiter.count
                return bytes
            }
            guard buffer.count - start <= limit else { throw StubServerError.malformed("line or head too long") }
            searchFrom = max(start, buffer.count - delimiter.count + 1)
            try fill()
        }
    }

    /// Exactly `count` bytes.
    func read(count: Int) throws -> [UInt8] {
        while buffer.count - start < count { try fill() }
        let bytes = Array(buffer[start..<start + count])
        start += count
        return bytes
    }

    private func find(_ delimiter: [UInt8], from: Int) -> Int? {
        guard buffer.count >= delimiter.count, from <= buffer.count - delimiter.count else { return nil }
        for index in from...(buffer.count - delimiter.count)
        where buffer[index..<index + delimiter.count].elementsEqual(delimiter) {
            return index
        }
        return nil
    }

    private func fill() throws {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0 && errno == EINTR { continue }
            throw StubServerError.closed
        }
    }
}
