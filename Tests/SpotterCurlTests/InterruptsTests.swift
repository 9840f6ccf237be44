import Foundation
import SpotterCurl
import Testing

extension Loopback {
    /// Ctrl-C sets a flag instead of ending the process.
    @Suite struct InterruptsTests {
        @Test func sigintSetsTheFlagAndTheProcessLives() {
            Interrupts.clear()
            Interrupts.install()
            // Give Ctrl-C back to the test runner afterwards.
            defer {
                signal(SIGINT, SIG_DFL)
                Interrupts.clear()
            }
            #expect(!Interrupts.requested)
            kill(getpid(), SIGINT)
            // Test threads block signals, so another thread takes it, a moment later.
            let deadline = Date().addingTimeInterval(2)
            while !Interrupts.requested && Date() < deadline { usleep(1000) }
            #expect(Interrupts.requested)
            Interrupts.clear()
            #expect(!Interrupts.requested)
        }

        @Test func settingTheFlagActsAsCtrlC() {
            defer { Interrupts.clear() }
            Interrupts.requested = true
            #expect(Interrupts.requested)
            Interrupts.requested = false
            #expect(!Interrupts.requested)
        }
    }
}
