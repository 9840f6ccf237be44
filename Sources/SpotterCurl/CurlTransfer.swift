import CCurl

/// What one transfer has received so far. libcurl's callbacks reach it through an opaque pointer, on the thread
/// that runs `curl_easy_perform`, so it needs no lock.
final class CurlTransfer {
    let limit: Int
    private(set) var body: [UInt8] = []
    /// Headers of the latest response only, names lower-cased; repeated names are joined with ", ".
    private(set) var headers: [String: String] = [:]
    /// The body passed `limit`, so the write callback stopped the transfer.
    private(set) var exceededLimit = false
    /// The progress callback stopped the transfer because Ctrl-C was pressed.
    private(set) var interrupted = false

    init(limit: Int) {
        self.limit = limit
    }

    /// Points the easy handle's body, header and progress callbacks at `context` (this transfer, unretained).
    static func installCallbacks(on handle: UnsafeMutableRawPointer, context: UnsafeMutableRawPointer) -> [CURLcode] {
        // This file has its own copy of the shim's function table (see shim.h): load it before use.
        guard spotter_curl_available() != 0 else { return [CURLE_FAILED_INIT] }
        return [
            spotter_curl_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
                guard let context else { return 0 }
                let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
                return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().receiveBody(bytes)
            },
            spotter_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context),
            spotter_curl_setopt_data_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
                guard let context else { return 0 }
                let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
                Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().receiveHeaderLine(bytes)
                return size * count
            },
            spotter_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context),
            spotter_curl_setopt_xferinfo_callback(handle) { context, _, _, _, _ in
                guard let context else { return 0 }
                return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().shouldAbort() ? 1 : 0
            },
            spotter_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context),
            // The progress callback only runs when progress is switched on.
            spotter_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0),
        ]
    }

    /// Appends a piece of the body; answering anything but its size makes libcurl stop with CURLE_WRITE_ERROR.
    private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard body.count + bytes.count <= limit else {
            exceededLimit = true
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    /// libcurl hands over one header line at a time, including the status line of every response (interim
    /// `100 Continue`, proxy `CONNECT`, redirects); a status line starts a fresh set so only the final one remains.
    private func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = [:]
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingWhitespace().lowercased()
        let value = line[line.index(after: colon)...].trimmingWhitespace()
        guard !name.isEmpty else { return }
        if let earlier = headers[name] {
            headers[name] = earlier + ", " + value
        } else {
            headers[name] = value
        }
    }

    private func shouldAbort() -> Bool {
        if Interrupts.requested { interrupted = true }
        return interrupted
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs, CR and LF (header lines end in CRLF).
    fileprivate func trimmingWhitespace() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
