/// One food of the built-in USDA database: its name, synonyms and figures per 100 g, with the
/// household portions kept as USDA writes them until the food is chosen.
public struct USDAFood: Sendable {
    /// USDA's description, e.g. `Pizza, cheese, from restaurant or fast food, thin crust`.
    public var name: String
    /// The journal's `source`: `usda-fndds-2017:58106570` or `usda-sr28:01123`.
    public var reference: String
    /// USDA's additional descriptions (FNDDS) or common names (SR28), `;`-separated.
    public var synonyms: String
    /// Energy (kcal) and macronutrients (g) per 100 g.
    public var kcal, protein, carbs, fat: Double
    /// Dietary fibre per 100 g; nil where USDA gives none.
    public var fiber: Double?
    /// The portions field of `usda_foods.tsv` (`1 cup=240|Quantity not specified=360`); reading it
    /// only for the food chosen keeps the first search cheap.
    var portionsText: String
    /// Where the prebuilt index holds the food's portions keyed at build time, for a food read from it.
    var prebuiltPortions: (portions: USDAPrebuiltPortions, position: Int)? = nil

    /// True for FNDDS, the survey foods people report eating; SR28 holds ingredients.
    public var isSurveyFood: Bool { reference.hasPrefix(Self.surveyPrefix) }

    /// How the references of FNDDS foods start.
    static let surveyPrefix = "usda-fndds"

    /// Household portions as USDA words them (`1 cup (8 fl oz)`, `Quantity not specified`), in grams.
    public var householdPortions: [(label: String, grams: Double)] {
        allPortions.filter { $0.variety == nil }.map { ($0.label, $0.grams) }
    }

    /// Portions of the food's brands and varieties (`Lollipops`: `1 lollipop (.5 oz)`), by variety.
    var varietyPortions: [(variety: String, label: String, grams: Double)] {
        // Most foods have none, and reading every portion's label and grams first was 20,000 instructions a
        // food: `a bowl of ramen` reads the rows of four.
        guard portionsText.utf8.contains(UInt8(ascii: "~")) else { return [] }
        return allPortions.compactMap { portion in portion.variety.map { ($0, portion.label, portion.grams) } }
    }

    /// Every portion of the field: the food's own, then `VARIETY~LABEL` ones.
    private var allPortions: [(variety: String?, label: String, grams: Double)] {
        portionsText.split(atASCII: "|").compactMap { piece in
            guard let equals = piece.lastIndex(ofASCII: "="),
                let grams = Double(piece[piece.index(after: equals)...])
            else { return nil }
            let text = piece[..<equals]
            guard let tilde = text.firstIndex(ofASCII: "~") else { return (nil, String(text), grams) }
            return (String(text[..<tilde]), String(text[text.index(after: tilde)...]), grams)
        }
    }

    /// The food as a table row, with its portions keyed for `PortionRules`.
    public var row: FoodRow {
        let colon = reference.lastIndex(of: ":") ?? reference.endIndex
        let ndb = colon < reference.endIndex ? String(reference[reference.index(after: colon)...]) : ""
        return FoodRow(
            name: name, aliases: [], kcal: kcal, protein: protein, carbs: carbs, fat: fat, fiber: fiber,
            portions: prebuiltPortions.flatMap { $0.portions.keyed(at: $0.position) }
                ?? USDAPortions.keyedHousehold(of: self),
            ndb: ndb, source: String(reference[..<colon]))
    }
}

extension USDAFood {
    /// One food from its nine tab-separated fields of `usda_foods.tsv`; nil when a required
    /// figure is missing.
    init?(line: UnsafeBufferPointer<UInt8>) {
        // Cut as bytes: splitting a String by Characters is most of the load time otherwise.
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
            String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
        }
        guard fields.count == 9, let kcal = Double(fields[3]), let protein = Double(fields[4]),
            let carbs = Double(fields[5]), let fat = Double(fields[6])
        else { return nil }
        self.init(
            name: fields[1], reference: fields[0], synonyms: fields[2], kcal: kcal, protein: protein, carbs: carbs,
            fat: fat, fiber: Double(fields[7]), portionsText: fields[8])
    }
}
