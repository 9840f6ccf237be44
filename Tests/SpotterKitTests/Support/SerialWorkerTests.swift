import Testing

@testable import SpotterKit

@Suite struct SerialWorkerTests {
    @Test func workRunsOneAtATimeInTheOrderHandedIn() {
        let worker = SerialWorker()
        let seen = LockedValue<[Int]>([])
        let running = LockedValue(0)
        let overlapped = LockedValue(false)
        for number in 0..<200 {
            worker.async {
                if running.withValue({ value -> Int in
                    value += 1
                    return value
                }) > 1 {
                    overlapped.value = true
                }
                seen.withValue { $0.append(number) }
                running.withValue { $0 -= 1 }
            }
        }
        worker.waitUntilIdle()
        #expect(seen.value == Array(0..<200))
        #expect(!overlapped.value)
    }

    @Test func waitingUntilIdleWaitsForWorkStillRunning() {
        let worker = SerialWorker()
        let finished = LockedValue(false)
        worker.async {
            // Long enough that the caller reaches its wait while this still runs.
            var total = 0
            for value in 0..<2_000_000 { total &+= value }
            finished.value = total != 0
        }
        worker.waitUntilIdle()
        #expect(finished.value)
        // The thread stays for more work after being idle.
        worker.async { finished.value = false }
        worker.waitUntilIdle()
        #expect(!finished.value)
    }
}
