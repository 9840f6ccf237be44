import CCurl
import SpotterKit

/// An `HTTPClient` over libcurl: TLS always verified, no redirects, bounded answers, and Ctrl-C aware.
///
/// Each `post` uses its own easy handle, so one client may post from several threads at once. `post` blocks its
/// thread: run concurrent requests on threads you own, not on the Swift concurrency cooperative pool.
public final class CurlHTTPClient: HTTPClient {
    /// Answers with a larger body fail with `.responseTooLarge` instead of filling memory.
    public let maximumResponseBytes: Int

    /// A client that accepts answers of up to `maximumResponseBytes` bytes.
    public init(maximumResponseBytes: Int = 8 << 20) {
        self.maximumResponseBytes = max(0, maximumResponseBytes)
    }

    /// libcurl is loaded on first use and wants one global initialisation before any thread uses it;
    /// a static `let` runs both exactly once.
    private static let initialised: Bool = spotter_curl_available() != 0 && spotter_curl_global_init() == CURLE_OK

    /// Sends `request` and blocks until the answer, a timeout, an error or Ctrl-C (see `Interrupts`).
    public func post(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPError> {
        if let refusal = URLPolicy.check(request.url) { return .failure(refusal) }
        guard Self.initialised else {
            return .failure(.transport("libcurl could not be loaded; install it with `apt-get install libcurl4`"))
        }
        if let bad = request.headers.first(where: { ($0.name + $0.value).contains(where: \.isNewline) }) {
            return .failure(.transport("the \(bad.name) header contains a line break; check the configured value"))
        }
        guard let handle = spotter_curl_easy_init() else {
            return .failure(.transport("libcurl could not start a transfer"))
        }
        defer { spotter_curl_easy_cleanup(handle) }
        let headerList = Self.headerList(request.headers)
        defer { spotter_curl_slist_free_all(headerList) }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        defer { errorBuffer.deallocate() }

        let transfer = CurlTransfer(limit: maximumResponseBytes)
        return withExtendedLifetime(transfer) {
            let context = Unmanaged.passUnretained(transfer).toOpaque()
            var codes = configure(handle, for: request, headers: headerList, errorBuffer: errorBuffer)
            codes += CurlTransfer.installCallbacks(on: handle, context: context)
            if let refused = codes.first(where: { $0 != CURLE_OK }) {
                return .failure(.transport("libcurl refused an option: " + Self.describe(refused)))
            }
            let code = spotter_curl_easy_perform(handle)
            guard code == CURLE_OK else {
                return .failure(failure(code, handle: handle, request: request, transfer: transfer, errorBuffer))
            }
            var status = 0
            _ = spotter_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
            return .success(HTTPResponse(status: status, headers: transfer.headers, body: transfer.body))
        }
    }

    // MARK: - Options

    private func configure(
        _ handle: UnsafeMutableRawPointer, for request: HTTPRequest, headers: UnsafeMutablePointer<curl_slist>?,
        errorBuffer: UnsafeMutablePointer<CChar>
    ) -> [CURLcode] {
        // A body of zero bytes still needs a real pointer, or libcurl would not send a POST.
        let body = request.body.isEmpty ? [0] : request.body
        var codes = [
            spotter_curl_setopt_string(handle, CURLOPT_URL, request.url),
            // Signals (used by the default DNS timeout) are process-wide and unsafe with several threads.
            spotter_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1),
            spotter_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeoutSeconds)),
            spotter_curl_setopt_long(
                handle, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(request.connectTimeoutSeconds)),
            spotter_curl_setopt_long(handle, CURLOPT_POST, 1),
            // The size first, so COPYPOSTFIELDS copies exactly that many bytes (bodies may contain NUL).
            spotter_curl_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.count)),
            body.withUnsafeBytes {
                spotter_curl_setopt_pointer(
                    handle, CURLOPT_COPYPOSTFIELDS, $0.baseAddress.map { UnsafeMutableRawPointer(mutating: $0) })
            },
            spotter_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headers),
            spotter_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer)),
            spotter_curl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1),
            spotter_curl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2),
            spotter_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"),
            spotter_curl_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
            // A redirect could carry the API key to another host, or downgrade to plain http: report it instead.
            spotter_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0),
            // Lets libcurl refuse early when Content-Length already says the answer is too large.
            spotter_curl_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maximumResponseBytes)),
            spotter_curl_setopt_string(handle, CURLOPT_USERAGENT, "spotter"),
        ]
        // A proxy from the environment must not see loopback traffic (a local model server, the test stub).
        if let host = URLPolicy.host(of: request.url), URLPolicy.isLoopback(host) {
            codes.append(spotter_curl_setopt_string(handle, CURLOPT_PROXY, ""))
        }
        return codes
    }

    /// The request's headers, plus an empty `Expect:` so libcurl does not wait for `100 Continue` on large bodies.
    private static func headerList(_ headers: [HTTPHeader]) -> UnsafeMutablePointer<curl_slist>? {
        // libcurl drops a header written as `name:`; `name;` is how it sends one with an empty value.
        let lines = headers.map { $0.value.isEmpty ? "\($0.name);" : "\($0.name): \($0.value)" } + ["Expect:"]
        var list: UnsafeMutablePointer<curl_slist>?
        for line in lines {
            guard let longer = spotter_curl_slist_append(list, line) else { continue }
            list = longer
        }
        return list
    }

    /// libcurl reads 0 as "no timeout", so round up and keep at least one millisecond.
    private static func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite else { return 86_400_000 }
        return Int(min(max((seconds * 1000).rounded(.up), 1), 86_400_000))
    }

    // MARK: - Errors

    private func failure(
        _ code: CURLcode, handle: UnsafeMutableRawPointer, request: HTTPRequest, transfer: CurlTransfer,
        _ errorBuffer: UnsafeMutablePointer<CChar>
    ) -> HTTPError {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            var connectSeconds = 0.0
            _ = spotter_curl_getinfo_double(handle, CURLINFO_CONNECT_TIME, &connectSeconds)
            let connected = connectSeconds > 0
            return .timedOut(
                seconds: connected ? request.timeoutSeconds : min(request.connectTimeoutSeconds, request.timeoutSeconds)
            )
        case CURLE_COULDNT_CONNECT:
            return .connectionRefused(host: URLPolicy.host(of: request.url) ?? request.url)
        case CURLE_ABORTED_BY_CALLBACK where transfer.interrupted || Interrupts.requested:
            return .cancelled
        case CURLE_WRITE_ERROR where transfer.exceededLimit, CURLE_FILESIZE_EXCEEDED:
            return .responseTooLarge(limit: maximumResponseBytes)
        case CURLE_URL_MALFORMAT:
            return .invalidURL(request.url)
        default:
            let detail = String(cString: errorBuffer)
            return .transport(detail.isEmpty ? Self.describe(code) : detail)
        }
    }

    private static func describe(_ code: CURLcode) -> String {
        spotter_curl_easy_strerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }
}
