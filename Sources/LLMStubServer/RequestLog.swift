import Foundation
import Synchronization

/// Appends each request as one JSON line, so tests can check what a client really sent.
final class RequestLog: Sendable {
    private let descriptor: Mutex<Int32>

    /// Opens (creating, appending) the file at `path`.
    init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.descriptor = Mutex(descriptor)
    }

    /// `{"n","method","path","headers","body"}`; the body parsed as JSON when it is JSON, else as text.
    func append(number: Int, request: StubRequest) {
        let body: Any = JSON.parse(request.body) ?? String(decoding: request.body, as: UTF8.self)
        let entry: [String: Any] = [
            "n": number, "method": request.method, "path": request.path, "headers": request.headers, "body": body,
        ]
        let line = JSON.bytes(entry) + [UInt8(ascii: "\n")]
        // Written before the answer goes out, so a client that has its answer can read its line.
        descriptor.withLock { descriptor in
            line.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }
}
