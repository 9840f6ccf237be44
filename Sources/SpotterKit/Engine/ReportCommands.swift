/// `summary --week`, `calendar`, `trends` and `insights`: load what each report needs, build it, and
/// hand its lines back as messages (the executable prints them).
enum ReportCommands {
    static func week(day text: String?, json: Bool, _ context: LineContext) throws {
        let engine = context.engine
        let day = try CommandRunner.day(text, context)
        let first = context.config.weekStart.firstDay(ofWeekContaining: day)
        let loaded = try engine.entries(from: first, through: first.adding(days: 6))
        let week = WeekSummary(
            firstDay: first, entries: loaded.entries, weights: loaded.weights, targets: context.config.targets,
            now: engine.now)
        if json { return context.say(.data, WeekSummaryText.json(week)) }
        WeekSummaryText.render(week, style: engine.style).forEach { context.say(.info, $0) }
    }

    static func calendar(month text: String?, json: Bool, _ context: LineContext) throws {
        let engine = context.engine
        let today = engine.now.day
        var month = (year: today.year, month: today.month)
        if let text {
            guard let parsed = MonthCalendar.parseMonth(text) else {
                throw EngineFailure.usage("\"\(text)\" is not a month; use YYYY-MM, e.g. 2026-04.")
            }
            month = parsed
        }
        let range = MonthCalendar.range(year: month.year, month: month.month)
        let entries = try engine.reportEntries(kinds: MonthCalendar.kinds, from: range.first, through: range.last)
        let calendar = MonthCalendar(
            year: month.year, month: month.month, weekStart: context.config.weekStart, entries: entries)
        if json { return context.say(.data, CalendarText.json(calendar)) }
        CalendarText.render(calendar, today: today, style: engine.style).forEach { context.say(.info, $0) }
    }

    static func trends(
        _ subject: String, ascii: Bool, svg: String?, force: Bool = false, json: Bool, _ context: LineContext
    ) throws {
        let engine = context.engine
        if let svg, !force, FileSystem.occupied(svg) {
            throw EngineFailure.badInput("\(svg) already exists; add --force to replace it with the chart.")
        }
        let today = engine.now.day
        let lines: [String]
        let chart: SVGChart
        let data: String
        if ["weight", "bodyweight", "body weight"].contains(subject.lowercased()) {
            let readings = try engine.reportEntries(kinds: ["weight"], from: nil, through: today).filter {
                if case .bodyWeight = $0.payload { true } else { false }
            }
            guard !readings.isEmpty else {
                throw EngineFailure.noData("No body-weight readings yet; log one like `96 kg`.")
            }
            let trend = WeightTrend(readings: readings)
            lines = TrendsText.render(trend, width: engine.terminalWidth, ascii: ascii, style: engine.style)
            chart = TrendsText.svg(trend)
            data = TrendsText.json(trend)
        } else {
            guard let exercise = engine.library.exercise(named: subject) else {
                throw EngineFailure.noData(
                    "\"\(subject)\" is not an exercise Spotter knows; try its name or an alias such as bench, squat or ohp."
                )
            }
            let sets = try engine.reportEntries(kinds: ["set"], from: nil, through: today, exerciseID: exercise.id)
            let sessions = try TrainingSession.withBodyWeights(TrainingSession.fold(sets: sets)) {
                try engine.bodyWeights(through: today)
            }
            let trend = ExerciseTrend(
                exercise: exercise, sessions: sessions, formula: context.config.oneRepMax,
                weekStart: context.config.weekStart)
            guard !trend.points.isEmpty else {
                if exercise.isBodyweight, sessions.contains(where: { EstimatedLoad.needsBodyWeight($0.sets) }) {
                    throw EngineFailure.noData(
                        "No \(exercise.name) estimate yet: a weighted bodyweight set is estimated on body weight "
                            + "plus the added load; log a body weight on or before the sets, like `80 kg`.")
                }
                throw EngineFailure.noData("No \(exercise.name) sets with a load and reps in the journal yet.")
            }
            lines = TrendsText.render(
                trend, unit: context.config.units, width: engine.terminalWidth, ascii: ascii, style: engine.style)
            chart = TrendsText.svg(trend, unit: context.config.units)
            data = TrendsText.json(trend)
        }
        if let svg {
            do {
                try FileSystem.replaceAtomically(svg, with: Array(chart.render().utf8))
            } catch {
                throw EngineFailure.noData("Cannot write the chart: \(error)")
            }
        }
        if json { return context.say(.data, data) }
        lines.forEach { context.say(.info, $0) }
        if let svg { context.say(.success, "Chart written to \(svg).") }
    }

    static func insights(dismiss: String?, json: Bool, _ context: LineContext) throws {
        let engine = context.engine
        let today = engine.now.day
        var dismissals = engine.insightDismissals()
        let shown = Insights.shown(try engine.insightInput(), dismissals: dismissals)
        if let dismiss {
            let target = Int(dismiss).flatMap { shown.indices.contains($0 - 1) ? shown[$0 - 1] : nil }
            guard let id = target?.id ?? (dismiss.contains(":") ? dismiss : nil) else {
                throw EngineFailure.usage(
                    "There is no insight \(dismiss); `spotter insights` numbers them (1 to \(shown.count)).")
            }
            guard let paths = engine.paths else { throw EngineFailure.noData("Dismissals need a data directory.") }
            dismissals.dismiss(id, on: today)
            do {
                try FileSystem.createDirectory(forFile: paths.insightDismissalsFile)
                try FileSystem.replaceAtomically(paths.insightDismissalsFile, with: Array(dismissals.text.utf8))
            } catch {
                throw EngineFailure.noData("Cannot save the dismissal in \(paths.insightDismissalsFile): \(error).")
            }
            return context.say(.success, "Dismissed \(id) until \(today.adding(days: InsightDismissals.days).iso8601).")
        }
        if json {
            let items = shown.map { insight -> [UInt8] in
                var item = JSONWriter(capacity: 160)
                item.string("id", insight.id)
                item.string("kind", insight.kind.rawValue)
                item.string("text", insight.text)
                return item.finish()
            }
            return context.say(.data, String(decoding: JSONWriter.array(items), as: UTF8.self))
        }
        if shown.isEmpty { return context.say(.info, "No insights right now.") }
        InsightsText.lines(shown, width: engine.terminalWidth).forEach { context.say(.info, $0) }
    }
}

extension Engine {
    /// What the insight rules need, read in one pass over the journal: the last five weeks of
    /// sessions decoded, and only the dates of everything else.
    public func insightInput() throws -> InsightInput {
        let today = now.day
        let low = today.adding(days: -(InsightInput.lookbackDays - 1)).iso8601
        let high = today.iso8601
        var logged = Set<Day>()
        var trained = Set<Day>()
        var previous: [UInt8] = []
        let contents = try JournalReader.read(store) { peek in
            let isStart = peek.kind(is: "workout_start")
            if isStart || !peek.date.elementsEqual(previous) {
                if let day = Day(iso: peek.dateText) {
                    logged.insert(day)
                    if isStart { trained.insert(day) }
                }
                previous = Array(peek.date)
            }
            if peek.kind(is: "delete") || peek.kind(is: "edit") { return true }
            return peek.date(from: low, through: high) && TrainingSession.kinds.contains(where: peek.kind(is:))
        }
        let sessions = try TrainingSession.withBodyWeights(
            TrainingSession.fold(Plausibility.screened(JournalFold.effective(contents.entries)))
        ) { try bodyWeights(through: today) }
        return InsightInput(
            today: today, sessions: sessions, loggedDays: logged, trainedDays: trained, config: config,
            plans: savedPlans(), library: library)
    }

    /// The insights to show now (at most two, dismissed ones left out).
    public func currentInsights() throws -> [Insight] {
        Insights.shown(try insightInput(), dismissals: insightDismissals())
    }

    /// The saved dismissals; none without a data directory or file.
    func insightDismissals() -> InsightDismissals {
        guard let paths, let bytes = FileSystem.read(paths.insightDismissalsFile) else { return InsightDismissals() }
        return InsightDismissals(text: String(decoding: bytes, as: UTF8.self))
    }
}
