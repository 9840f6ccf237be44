/// The ordered grammar of SPEC section 3: each line goes to the first intercept that claims it.
enum Grammar {
    /// Most specific first; food is the explicit default at the end and claims everything left.
    static let intercepts: [any Intercept] = [
        CommandIntercept(),  // `/today`, `/undo`, ... and `@08:15` clock lines
        BareCommandIntercept(),  // `today`, `quit` without the slash: says to type `/today`
        SessionNoteIntercept(),  // `feel 4`, `pain shoulder`, `note ...` after (or during) a workout
        ActiveSessionIntercept(),  // sets and `done` while a workout or cardio bout is active
        WorkoutIntercept(),  // `gym`, `workout upper`
        CardioIntercept(),  // `5 km run`, `run` (timed), `5x100m sprints`
        ExerciseLineIntercept(),  // `bench 3x5 100kg` outside a session starts one
        BodyWeightIntercept(),  // `96 kg`
        TrainingSentenceIntercept(),  // `did three sets of bench at 185, felt heavy`: LLM, else review
        FoodIntercept(),  // water first, then the food resolver
    ]

    /// Sends a line through the intercepts in order.
    static func route(_ text: String, _ context: LineContext) {
        // A line food took before goes straight to food again while no workout or bout is active: every
        // stage before food then decides by the text alone, and each passed this text on. (Asking them
        // again was a quarter of a repeated food line.)
        if context.remembersFoodLine, !context.hasWorkout, !context.hasCardio, FoodIntercept().handle(text, context) {
            return
        }
        for intercept in intercepts where intercept.handle(text, context) { return }
    }
}
