import CSystemCalls

/// The width reports draw to: `COLUMNS` when set, else the terminal's (ioctl), else 80.
enum TerminalWidth {
    static func columns(_ columnsVariable: String?) -> Int {
        if let text = columnsVariable, let columns = Int(text), columns > 0 { return min(columns, 1000) }
        let terminal = Int(spotter_terminal_columns(1))
        return terminal > 0 ? terminal : 80
    }
}
