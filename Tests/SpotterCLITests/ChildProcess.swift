import ChildProcesses
import Foundation

/// Runs a program to completion through `Child` (posix_spawn), with standard input from a string and
/// output collected through temporary files, as the tests read it.
enum ChildProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    struct SpawnError: Error { var arguments: [String] }

    static func run(
        _ arguments: [String], stdin: String?, environment: [String: String], directory: String
    ) throws -> Result {
        let scratch = directory + "/.run-" + UUID().uuidString
        let inputPath = scratch + ".in"
        let outputPath = scratch + ".out"
        let errorPath = scratch + ".err"
        defer { for path in [inputPath, outputPath, errorPath] { unlink(path) } }
        _ = FileManager.default.createFile(atPath: inputPath, contents: Data((stdin ?? "").utf8))
        guard
            let child = Child(
                arguments, environment: environment, stdin: inputPath, stdout: outputPath, stderr: errorPath),
            let exit = child.wait()
        else { throw SpawnError(arguments: arguments) }
        func text(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return Result(status: exit.code, stdout: text(outputPath), stderr: text(errorPath))
    }
}
