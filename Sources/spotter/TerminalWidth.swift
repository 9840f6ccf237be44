#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The width reports draw to: `COLUMNS` when set, else the terminal's (ioctl), else 80.
enum TerminalWidth {
    static func columns(_ columnsVariable: String?) -> Int {
        if let text = columnsVariable, let columns = Int(text), columns > 0 { return min(columns, 1000) }
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
