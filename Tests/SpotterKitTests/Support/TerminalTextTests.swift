import Testing

@testable import SpotterKit

@Suite struct TerminalTextTests {
    @Test func escapeSequencesAreShownNotObeyed() {
        #expect(TerminalText.visible("\u{1B}]0;title\u{07}Bench") == "\\u001b]0;title\\u0007Bench")
        #expect(TerminalText.visible("\u{1B}[2Jsquat") == "\\u001b[2Jsquat")
        #expect(TerminalText.visible("\u{1B}]52;c;aGk=\u{1B}\\") == "\\u001b]52;c;aGk=\\u001b\\")
        #expect(TerminalText.visible("a\u{9B}2Jb\u{7F}") == "a\\u009b2Jb\\u007f")
        #expect(TerminalText.visible("tab\there\r") == "tab\\u0009here\\u000d")
    }

    @Test func newlinesAndOrdinaryTextPass() {
        #expect(TerminalText.visible("two\nlines · 5 × 80 kg") == "two\nlines · 5 × 80 kg")
    }

    @Test func spottersOwnColoursPassOnlyWhenColourIsOn() {
        let style = Style(enabled: true)
        let coloured = style.yellow("estimated") + " " + style.bold("Today")
        #expect(TerminalText.visible(coloured, colour: true) == coloured)
        #expect(TerminalText.visible(coloured, colour: false).contains("\\u001b[33m"))
        #expect(TerminalText.visible("\u{1B}[2J", colour: true) == "\\u001b[2J")
        #expect(TerminalText.visible("\u{1B}[38;5;1m", colour: true) == "\\u001b[38;5;1m")
    }
}
