#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rewrites the REPL's command names in a message (`/trends EXERCISE`, `` `/undo` ``) as the shell's
/// (`spotter trends EXERCISE`), so a shell user is never told to type a REPL command.
enum CommandSyntax {
    /// Commands both places know; `/` before another word (`1/2 cup`) is left alone. An array, not a set: a
    /// line of one word asks it (`BareCommandIntercept`), and a set was hashed whole at a start's first ask.
    static let names: [String] = [
        "help", "today", "summary", "week", "feed", "calendar", "cal", "trends", "insights", "ask", "explain", "undo",
        "delete", "edit", "plan", "alias", "copy",
    ]

    static func forShell(_ text: String) -> String {
        text.withUTF8Bytes(rewrittenForShell).map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// `forShell` for text given as its UTF-8 bytes, kept as bytes.
    static func forShell(utf8 bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer(rewrittenForShell) ?? bytes
    }

    /// The bytes `forShell` writes; nil when they stay as they are.
    private static func rewrittenForShell(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        // Over the contiguous UTF-8 bytes: most messages have no slash, and a slash is one byte that
        // no other character's bytes contain.
        // Looked for with `memchr`: every message a line says passes here, and a byte loop was most of it.
        guard let base = utf8.baseAddress, memchr(base, Int32(UInt8(ascii: "/")), utf8.count) != nil else {
            return nil
        }
        return rewritten(utf8)
    }

    /// The text with each command's slash written as `spotter `, by the rules of `forShell`; nil
    /// when no slash starts a command (the text stays as it is).
    private static func rewritten(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let slash = UInt8(ascii: "/")
        // Whether the character at `index` goes on with the word (`/editée`, `/undo2`, `/undo/x`), so
        // the slash starts no command; a non-ASCII one by its first scalar, as `Character` reads it.
        func continuesWord(at index: Int) -> Bool {
            let byte = utf8[index]
            guard byte >= 0x80 else {
                return PlainASCII.isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == slash
            }
            var bytes = UnsafeBufferPointer(rebasing: utf8[index...]).makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return true }
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType != nil
                || [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
        }
        var result: [UInt8] = []
        var copied = 0
        for index in utf8.indices where utf8[index] == slash {
            let starts = index == 0 || " `\"(".utf8.contains(utf8[index - 1])
            var end = index + 1
            while end < utf8.count, PlainASCII.isLetter(utf8[end]) { end += 1 }
            let ends = end == utf8.count || !continuesWord(at: end)
            guard starts, ends, end > index + 1,
                names.contains(String(decoding: UnsafeBufferPointer(rebasing: utf8[(index + 1)..<end]), as: UTF8.self))
            else { continue }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
            result.append(contentsOf: "spotter ".utf8)
            copied = index + 1
        }
        guard copied > 0 else { return nil }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
        return result
    }
}
