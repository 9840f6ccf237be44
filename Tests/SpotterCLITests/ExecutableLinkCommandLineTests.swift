import Foundation
import Testing

/// What the `spotter` executable asks of other libraries: `CSystemCalls` and `SerialWorker` say why each
/// family of symbols checked here is left out.
@Suite struct ExecutableLinkCommandLineTests {
    /// The symbols `spotter` takes from elsewhere, as binutils' `nm` (which the Swift toolchain needs) lists them.
    private static func undefinedSymbols() throws -> [Substring] {
        let run = try ChildProcess.run(
            ["/usr/bin/nm", "--undefined-only", CLI.binary], stdin: nil, environment: [:],
            directory: NSTemporaryDirectory())
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n")
    }

    #if os(Linux)
        @Test func theExecutableCallsNoWrapperOfSwiftsGlibcModule() throws {
            let symbols = try Self.undefinedSymbols()
            #expect(symbols.contains { $0.hasSuffix(" fsync") || $0.contains(" fsync@") })
            #expect(symbols.filter { $0.contains("$s5Glibc") } == [])
        }

        @Test func theExecutableLinksNoDispatch() throws {
            let symbols = try Self.undefinedSymbols()
            #expect(symbols.contains { $0.hasSuffix(" fsync") || $0.contains(" fsync@") })
            // Dispatch's Swift module (`$s8Dispatch…`) or its C functions (`dispatch_…`).
            #expect(symbols.filter { $0.lowercased().contains("dispatch") } == [])
        }
    #endif
}
