// Builds Sources/CUSDAFoods/usda_foods.tsv, the USDA food database built into Spotter, from USDA's
// files: FNDDS 2017-2018 ("At A Glance" CSV tables) and SR28 (the `^`-separated ASCII files).
//
//   swift Scripts/build-food-database.swift [DATA_DIR] [OUTPUT]
//
// DATA_DIR defaults to ../shared/data and OUTPUT to Sources/CUSDAFoods/usda_foods.tsv, both relative
// to the repository root. DATA_DIR must hold fndds/{foods_and_beverages,nutrient_values,
// portions_and_weights}.csv and sr28_raw/{FOOD_DES.txt,NUT_DATA.txt.gz,WEIGHT.txt}.
//
// One line per food: FNDDS foods in food-code order, then SR28 foods in NDB order. Figures and gram
// weights are the source's text, never reformatted or recomputed; a figure the source lacks is left
// empty. The output is deterministic: the same inputs give the same bytes. Needs `gzip` and
// `sha256sum` on the PATH.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
let dataDirectory = arguments.count > 0 ? arguments[0] : root + "/../shared/data"
let outputPath = arguments.count > 1 ? arguments[1] : root + "/Sources/CUSDAFoods/usda_foods.tsv"

let inputs = [
    "fndds/foods_and_beverages.csv", "fndds/nutrient_values.csv", "fndds/portions_and_weights.csv",
    "sr28_raw/FOOD_DES.txt", "sr28_raw/NUT_DATA.txt.gz", "sr28_raw/WEIGHT.txt",
]

// MARK: - Helpers

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("build-food-database: \(message)\n".utf8))
    exit(1)
}

/// The standard output of `tool arguments...`; fails unless the tool exits 0.
func run(_ tool: String, _ arguments: [String]) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot run \(tool): \(error)") }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fail("\(tool) \(arguments.joined(separator: " ")) failed") }
    return output
}

func contents(_ path: String) -> Data {
    guard let data = FileManager.default.contents(atPath: dataDirectory + "/" + path) else {
        fail("cannot read \(dataDirectory)/\(path)")
    }
    return data
}

func sha256(_ path: String) -> String {
    let line = String(decoding: run("sha256sum", [dataDirectory + "/" + path]), as: UTF8.self)
    guard let digest = line.split(separator: " ").first, digest.count == 64 else { fail("no sha256 for \(path)") }
    return String(digest)
}

/// Text for one field: tab, `|`, `=`, CR and LF would break the format and become spaces.
func clean(_ text: String) -> String {
    let breaking = "\t|=\r\n".unicodeScalars
    return String(String.UnicodeScalarView(text.unicodeScalars.map { breaking.contains($0) ? " " : $0 }))
}

/// A figure or gram weight, checked to be number text (`717`, `0.06`, `-9`) or empty, then copied.
func number(_ text: String) -> String {
    guard text.allSatisfy({ "0123456789.-".contains($0) }) else { fail("not a number: \(text)") }
    return text
}

/// A variety's name or label with `~`, which parts the two, made a space.
func withoutTilde(_ text: String) -> String {
    String(text.map { $0 == "~" ? " " : $0 })
}

/// A `DESCRIPTION=GRAMS` list joined by `|`, in sequence order (ties keep the file's order).
func portionList(_ portions: [(sequence: Int, label: String, grams: String)]) -> String {
    portions.enumerated()
        .sorted { ($0.element.sequence, $0.offset) < ($1.element.sequence, $1.offset) }
        .map { clean($0.element.label) + "=" + number($0.element.grams) }
        .joined(separator: "|")
}

/// Whether a code has exactly `digits` ASCII digits, so that text order is number order.
func isCode(_ digits: Int) -> (String) -> Bool {
    { $0.utf8.count == digits && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }
}

/// One food's nine tab-separated fields: id, description and synonyms, five figures, portions.
func line(_ id: String, _ texts: [String], _ figures: [String], _ portions: String) -> String {
    ([id] + texts.map(clean) + figures.map(number) + [portions]).joined(separator: "\t")
}

// MARK: - FNDDS: RFC 4180 CSV, UTF-8 with a byte-order mark, title lines before the `Food code` header

/// The records of a CSV file; quoted fields may hold commas, doubled quotes and line breaks.
func csvRecords(_ bytes: [UInt8]) -> [[String]] {
    let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
    var records: [[String]] = [], record: [String] = [], field: [UInt8] = []
    var quoted = false
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    func endField() {
        record.append(String(decoding: field, as: UTF8.self))
        field = []
    }
    while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if quoted {
            if byte != quote {
                field.append(byte)
            } else if index < bytes.count, bytes[index] == quote {
                field.append(quote)
                index += 1
            } else {
                quoted = false
            }
        } else if byte == quote {
            quoted = true
        } else if byte == comma {
            endField()
        } else if byte == lf || (byte == cr && index < bytes.count && bytes[index] == lf) {
            if byte == cr { index += 1 }
            endField()
            records.append(record)
            record = []
        } else {
            field.append(byte)
        }
    }
    if !field.isEmpty || !record.isEmpty {
        endField()
        records.append(record)
    }
    return records
}

struct Table {
    let name: String
    let header: [String]
    let rows: [[String]]

    /// Reads `fndds/<name>`: the rows after the header, each checked to have the header's width.
    init(_ name: String) {
        let data = contents("fndds/" + name)
        guard String(data: data, encoding: .utf8) != nil else { fail("\(name) is not UTF-8") }
        let records = csvRecords([UInt8](data))
        guard let start = records.firstIndex(where: { $0.first == "Food code" }) else { fail("\(name): no header") }
        // Some titles hold a line break (`Sugars, total\n(g)`): compare titles with it as a space.
        header = records[start].map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        rows = Array(records[(start + 1)...])
        self.name = name
        for row in rows where row.count != header.count { fail("\(name): a row of \(row.count) fields: \(row)") }
    }

    func column(_ title: String) -> Int {
        guard let index = header.firstIndex(of: title) else { fail("\(name): no column \(title)") }
        return index
    }
}

func fnddsLines() -> [String] {
    let foods = Table("foods_and_beverages.csv"), nutrients = Table("nutrient_values.csv")
    let portions = Table("portions_and_weights.csv")
    let figureColumns = [
        "Energy (kcal)", "Protein (g)", "Carbohydrate (g)", "Total Fat (g)", "Fiber, total dietary (g)",
    ].map(nutrients.column)
    var figures: [String: [String]] = [:]
    for row in nutrients.rows { figures[row[0]] = figureColumns.map { row[$0] } }
    guard figures.count == nutrients.rows.count else { fail("nutrient_values.csv: food codes repeat") }

    // Portions with a subcode belong to one brand or variety of the food (`1 Ding Dong`, with its own
    // `Quantity not specified`); the food's own portions are those without one. A variety's follow
    // the food's, each written `VARIETY~DESCRIPTION=GRAMS`.
    let subcode = portions.column("Subcode"), sequence = portions.column("Seq num")
    let variety = portions.column("Subcode description")
    let label = portions.column("Portion description"), weight = portions.column("Portion weight (g)")
    let codes = Set(foods.rows.map { $0[0] })
    var portionsByCode: [String: [(sequence: Int, label: String, grams: String)]] = [:]
    var varietiesByCode: [String: [(sequence: Int, label: String, grams: String)]] = [:]
    for row in portions.rows {
        guard codes.contains(row[0]) else { fail("portion of unknown FNDDS food \(row[0])") }
        guard let number = Int(row[sequence]) else { fail("FNDDS \(row[0]): Seq num \(row[sequence])") }
        if row[subcode].isEmpty {
            portionsByCode[row[0], default: []].append((number, row[label], row[weight]))
        } else {
            let named = withoutTilde(row[variety]) + "~" + withoutTilde(row[label])
            varietiesByCode[row[0], default: []].append((0, named, row[weight]))
        }
    }

    guard codes.count == foods.rows.count, codes.allSatisfy(isCode(8)) else { fail("FNDDS codes: not 8 unique digits") }
    return foods.rows.sorted { $0[0] < $1[0] }.map { food in
        guard let values = figures[food[0]] else { fail("FNDDS food \(food[0]) has no nutrient values") }
        let portions = [portionsByCode[food[0]], varietiesByCode[food[0]]].compactMap { $0 }.map(portionList)
            .filter { !$0.isEmpty }.joined(separator: "|")
        return line("usda-fndds-2017:" + food[0], [food[1], food[2]], values, portions)
    }
}

// MARK: - SR28: `^`-separated fields, text fields quoted with `~`, CRLF lines, 8-bit text

// The files are ASCII but for a Latin-1 `Entr\u{E9}e` (WEIGHT.txt) and Windows quotes 0x91/0x92 in a
// scientific name (FOOD_DES.txt): Windows-1252, a superset of Latin-1's printable characters, reads both.

/// The records of an SR28 file, with the `~` quotes taken off text fields; past `fields - 1`
/// separators, the rest of a line is one last field.
func caretRecords(_ data: Data, fields: Int = .max) -> [[String]] {
    guard let text = String(data: data, encoding: .windowsCP1252) else { fail("an SR28 file is not Windows-1252") }
    return text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }).map { line in  // "\r\n" is one Character
        line.split(separator: "^", maxSplits: fields - 1, omittingEmptySubsequences: false).map { field in
            let quoted = field.count >= 2 && field.hasPrefix("~") && field.hasSuffix("~")
            return String(quoted ? field.dropFirst().dropLast() : field)
        }
    }
}

func sr28Lines() -> [String] {
    let nutrientNumbers = ["208", "203", "205", "204", "291"]  // kcal, protein, carbohydrate, fat, fiber
    var figures: [String: [String: String]] = [:]
    for fields in caretRecords(run("gzip", ["-dc", dataDirectory + "/sr28_raw/NUT_DATA.txt.gz"]), fields: 4)
    where fields.count > 2 && nutrientNumbers.contains(fields[1]) {
        figures[fields[0], default: [:]][fields[1]] = fields[2]
    }

    // WEIGHT.txt: NDB_No, Seq, Amount, Msre_Desc, Gm_Wgt, ...
    var portionsByNumber: [String: [(sequence: Int, label: String, grams: String)]] = [:]
    for fields in caretRecords(contents("sr28_raw/WEIGHT.txt")) {
        guard fields.count >= 5, let sequence = Int(fields[1]) else { fail("WEIGHT.txt: \(fields)") }
        portionsByNumber[fields[0], default: []].append((sequence, fields[2] + " " + fields[3], fields[4]))
    }

    // FOOD_DES.txt: NDB_No, FdGrp_Cd, Long_Desc, Shrt_Desc, ComName, ...
    let foods = caretRecords(contents("sr28_raw/FOOD_DES.txt"))
    for fields in foods where fields.count < 5 || !isCode(5)(fields[0]) { fail("FOOD_DES.txt: \(fields)") }
    guard Set(foods.map { $0[0] }).count == foods.count else { fail("FOOD_DES.txt: NDB numbers repeat") }
    return foods.sorted { $0[0] < $1[0] }.map { food in
        let values = nutrientNumbers.map { figures[food[0]]?[$0] ?? "" }
        let portions = portionList(portionsByNumber[food[0]] ?? [])
        return line("usda-sr28:" + food[0], [food[2], food[4]], values, portions)
    }
}

// MARK: - Output

let fndds = fnddsLines()
let sr28 = sr28Lines()
let header =
    [
        "# Spotter's built-in USDA food database: \(fndds.count) FNDDS foods by food code, "
            + "then \(sr28.count) SR28 foods by NDB number.",
        "# Sources: USDA Food and Nutrient Database for Dietary Studies (FNDDS) 2017-2018, \"At A Glance\" tables,",
        "# and USDA National Nutrient Database for Standard Reference, Release 28 (SR28). Input files:",
    ] + inputs.map { "# sha256 \(sha256($0))  \($0)" } + [
        "# Generated by Scripts/build-food-database.swift: do not edit; change the script or inputs and run it again.",
        "# Licence: USDA food composition data are in the public domain (a work of the U.S. Government).",
        "# Figures and grams are the source's text, unchanged; a figure the source does not give is empty.",
        "# In text, tab, |, =, CR and LF characters are replaced by a space; nothing else is changed.",
        "# Portions: FNDDS Portion description (the food's own, then its subcodes' as SUBCODE DESCRIPTION~PORTION),",
        "# SR28 Amount and Msre_Desc;",
        "# in sequence order, zero and negative (-9) gram weights included as the source gives them.",
        "# columns: id, description, synonyms, kcal, protein_g, carbs_g, fat_g, fiber_g (per 100 g), "
            + "portions (DESCRIPTION=GRAMS|...)",
    ]
let text = (header + fndds + sr28).joined(separator: "\n") + "\n"
do { try Data(text.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic) } catch {
    fail("cannot write \(outputPath): \(error)")
}
print("build-food-database: \(fndds.count) FNDDS and \(sr28.count) SR28 foods -> \(outputPath)")
