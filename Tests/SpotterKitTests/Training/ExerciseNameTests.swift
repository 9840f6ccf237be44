import Testing

@testable import SpotterKit

/// Exercise name keys: lower case, each word singularised, joined without spaces, hyphens or apostrophes.
@Suite struct ExerciseNameTests {
    @Test(arguments: [
        ("Pull-Ups", "pullup"), ("pull ups", "pullup"), ("pullups", "pullup"), ("Presses", "press"),
        ("crunches", "crunch"), ("flies", "fly"), ("dips", "dip"), ("press", "press"), ("bus", "bus"),
        ("hiss", "hiss"), ("axes", "ax"), ("farmer\u{2019}s walks", "farmerwalk"), ("Curl's", "curl"),
        ("\u{FC}ber curls", "\u{FC}bercurl"), ("", ""), ("  ", ""), ("3/4 squats", "34squat"),
    ])
    func keysReadAsTheSameName(_ name: String, _ key: String) {
        #expect(ExerciseName.key(name) == key)
    }
}
