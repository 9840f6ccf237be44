import Foundation
import Testing

@testable import SpotterKit

/// Plans, aliases, copies and session notes through the engine, with plans and aliases on disk.
@Suite final class TrainingPlanEngineTests {
    let directory = makeTemporaryDirectory()
    // A suite's instance is made for each test, each with its directory: removed with it.
    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func engine(now: Timestamp = mondayMorning) throws -> (Engine, InMemoryJournalStore) {
        let (engine, store) = try makeEngine(now: now)
        var paths = Paths(environment: ["HOME": directory], configOverride: directory + "/config.json")
        paths.journalFile = directory + "/journal.jsonl"
        engine.paths = paths
        return (engine, store)
    }

    func writePlan(_ text: String) throws -> String {
        let path = directory + "/plan.txt"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func texts(_ outcome: Outcome) -> [String] { outcome.messages.map(\.text) }

    func at(_ days: Int, _ engine: Engine) {
        engine.frozenNow = Timestamp(seconds: mondayMorning.seconds + Int64(days) * 86_400, offset: 0)
    }

    @Test func gymFollowsTheActivePlanInRotationAndGymDayPicksADay() throws {
        let (engine, _) = try engine()
        let path = try writePlan(
            "name: PPL\nPush\n  Bench Press 3x8-12\nPull\n  Barbell Row 3x8-12\nLegs\n  Squat 3x5\n")
        #expect(!engine.handle("/plan import \(path)").failed)
        #expect(!engine.handle("/plan use ppl").failed)
        let first = engine.handle("gym")
        guard case .workoutStart(let start)? = first.entries.first?.payload else {
            Issue.record("no start")
            return
        }
        #expect(start.plan == "PPL" && start.day == "Push")
        #expect(texts(first).contains("  Bench Press 3x8-12 — no history yet"))
        engine.handle("bench 60kg 12 12 10")
        engine.handle("done")
        at(2, engine)
        let second = engine.handle("gym")
        #expect(texts(second).contains { $0.contains("day Pull") })
        engine.handle("done")
        at(4, engine)
        let legs = engine.handle("gym push")
        #expect(texts(legs).contains("  Bench Press 3x8-12 — last 60 kg × 12, 12, 10 → today 62.5 kg × 8"))
    }

    @Test func thePlansPrescribedSetsDecideWhenThePromptComes() throws {
        let (engine, _) = try engine()
        let path = try writePlan("name: Four\nA\n  Squat 4x8-12\n")
        engine.handle("/plan import \(path)")
        engine.handle("/plan use Four")
        engine.handle("gym")
        let three = engine.handle("squat 100kg 12 12 10")
        #expect(!texts(three).contains { $0.hasPrefix("Progression") || $0.hasPrefix("Consistency") })
        let fourth = engine.handle("squat 100kg 9")
        #expect(texts(fourth).contains(ProgressionPrompt.progression.message))
    }

    @Test func theWrapUpNamesANewEstimatedOneRepMaxRecord() throws {
        let (engine, store) = try makeEngine()
        engine.handle("gym")
        engine.handle("bench 100kg 5")
        engine.handle("done")
        at(2, engine)
        engine.handle("gym")
        engine.handle("bench 100kg 6")
        let end = engine.handle("done")
        #expect(texts(end).contains { $0.contains("e1RM 120 kg — new record") })
        let last = try JournalReader.read(store).entries.last
        guard case .workoutEnd(let record)? = last?.payload else {
            Issue.record("no end")
            return
        }
        #expect(record.bests.first?.isRecord == true)
        #expect(abs((record.bests.first?.estimatedKilograms ?? 0) - 120) < 0.01)
    }

    @Test func feelPainAndNotesAttachToTheWorkoutJustEnded() throws {
        let (engine, _) = try makeEngine()
        let start = engine.handle("gym").entries[0].id
        engine.handle("squat 100kg 5")
        engine.handle("done")
        for line in ["feel 4", "pain left knee, shoulder", "note grip gave out"] {
            guard case .sessionNote(let note)? = engine.handle(line).entries.first?.payload else {
                Issue.record("\(line) was not a note")
                continue
            }
            #expect(note.session == start)
        }
        #expect(engine.handle("feel 9").failed)
        #expect(engine.handle("feel 9").entries.isEmpty)
    }

    @Test func aNoteWithNoRecentWorkoutIsRefusedAndNothingIsLogged() throws {
        let (engine, _) = try makeEngine()
        let outcome = engine.handle("pain shoulder")
        #expect(outcome.failed && outcome.entries.isEmpty)
    }

    @Test func aWorkoutLeftOpenForTwelveHoursIsClosedAtItsLastSet() throws {
        let (engine, _) = try makeEngine()
        engine.handle("gym")
        engine.handle("squat 100kg 5")
        at(2, engine)
        let next = engine.handle("gym")
        guard case .workoutEnd(let end)? = next.entries.first?.payload else {
            Issue.record("the old workout was not closed")
            return
        }
        #expect(end.durationSeconds == 0)
        #expect(next.entries.last?.kind == "workout_start")
    }

    @Test func aTaughtAliasLogsAsItsExerciseAndIsKept() throws {
        let (engine, _) = try engine()
        let taught = engine.handle("/alias bigthree deadlift")
        #expect(!taught.failed)
        let set = engine.handle("bigthree 140kg 5")
        guard case .workoutSet(let record)? = set.entries.last?.payload else {
            Issue.record("no set")
            return
        }
        #expect(record.exerciseID == "deadlift")
        let reloaded = AliasFile.library(from: directory + "/aliases.txt", base: .builtIn)
        #expect(reloaded.exercise(named: "bigthree")?.id == "deadlift")
    }

    @Test func copyToADateLogsTheWholeSessionThere() throws {
        let (engine, store) = try makeEngine()
        engine.handle("gym")
        engine.handle("bench 100kg 5 5 5")
        engine.handle("done")
        let copied = engine.handle("/copy last --to 2026-04-20")
        #expect(!copied.failed)
        #expect(copied.entries.map(\.kind) == ["workout_start", "set", "set", "set", "workout_end"])
        #expect(copied.entries.allSatisfy { $0.timestamp.day.iso8601 == "2026-04-20" })
        let sessions = Set(
            copied.entries.compactMap { entry -> String? in
                if case .workoutSet(let set) = entry.payload { return set.session }
                return nil
            })
        #expect(sessions == [copied.entries[0].id])
        #expect(try JournalReader.read(store).entries.count == 10)
    }

    @Test func copyWithoutADateStartsAWorkoutWithTheTemplate() throws {
        let (engine, _) = try makeEngine()
        engine.handle("gym")
        engine.handle("bench 100kg 5 5 5")
        engine.handle("done")
        at(2, engine)
        let copied = engine.handle("/copy last")
        #expect(copied.entries.map(\.kind) == ["workout_start"])
        #expect(texts(copied).contains { $0.hasPrefix("  Bench Press 3x5 — last 100 kg × 5, 5, 5") })
    }
}
