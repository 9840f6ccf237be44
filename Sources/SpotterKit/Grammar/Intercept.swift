/// One stage of the grammar: claims an input line (and acts on it through the context) or lets it fall through.
protocol Intercept: Sendable {
    /// Returns true when this stage handled the line; later stages then never see it.
    func handle(_ text: String, _ context: LineContext) -> Bool
}
