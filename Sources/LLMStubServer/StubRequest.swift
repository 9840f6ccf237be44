import Foundation

/// One HTTP/1.1 request as the stub understands it: names of headers lower-cased, body de-chunked.
struct StubRequest {
    var method: String
    /// The request target without its query string.
    var path: String
    var headers: [String: String]
    var body: [UInt8]

    private static let headLimit = 64 << 10
    private static let bodyLimit = 16 << 20

    /// Reads one request; throws `.malformed` for anything it cannot make sense of and `.closed` at end of input.
    static func read(from reader: SocketReader) throws -> StubRequest {
        // A TLS handshake (or other binary) would otherwise wait for a blank line that never comes: every method
        // starts with a capital letter, so refuse anything else at once.
        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(try reader.peek()) else {
            throw StubServerError.malformed("not an HTTP request (TLS to a plain-http server?)")
        }
        let head = String(decoding: try reader.read(until: Array("\r\n\r\n".utf8), limit: headLimit), as: UTF8.self)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        let requestLine = lines.popFirst()?.split(separator: " ") ?? []
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
            throw StubServerError.malformed("bad request line")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw StubServerError.malformed("bad header line") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains(" ") else { throw StubServerError.malformed("bad header name") }
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        let target = requestLine[1]
        let path = String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let body = try readBody(from: reader, headers: headers)
        return StubRequest(method: String(requestLine[0]), path: path, headers: headers, body: body)
    }

    private static func readBody(from reader: SocketReader, headers: [String: String]) throws -> [UInt8] {
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            return try readChunks(from: reader)
        }
        guard let length = headers["content-length"] else { return [] }
        guard let count = Int(length), count >= 0, count <= bodyLimit else {
            throw StubServerError.malformed("bad content-length")
        }
        return try reader.read(count: count)
    }

    private static func readChunks(from reader: SocketReader) throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let line = String(decoding: try reader.read(until: Array("\r\n".utf8), limit: 1024), as: UTF8.self)
            let sizeText = line.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0,
                body.count + size <= bodyLimit
            else { throw StubServerError.malformed("bad chunk size") }
            if size == 0 { break }
            body += try reader.read(count: size)
            guard try reader.read(count: 2) == Array("\r\n".utf8) else { throw StubServerError.malformed("bad chunk") }
        }
        // Trailers, ended by an empty line.
        while try !reader.read(until: Array("\r\n".utf8), limit: headLimit).isEmpty {}
        return body
    }
}
