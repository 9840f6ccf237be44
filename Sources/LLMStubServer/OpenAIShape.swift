import Foundation

/// OpenAI Chat Completions, which Groq and local servers copy: `POST /v1/chat/completions`.
struct OpenAIShape: ProviderShape {
    func userText(in request: [String: Any]) -> String? {
        let messages = request["messages"] as? [[String: Any]] ?? []
        return messages.last { $0["role"] as? String == "user" }.flatMap { texts(of: $0["content"]) }
    }

    func success(_ answer: ModelAnswer, truncated: Bool, request: [String: Any], number: Int) -> [String: Any] {
        let content = cut(answer.text, if: truncated)
        let prompt = tokens(JSON.text(request["messages"] ?? ""))
        return [
            "id": String(format: "chatcmpl-stub%06d", number), "object": "chat.completion",
            "created": Int(Date().timeIntervalSince1970), "model": request["model"] as? String ?? "gpt-4o-mini",
            "choices": [
                [
                    "index": 0, "message": ["role": "assistant", "content": content, "refusal": NSNull()],
                    "logprobs": NSNull(), "finish_reason": truncated ? "length" : "stop",
                ]
            ],
            "usage": [
                "prompt_tokens": prompt, "completion_tokens": tokens(content), "total_tokens": prompt + tokens(content),
            ],
            "system_fingerprint": "fp_stub",
        ]
    }

    func error(status: Int, message: String?) -> [String: Any] {
        let (type, code, standard): (String, Any, String) =
            switch status {
            case 400: ("invalid_request_error", NSNull(), "The request is not valid.")
            case 401: ("invalid_request_error", "invalid_api_key", "Incorrect API key provided: sk-stub***.")
            case 403: ("invalid_request_error", "unsupported_country_region_territory", "Country not supported.")
            case 404: ("invalid_request_error", "model_not_found", "The model does not exist.")
            case 429: ("requests", "rate_limit_exceeded", "Rate limit reached for requests. Please try again in 1s.")
            case 503, 529: ("server_error", NSNull(), "The engine is currently overloaded, please try again later.")
            default: ("server_error", NSNull(), "The server had an error while processing your request.")
            }
        return ["error": ["message": message ?? standard, "type": type, "param": NSNull(), "code": code]]
    }
}
