import ChildProcesses
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times report commands and `log` on generated journals of growing size, with peak memory.
struct ScaleDrill {
    /// One command on one journal size: median wall time and peak resident memory.
    struct Timing {
        var command: String
        var entries: Int
        var milliseconds: Double
        var peakMegabytes: Int
    }

    let workspace: Workspace
    let lastDay = Day(year: 2026, month: 4, day: 27)
    static let commands: [[String]] = [
        ["today"], ["feed", "--date", "2026-04-27"], ["calendar"], ["trends", "bench"], ["insights"],
        ["log", "150g", "chicken"],
    ]

    /// The budget in milliseconds the issues set for a command at a journal size, if any: `today` under
    /// 100 ms up to 1M entries, `log` under 10 ms at every size, the reports under 150 ms at 100k.
    static func budget(command: String, entries: Int) -> Double? {
        switch command {
        case "today" where entries <= 1_000_000: 100
        case "log": 10
        // A `where` clause binds to the last pattern only, so each report carries its own.
        case "calendar" where entries <= 100_000, "trends" where entries <= 100_000,
            "insights" where entries <= 100_000:
            150
        default: nil
        }
    }

    /// Timings for every command that exists in this build, and the names of those that do not.
    func run(sizes: [Int], repeats: Int) -> (timings: [Timing], missing: [String]) {
        var timings: [Timing] = []
        var missing: [String] = []
        for size in sizes {
            let journal = workspace.path("scale-\(size).jsonl")
            generate(entries: size, to: journal)
            for command in Self.commands where !missing.contains(command[0]) {
                let arguments = workspace.spotter(command + ["--now", "2026-04-27T20:00:00"], journal: journal)
                var times: [Double] = []
                var peak = 0
                for _ in 0..<repeats {
                    let (exit, seconds) = Child.run(arguments, environment: workspace.environment)
                    if exit.code == 2 { break }
                    times.append(seconds)
                    peak = max(peak, exit.peakKilobytes)
                }
                guard !times.isEmpty else {
                    missing.append(command[0])
                    continue
                }
                let median = times.sorted()[times.count / 2]
                timings.append(
                    Timing(command: command[0], entries: size, milliseconds: median * 1000, peakMegabytes: peak / 1024))
            }
            unlink(journal)
        }
        return (timings, missing)
    }

    /// Writes `count` entries, 30 a day ending on `lastDay`, in the journal's own line format: meals,
    /// water and weight, and a workout of eight bench sets each day (so trends and insights have work).
    func generate(entries count: Int, to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let perDay = 30
        let days = (count + perDay - 1) / perDay
        let ids = IDGenerator()
        var buffer: [UInt8] = []
        var written = 0
        for dayIndex in 0..<days {
            let midnight = Int64(lastDay.adding(days: dayIndex - days + 1).daysSinceEpoch) * 86_400
            var session = ""
            for slot in 0..<perDay where written < count {
                let id = ids.nextID()
                if slot == 20 { session = id }
                let entry = Entry.make(
                    id: id, timestamp: Timestamp(seconds: midnight + 6 * 3600 + Int64(slot) * 1200, offset: 0),
                    lineID: id, input: slot % 10 == 0 ? "96 kg" : "150g chicken", resolver: "mock",
                    payload: payload(slot: slot, day: dayIndex, session: session))
                EntryEncoder.append(entry, to: &buffer)
                written += 1
            }
            if buffer.count > 1 << 22 || written == count {
                _ = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                buffer.removeAll(keepingCapacity: true)
            }
        }
    }

    private func payload(slot: Int, day: Int, session: String) -> Payload {
        switch slot {
        case 20: return .workoutStart(WorkoutStartRecord(name: "push"))
        case 21..<29:
            let load = Load(value: 60 + Double(day % 40) * 2.5, unit: .kg)
            return .workoutSet(
                SetRecord(session: session, exercise: "Bench Press", exerciseID: "bench-press", reps: 5, load: load))
        case 29:
            return .workoutEnd(
                WorkoutEndRecord(session: session, durationSeconds: 3600, sets: 8, volumeKilograms: 4000))
        default: break
        }
        return switch slot % 10 {
        case 0: .bodyWeight(BodyWeightRecord(load: Load(value: 96 - Double(slot) / 100, unit: .kg)))
        case 1: .water(WaterRecord(milliliters: 500))
        default:
            .food(
                FoodRecord(
                    text: "150g chicken", name: "chicken breast, roasted", grams: 150, kcal: 248, protein: 46.5,
                    carbs: 0, fat: 5.4, fiber: 0, status: .ok, confidence: 1, source: "usda-sr28:05064"))
        }
    }
}
