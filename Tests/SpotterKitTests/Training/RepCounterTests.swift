import Testing

@testable import SpotterKit

@Suite struct RepCounterTests {
    @Test func positiveDifferencesAddUp() {
        #expect(RepCounter.gain(previous: [10, 9, 8], current: [12, 10, 9]) == 4)
        #expect(RepCounter.gain(previous: [10, 10, 10], current: [12, 9, 11]) == 3)
    }

    @Test func itIsNeverNegativeAndHiddenAtZero() {
        #expect(RepCounter.gain(previous: [10, 10], current: [8, 7]) == 0)
        #expect(RepCounter.label(previous: [10, 10], current: [8, 10]) == nil)
        #expect(RepCounter.label(previous: [10, 9, 8], current: [12, 10, 9]) == "+4 reps")
        #expect(RepCounter.label(previous: [10, 9, 8], current: [10, 10, 8]) == "+1 rep")
    }

    @Test func noPreviousSessionShowsNothing() {
        #expect(RepCounter.label(previous: nil, current: [12, 10, 9]) == nil)
    }

    @Test func setsWithoutACounterpartCountNothing() {
        #expect(RepCounter.gain(previous: [10], current: [11, 12, 13]) == 1)
    }
}
