/// Text made safe for a terminal: control characters from data are shown, not obeyed.
///
/// A name, input or note from an import, a merged journal or an LLM can hold escape sequences
/// that retitle the terminal, clear it or write the clipboard (OSC 52). Every control character
/// (C0 but the newline, DEL, C1) is written as `\u001b`; Spotter's own colour codes, the exact
/// sequences `Style` emits, pass when colour is on.
public enum TerminalText {
    /// The select-graphic-rendition codes `Style` writes (`ESC [ code m`).
    static let ownColourCodes: Set<String> = ["0", "1", "2", "7", "31", "32", "33"]

    /// `text` with its control characters made visible; `colour` lets Spotter's own codes through.
    public static func visible(_ text: String, colour: Bool = false) -> String {
        guard mayHoldControl(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if colour, scalar == "\u{1B}", let end = ownColourCode(scalars, at: index) {
                out.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if isControl(scalar) {
                out.append(contentsOf: escaped(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
            index += 1
        }
        return String(out)
    }

    /// Whether the UTF-8 of `text` has a C0 byte but the newline, DEL, or the lead byte of a C1
    /// (`0xC2 0x80...0x9F`): every printed line is checked, so this looks at bytes, not scalars.
    static func mayHoldControl(_ text: String) -> Bool {
        // Over the contiguous bytes: an iterator over `utf8` was a few percent of a whole replay.
        text.withUTF8Bytes(mayHoldControl)
    }

    /// `mayHoldControl` over UTF-8 bytes, for a writer that holds them already.
    public static func mayHoldControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        PlainASCII.containsControl(bytes, allowingNewline: true)
    }

    /// True for what a terminal may obey: C0 but the newline, DEL and C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
    }

    /// `\u001b` for ESC.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The index of the `m` closing one of `Style`'s codes starting at `start`, or nil.
    private static func ownColourCode(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        guard start + 3 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var code = ""
        var index = start + 2
        while index < scalars.count, index < start + 5, ("0"..."9").contains(scalars[index]) {
            code.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == "m", ownColourCodes.contains(code) else { return nil }
        return index
    }
}
