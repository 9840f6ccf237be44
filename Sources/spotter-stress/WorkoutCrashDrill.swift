import ChildProcesses
import SpotterKit

/// A REPL in the middle of a workout is killed; the next `spotter log 5 @ 100` must land in the same
/// session, after the sets logged before the kill.
struct WorkoutCrashDrill {
    let workspace: Workspace

    /// True when the session survived the kill with its sets.
    func run() -> Bool {
        let journal = workspace.path("workout.jsonl")
        guard
            let repl = Child(
                workspace.spotter(["repl", "--now", "2026-04-27T18:00:00"], journal: journal),
                environment: workspace.environment, stdin: nil, stdout: "/dev/null", stderr: "/dev/null")
        else { return false }
        repl.send("gym")
        repl.send("bench 3x5 100kg")
        // Wait until the sets are durable (acknowledged), then kill without a chance to clean up.
        let deadline = Clock.seconds() + 30
        while sets(in: journal).count < 3, Clock.seconds() < deadline { Clock.sleep(0.01) }
        repl.kill()
        _ = repl.wait()
        let before = sets(in: journal)
        let (exit, _) = Child.run(
            workspace.spotter(["log", "5", "@", "100", "--now", "2026-04-27T18:05:00"], journal: journal),
            environment: workspace.environment)
        let after = sets(in: journal)
        guard exit.code == 0, before.count == 3, after.count == 4, let first = before.first else { return false }
        return after.allSatisfy { $0.session == first.session }
    }

    private func sets(in journal: String) -> [SetRecord] {
        JournalCheck(path: journal).entries.compactMap {
            if case .workoutSet(let set) = $0.payload { return set }
            return nil
        }
    }
}
