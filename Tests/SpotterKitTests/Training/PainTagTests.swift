import Testing

@testable import SpotterKit

@Suite struct PainTagTests {
    @Test func caseAndPluralsAreOnePlace() {
        for typed in ["shoulder", "Shoulder", "shoulders", "SHOULDERS", "my shoulder"] {
            #expect(PainTag.tags(in: typed) == [PainTag(place: "shoulder", side: nil)], "\(typed)")
        }
        #expect(PainTag.tags(in: "calves").map(\.text) == ["calf"])
        #expect(PainTag.tags(in: "biceps").map(\.text) == ["biceps"])
    }

    @Test func aSideIsKeptAsAQualifier() {
        #expect(PainTag.tags(in: "left shoulder").map(\.text) == ["shoulder (left)"])
        #expect(PainTag.tags(in: "Right Knee").map(\.text) == ["knee (right)"])
        // The stored form reads back as itself.
        #expect(PainTag.tags(in: "shoulder (left)").map(\.text) == ["shoulder (left)"])
    }

    @Test func listsAreSplitIntoPlaces() {
        #expect(PainTag.tags(in: "knee and lower back").map(\.text) == ["knee", "lower back"])
        #expect(PainTag.tags(in: "knees, left hip & elbows").map(\.text) == ["knee", "hip (left)", "elbow"])
    }
}
