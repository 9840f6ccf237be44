import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// spotter-bench: end-to-end figures for the budgets of the journal REPL issue, measured by running
// the release `spotter` binary beside this one as a user would. Build both with
// `swift build -c release --static-swift-stdlib` first.

/// The directory of this executable, where `swift build` also puts `spotter`.
func executableDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return "." }
    let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
}

let spotter = executableDirectory() + "/spotter"
guard access(spotter, X_OK) == 0 else {
    print("spotter-bench: \(spotter) not found; run `swift build -c release --static-swift-stdlib` first.")
    exit(1)
}
let work = "/tmp/spotter-bench-\(getpid())"
mkdir(work, 0o700)
defer { _ = system("rm -rf \(work)") }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

func write(_ bytes: [UInt8], to path: String) {
    _ = try? FileSystem.replaceAtomically(path, with: bytes)
}

var rows: [(String, String, String, String)] = []
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-transcript" {
    write(Array(Workload.transcript(lines: 100_000).utf8), to: CommandLine.arguments[2])
    exit(0)
}

// 1. Replay throughput: a generated 100k-line mixed transcript, journal written and fsynced.
let transcriptLines = 100_000
let transcript = work + "/transcript.txt"
write(Array(Workload.transcript(lines: transcriptLines).utf8), to: transcript)
var replayTimes: [Double] = []
var replayPeak = 0
for run in 0..<3 {
    let journal = work + "/replay-\(run).jsonl"
    let measured = ChildProcess.run([spotter, "replay", transcript, "--journal", journal, "--now", "2020-01-01T07:00:00"])
    replayTimes.append(measured.seconds)
    replayPeak = max(replayPeak, measured.peakKilobytes)
}
let replayRate = Double(transcriptLines) / median(replayTimes)
rows.append(("replay 100k mixed lines", "\(Int(replayRate)) lines/s (\(Int(median(replayTimes) * 1000)) ms, \(replayPeak / 1024) MB)", "≥ 250,000 lines/s", replayRate >= 250_000 ? "met (\(String(format: "%.1f", replayRate / 250_000))x)" : "MISSED"))

// 2. `today` on a journal of 100k entries.
let lastDay = Day(year: 2026, month: 4, day: 27)
let journal = work + "/journal-100k.jsonl"
write(Workload.journal(entries: 100_000, lastDay: lastDay), to: journal)
var todayTimes: [Double] = []
var todayPeak = 0
for _ in 0..<21 {
    let measured = ChildProcess.run([spotter, "today", "--journal", journal, "--now", "2026-04-27T20:00:00"])
    todayTimes.append(measured.seconds)
    todayPeak = max(todayPeak, measured.peakKilobytes)
}
let todayMS = median(todayTimes) * 1000
rows.append(("today, 100k-entry journal", String(format: "%.1f ms median, %d MB peak", todayMS, todayPeak / 1024), "< 100 ms, < 64 MB", todayMS < 100 && todayPeak < 64 * 1024 ? String(format: "met (%.1fx faster, %.1fx less memory)", 100 / todayMS, 64.0 * 1024 / Double(todayPeak)) : "MISSED"))

// 3. `spotter log` latency on that journal (each run appends and fsyncs one entry).
var logTimes: [Double] = []
for _ in 0..<51 {
    logTimes.append(ChildProcess.run([spotter, "log", "150g", "chicken", "--journal", journal, "--now", "2026-04-27T20:00:00"]).seconds)
}
let logMedian = median(logTimes) * 1000
rows.append(("log one entry, 100k journal", String(format: "%.2f ms median, %.2f ms p90", logMedian, percentile(logTimes, 0.9) * 1000), "< 10 ms median", logMedian < 10 ? String(format: "met (%.1fx)", 10 / logMedian) : "MISSED"))

print("spotter-bench (release binary \(spotter))")
print("| measure | result | budget | verdict |")
print("| --- | --- | --- | --- |")
for row in rows { print("| \(row.0) | \(row.1) | \(row.2) | \(row.3) |") }
