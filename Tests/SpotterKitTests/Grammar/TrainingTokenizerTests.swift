import Testing

@testable import SpotterKit

@Suite struct TrainingTokenizerTests {
    private func tokens(_ line: String) -> [TrainingToken] { TrainingTokenizer.tokenize(line) }

    @Test func lettersAndDigitsSplitApart() {
        #expect(
            tokens("3x5x100KG") == [
                .number(3, hasPoint: false), .times, .number(5, hasPoint: false), .times,
                .number(100, hasPoint: false), .word("kg", original: "KG"),
            ])
        #expect(tokens("rpe8.5") == [.word("rpe", original: "rpe"), .number(8.5, hasPoint: true)])
    }

    @Test func aCommaBeforeAUnitIsADecimalPointAndElsewhereItLists() {
        // `102,5kg` and `82,3 kg` were 102 and 5, 82 and 3: a set for review, a body weight read as food.
        #expect(tokens("102,5kg") == [.number(102.5, hasPoint: true), .word("kg", original: "kg")])
        #expect(tokens("82,3 KG") == [.number(82.3, hasPoint: true), .word("kg", original: "KG")])
        #expect(tokens("5,5 km").first == .number(5.5, hasPoint: true))
        #expect(
            tokens("5,5,4") == [.number(5, hasPoint: false), .number(5, hasPoint: false), .number(4, hasPoint: false)])
        #expect(tokens("5,5 reps").first == .number(5, hasPoint: false))
        #expect(tokens("100,500 kg").first == .number(100, hasPoint: false))
    }

    @Test func multiplicationSignsAndStarAreTimes() {
        #expect(tokens("3×5") == [.number(3, hasPoint: false), .times, .number(5, hasPoint: false)])
        #expect(tokens("3*5") == [.number(3, hasPoint: false), .times, .number(5, hasPoint: false)])
        #expect(tokens("X") == [.times])
    }

    @Test func clocksAreSeconds() {
        #expect(tokens("24:30") == [.clock(1470)])
        #expect(tokens("1:05:30") == [.clock(3930)])
        #expect(tokens("24:99") == [.invalid])
        #expect(tokens("1:5") == [.invalid])
        #expect(tokens("1:2:3:4") == [.invalid])
    }

    @Test func minusIsASignOnlyAtTheStartOfANumber() {
        #expect(tokens("-5") == [.number(-5, hasPoint: false)])
        #expect(tokens("5-8") == [.number(5, hasPoint: false), .invalid, .number(8, hasPoint: false)])
        #expect(tokens("warm-up") == [.word("warm", original: "warm"), .word("up", original: "up")])
    }

    @Test func malformedNumbersAreInvalid() {
        #expect(tokens("1.2.3") == [.invalid])
        #expect(tokens("5.") == [.number(5, hasPoint: false)])
        #expect(tokens(".5") == [.number(0.5, hasPoint: true)])
    }

    @Test func apostrophesVanishInsideWords() {
        #expect(tokens("Farmer's") == [.word("farmers", original: "Farmers")])
        #expect(tokens("farmer\u{2019}s") == [.word("farmers", original: "farmers")])
    }

    @Test func noBreakSpaceSeparates() {
        #expect(tokens("96\u{00A0}kg") == [.number(96, hasPoint: false), .word("kg", original: "kg")])
    }

    @Test func signsAndUnicodeWords() {
        #expect(tokens("@+") == [.at, .plus])
        #expect(tokens("💪") == [.word("💪", original: "💪")])
        #expect(tokens("") == [])
    }

    @Test func longNumbersKeepTheirMagnitude() {
        #expect(tokens("12345678901234567890") == [.number(1.2345678901234567e19, hasPoint: false)])
        #expect(tokens(String(repeating: "9", count: 400)) == [.number(.infinity, hasPoint: false)])
    }
}
