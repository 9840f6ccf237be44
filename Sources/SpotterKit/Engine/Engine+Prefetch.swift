/// Batch replay with a remote resolver: find the food phrases a transcript will need and let the
/// resolver answer them concurrently before the lines are replayed one by one.
extension Engine {
    /// Lines that are commands, clock lines, comments or training are skipped; for the rest, the food
    /// phrases the splitter would produce. A phrase guessed wrongly costs nothing but an unused answer.
    /// `progress` is told how many of the distinct phrases asked for are answered (`done`, `total`).
    public func prefetchFoods(_ lines: [String], progress: ((_ done: Int, _ total: Int) -> Void)? = nil) {
        guard resolver.asksRemotely else { return }
        var phrases: [String] = []
        for raw in lines {
            let text = Self.clean(raw)
            guard let first = text.first, first != "/", first != "@", first != "#" else { continue }
            let context = LineContext(engine: self, text: text, now: now)
            if context.workoutKeyword != nil || context.cardioLine != nil || context.setLine != nil
                || context.bodyWeight != nil
            {
                continue
            }
            // A meal sentence is asked whole, in its turn (`resolveSentence`).
            if MealSentence.isSentence(text) { continue }
            let parts = context.foodParts
            phrases += (parts.isEmpty ? [text] : parts).filter {
                context.water($0) == nil && !context.resolvesOffline($0)
            }
        }
        resolver.prefetch(phrases, concurrency: config.maxConcurrency, progress: progress)
    }
}
