/// Ranked word search over USDA descriptions: words weighted by rarity, word order ignored,
/// plurals folded, one typo forgiven, generic (`NFS`) entries preferred for unspecific phrases.
struct FoodSearchIndex: Sendable {
    /// The words of one food, as ids into `words`.
    struct Document {
        /// Description words, each once.
        var description: Int32List.SubSequence
        /// Words of the description's first part (`Chicken breast` of `Chicken breast, baked`);
        /// `alternativeSeparator` stands for its `or`, between the two words it joins.
        var head: Int32List.SubSequence
        /// Words that cost nothing when the phrase lacks them: `NFS` and `NS as to ...` parts.
        var free: Int32List.SubSequence
        /// Synonym words not already in the description.
        var synonyms: Int32List.SubSequence
        /// Words of its `NS as to ...` parts: what the food leaves unsaid answers a phrase's word
        /// only half as well (`Chili con carne, NS as to beans` is not quite chili with beans).
        var unspecified: Int32List.SubSequence
        /// FNDDS (what people report eating) rather than SR28 (ingredients).
        var isSurveyFood: Bool
        /// Baby food or infant formula: only what a phrase asks for by name (`oatmeal with banana`
        /// is not the baby cereal).
        var isForInfants: Bool
    }

    /// The index as flat arrays, so it can be built once at build time and read back whole
    /// (see `FoodSearchIndex+Serialized.swift`).
    struct Storage: Equatable, Sendable {
        var words = SearchWords([])
        /// Per food, where its runs start in `documentTerms`: description, head, free, synonyms,
        /// unspecified (`runsPerFood × foods + 1` entries).
        var documentStarts = Int32List([0])
        var documentTerms = Int32List([])
        /// Per food, its `DocumentFlag` bits.
        var documentFlags: [UInt8] = []
        /// Per food, the ids of the nouns its name is about (`USDASearch.namedNouns`), from `namedStarts`
        /// (`foods + 1` entries).
        var namedStarts = Int32List([0])
        var namedNouns = Int32List([])
        /// Per food, its other names (`USDASearch.otherNames`), each as its distinct word ids in order and
        /// then `otherNameEnd`, from `otherNameStarts` (`foods + 1` entries).
        var otherNameStarts = Int32List([0])
        var otherNames = Int32List([])
        /// Per word, where its foods start in `postingFoods` (`words + 1` entries).
        var postingStarts = Int32List([])
        var postingFoods = Int32List([])
        /// Per word, its rarity (`WordRarities`): two numbers, the halves of its bit pattern, low first.
        var rarities = Int32List([])
        /// Per word, its `WordFlag` bits.
        var wordFlags: [UInt8] = []
    }

    /// The bits of a food's `Storage.documentFlags`.
    enum DocumentFlag {
        static let surveyFood: UInt8 = 1
        static let forInfants: UInt8 = 2
        /// It names a phrase of no detail (`namesGenericPhrase`).
        static let namesGenericPhrase: UInt8 = 4
        /// A noun of its name is no word of the index: its `namedNouns` run is empty and its name is read.
        static let unindexedNoun: UInt8 = 8
        /// A word of its other names is no word of the index: its `otherNames` run is empty and its synonyms
        /// are read.
        static let unindexedOtherName: UInt8 = 16
    }

    /// The bits of a word's `Storage.wordFlags`.
    enum WordFlag {
        /// For survey foods: it ends some name (the first part of a description, before any brackets).
        static let endsName: UInt8 = 1
        /// For survey foods: it ends the brand in some name's brackets.
        static let endsBrand: UInt8 = 2
        /// It is a negation (`no icing`, starting `negationPrefix`).
        static let negation: UInt8 = 4
    }

    /// How many runs of words each food has in `Storage.documentTerms`.
    static let runsPerFood = 5

    private let storage: Storage
    var words: SearchWords { storage.words }
    /// The words' ids by word.
    private var ids: SearchWords { storage.words }
    let rarity: WordRarities
    /// The rarity of the rarest word, which a word no food mentions weighs.
    var greatestRarity: Double { rarity.greatest }
    /// Ids of `baby`, `infant` and `strained` (USDA strains only baby foods), which ask for infant
    /// foods by name.
    let infantWords: [Int32]
    /// Ids of words that name a food's usual kind, which a phrase need not say (`plain`, `regular`).
    private let defaultWords: [Int32]
    /// Words of where a food came from (`from restaurant or fast food`, `from school lunch`): unsaid,
    /// they cost half what an unsaid word of what the food is costs.
    private let sourceWords: [Int32]
    /// Ids of words that name a form or kind nobody eats without saying so: dry or concentrated
    /// (`powder`), gluten-free, diet.
    private let unsaidKindWords: [Int32]
    /// Ids of `coated` and of the words that say a food was fried: a breaded piece is a kind nobody
    /// eats without saying so, unless they say it was fried (`a baked chicken breast` is no coated one;
    /// fried chicken is).
    private let coatedWord: Int32?
    private let fryingWords: [Int32]
    /// Built on the first unknown word: most phrases never need it.
    private let spellingCorrector = LockedValue<SpellingCorrector?>(nil)
    /// The last phrases ranked (`ranking(_:preferring:limit:)`).
    let recentRankings = RecentRankings()
    /// Folded words that only spelling should know (the curated table's), read when it is built.
    private let spellingWords: @Sendable () -> [String]

    /// The number of foods indexed.
    var count: Int { storage.documentFlags.count }

    /// Indexes `foods` (what the build-time generator and the tests do).
    init(foods: [USDAFood], spellingWords: @autoclosure @escaping @Sendable () -> [String] = []) {
        self.init(storage: Self.build(foods), spellingWords: spellingWords)
    }

    /// An index read back from its flat arrays.
    init(storage: Storage, spellingWords: @escaping @Sendable () -> [String] = { [] }) {
        self.storage = storage
        self.spellingWords = spellingWords
        let ids = storage.words
        infantWords = ["baby", "infant", "strained"].compactMap { ids[$0] }
        defaultWords = ["plain", "regular"].compactMap { ids[$0] }
        sourceWords = ["restaurant", "fast", "school", "lunch"].compactMap { ids[$0] }
        coatedWord = ids["coated"]
        fryingWords = ["fried", "fry", "breaded", "battered"].compactMap { ids[$0] }
        unsaidKindWords = [
            "dry", "powder", "undiluted", Self.negationPrefix + "reconstituted", Self.negationPrefix + "gluten", "diet",
            Self.negationPrefix + "fat",
        ].compactMap { ids[$0] }
        rarity = WordRarities(bits: storage.rarities, postingStarts: storage.postingStarts)
    }

    private static func build(_ foods: [USDAFood]) -> Storage {
        var storage = Storage()
        var documentStarts: [Int32] = [0]
        var documentTerms: [Int32] = []
        var words: [String] = []
        var ids: [String: Int32] = [:]
        var nameNouns = Set<Int32>()
        var brandNouns = Set<Int32>()
        func intern(_ word: String) -> Int32 {
            if let id = ids[word] { return id }
            let id = Int32(words.count)
            ids[word] = id
            words.append(word)
            return id
        }
        for food in foods {
            var description: [Int32] = []
            var head: [Int32] = []
            var free: [Int32] = []
            var unspecified: [Int32] = []
            // The name's last word and its brand's (`Cheetos`), by which a food may be called too.
            var nameNoun: String?
            var brandNoun: String?
            let parts = food.name.utf8.split(separator: UInt8(ascii: ",")).map { Substring($0) }
            // `NS as to regular, quick, or instant`: the list after `NS as to` runs to its `or` part.
            var inUnspecifiedList = false
            var detailList: DetailList?
            var isForInfants = false
            for (number, part) in parts.enumerated() {
                // `Whopper with cheese (Burger King)`: the name is what comes before the brand in
                // brackets, which a phrase may leave out.
                let bracket = number == 0 ? part.firstIndex(of: "(").flatMap { $0 > part.startIndex ? $0 : nil } : nil
                let (partWords, detail) = readingDetail(
                    of: bracket.map { part[..<$0] } ?? part, list: &detailList,
                    continues: food.name[part.endIndex...].contains(";"))
                let brandWords = bracket.map { negating(terms(part[$0...])) } ?? []
                isForInfants = isForInfants || partWords.contains { infantFoodWords.contains($0) }
                if number == 0 { (nameNoun, brandNoun) = (partWords.last, brandWords.last) }
                let opensList = partWords.first == "ns"
                let isDefault =
                    number > 0
                    && (number == parts.count - 1 && isUnspecifiedDefault(partWords, food.synonyms)
                        || isNotedDefault(part, of: food))
                let isUnspecified = opensList || inUnspecifiedList
                let isGenericPart = isUnspecified || partWords.contains("nfs") || isDefault
                if opensList { inUnspecifiedList = !partWords.contains("or") }
                if !opensList, inUnspecifiedList, partWords.first == "or" { inUnspecifiedList = false }
                var alternative: [Int32] = []
                for (position, word) in (partWords + brandWords).enumerated() {
                    let isNamePart = number == 0 && position < partWords.count
                    // `Egg omelet or scrambled egg`, `Cereal or granola bar`: either word will do.
                    if word == "or", isNamePart, !alternative.isEmpty {
                        head += alternative + [Self.alternativeSeparator]
                        alternative = []
                    }
                    if stopWords.contains(word) { continue }
                    let id = intern(word)
                    if !description.contains(id) { description.append(id) }
                    if isNamePart, !alternative.contains(id) { alternative.append(id) }
                    if isGenericPart || detail.contains(position), !free.contains(id) { free.append(id) }
                    if isUnspecified, !unspecified.contains(id) { unspecified.append(id) }
                }
                if number == 0 { head += alternative }
            }
            if food.isSurveyFood {
                if let noun = nameNoun, let id = ids[noun] { nameNouns.insert(id) }
                if let noun = brandNoun, let id = ids[noun] { brandNouns.insert(id) }
            }
            var synonyms: [Int32] = []
            // `cinnamon bun, NS as to frosting` names `Roll, sweet, cinnamon bun, no frosting`: a word
            // the description says the food is without is not one it has.
            for word in terms(food.synonyms) where !stopWords.contains(word) {
                if let negated = ids[negationPrefix + word], description.contains(negated) { continue }
                let id = intern(word)
                if !description.contains(id), !synonyms.contains(id) { synonyms.append(id) }
            }
            for run in [description, head, free, synonyms, unspecified] {
                documentTerms += run
                documentStarts.append(Int32(documentTerms.count))
            }
            let namesGeneric = !USDASearch.genericNames(synonyms: food.synonyms).isEmpty
            storage.documentFlags.append(
                (food.isSurveyFood ? DocumentFlag.surveyFood : 0) | (isForInfants ? DocumentFlag.forInfants : 0)
                    | (namesGeneric ? DocumentFlag.namesGenericPhrase : 0))
        }
        storage.words = SearchWords(words)
        var postings = Array(repeating: [Int32](), count: words.count)
        for food in 0..<foods.count {
            let base = Self.runsPerFood * food
            let terms = documentTerms[Int(documentStarts[base])..<Int(documentStarts[base + 1])]
            let synonyms = documentTerms[Int(documentStarts[base + 3])..<Int(documentStarts[base + 4])]
            for id in terms { postings[Int(id)].append(Int32(food)) }
            for id in synonyms { postings[Int(id)].append(Int32(food)) }
        }
        var postingStarts: [Int32] = [0]
        var postingFoods: [Int32] = []
        for list in postings {
            postingFoods += list
            postingStarts.append(Int32(postingFoods.count))
        }
        storage.documentStarts = Int32List(documentStarts)
        storage.documentTerms = Int32List(documentTerms)
        storage.postingStarts = Int32List(postingStarts)
        storage.postingFoods = Int32List(postingFoods)
        storage.rarities = WordRarities.bits(postingStarts: storage.postingStarts, foods: foods.count)
        storage.wordFlags = words.indices.map { word in
            (nameNouns.contains(Int32(word)) ? WordFlag.endsName : 0)
                | (brandNouns.contains(Int32(word)) ? WordFlag.endsBrand : 0)
                | (words[word].hasPrefix(negationPrefix) ? WordFlag.negation : 0)
        }
        // Looked up once all words are known: a noun is a word of some food's description or synonyms.
        var namedStarts: [Int32] = [0]
        var namedNouns: [Int32] = []
        for (food, item) in foods.enumerated() {
            let nouns = USDASearch.namedNouns(item.name)
            let known = nouns.compactMap { ids[$0] }
            if known.count == nouns.count {
                for id in known where !namedNouns[Int(namedStarts[food])...].contains(id) { namedNouns.append(id) }
            } else {
                storage.documentFlags[food] |= DocumentFlag.unindexedNoun
            }
            namedStarts.append(Int32(namedNouns.count))
        }
        storage.namedStarts = Int32List(namedStarts)
        storage.namedNouns = Int32List(namedNouns)
        var otherNameStarts: [Int32] = [0]
        var otherNames: [Int32] = []
        for (food, item) in foods.enumerated() {
            let names = USDASearch.otherNames(synonyms: item.synonyms)
            if names.allSatisfy({ $0.allSatisfy { ids[$0] != nil } }) {
                for name in names { otherNames += Set(name.compactMap { ids[$0] }).sorted() + [Self.otherNameEnd] }
            } else {
                storage.documentFlags[food] |= DocumentFlag.unindexedOtherName
            }
            otherNameStarts.append(Int32(otherNames.count))
        }
        storage.otherNameStarts = Int32List(otherNameStarts)
        storage.otherNames = Int32List(otherNames)
        return storage
    }

    /// Ends each of a food's other names in `Storage.otherNames`.
    private static let otherNameEnd: Int32 = -1

    /// Whether a food's last part is the fat USDA codes when none is said: `Egg omelet or scrambled
    /// egg, with cheese, made with oil` is noted `NS as to fat`.
    private static func isUnspecifiedDefault(_ lastPart: [String], _ notes: String) -> Bool {
        notes.lowercased().contains("ns as to fat") && lastPart.contains(where: fatWords.contains)
    }

    /// Whether USDA notes a fried food's coating as what it codes when nobody said: `skin / coating
    /// eaten` of `Chicken thigh, fried, coated, skin / coating eaten, from raw`, noted `NS as to skin
    /// / coating eaten`. (`NS as to skin eaten` of roasted chicken is not followed: people who say
    /// nothing of a roast piece's skin were measured eating it less often than not; and a baked
    /// thigh is not taken for a coated one.)
    /// So is a home recipe noted `NS source`: `Pasta with tomato-based sauce and meat, home recipe`
    /// is what the survey codes for pasta nobody said was bought; and a cereal `made with water`
    /// noted `NS as to liquid`. The form a food is bought in (`ready to drink`, juice `canned,
    /// bottled or in a carton`) nobody says either.
    private static func isNotedDefault(_ part: Substring, of food: USDAFood) -> Bool {
        let said = String(part.drop { $0 == " " }).lowercased()
        let notes = food.synonyms.lowercased()
        if said.hasSuffix("home recipe") { return notes.contains("ns source") }
        // `Oatmeal, regular or quick, made with water, NS as to fat`, noted `NS as to liquid`.
        if said == "made with water" { return notes.contains("ns as to liquid") }
        // `Chocolate milk, ready to drink, low fat`: the form it is bought in, which nobody says.
        if readyForms.contains(String(said.map { $0 == "-" ? " " : $0 })) { return true }
        // `Orange juice, 100%, canned, bottled or in a carton`: the juice people buy.
        if ["canned", "bottled or in a carton"].contains(said),
            food.name.lowercased().contains("canned, bottled or in a carton")
        {
            return true
        }
        return said.contains("coating") && food.name.lowercased().contains("fried")
            && notes.contains("ns as to " + said)
    }

    private static let readyForms: Set<String> = ["ready to drink", "ready to eat", "ready to serve", "ready to heat"]

    private static let fatWords: Set<String> = ["fat", "oil", "butter", "margarine", "spray", "dripping", "drippings"]

    /// The words of food `index`.
    func document(_ index: Int) -> Document {
        let starts = storage.documentStarts
        let base = Self.runsPerFood * index
        func run(_ number: Int) -> Int32List.SubSequence {
            storage.documentTerms[Int(starts[base + number])..<Int(starts[base + number + 1])]
        }
        let flags = storage.documentFlags[index]
        return Document(
            description: run(0), head: run(1), free: run(2), synonyms: run(3), unspecified: run(4),
            isSurveyFood: flags & DocumentFlag.surveyFood != 0, isForInfants: flags & DocumentFlag.forInfants != 0)
    }

    /// Food `index`'s flags (`Storage.documentFlags`), read without making its document.
    func flags(_ index: Int) -> UInt8 { storage.documentFlags[index] }

    /// Whether food `index`'s name is about a noun (`USDASearch.namedNouns` holds it), given the noun's id
    /// (nil when no food's words hold it), as the ids written at build time say. The answer is nil for a
    /// food one of whose nouns is no word of the index: its name must be read.
    func names(_ index: Int, noun: Int32?) -> Bool? {
        guard flags(index) & DocumentFlag.unindexedNoun == 0 else { return nil }
        guard let noun else { return false }
        return storage.namedNouns[Int(storage.namedStarts[index])..<Int(storage.namedStarts[index + 1])].contains(noun)
    }

    /// Whether one of food `index`'s other names (`USDASearch.otherNames`) is exactly the words with the ids
    /// `words` (each once, in increasing order), as the ids written at build time say; nil for a food one of whose other
    /// names has a word that is no word of the index: its synonyms must be read.
    func hasOtherName(_ index: Int, sayingOnly words: [Int32]) -> Bool? {
        guard flags(index) & DocumentFlag.unindexedOtherName == 0 else { return nil }
        var name = storage.otherNames[Int(storage.otherNameStarts[index])..<Int(storage.otherNameStarts[index + 1])]
        while let end = name.firstIndex(of: Self.otherNameEnd) {
            if name[..<end].elementsEqual(words) { return true }
            name = name[(end + 1)...]
        }
        return false
    }

    /// Whether one of food `index`'s other names (`USDASearch.otherNames`) has the word with id `word` (nil: a
    /// word no food has), as the ids written at build time say; nil for a food one of whose other names has
    /// a word that is no word of the index.
    func otherNamesHold(_ index: Int, word: Int32?) -> Bool? {
        guard flags(index) & DocumentFlag.unindexedOtherName == 0 else { return nil }
        guard let word else { return false }
        return storage.otherNames[Int(storage.otherNameStarts[index])..<Int(storage.otherNameStarts[index + 1])]
            .contains(word)
    }

    /// Whether food `index` is USDA's code for a phrase of no detail (its synonyms say `burrito, NFS`):
    /// told at build time, as a search looking for such a food read each candidate's line for `NFS`.
    func namesGenericPhrase(_ index: Int) -> Bool { flags(index) & DocumentFlag.namesGenericPhrase != 0 }

    /// How many words food `index`'s description has, read without making its document: ties of a search's
    /// candidates are broken by it, many times a search.
    func descriptionCount(_ index: Int) -> Int {
        let base = Self.runsPerFood * index
        return Int(storage.documentStarts[base + 1] - storage.documentStarts[base])
    }

    /// The foods whose words include the word with this id.
    func postings(_ id: Int32) -> Int32List.SubSequence {
        storage.postingFoods[Int(storage.postingStarts[Int(id)])..<Int(storage.postingStarts[Int(id) + 1])]
    }

    /// Whether some food's main name holds the (folded) word `name` and its details `detail`
    /// (`Yogurt, whole milk, fruit` for `yogurt` and `fruit`).
    func someFood(named name: String, with detail: String) -> Bool {
        guard let nameID = ids[name], let detailID = ids[detail] else { return false }
        return postings(nameID).contains { food in
            let document = document(Int(food))
            return document.head.contains(nameID) && document.description.contains(detailID)
                && !document.head.contains(detailID)
        }
    }

    /// Whether some food's description, not only its other names, holds the word.
    private func describesAnyFood(_ id: Int32) -> Bool {
        postings(id).contains { document(Int($0)).description.contains(id) }
    }

    /// The index's flat arrays, for the build-time generator.
    var flatStorage: Storage { storage }

    var spelling: SpellingCorrector {
        spellingCorrector.withValue { made in
            if let made { return made }
            var words = storage.words.indices.map { id in
                (word: storage.words[id], frequency: postings(Int32(id)).count)
            }
            var extra = Set<String>()
            for word in spellingWords() where ids[word] == nil && extra.insert(word).inserted {
                words.append((word, 1))
            }
            let corrector = SpellingCorrector(words: words)
            made = corrector
            return corrector
        }
    }

    /// The folded words of `aliases` that the foods never use, each once, in byte order: what spelling
    /// learns from a table beside the foods (the generator writes the built-in table's to a resource).
    func spellingWords(ofAliases aliases: [String]) -> [String] {
        Set(aliases.flatMap { Self.terms($0) }).filter { ids[$0] == nil }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Stands between the alternatives of a main name in `Document.head`; no word has this id.
    static let alternativeSeparator: Int32 = -1

    /// Words of baby foods' and infant formulas' descriptions.
    private static let infantFoodWords: Set<String> = ["baby", "infant", "babyfood"]

    /// Whether a folded word ends the first part of some food's description, so names a food.
    func isHeadNoun(_ word: String) -> Bool {
        ids[word].map(isHeadNoun(id:)) ?? false
    }

    /// The id of a known word, plural-folded and spelled as people say it.
    func id(of word: String) -> Int32? { ids[Self.queryWord(word)] }

    /// Whether the word with this id ends the first part of some food's description.
    func isHeadNoun(id: Int32) -> Bool { storage.wordFlags[Int(id)] & WordFlag.endsName != 0 }

    /// Whether the word with this id says what a food is without (`no icing`): told at build time, as scoring
    /// asks it of every word a candidate's name has beyond the phrase's (250,000 instructions of a described
    /// breakfast read from the word's bytes).
    func isNegation(_ id: Int32) -> Bool { storage.wordFlags[Int(id)] & WordFlag.negation != 0 }

    /// Whether a folded word ends some food's name or the brand in its brackets (`Nutri-Grain` of
    /// `Cereal or granola bar (Kellogg's Nutri-Grain Cereal Bar)`): a word a food is called by.
    func namesFood(_ word: String) -> Bool {
        ids[word].map { storage.wordFlags[Int($0)] & (WordFlag.endsName | WordFlag.endsBrand) != 0 } ?? false
    }

    /// Lower-case, plural-folded words of `text`.
    static func terms<S: StringProtocol>(_ text: S) -> [String] {
        let folded = FoodWords.normalizedText(text).folded()
        // `nacho cheese flavored Doritos` are `Tortilla chips, nacho cheese flavor (Doritos)`.
        return (0..<folded.count).map { folded.word($0) }.map { flavorWords.contains($0) ? "flavor" : $0 }
    }

    /// Words that say a food has some flavor, as USDA's `flavor` and `flavors` do.
    private static let flavorWords: Set<String> = ["flavored", "flavoured", "flavour"]

    /// Words that say nothing about which food it is.
    static let stopWords: Set<String> = [
        "and", "or", "and/or", "with", "without", "of", "in", "on", "the", "a", "an", "to", "from", "as", "for",
        "made", "ns", "nfs", "type", "by", "at", "than", "other", "includes", "including", "include", "w/",
        "is", "was", "its", "it", "some", "into", "only",
    ]

    // MARK: - Queries

    /// How a food was readied for eating that changes nothing in it (`shelled shrimp`, `pitted
    /// olives`): a food named so answers better, one that is not costs nothing.
    static let handlingWords: Set<String> = ["peeled", "shelled", "deveined", "pitted", "husked", "hulled", "cored"]

    /// The word USDA uses for `word` as people say it (`tuna from a can` is canned tuna), else `word`.
    /// (A list, not a `Dictionary`: every food line compares its words with a food's name through it, and a
    /// dictionary was built and hashed at a process's first, 9,600 instructions of `log 150g chicken`.)
    static func queryWord(_ word: String) -> String {
        queryWords.first { $0.said == word }?.meant ?? word
    }

    /// How people say what USDA words differently.
    private static let queryWords: [SaidWord] = [
        SaidWord(said: "can", meant: "canned"), SaidWord(said: "tinned", meant: "canned"),
        SaidWord(said: "tin", meant: "canned"), SaidWord(said: "frosting", meant: "frosted"),
        SaidWord(said: "cheesy", meant: "cheese"), SaidWord(said: "omelette", meant: "omelet"),
        SaidWord(said: "sub", meant: "submarine"),
        // An espresso with water, which USDA names no other way (`an americano` was read as American cheese).
        SaidWord(said: "americano", meant: "coffee"),
    ]

    /// A word as people say it and as USDA does.
    private struct SaidWord {
        let said: String
        let meant: String
    }

    /// A phrase read into known words.
    struct Query: Sendable {
        var terms: [Int32] = []
        /// Words read as another known word (`chiken` as `chicken`).
        var corrections: [(typed: String, read: String)] = []
        /// Words no food mentions, left out of the search.
        var ignored: [String] = []
        /// Words after `from` no food's name holds (`from starbucks`): where the food came from, which
        /// weighs nothing in the search.
        var place: [String] = []
        /// Words that raise a food that names them and cost nothing to one that does not (a size).
        var preferred: [Int32] = []
    }

    func query<S: StringProtocol>(_ text: S) -> Query {
        var query = Query()
        var typedWords = Self.negating(Self.terms(text))
        typedWords = reworded(typedWords)
        if let dish = Self.bowlOfFilling(typedWords) {
            typedWords = dish.words
            query.corrections.append((dish.typed, "burrito"))
        }
        var saysPlace = false
        for typed in typedWords {
            saysPlace = typed == "from" || saysPlace && !["with", "and", "plus"].contains(typed)
            if Self.stopWords.contains(typed) { continue }
            if typedWords.count > 1, Self.handlingWords.contains(typed) {
                if let id = ids[typed] { query.preferred.append(id) }
                continue
            }
            // `fried rice without meat` is USDA's `Rice, fried, meatless`.
            let word = typed == Self.negationPrefix + "meat" ? "meatless" : Self.queryWord(typed)
            var id = ids[word]
            // A food without something no food is without (`a turnover without gravy`) says little.
            if id == nil, word.hasPrefix(Self.negationPrefix) { continue }
            // `a latte from starbucks`: where it came from, in no food's name (Starbucks is only among a
            // frappuccino's other names), weighs nothing.
            if saysPlace, id.map({ !describesAnyFood($0) }) ?? true, PortionSize.match([word], at: 0) == nil,
                QuantityUnit.match([word], at: 0) == nil
            {
                query.place.append(word)
                continue
            }
            // A word only ingredient foods use may be a compound the survey spells as two words:
            // `milkshake` names SR28 mixes and pastries, FNDDS spells every `milk shake`.
            if let known = id, !postings(known).contains(where: { flags(Int($0)) & DocumentFlag.surveyFood != 0 }),
                let parts = compoundParts(word),
                parts.allSatisfy({ postings($0).count > Self.rareWordPostings })
            {
                for part in parts where !query.terms.contains(part) { query.terms.append(part) }
                continue
            }
            if id == nil, let corrected = spelling.correction(word), let known = ids[corrected] {
                id = known
                query.corrections.append((word, corrected))
            }
            if id == nil, let parts = compoundParts(word) {
                for part in parts where !query.terms.contains(part) { query.terms.append(part) }
                query.corrections.append((word, parts.map { words[Int($0)] }.joined(separator: " ")))
                continue
            }
            guard let id else {
                // `a frozen personal size pizza`: a size no food's name holds is the portion's.
                if PortionSize.match([word], at: 0) != nil { continue }
                // Amounts and units left inside a phrase (`a 145g patty`) say nothing of the food.
                if word.first?.isNumber != true, QuantityUnit.match([word], at: 0) == nil { query.ignored.append(word) }
                continue
            }
            if !query.terms.contains(id) { query.terms.append(id) }
        }
        // `skin not eaten` says what a food is without, not which food it is.
        if query.terms.allSatisfy(isNegation) { query.terms = [] }
        // `huel` is no lamb shank's `heel`: a word read as another is searched for only when the other names
        // foods (`chiken` is chicken), if nothing else the phrase says tells which food it is. The reading is
        // kept: the curated table is asked it (`chedder` is its cheddar).
        if query.terms.count == 1, query.corrections.count == 1, let read = query.corrections.first?.read,
            ids[read] == query.terms[0], !namesFood(read)
        {
            query.terms = []
        }
        return query
    }

    /// A compound's parts must each name more foods than this to stand for it.
    static let rareWordPostings = 2

    /// Two known words a compound is made of (`milkshake` is `milk shake`), or nil.
    private func compoundParts(_ word: String) -> [Int32]? {
        let letters = Array(word)
        guard letters.count >= 6 else { return nil }
        for split in 3...(letters.count - 3) {
            if let first = ids[String(letters[..<split])],
                let second = ids[FoodWords.folded(String(letters[split...]))] ?? ids[String(letters[split...])]
            {
                return [first, second]
            }
        }
        return nil
    }

    /// A food and how well it answers the query.
    struct Candidate: Sendable, Equatable {
        var food: Int
        var score: Double
        /// Share of the query's weight the food's words cover (1 = every word).
        var coverage: Double
        /// Every word of the description's first part is in the query.
        var headMatched: Bool
    }

    /// The first food, in index order, that mentions every word of `query` and passes `test`, scored
    /// for the query; only foods holding its rarest word are tried.
    func firstFood(mentioning query: Query, where test: (Int) -> Bool) -> Candidate? {
        let total = totalWeight(query)
        guard total > 0, let rarest = query.terms.min(by: { postings($0).count < postings($1).count }),
            let food = postings(rarest).first(where: { test(Int($0)) })
        else { return nil }
        return score(Int(food), query, total: total)
    }

    /// What a food holding every word of `query` would score against: a word no food mentions weighs
    /// like the rarest word, so `zorblax stew` is not any stew.
    func totalWeight(_ query: Query) -> Double {
        let unknown = Double(query.ignored.count) * greatestRarity * Self.unknownWeight
        return query.terms.reduce(unknown) { $0 + rarity[Int($1)] }
    }

    func score(_ index: Int, _ query: Query, total: Double) -> Candidate {
        let document = document(index)
        let terms = query.terms
        var matched = 0.0
        var unspecifiedMatched = 0.0
        var matchedSynonyms = 0.0
        for term in terms {
            if document.description.contains(term) {
                matched += rarity[Int(term)]
                if document.unspecified.contains(term) { unspecifiedMatched += rarity[Int(term)] }
            } else if document.synonyms.contains(term) {
                matchedSynonyms += rarity[Int(term)]
            }
        }
        let head = requiredHead(document, terms)
        let preferred = query.preferred
        let saysFried = terms.contains(where: fryingWords.contains)
        // A word the phrase lacks costs more in the food's main name (`pizza rolls` are not pizza)
        // than among its details (`pizza, cheese, thin crust` is a pizza).
        var extra = 0.0
        for word in document.description
        where !terms.contains(word) && !document.free.contains(word) && !preferred.contains(word)
            && !defaultWords.contains(word)
        {
            // A dry mix or powder is not what a phrase without those words ate (`iced tea`), nor is
            // a gluten-free pizza.
            // What a food is without is nearer the plain food than what it has (`Cake, pound, without
            // icing or filling` is plain pound cake; `Cake, pound, chocolate` is not).
            let weight =
                head.contains(word) || unsaidKindWords.contains(word) || word == coatedWord && !saysFried
                ? Self.headExtraWeight
                : isNegation(word)
                    ? Self.extraWeight / 10 : sourceWords.contains(word) ? Self.extraWeight / 2 : Self.extraWeight
            extra += rarity[Int(word)] * weight
        }
        let (headWords, headMatched) = head.counts(matching: terms)
        let named = preferred.filter(document.description.contains).reduce(0.0) { $0 + rarity[Int($1)] }
        var score =
            (matched - Self.unspecifiedDiscount * unspecifiedMatched + Self.synonymWeight * matchedSynonyms
                + Self.preferredWeight * named - extra) / total
        if headWords > 0, headMatched == headWords {
            score += Self.headBonus
        } else if headMatched > 0 {
            score += Self.headBonus / 2
        }
        if !document.isSurveyFood { score -= Self.ingredientPenalty }
        if document.isForInfants, !terms.contains(where: { infantWords.contains($0) }) { score -= Self.infantPenalty }
        return Candidate(
            food: index, score: score, coverage: (matched + matchedSynonyms) / total,
            headMatched: headWords > 0 && headMatched == headWords)
    }

    /// A size word a food names counts half as much as a word of the phrase.
    static let preferredWeight = 0.5
    static let synonymWeight = 0.8
    /// How much less a word counts when the food only leaves it unspecified.
    static let unspecifiedDiscount = 0.5
    static let extraWeight = 0.1
    static let headExtraWeight = 0.5
    static let headBonus = 0.25
    static let ingredientPenalty = 0.3
    static let infantPenalty = 0.5
    static let unknownWeight = 1.0
}
