import Foundation

/// An answer to write back; always `Connection: close`, one request per connection.
struct StubResponse {
    var status: Int
    /// Extra headers, as given (a script's `headers` replace the defaults of the same name).
    var headers: [(name: String, value: String)] = []
    var body: [UInt8]
    /// Sent in chunks without a `Content-Length`, so the client cannot know the size in advance.
    var chunked = false

    /// A JSON answer.
    init(status: Int, json: Any, headers: [String: String] = [:]) {
        self.init(status: status, body: JSON.bytes(json), headers: headers)
    }

    init(status: Int, body: [UInt8], headers: [String: String] = [:]) {
        self.status = status
        self.body = body
        self.headers = headers.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }

    /// The whole response on the wire.
    var bytes: [UInt8] {
        let length = chunked ? ("Transfer-Encoding", "chunked") : ("Content-Length", String(body.count))
        let defaults = [("Content-Type", "application/json"), length, ("Connection", "close")]
        let overridden = Set(headers.map { $0.name.lowercased() })
        let all = defaults.filter { !overridden.contains($0.0.lowercased()) } + headers.map { ($0.name, $0.value) }
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in all { head += "\(name): \(value)\r\n" }
        return Array((head + "\r\n").utf8) + (chunked ? Self.chunks(body) : body)
    }

    private static func chunks(_ body: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        for start in stride(from: 0, to: body.count, by: 256) {
            let chunk = body[start..<min(start + 256, body.count)]
            bytes += Array((String(chunk.count, radix: 16) + "\r\n").utf8) + chunk + Array("\r\n".utf8)
        }
        return bytes + Array("0\r\n\r\n".utf8)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Payload Too Large"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 529: "Site Overloaded"
        default: "Status \(status)"
        }
    }
}
