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

    /// The median time of appending one line to a file and fsyncing it, in this process: the
    /// durability floor under `spotter log`.
    static func fsyncAppend(in directory: String, rounds: Int) -> Double {
        let path = directory + "/fsync-floor.jsonl"
        var times: [Double] = []
        let line = Array(#"{"id":"0123456789abcdef","kind":"food","text":"150g chicken"}"#.utf8) + [0x0A]
        for _ in 0..<rounds {
            let start = Clock.seconds()
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return 0 }
            _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            fsync(descriptor)
            close(descriptor)
            times.append(Clock.seconds() - start)
        }
        return median(times)
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
