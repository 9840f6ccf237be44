/// Breaks prose into lines of at most `width` columns on word boundaries, for messages, insights and
/// help at the terminal's width; a word longer than a line (a path, a URL) stands alone, unbroken.
public enum TextWrapping {
    /// The lines of `text`; lines after the first start with `indent`. Existing newlines are kept.
    public static func lines(_ text: String, width: Int, indent: String = "") -> [String] {
        let width = max(width, indent.count + 20)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard paragraph.count > width else {
                lines.append(lines.isEmpty ? String(paragraph) : indent + paragraph)
                continue
            }
            var line = lines.isEmpty ? "" : indent
            var lineHasWord = false
            // Leading spaces belong to the first word (an indented report line keeps its indent).
            let lead = paragraph.prefix { $0 == " " }
            line += lead
            for word in paragraph.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: true) {
                if lineHasWord, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = indent
                    lineHasWord = false
                }
                line += (lineHasWord ? " " : "") + word
                lineHasWord = true
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` wrapped to `width`, as one string with newlines.
    public static func wrapped(_ text: String, width: Int, indent: String = "") -> String {
        lines(text, width: width, indent: indent).joined(separator: "\n")
    }
}
