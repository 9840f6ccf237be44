extension PortionSize {
    /// `builtPlain()` laid out beforehand: as a `Dictionary`, it took 20,000 instructions of every
    /// process's first food line. `KeptUnitTablesTests` checks it against the list, and writes the file
    /// to put here when they differ.
    static let plain = WordTable<PortionSize>(
        words: [
            "small", "medium", "large", "jumbo", "mini", "miniature", "regular", "personal", "personal-size",
            "personal-sized", "fun-size", "fun-sized", "bite-size", "bite-sized", "king-size", "king-sized", "bun-size",
            "bun-sized", "bun-length", "footlong", "foot-long",
        ],
        values: [
            .small, .medium, .large, .jumbo, .mini, .mini, .medium, .personal, .personal, .personal, .funSize, .funSize,
            .mini, .mini, .large, .large, .bunSize, .bunSize, .bunSize, .footlong, .footlong,
        ],
        hashes: [
            0x7D6CE172E098998C, 0xC76A095E1FFA22B6, 0xB0408FEC4209F8D4, 0xAB46BD2CBDDA4788, 0xDA4E21A2A78EF2FA,
            0xF00A62CFC3A8A683, 0x6C6662300ABE1EF7, 0x20DEB125664A4B6D, 0x4ECA3790DAB032D1, 0x91CF20239966298F,
            0xB8B4ACAF0B97EB18, 0x72ECE970B32523B4, 0x9FD3A19928C00B67, 0x54A69A403E52B619, 0xC10D69B7A69A2EF0,
            0xA3F9371017FD257C, 0xB6F8DCFC31D4326C, 0xBD118888AB910398, 0x1E89968D3092A285, 0x5E30B4E80728AC77,
            0x649165970E551BFA,
        ],
        slots: [
            1, 0, 0, 0, 0, 6, 0, 19, 0, 0, 0, 0, 0, 0, 0, 2, 0, 3, 0, 0, 5, 17, 12, 0, 18, 0, 0, 7, 0, 0, 15, 0, 0, 0,
            0, 13, 9, 10, 0, 20, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14, 0, 0, 8, 0, 4, 21, 0, 0, 11, 0, 0, 0, 0,
        ])
}
