import Foundation

/// The Anthropic Messages API: `POST /v1/messages`.
struct AnthropicShape: ProviderShape {
    func userText(in request: [String: Any]) -> String? {
        let messages = request["messages"] as? [[String: Any]] ?? []
        return messages.last { $0["role"] as? String == "user" }.flatMap { texts(of: $0["content"]) }
    }

    func success(
        _ answer: ModelAnswer, truncated: Bool, refusal: Bool, request: [String: Any], number: Int
    )
        -> [String: Any]
    {
        var block: [String: Any]
        var stopReason: String
        // A forced tool gets a tool_use block, as the real API does; a cut-off answer is text, which is what a
        // client must then cope with.
        if case .object(let input) = answer, !truncated, let tool = toolName(request) {
            block = ["type": "tool_use", "id": String(format: "toolu_stub%06d", number), "name": tool, "input": input]
            stopReason = "tool_use"
        } else {
            block = ["type": "text", "text": cut(answer.text, if: truncated)]
            stopReason = truncated ? "max_tokens" : "end_turn"
        }
        if refusal {
            block = ["type": "text", "text": ""]
            stopReason = "refusal"
        }
        return [
            "id": String(format: "msg_stub%06d", number), "type": "message", "role": "assistant",
            "model": request["model"] as? String ?? "claude-haiku-4-5", "content": [block],
            "stop_reason": stopReason, "stop_sequence": NSNull(),
            "usage": [
                "input_tokens": tokens(JSON.text(request["messages"] ?? "")), "output_tokens": tokens(answer.text),
                "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0, "service_tier": "standard",
            ],
        ]
    }

    func error(status: Int, message: String?, code: String?, number: Int) -> [String: Any] {
        let (type, standard) =
            switch code == "billing_error" ? 402 : status {
            case 400: ("invalid_request_error", "The request is not valid.")
            case 402:
                (
                    "billing_error",
                    "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."
                )
            case 401: ("authentication_error", "invalid x-api-key")
            case 403: ("permission_error", "Your API key does not have permission to use the specified resource.")
            case 404: ("not_found_error", "The requested resource could not be found.")
            case 413: ("request_too_large", "Request exceeds the maximum allowed number of bytes.")
            case 429: ("rate_limit_error", "This request would exceed the rate limit for your organization.")
            case 529: ("overloaded_error", "Overloaded")
            default: ("api_error", "Internal server error")
            }
        return [
            "type": "error", "error": ["type": type, "message": message ?? standard],
            "request_id": String(format: "req_stub%06d", number),
        ]
    }

    /// The tool the request forces (`tool_choice.name`), else its first tool; nil without tools.
    private func toolName(_ request: [String: Any]) -> String? {
        guard let tools = request["tools"] as? [[String: Any]], !tools.isEmpty else { return nil }
        let forced = (request["tool_choice"] as? [String: Any])?["name"] as? String
        return forced ?? tools.first?["name"] as? String ?? "record_foods"
    }
}
