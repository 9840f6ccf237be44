/// What the model "says": a JSON object (the normal case) or a string (prose, a fenced block).
enum ModelAnswer {
    case object([String: Any])
    case text(String)

    /// The answer as the text a model would write.
    var text: String {
        switch self {
        case .object(let object): JSON.text(object)
        case .text(let text): text
        }
    }
}

/// One provider's wire format: where the user's text sits in a request, and how answers and errors look.
protocol ProviderShape {
    /// The last user message's text, or nil when the request has none.
    func userText(in request: [String: Any]) -> String?
    /// A 200 body carrying `answer`, shaped after the request (its model, its tools); `refusal` makes it the
    /// provider's refusal instead, as a model declining to answer sends it.
    func success(
        _ answer: ModelAnswer, truncated: Bool, refusal: Bool, request: [String: Any], number: Int
    )
        -> [String: Any]
    /// The provider's own error body for an HTTP status, or for a documented error `code` (`billing_error`,
    /// `insufficient_quota`, `json_validate_failed`, `flex_tier_capacity_exceeded`).
    func error(status: Int, message: String?, code: String?, number: Int) -> [String: Any]
}

extension ProviderShape {
    /// Roughly four bytes a token, never zero: enough for clients that read `usage`.
    func tokens(_ text: String) -> Int {
        max(1, text.utf8.count / 4)
    }

    /// The provider's `retry-after` default for a status: real APIs send it with rate limits and overloads.
    func defaultHeaders(status: Int) -> [String: String] {
        status == 429 || status == 529 ? ["retry-after": "1"] : [:]
    }

    /// The first half of `text`, as a model cut off by its token limit would leave it.
    func cut(_ text: String, if truncated: Bool) -> String {
        truncated ? String(text.prefix(text.count / 2)) : text
    }

    /// The text of a message's `content`: a plain string, or the last of its `{"type":"text","text"}` parts.
    func texts(of content: Any?) -> String? {
        if let text = content as? String { return text }
        guard let parts = content as? [[String: Any]] else { return nil }
        let texts = parts.filter { $0["type"] as? String == "text" }.compactMap { $0["text"] as? String }
        return texts.last
    }
}
