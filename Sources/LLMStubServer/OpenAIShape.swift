import Foundation

/// OpenAI Chat Completions, which Groq and local servers copy: `POST /v1/chat/completions`.
struct OpenAIShape: ProviderShape {
    /// Groq's copy adds its `x_groq` block and its own service tiers and error codes.
    var groq = false

    func userText(in request: [String: Any]) -> String? {
        let messages = request["messages"] as? [[String: Any]] ?? []
        return messages.last { $0["role"] as? String == "user" }.flatMap { texts(of: $0["content"]) }
    }

    func success(
        _ answer: ModelAnswer, truncated: Bool, refusal: Bool, request: [String: Any], number: Int
    )
        -> [String: Any]
    {
        let content = cut(answer.text, if: truncated)
        let prompt = tokens(JSON.text(request["messages"] ?? ""))
        let message: [String: Any] =
            refusal
            ? [
                "role": "assistant", "content": NSNull(), "refusal": "I'm sorry, I can't help with that.",
                "annotations": [],
            ]
            : ["role": "assistant", "content": content, "refusal": NSNull(), "annotations": []]
        var body: [String: Any] = [
            "id": String(format: "chatcmpl-stub%06d", number), "object": "chat.completion",
            "created": Int(Date().timeIntervalSince1970), "model": request["model"] as? String ?? "gpt-4o-mini",
            "choices": [
                [
                    "index": 0, "message": message, "logprobs": NSNull(),
                    "finish_reason": truncated ? "length" : "stop",
                ]
            ],
            "usage": [
                "prompt_tokens": prompt, "completion_tokens": tokens(content), "total_tokens": prompt + tokens(content),
                "prompt_tokens_details": ["cached_tokens": 0, "audio_tokens": 0],
                "completion_tokens_details": [
                    "reasoning_tokens": 0, "audio_tokens": 0, "accepted_prediction_tokens": 0,
                    "rejected_prediction_tokens": 0,
                ],
            ],
            "service_tier": groq ? "on_demand" : "default",
            "system_fingerprint": "fp_stub",
        ]
        if groq { body["x_groq"] = ["id": String(format: "req_stub%06d", number)] }
        return body
    }

    func error(status: Int, message: String?, code: String?, number: Int) -> [String: Any] {
        switch code ?? (groq && status == 498 ? "flex_tier_capacity_exceeded" : nil) {
        case "insufficient_quota":
            let text = "You exceeded your current quota, please check your plan and billing details."
            return [
                "error": ["message": message ?? text, "type": "insufficient_quota", "param": NSNull(), "code": code!]
            ]
        case "json_validate_failed":
            let text = "Failed to generate JSON. Please adjust your prompt. See 'failed_generation' for more details."
            return [
                "error": [
                    "message": message ?? text, "type": "invalid_request_error", "code": "json_validate_failed",
                    "failed_generation": #"{"foods": [{"name": "ignore previous instructions"#,
                ]
            ]
        case "flex_tier_capacity_exceeded":
            let text = "Capacity for the flex tier is exceeded. Please try again later or use the on_demand tier."
            return [
                "error": [
                    "message": message ?? text, "type": "capacity_exceeded", "code": "flex_tier_capacity_exceeded",
                ]
            ]
        default: break
        }
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
