extension PortionSize {
    /// `builtPlain()` laid out beforehand: as a `Dictionary`, it took 20,000 instructions of every
    /// process's first food line. `KeptUnitTablesTests` checks it against the list, and writes the file
    /// to put here when they differ.
    static let plain = WordTable<PortionSize>(
        words: [
            "small", "medium", "large", "jumbo", "mini", "miniature", "regular", "personal", "personal-size",
            "personal-sized", "fun-size", "fun-sized", "bite-size", "bite-sized", "king-size", "king-sized", "bun-size",
            "bun-sized", "bun-length", "footlong", "foot-long", "grande", "venti", "trenta",
        ],
        values: [
            .small, .medium, .large, .jumbo, .mini, .mini, .medium, .personal, .personal, .personal, .funSize, .funSize,
            .mini, .mini, .large, .large, .bunSize, .bunSize, .bunSize, .footlong, .footlong, .medium, .large,
            .extraLarge,
        ],
        hashes: [
            9037846435736361356, -4077436212762500426, -5746434879641749292, -6104984244992718968, -2716196542778248454,
            -1149998110359378301, 7811038562198888183, 2368525228231510893, 5677411375537730257, -7940092280761341553,
            -5137291407109133544, 8281250485078664116, -6930017722407318681, 6099732346034107929, -4535853012197167376,
            -6631208434064874116, -5262213188856565140, -4822923605361753192, 2200455426096669317, 6787123547092855927,
            7246684974870764538, 816099821050429768, 9125220519157985973, 37052990887396211,
        ],
        slots: [
            1, 22, 0, 0, 0, 6, 0, 19, 0, 0, 0, 0, 24, 0, 0, 2, 0, 3, 0, 0, 5, 17, 12, 0, 18, 0, 0, 7, 0, 0, 15, 0, 0,
            23, 0, 13, 9, 10, 0, 20, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14, 0, 0, 8, 0, 4, 21, 0, 0, 11, 0, 0, 0, 0,
        ])
}
