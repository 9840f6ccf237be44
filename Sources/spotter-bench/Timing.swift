import ChildProcesses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs commands side by side: each round runs every command once, so load from other processes
/// falls on all of them alike, and the figures are medians over the rounds.
enum Timing {
    /// One command's medians over the rounds.
    struct Figure {
        var seconds: Double
        var peakKilobytes: Int
        var milliseconds: Double { seconds * 1000 }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    /// `prepare` runs before each command of each round (untimed), given the command's index and round.
    static func interleaved(
        _ commands: [[String]], rounds: Int, prepare: (Int, Int) -> Void = { _, _ in }
    ) -> [Figure] {
        var seconds = [[Double]](repeating: [], count: commands.count)
        var peaks = [Int](repeating: 0, count: commands.count)
        for round in 0..<rounds {
            for (index, command) in commands.enumerated() {
                prepare(index, round)
                let measured = Child.run(command)
                seconds[index].append(measured.seconds)
                peaks[index] = max(peaks[index], measured.exit.peakKilobytes)
            }
        }
        return zip(seconds, peaks).map { Figure(seconds: median($0), peakKilobytes: $1) }
    }

    /// `interleaved`, with the durability floor under `spotter log` (one line appended to a file and
    /// fsynced, in this process) timed once in each round as well: the disk's fsync time drifted from
    /// 0.17 to 0.55 ms between runs on one machine, and a `log` is held to the floor of its own minutes.
    /// The floor and every run start after `quietSeconds` without one: an fsync takes longer the longer
    /// it comes after the last (on this VM 0.35–0.42 ms straight after one, 0.44–1.05 ms 10–50 ms
    /// after, the curve moving over minutes), and back to back the floor was timed just after a `log`'s
    /// fsync, cheaply, while the `log`'s own came milliseconds after the floor's. A person's `log` comes
    /// seconds after the last.
    static func interleaved(
        _ commands: [[String]], rounds: Int, fsyncFloorIn directory: String
    ) -> (figures: [Figure], fsyncFloor: Double) {
        var floor: [Double] = []
        let figures = interleaved(commands, rounds: rounds) { index, _ in
            if index == 0 {
                Clock.sleep(quietSeconds)
                floor.append(appendAndSync(in: directory))
            }
            Clock.sleep(quietSeconds)
        }
        return (figures, median(floor))
    }

    /// The pause before each run that is compared with the fsync floor, and before the floor.
    static let quietSeconds = 0.02

    /// The time of appending one line to a file in `directory` and fsyncing it; 0 when it cannot be opened.
    private static func appendAndSync(in directory: String) -> Double {
        let line = Array(#"{"id":"0123456789abcdef","kind":"food","text":"150g chicken"}"#.utf8) + [0x0A]
        let start = Clock.seconds()
        let descriptor = open(directory + "/fsync-floor.jsonl", O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return 0 }
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        fsync(descriptor)
        close(descriptor)
        return Clock.seconds() - start
    }

    /// The first `name` on `PATH`, or nil.
    static func onPath(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
