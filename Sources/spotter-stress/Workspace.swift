import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A private scratch home for one drill, and the `spotter` binary built beside this tool.
struct Workspace {
    let root: String
    let spotter: String

    init(root: String, spotter: String) {
        self.root = root
        self.spotter = spotter
        mkdir(root, 0o700)
    }

    /// An environment that never touches the user's real files; the clock is frozen by `--now`.
    var environment: [String: String] {
        [
            "HOME": root, "XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/data", "TZ": "UTC",
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "SPOTTER_RESOLVER": "mock",
        ]
    }

    func path(_ name: String) -> String { root + "/" + name }

    /// `spotter ARGS --journal JOURNAL` as an argument vector.
    func spotter(_ arguments: [String], journal: String) -> [String] {
        [spotter] + arguments + ["--journal", journal]
    }

    func text(_ name: String) -> String { String(decoding: FileSystem.read(path(name)) ?? [], as: UTF8.self) }

    func remove(_ name: String) { unlink(path(name)) }

    /// Appends raw bytes to a file, as a crash in mid-write would leave them.
    func append(_ bytes: [UInt8], to file: String) {
        let descriptor = open(file, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        guard descriptor >= 0 else { return }
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}

/// What a journal file holds, checked line by line the way Spotter reads it.
struct JournalCheck {
    var ids: Set<String> = []
    var entries: [Entry] = []
    /// Complete lines that are not valid entries (must stay 0).
    var badLines = 0
    var endsWithPartialLine = false

    init(bytes: [UInt8]) {
        let contents = JournalReader.read(bytes)
        entries = contents.entries
        ids = Set(entries.map(\.id))
        badLines = contents.malformedLines.count + contents.unknownLines.count
        endsWithPartialLine = contents.endsWithPartialLine
    }

    init(path: String) { self.init(bytes: FileSystem.read(path) ?? []) }

    /// Ids of entries a command printed with `--json`: complete stdout lines only (a kill can cut one).
    static func acknowledgedIDs(in output: String) -> [String] {
        var ids: [String] = []
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        if !output.hasSuffix("\n") { lines.removeLast() }
        for line in lines where line.hasPrefix("{") {
            if case .entry(let entry) = EntryDecoder.decode(String(line)) { ids.append(entry.id) }
        }
        return ids
    }
}
