import Testing

@testable import SpotterKit

/// Messages name REPL commands as shell commands outside the REPL; other slashes stay as typed.
@Suite struct CommandSyntaxTests {
    @Test(arguments: [
        ("Type `/undo` to take it back.", "Type `spotter undo` to take it back."),
        ("/today shows the day", "spotter today shows the day"),
        ("see (/trends bench) and \"/feed\"", "see (spotter trends bench) and \"spotter feed\""),
        ("Logged run 5 km in 24:30 (4:54 /km)", "Logged run 5 km in 24:30 (4:54 /km)"),
        ("1/2 cup oats", "1/2 cup oats"),
        ("a/today and /todays and /today2 and /today/", "a/today and /todays and /today2 and /today/"),
        ("/Undo and /unknown and / alone and //undo", "/Undo and /unknown and / alone and //undo"),
        ("end /undo", "end spotter undo"),
    ])
    func anASCIIMessageIsRewrittenOnlyWhereASlashStartsACommand(_ text: String, _ expected: String) {
        #expect(CommandSyntax.forShell(text) == expected)
        #expect(CommandSyntax.forShell(utf8: Array(text.utf8)) == Array(expected.utf8))
    }

    @Test(arguments: [
        (
            "Bench — `/undo` then /trends bench · 4:54 /km",
            "Bench — `spotter undo` then spotter trends bench · 4:54 /km"
        ),
        ("½/today → /edit", "½/today → spotter edit"),
        // A letter, digit or mark beyond ASCII goes on with the word; other characters end it.
        ("/editée, /today٣, /undo\u{301} but /undo·", "/editée, /today٣, /undo\u{301} but spotter undo·"),
        ("Today · 0 / 2,200 kcal ░░ /feed", "Today · 0 / 2,200 kcal ░░ spotter feed"),
    ])
    func aMessageBeyondASCIIFollowsTheSameRules(_ text: String, _ expected: String) {
        #expect(CommandSyntax.forShell(text) == expected)
        #expect(CommandSyntax.forShell(utf8: Array(text.utf8)) == Array(expected.utf8))
    }
}
