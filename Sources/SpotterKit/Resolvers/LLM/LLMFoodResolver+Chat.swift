/// Open questions for `ask`: the same provider, key, retries and deadline as food resolution, without a schema.
extension LLMFoodResolver {
    /// Why a chat got no reply, as a sentence for the user.
    public struct ChatFailure: Error, Sendable, Equatable {
        public var reason: String
    }

    /// The model's reply to the conversation, or a sentence saying why there is none.
    public func chat(systemPrompt: String, messages: [ChatMessage]) -> Result<String, ChatFailure> {
        let key: String
        switch apiKey {
        case .success(let value): key = value
        case .failure(let problem): return .failure(ChatFailure(reason: problem.description))
        }
        let request = provider.chatRequest(
            systemPrompt: systemPrompt, messages: messages, settings: settings, apiKey: key)
        return send(request, key: key).mapError { ChatFailure(reason: $0.reason) }
    }
}
