/// Turns `JSONValue`s into JSON text for request bodies, members in the order they were built: a
/// grammar-constrained model writes an answer's keys in its schema's order, so the schema's order
/// (name, grams, then figures) must reach the wire.
enum JSONText {
    static func bytes(_ value: JSONValue) -> [UInt8] { Array(value.jsonText.utf8) }

    static func string(_ value: JSONValue) -> String { value.jsonText }
}
