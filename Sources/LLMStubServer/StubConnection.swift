import Foundation

/// One accepted connection: read a request, let the router answer it, write the answer, close.
struct StubConnection {
    let descriptor: Int32
    let router: StubRouter

    /// Serves the connection to its end on the calling thread, then closes the socket.
    func serve() {
        // A silent client must not hold its thread for ever.
        setTimeout(seconds: 30)
        let response: StubResponse?
        do {
            response = router.answer(try StubRequest.read(from: SocketReader(descriptor: descriptor)))
        } catch StubServerError.closed {
            response = nil
        } catch {
            response = StubResponse(status: 400, json: ["error": ["type": "invalid_request", "message": "\(error)"]])
        }
        if let response {
            send(response.bytes)
            finish()
        } else {
            close(descriptor)
        }
    }

    private func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                // MSG_NOSIGNAL: a client that went away must not kill the server with SIGPIPE.
                let sent = Foundation.send(
                    descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    /// Closing with unread input would reset the connection and could destroy the answer before the client reads
    /// it, so half-close, drain what the client still sends, then close.
    private func finish() {
        shutdown(descriptor, Int32(SHUT_WR))
        setTimeout(seconds: 1)
        var sink = [UInt8](repeating: 0, count: 4096)
        while sink.withUnsafeMutableBytes({ recv(descriptor, $0.baseAddress, $0.count, 0) }) > 0 {}
        close(descriptor)
    }

    private func setTimeout(seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }
}
