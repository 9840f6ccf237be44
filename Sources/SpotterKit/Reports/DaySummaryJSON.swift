/// A day summary as one JSON object for scripts (`today --json`).
enum DaySummaryJSON {
    static func render(_ summary: DaySummary) -> String {
        var json = JSONWriter()
        json.string("date", summary.day.iso8601)
        json.number("kcal", summary.kcal.rounded())
        json.number("protein", EntryEditing.roundTenth(summary.protein))
        json.number("carbs", EntryEditing.roundTenth(summary.carbs))
        json.number("fat", EntryEditing.roundTenth(summary.fat))
        json.number("fiber", EntryEditing.roundTenth(summary.fiber))
        json.number("water_ml", summary.waterML)
        var targets = JSONWriter(capacity: 96)
        targets.number("kcal", summary.targets.kcal)
        targets.number("protein", summary.targets.protein)
        targets.number("carbs", summary.targets.carbs)
        targets.number("fat", summary.targets.fat)
        targets.number("water_ml", summary.targets.waterML)
        json.raw("targets", targets.finish())
        json.number("weight_kg", summary.latestWeight.map { ($0.load.kilograms * 10).rounded() / 10 })
        json.number("weight_avg_7d_kg", summary.weightAverageKilograms.map { ($0 * 10).rounded() / 10 })
        var workouts: [[UInt8]] = []
        for workout in summary.workouts {
            var item = JSONWriter(capacity: 96)
            item.optionalString("name", workout.name)
            item.number("duration_s", workout.durationSeconds)
            item.int("sets", workout.workingSets)
            item.number("volume_kg", workout.volumeKilograms)
            workouts.append(item.finish())
        }
        json.raw("workouts", JSONWriter.array(workouts))
        var cardio: [[UInt8]] = []
        for record in summary.cardio {
            var item = JSONWriter(capacity: 96)
            item.string("modality", record.modality.rawValue)
            item.number("distance_m", record.distanceMeters)
            item.number("duration_s", record.durationSeconds)
            cardio.append(item.finish())
        }
        json.raw("cardio", JSONWriter.array(cardio))
        json.bool("complete", summary.isComplete)
        json.int("estimated", summary.estimatedCount)
        var review: [[UInt8]] = []
        for item in summary.reviewItems {
            var writer = JSONWriter(capacity: 64)
            writer.int("n", item.number)
            writer.string("text", item.text)
            review.append(writer.finish())
        }
        json.raw("needs_review", JSONWriter.array(review))
        return String(decoding: json.finish(), as: UTF8.self)
    }
}
