/// How much of a food a phrase names: an amount and its unit (`nil` for a bare count: `2 eggs`).
struct Quantity: Equatable, Sendable {
    var amount: Double
    var unit: QuantityUnit?
}

/// A food phrase split into its quantity (if any), size word (if any) and the food's own words.
struct QuantityPhrase: Equatable, Sendable {
    /// `nil` when the phrase names no quantity (`banana`), which means the default portion.
    var quantity: Quantity?
    /// The size word leading the food (`2 large eggs`), kept for portion lookup.
    var size: PortionSize?
    /// The food text as typed, size word included (`large eggs`), without the quantity and `of`.
    var food: String

    /// The food's words without the size word, which names the portion, not the food: what the
    /// USDA search looks for (`frozen coffee drink` of `a small frozen coffee drink`).
    var searchText: String { splitSize.food }

    /// The size words `searchText` leaves out: no reason to pick a food, but a food that names
    /// them answers better (`medium crust pizza`, `regular cream cheese`). So does a shape the
    /// amount was counted in: `a bar of granola` is a granola bar if there is one.
    var sizeWords: [String] {
        // A size said of a one-word food (`a medium pizza`) only weighs it: preferring names that hold it took
        // `Pizza, cheese, with fruit, medium crust`. Before more words it may name a kind (`a small frozen
        // coffee drink`), and `regular` does (`regular gum`, no sugarless one).
        let (size, food) = splitSize
        let named = food.contains(" ") || size == ["regular"] ? size : []
        guard case .count(let shape)? = quantity?.unit, Self.namedShapes.contains(shape) else { return named }
        return named + [shape]
    }

    /// Shapes that foods are named for (`Cereal or granola bar`, `Pork sausage patty`).
    static let namedShapes: Set<String> = ["bar", "stick", "patty", "link", "fillet", "strip"]

    private var splitSize: (size: [String], food: String) {
        guard size != nil else { return ([], food) }
        let words = food.split(separator: " ")
        guard let drop = PortionSize.leadingWordCount(words), words.count > drop else { return ([], food) }
        return (words.prefix(drop).map { $0.lowercased() }, words.dropFirst(drop).joined(separator: " "))
    }
}

extension PortionSize {
    /// How many of `words` a size leads them with: `extra large`, `fun size` are two words; `large`, `fun-size`
    /// one; nil when no size leads.
    static func leadingWordCount<Word: StringProtocol>(_ words: [Word]) -> Int? {
        let lowered = words.prefix(2).map { $0.lowercased() }
        guard match(lowered, at: 0) != nil else { return nil }
        return match([lowered[0]], at: 0) == nil ? 2 : 1
    }
}

/// Why a phrase's quantity cannot be used, in a sentence the user can act on.
struct QuantityError: Error, Equatable, Sendable {
    private let wording: Wording

    /// A sentence given whole, or a missing portion's, worded only when read. The portion is boxed: held
    /// in place, it made the error so large that every `Result` holding one was laid out at run time.
    private enum Wording: Equatable, Sendable {
        case given(String)
        indirect case missingPortion(MissingPortion)
    }

    init(reason: String) { wording = .given(reason) }

    init(missingPortion: MissingPortion) { wording = .missingPortion(missingPortion) }

    var reason: String {
        switch wording {
        case .given(let reason): reason
        case .missingPortion(let missing): missing.sentence
        }
    }

    /// The food is known but has no weight for the unit named; another database may have one.
    var isMissingPortion: Bool {
        if case .missingPortion = wording { return true }
        return false
    }
}

/// The size words the food table keys portions by.
enum PortionSize: String, Equatable, Sendable, CaseIterable {
    case extraSmall = "extra_small"
    case small, medium, large
    case extraLarge = "extra_large"
    case jumbo, mini
    /// A pizza for one (USDA's `1 personal size pizza (5-7" diameter)`).
    case personal
    /// The candy makers' small bar or cup, between a miniature and a snack size.
    case funSize = "fun_size"
    /// A sausage as long as a hot dog bun (USDA's `1 bun-size or griller link`).
    case bunSize = "bun_size"
    /// A sub's lengths (the curated table's `sub_6in` and `sub_12in`).
    case sixInch = "sub_6in"
    case footlong = "sub_12in"

    /// The length a piece is said to be (`a 12-inch sub`), where it names a size.
    static func length(inches: Double) -> PortionSize? {
        inches == 6 ? .sixInch : inches == 12 ? .footlong : nil
    }

    /// The size named by the words at `index` (`large`, `extra large`, `extra-large`, `xl`).
    static func match(_ words: [String?], at index: Int) -> PortionSize? {
        guard index < words.count, let said = words[index] else { return nil }
        // `a fun/snack size bar`: the first size of a slashed pair, as USDA's labels read.
        let word = said.utf8.contains(UInt8(ascii: "/")) ? String(said.prefix { $0 != "/" }) : said
        // `a medium crust cheese pizza` says how thick the crust is, not how big the pizza.
        if index + 1 < words.count, words[index + 1] == "crust" { return nil }
        switch word {
        case "extra", "x":
            let next = index + 1 < words.count ? words[index + 1] : nil
            return next == "large" ? .extraLarge : next == "small" ? .extraSmall : nil
        case "fun", "king":
            // `a king size Snickers` is the candy makers' largest bar, USDA's `1 king size bar`.
            let next = index + 1 < words.count ? words[index + 1] : nil
            guard next == "size" || next == "sized" else { return nil }
            return word == "fun" ? .funSize : .large
        case "extra-large", "x-large", "xl": return .extraLarge
        case "extra-small", "x-small", "xs": return .extraSmall
        default: return plain[word]
        }
    }

    /// The one-word sizes in a `WordTable`, as `plain` (`PortionSize+Plain.swift`) holds it laid out
    /// beforehand: as a `Dictionary`, its words went through the seeded hasher on every food line's start.
    static func builtPlain() -> WordTable<PortionSize> {
        WordTable(words: plainList.map(\.0), values: plainList.map(\.1))
    }

    private static let plainList: [(String, PortionSize)] = [
        ("small", .small), ("medium", .medium), ("large", .large), ("jumbo", .jumbo), ("mini", .mini),
        ("miniature", .mini), ("regular", .medium), ("personal", .personal), ("personal-size", .personal),
        ("personal-sized", .personal), ("fun-size", .funSize), ("fun-sized", .funSize), ("bite-size", .mini),
        ("bite-sized", .mini), ("king-size", .large), ("king-sized", .large), ("bun-size", .bunSize),
        ("bun-sized", .bunSize), ("bun-length", .bunSize), ("footlong", .footlong), ("foot-long", .footlong),
        // A coffee shop's cups are USDA's: a grande (16 fl oz) its medium, a venti (20) its large, a trenta its
        // extra large. (A `tall` is no size word: `a tall glass of milk`.)
        ("grande", .medium), ("venti", .large), ("trenta", .extraLarge),
    ]
}
