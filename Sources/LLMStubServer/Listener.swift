import Foundation

/// A TCP socket listening on 127.0.0.1 only: the stub must never be reachable from another machine.
struct Listener {
    let descriptor: Int32
    /// The bound port (the one the kernel picked when asked for port 0).
    let port: UInt16

    /// Binds and listens on `127.0.0.1:port`.
    static func open(port: UInt16) -> Result<Listener, StubServerError> {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .failure(.socket("socket: " + errorText())) }
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 128) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            let reason = errorText()
            close(descriptor)
            return .failure(.socket("127.0.0.1:\(port): " + reason))
        }
        return .success(Listener(descriptor: descriptor, port: UInt16(bigEndian: address.sin_port)))
    }

    /// The next connection; retries after signals and transient errors (a full file table, an aborted client).
    func accept() -> Int32 {
        while true {
            let client = Foundation.accept(descriptor, nil, nil)
            if client >= 0 { return client }
            if errno != EINTR && errno != ECONNABORTED { usleep(10_000) }
        }
    }
}

/// The text of the current `errno`.
func errorText() -> String {
    String(cString: strerror(errno))
}
