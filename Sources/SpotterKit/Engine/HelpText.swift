/// The REPL's `/help`: what can be typed and which commands exist.
enum HelpText {
    /// The overview, or a command's details, wrapped to `width` with the descriptions in one column.
    static func lines(_ topic: String?, width: Int = 80) -> [String] {
        if let topic, let detail = details[topic.lowercased().trimmingPrefix("/")] {
            return detail.flatMap { TextWrapping.lines($0, width: width, indent: "    ") }
        }
        let column = 2 + (commands.map(\.command.count).max() ?? 0) + 2
        return intro.flatMap { TextWrapping.lines($0, width: width, indent: "    ") } + ["Commands:"]
            + commands.flatMap { row in
                // The meaning wraps within its own column, so every description starts at the same place.
                let meaning = TextWrapping.lines(row.meaning, width: max(width - column, 20))
                let head = "  " + row.command + String(repeating: " ", count: column - 2 - row.command.count)
                let indent = String(repeating: " ", count: column)
                return [head + (meaning.first ?? "")] + meaning.dropFirst().map { indent + $0 }
            } + outro.flatMap { TextWrapping.lines($0, width: width, indent: "    ") }
    }

    static let intro = [
        "Type what you ate, drank, weighed or lifted:",
        "  150g chicken · 2 eggs and toast · 2 cups of water · 96 kg",
        "  gym push · bench 3x5 100kg · 5 @ 100 · same · done · 5 km run · run (then done)",
    ]

    static let commands: [(command: String, meaning: String)] = [
        ("/today", "today's summary"),
        ("/summary [--date D]", "a day's summary (YYYY-MM-DD, yesterday)"),
        ("/summary --week [--date D]", "the week's days and averages against targets"),
        ("/feed [--date D] [--review]", "numbered entries (--kind K keeps some kinds)"),
        ("/calendar [YYYY-MM]", "the month: workouts, cardio, food logged"),
        ("/trends EXERCISE|weight", "estimated 1RM and weekly volume (--ascii, --svg FILE)"),
        ("/insights [dismiss N]", "at most two things worth knowing now"),
        ("/ask QUESTION", "heaviest squat? · workouts this week? · bench progress?"),
        ("/explain TEXT", "how a food line is read: quantity, USDA candidates, portion"),
        ("/undo", "remove what your last line logged"),
        ("/delete N...", "remove entries of today's feed (/delete 3 4 5)"),
        ("/edit N FIELD=VALUE...", "correct an entry (grams=200, kcal=250, text=\"2 eggs\")"),
        ("/plan list|show|use|import", "training plans; `gym` starts the next day"),
        ("/alias NAME EXERCISE", "teach an exercise a name of your own"),
        ("/copy last [--to DATE]", "reuse a workout"),
        ("/help COMMAND", "more on one command"),
        ("/quit", "leave (or Ctrl-D)"),
    ]

    static let outro = ["After `done`: feel 1-5 · pain shoulder · note ..."]

    static let details: [String: [String]] = [
        "edit": [
            "/edit REF FIELD=VALUE...",
            "  food: text, name, grams, kcal, protein, carbs, fat, fiber (grams alone rescales the figures)",
            "  water: ml · weight: kg, lb · set: reps, weight, kg, lb, rpe, exercise · cardio: km, m, min, s",
        ],
        "feed": [
            "/feed [--date D | --from D --to D] [--review] [--kind K[,K]] [--json]: entries numbered per day, oldest first."
        ],
        "calendar": [
            "/calendar [YYYY-MM] [--json]: a month grid; letters are plan days or workout names, ~ cardio, • food."
        ],
        "trends": [
            "/trends EXERCISE|weight [--ascii] [--svg FILE [--force]] [--json]: estimated 1RM per session and weekly volume."
        ],
        "insights": [
            "/insights [--json] · /insights dismiss N: hides insight N (or an id like stall:squat) for 7 days."
        ],
        "explain": [
            "/explain TEXT: how TEXT would be logged, without logging it: the food phrases it splits into,",
            "  each phrase's quantity, the curated alias or the ranked USDA candidates with their scores,",
            "  the certainty (clear, close call, loose), the portion chosen and why.",
        ],
        "ask": ["/ask QUESTION: answered from the journal when it can be:"] + Question.examples.map { "  " + $0 },
        "delete": [
            "/delete REF...: each REF is a number in today's /feed (as shown before the delete) or an id prefix of 4+ characters."
        ],
        "undo": ["/undo: removes every entry your last input line created (all foods of a multi-food line)."],
        "summary": [
            "/summary [--date D] [--json]: calories, macros, water, weight and training for a day.",
            "/summary --week [--date D] [--json]: the week holding D, a row a day, averages against targets.",
        ],
        "today": ["/today [--json]: today's summary."],
        "plan": [
            "/plan import FILE [--name NAME] [--yes] | list [--json] | show [NAME] [--json] | use NAME|off",
            "  A plan file: a day name on its own line, then indented lines like `  Bench Press 3x5-8`,",
            "  `  Squat 5x5` or `  Pull-up 3xAMRAP`; text after the scheme is a note, # starts a comment.",
            "  With an active plan `gym` starts the next day in rotation and `gym DAY` a given day.",
        ],
        "alias": [
            "/alias NAME EXERCISE: NAME now logs as EXERCISE (quote names of several words); /alias [--json] lists them."
        ],
        "copy": [
            "/copy REF [--to DATE]: REF is last, a date, today's feed number or an id prefix of the workout.",
            "  Without --to a workout starts now with that one's exercises and today's suggestions;",
            "  with --to the whole workout is logged again on DATE at the same times.",
        ],
    ]
}

extension String {
    func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
