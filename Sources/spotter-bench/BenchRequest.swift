/// What `spotter-bench` was asked to do, read from its arguments.
enum BenchRequest {
    /// The figures table: `quick` leaves out the 1M figures, `sections` names the parts run.
    case table(quick: Bool, sections: Set<String>)
    /// Accuracy on NutriBench meal sentences; `show` meals that miss are printed (`Int.max`: every meal).
    case nutribench(path: String, show: Int)
    /// An input written by a child run (see `Workload`).
    case generate(path: String, count: Int)
    case help

    static let sections = ["start", "replay", "reports", "llm"]
    private static let sectionList = sections.joined(separator: ", ")

    static let usage = """
        usage: spotter-bench [--quick] [--only SECTION,...]
               spotter-bench nutribench FILE [--show N|all]

        Runs the release `spotter` beside it and prints every figure as a ratio to its floor or to ledger,
        measured in the same run.
          --quick          leave out the 1M-line and 1M-entry figures
          --only SECTIONS  run only these of \(sectionList) (the floors are measured always)
          nutribench FILE  share of NutriBench meals read offline within the labels' carbohydrate and energy
          --show N|all     with nutribench: print the first N meals that miss, or every meal
        """

    /// A word not understood, said as one sentence.
    struct Failure: Error {
        var message: String
    }

    /// Reads the arguments after the program's name.
    static func parse(_ words: [String]) throws(Failure) -> BenchRequest {
        if words.contains("--help") || words.contains("-h") { return .help }
        if words.first == "--generate", words.count == 3, let count = Int(words[2]) {
            return .generate(path: words[1], count: count)
        }
        if words.first == "nutribench" { return try nutribench(Array(words.dropFirst())) }
        var quick = false
        var sections = Set(Self.sections)
        var rest = words[...]
        while let word = rest.popFirst() {
            switch word {
            case "--quick": quick = true
            case "--only":
                guard let list = rest.popFirst() else {
                    throw Failure(message: "--only needs sections, e.g. `--only start,replay`.")
                }
                sections = Set(list.split(separator: ",").map(String.init))
                if let unknown = sections.subtracting(Self.sections).sorted().first {
                    throw Failure(message: "there is no section `\(unknown)`; the sections are \(sectionList).")
                }
            default: throw unknown(word)
            }
        }
        return .table(quick: quick, sections: sections)
    }

    private static func nutribench(_ words: [String]) throws(Failure) -> BenchRequest {
        guard let path = words.first, !path.hasPrefix("-") else {
            throw Failure(message: "nutribench needs a CSV file, e.g. `nutribench dev_metric.csv`.")
        }
        var show = 0
        var rest = words.dropFirst()
        while let word = rest.popFirst() {
            guard word == "--show" else { throw unknown(word) }
            guard let value = rest.popFirst(), let count = value == "all" ? Int.max : Int(value), count >= 0 else {
                throw Failure(message: "--show needs a number of meals or `all`.")
            }
            show = count
        }
        return .nutribench(path: path, show: show)
    }

    private static func unknown(_ word: String) -> Failure {
        Failure(message: "unknown argument `\(word)`; `spotter-bench --help` lists what it takes.")
    }
}
