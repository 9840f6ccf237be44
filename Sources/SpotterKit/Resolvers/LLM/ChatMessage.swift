/// One turn of a plain conversation with an LLM (`ask`): who said it and the text.
public struct ChatMessage: Sendable, Equatable {
    /// `user` or `assistant`, as both APIs name them.
    public enum Role: String, Sendable {
        case user, assistant
    }

    public var role: Role
    public var text: String

    public init(_ role: Role, _ text: String) {
        self.role = role
        self.text = text
    }

    static func json(_ messages: [ChatMessage]) -> [JSONValue] {
        messages.map { .object(["role": .string($0.role.rawValue), "content": .string($0.text)]) }
    }
}
