import ChildProcesses
import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds hostile input to the grammar (through `Engine.handle`), the journal reader and the LLM answer
/// decoder, in process. A crash ends the run; a hang trips the alarm; broken promises are counted.
struct FuzzDrill {
    /// Inputs tried per target, promises broken, and the slowest single input.
    struct Result {
        var grammarInputs = 0
        var journalInputs = 0
        var answerInputs = 0
        /// A non-empty line neither journaled nor answered, an entry that did not read back, or a food
        /// outside the validator's bounds that got through.
        var violations: [String] = []
        var slowestSeconds = 0.0
        var total: Int { grammarInputs + journalInputs + answerInputs }
    }

    var inputs: HostileInputs
    let now = Timestamp(seconds: 1_777_300_000, offset: 0)

    mutating func run(total: Int) -> Result {
        var result = Result()
        // A hang is an input that never returns: the alarm is re-armed as inputs complete.
        signal(SIGALRM) { _ in
            let text = "spotter-stress: one fuzz input ran for over 60 s (a hang)\n"
            _ = text.withCString { write(2, $0, strlen($0)) }
            _exit(3)
        }
        grammar(count: total * 6 / 10, &result)
        journal(count: total * 3 / 10, &result)
        answers(count: total - total * 6 / 10 - total * 3 / 10, &result)
        alarm(0)
        return result
    }

    private func timed(_ result: inout Result, _ body: () -> Void) {
        let start = Clock.seconds()
        body()
        result.slowestSeconds = max(result.slowestSeconds, Clock.seconds() - start)
    }

    // MARK: - Grammar

    private mutating func grammar(count: Int, _ result: inout Result) {
        var engine: Engine?
        var store = InMemoryJournalStore()
        var journaled = 0
        for index in 0..<count {
            // A fresh journal every few thousand lines keeps reports over it cheap.
            if index % 2000 == 0 {
                verify(store, expecting: journaled, &result)
                store = InMemoryJournalStore()
                journaled = 0
                engine = try? Engine(
                    config: Config(), store: store, resolver: TableFoodResolver(), foods: .builtIn, now: now)
                alarm(60)
            }
            guard let engine else { break }
            let line = String(decoding: inputs.nextLine(), as: UTF8.self)
            var outcome = Outcome()
            timed(&result) { outcome = engine.handle(line) }
            journaled += outcome.entries.count
            let silent =
                outcome.entries.isEmpty && outcome.messages.isEmpty && outcome.pendingPlan == nil && !outcome.quit
            // Blank lines and clock lines (`@08:15`) are meant to be silent.
            let trimmed = line.trimmingSpaces()
            if silent, !trimmed.isEmpty, !trimmed.hasPrefix("@") {
                result.violations.append("grammar: \(line.prefix(80).debugDescription) was neither logged nor refused")
            }
        }
        verify(store, expecting: journaled, &result)
        result.grammarInputs = count
    }

    /// Every journaled entry must read back from the journal's bytes.
    private func verify(_ store: InMemoryJournalStore, expecting count: Int, _ result: inout Result) {
        let contents = JournalReader.read((try? store.readAll()) ?? [])
        if contents.entries.count != count || !contents.malformedLines.isEmpty || !contents.unknownLines.isEmpty {
            result.violations.append("grammar: \(count) entries journaled, \(contents.entries.count) read back")
        }
    }

    // MARK: - Journal reader

    private mutating func journal(count: Int, _ result: inout Result) {
        let samples = sampleLines()
        var batch: [UInt8] = []
        for index in 0..<count {
            if index % 1000 == 0 { alarm(60) }
            var line = samples[Int(inputs.random.next() % UInt64(samples.count))]
            switch inputs.random.next() % 10 {
            case 0: line = Array(String(repeating: "[", count: 100_000).utf8)
            case 1: line = Array(line[0..<Int(inputs.random.next() % UInt64(line.count))])
            case 2: line = line.dropLast() + Array(#","grams":1e309,"kcal":-1e309,"v":1e400}"#.utf8)
            default: for _ in 0...(inputs.random.next() % 4) { inputs.mutate(&line) }
            }
            if inputs.random.next() % 20_000 == 0 { line = inputs.grown(line, to: 10 << 20) }
            var decoded = EntryDecoder.Line.malformed
            timed(&result) { decoded = line.withUnsafeBufferPointer { EntryDecoder.decode($0) } }
            if case .entry(let entry) = decoded {
                // What was read must write back as a line that reads back.
                let again = EntryDecoder.decode(String(decoding: EntryEncoder.line(for: entry), as: UTF8.self))
                if case .entry = again {
                } else {
                    result.violations.append(
                        "journal: \(String(decoding: line.prefix(120), as: UTF8.self)) re-encodes badly")
                }
            }
            batch += line.filter { $0 != 0x0A }
            batch.append(0x0A)
            if batch.count > 1 << 20 || index == count - 1 {
                timed(&result) { _ = JournalReader.read(batch + line) }
                batch.removeAll(keepingCapacity: true)
            }
        }
        result.journalInputs = count
    }

    private func sampleLines() -> [[UInt8]] {
        let store = InMemoryJournalStore()
        guard
            let engine = try? Engine(
                config: Config(), store: store, resolver: TableFoodResolver(), foods: .builtIn, now: now)
        else { return [[]] }
        for line in StressTranscript.text(lines: 200).split(separator: "\n") { _ = engine.handle(String(line)) }
        let bytes = (try? store.readAll()) ?? []
        return bytes.split(separator: 0x0A).map(Array.init)
    }

    // MARK: - LLM answers

    private mutating func answers(count: Int, _ result: inout Result) {
        let valid =
            #"{"foods":[{"name":"sushi roll","grams":300,"per_100g":{"kcal":150,"protein":6,"carbs":30,"fat":0.5,"fiber":1},"confidence":0.9}]}"#
        let hostile = LLMAbuse.answers
        for index in 0..<count {
            if index % 1000 == 0 { alarm(60) }
            let answer: String
            if index < hostile.count {
                answer = hostile[index]
            } else {
                var bytes = Array(valid.utf8)
                for _ in 0...(inputs.random.next() % 6) { inputs.mutate(&bytes) }
                answer = String(decoding: bytes, as: UTF8.self)
            }
            let resolver = LLMAbuse.resolver(answering: answer)
            var resolution = FoodResolution.unresolved(reason: "")
            timed(&result) { resolution = resolver.resolve("300g sushi roll") }
            if case .resolved(let foods) = resolution, !LLMAbuse.withinBounds(foods) {
                result.violations.append("answer accepted out of bounds: \(answer.prefix(120))")
            }
        }
        result.answerInputs = count
    }
}
