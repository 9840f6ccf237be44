/// Which URLs a client may post to: https anywhere, plain http only to loopback.
public enum URLPolicy {
    /// nil when the URL may be used, otherwise the error to report.
    public static func check(_ url: String) -> HTTPError? {
        let lowered = url.lowercased()
        if lowered.hasPrefix("https://") { return host(of: url) == nil ? .invalidURL(url) : nil }
        guard lowered.hasPrefix("http://") else { return .invalidURL(url) }
        guard let host = host(of: url) else { return .invalidURL(url) }
        return isLoopback(host) ? nil : .insecureURL(url)
    }

    /// The host part of an http(s) URL, without brackets, port or user info.
    public static func host(of url: String) -> String? {
        guard let schemeEnd = url.firstRange(of: "://") else { return nil }
        var rest = url[schemeEnd.upperBound...]
        if let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { rest = rest[..<slash] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            return inside.isEmpty ? nil : String(inside)
        }
        if let colon = rest.lastIndex(of: ":") { rest = rest[..<colon] }
        return rest.isEmpty ? nil : String(rest)
    }

    /// `localhost`, 127.0.0.0/8 and `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        let lowered = host.lowercased()
        if lowered == "localhost" || lowered == "::1" { return true }
        let parts = lowered.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
