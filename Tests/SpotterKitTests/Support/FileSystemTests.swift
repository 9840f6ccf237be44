import Foundation
import Testing

@testable import SpotterKit

/// Files Spotter replaces whole (config, plans, charts, exports, the index) are written aside and
/// renamed; a symlink planted in a shared directory never redirects those bytes to another file.
@Suite final class FileSystemTests {
    let directory = makeTemporaryDirectory()
    // A suite's instance is made for each test, each with its directory: removed with it.
    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func victim() throws -> String {
        let path = directory + "/victim.txt"
        try "precious\n".write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func aReplacedFileIsPrivateAndNothingIsLeftAside() throws {
        let path = directory + "/chart.svg"
        try FileSystem.replaceAtomically(path, with: Array("one".utf8))
        try FileSystem.replaceAtomically(path, with: Array("two".utf8))
        #expect(FileSystem.read(path) == Array("two".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["chart.svg"])
    }

    @Test func aSymlinkPlantedAtTheTemporaryNameIsRefusedNotWrittenThrough() throws {
        let target = try victim()
        let path = directory + "/chart.svg"
        let temporary = FileSystem.temporaryPath(for: path)
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: target)
        #expect(throws: JournalError.self) { try FileSystem.replaceAtomically(path, with: Array("attack".utf8)) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious\n")
        #expect(!FileSystem.exists(path))
        // The planted link is not ours to remove.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: temporary) == target)
    }

    @Test func aFileAlreadyAtTheTemporaryNameIsRefusedAndNamed() throws {
        let path = directory + "/export.csv"
        let temporary = FileSystem.temporaryPath(for: path)
        try "someone else's\n".write(toFile: temporary, atomically: false, encoding: .utf8)
        do {
            try FileSystem.replaceAtomically(path, with: Array("rows".utf8))
            Issue.record("the write went ahead over \(temporary)")
        } catch {
            #expect("\(error)".contains("\(temporary) is already there"))
        }
        #expect(try String(contentsOfFile: temporary, encoding: .utf8) == "someone else's\n")
    }

    @Test func aSymlinkAtTheTargetIsReplacedAndWhatItPointedToUntouched() throws {
        let target = try victim()
        let path = directory + "/notes.svg"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        try FileSystem.replaceAtomically(path, with: Array("<svg/>".utf8))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(FileSystem.read(path) == Array("<svg/>".utf8))
    }
}
