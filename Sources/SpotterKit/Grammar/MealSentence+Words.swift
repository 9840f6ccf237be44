// The word lists the sentence reader knows.

extension MealSentence {
    static let singleArticles: Set<String> = ["a", "an", "some"]

    /// Parts of a dish that are no food apart from it: a pizza's crust, a cake's icing.
    static let partNouns: Set<String> = [
        "crust", "topping", "filling", "icing", "frosting", "coating", "glaze", "shell", "center", "centre", "skin",
    ]

    /// Words of a trace too small to weigh: `a hint of`, `a touch of`.
    static let traces: Set<String> = ["hint", "touch", "bit", "dusting", "smidge", "smidgen", "coating"]

    /// Words before `from` that say only that the food came straight from a place: `fresh from`.
    static let straightFromWords: Set<String> = ["fresh", "straight", "right", "hot", "directly"]

    /// Places a food is fresh from that say nothing of which food it is: `straight from the bunch`.
    static let originPlaces: Set<String> = [
        "the", "bunch", "tree", "vine", "garden", "farm", "market", "store", "shop", "kitchen", "stove", "oven",
        "grill", "toaster", "fryer", "pot", "pan", "skillet", "freezer", "fridge", "refrigerator",
    ]

    /// Nouns of a taste, which end a phrase about how a food tasted: `with a nutty flavor`.
    static let tasteNouns: Set<String> = ["flavor", "flavors", "flavour", "flavours", "taste", "essence", "notes"]

    /// Words that start another name for the food just told: `, the Quarter Pounder with cheese`.
    static let renamingWords: Set<String> = ["the", "specifically", "namely", "particularly"]

    /// Dishes counted in the eggs they were made with: `an omelet made with two eggs`.
    static let eggDishes: Set<String> = ["omelet", "omelets", "omelette", "omelettes", "scrambled", "frittata"]

    /// Words of a dish that say nothing of what it was: `a sandwich featuring ...`.
    static let genericDishes: Set<String> = ["sandwich", "dish", "meal", "plate", "platter", "combo"]

    /// Words that point at a food already told: `this classic dessert`, `these tender pieces`.
    static let referringBack: Set<String> = ["this", "these", "those"]

    /// Words of how a food felt or looked, which alone name nothing: `tender and juicy`, `soft and chewy`.
    static let textures: Set<String> = [
        "crisp", "crispy", "soft", "chewy", "creamy", "tender", "juicy", "crunchy", "flaky", "moist", "warm",
        "hot", "cold", "fresh", "ripe", "light", "fluffy", "gooey", "tasty", "delicious",
    ]

    /// Nouns of a collection, not an amount: `a mix of`, `an assortment of`.
    static let collectives: Set<String> = [
        "mix", "medley", "assortment", "array", "blend", "variety", "selection", "combination", "mixture",
    ]

    /// Nouns of where, not what: `on top`, `on the side`.
    static let placeNouns: Set<String> = ["top", "side", "bottom", "inside", "outside", "go"]

    /// Words that put one food on or in another.
    static let placeWords: Set<String> = ["on", "in", "inside", "over", "between", "atop", "onto", "into"]

    /// Words that put one food on another, cutting a typed line in two: `in` is left out, since what a
    /// food is in is mostly how it was packed or mixed (`tuna in olive oil`, `oats in milk`).
    static let surfaceWords: Set<String> = ["on", "over", "atop", "onto"]

    func endsWithDescription(_ word: Substring) -> Bool {
        Self.adjectives.contains(Self.key(word)) || !isFoodWord(Self.key(word))
    }

    /// Words that mark a sentence rather than a list of foods.
    static let cues: Set<String> = [
        "i", "im", "ive", "id", "my", "me", "we", "our", "myself", "had", "ate", "enjoyed", "savored", "grabbed",
        "treated", "included", "featuring", "alongside", "paired", "accompanied", "complemented", "consisted",
        "featured", "todays", "tonights", "drank", "snacked", "munched",
    ]

    /// Words that tie a weighed food to the next one (`on a`, `soaked in`, `stuffed with`).
    static let linkWords: Set<String> = [
        "on", "over", "in", "inside", "into", "a", "an", "the", "with", "of", "soaked", "blended", "stuffed",
        "spread", "topped", "served", "and", "plus",
    ]

    /// Joining words and what they join with (`""` cuts without joining, like a comma).
    static let separators: [String: String] = [
        "and": "and", "&": "and", "+": "and", "plus": "and", "with": "with", "alongside": "and", "also": "",
        "then": "", "featuring": "with", "including": "with", "included": "", "includes": "",
        "by": "", "had": "",
        "ate": "", "enjoyed": "", "savored": "", "grabbed": "", "drank": "", "sipped": "", "sipping": "",
        "enjoying": "", "having": "", "consisting": "", "followed": "", "complemented": "and", "accompanied": "and",
        "paired": "and", "along": "and", "together": "and", "topped": "", "served": "", "while": "", "savoring": "",
        "relishing": "", "munching": "",
    ]

    /// Words after which `with` describes the same food (`made with wheat bread`).
    static let binders: Set<String> = [
        "made", "prepared", "cooked", "filled", "stuffed", "mixed", "blended", "flavored", "sweetened",
        "fortified", "seasoned", "dressed", "fried", "baked", "sauteed", "coated", "breaded", "glazed",
        "enriched", "cooked", "infused", "spiced", "frosted", "drizzled", "sprinkled", "loaded", "packed",
        "adorned", "studded", "combined", "spread", "smeared", "dusted",
    ]

    /// Binders that only say `with`: USDA's names use `with` alone.
    static let connectives: Set<String> = ["filled", "loaded", "packed", "adorned", "combined", "studded", "mixed"]

    /// What a food is sold in: `a container filled with peaches` is a container of them.
    static let packages: Set<String> = [
        "container", "carton", "box", "bottle", "pouch", "jar", "can", "bag", "packet", "tub", "thermos",
    ]

    /// What a food is served in, which also ends foods' names (`an ice cream cup`, `a fruit cup`).
    static let dishes: Set<String> = ["cup", "bowl", "glass", "mug", "plate", "tumbler"]

    /// Spellings the food words do not use: sizes with `-sized`, adjectives of flavour.
    static let rewrites: [String: String] = [
        "medium-sized": "medium", "small-sized": "small", "large-sized": "large", "regular-sized": "regular",
        "medium-size": "medium", "small-size": "small", "large-size": "large", "fruity": "fruit",
        "nestled": "on", "veggies": "vegetables", "veggie": "vegetable", "another": "a", "fatty": "fat",
        "containing": "with",
    ]

    /// Verbs after `that` or `which` that open a clause about the food rather than name one.
    static let linkingVerbs: Set<String> = [
        "was", "is", "were", "are", "had", "has", "contained", "contains", "holds", "held", "came", "tasted",
        "made", "gave", "kept", "added",
    ]

    /// What one eats or drinks at a time: `every bite`, `each sip`.
    static let mouthfuls: Set<String> = ["bite", "bites", "sip", "sips", "mouthful", "spoonful", "morsel", "forkful"]

    /// Words that describe a food and may end a comma-separated list of adjectives before its name.
    static let adjectives: Set<String> = [
        "crisp", "crispy", "ripe", "soft", "hot", "cold", "warm", "light", "plain", "fresh", "sweet", "salted",
        "unsalted", "roasted", "toasted", "chewy", "creamy", "small", "medium", "large", "dry", "raw", "cooked",
        "baked", "fried", "grilled", "frozen", "iced", "thin", "thick", "lean", "boneless", "skinless", "whole",
    ]

    /// Words that say what kind of meal it was (`a light snack`), never which food.
    static let mealAdjectives: Set<String> = [
        "light", "quick", "healthy", "hearty", "late", "early", "big", "small", "simple", "satisfying", "nice",
        "tasty", "filling", "midday", "afternoon", "morning", "evening", "refreshing", "delicious",
    ]

    /// Nouns of an occasion, not an amount: `a snack of`, `a quick meal of`.
    static let mealNouns: Set<String> = ["snack", "meal", "treat", "breakfast", "lunch", "dinner", "supper", "brunch"]

    /// Words before a meal word that make it a food (`school lunch`, `frozen dinner`).
    static let mealFoods: Set<String> = ["school", "frozen", "tv", "breakfast", "boxed", "kids"]

    static let meals: Set<String> = [
        "breakfast", "lunch", "dinner", "brunch", "supper", "lunchtime", "dinnertime", "breakfasttime",
    ]

    static let articles: Set<String> = [
        "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "half", "couple", "some", "dozen",
    ]

    static let leadingNoise: Set<String> = [
        "for", "my", "the", "to", "of", "in", "on", "at", "with", "this", "that", "it", "its", "and", "or", "as",
        "which", "was", "is", "just", "off", "up", "me", "i", "we", "our", "myself", "day", "today", "morning",
        "afternoon", "evening", "night", "snack", "time", "meal", "break", "routine", "quick", "so", "also", "all",
    ]

    static let clauseStarts: Set<String> = [
        "for", "to", "during", "while", "which", "because", "as", "since", "before", "after", "when", "today",
        "tonight", "yesterday", "this", "at", "perfect", "making", "keeping", "giving", "adding", "bursting",
        "brimming", "all", "washed", "brought", "reminded", "reminding", "helped", "kept",
    ]

    /// Words that praise or narrate but never name a food.
    static let filler: Set<String> = [
        "i", "im", "ive", "my", "me", "we", "our", "myself", "treated", "kicked", "started", "decided", "opted",
        "delicious", "deliciously", "tasty", "refreshing", "satisfying", "hearty", "generous", "delightful",
        "yummy", "lovely", "nice", "steaming", "simple", "healthy", "nutritious", "wholesome", "filling",
        "fluffy", "juicy", "savory", "zesty", "robust", "flavorful", "scrumptious", "comforting", "indulgent",
        "classic", "favorite", "perfect", "warm", "single", "bit", "really", "very", "too", "just", "also",
        "then",
        "enjoyed", "savored", "grabbed", "indulged", "relished", "snacked", "munched", "sipped", "consumed",
        "was", "were", "that", "which", "fresh-tasting", "hydrating", "fizzy", "sweet-tasting", "goodness",
        "nourishing", "energizing", "invigorating", "smooth", "rich", "decadent", "tangy", "zingy",
        "their", "its", "his", "her", "start", "weighing", "succulent", "iconic", "specifically", "perfection",
        "cool", "chilled", "go", "prepared", "opened", "poured", "yet", "both", "entirely", "truly", "perfectly",
        "absolutely", "wonderfully", "vibrant", "consisted", "local", "convenient", "conveniently", "irresistible",
        "finished", "hit", "sweetness", "popular", "either", "crafted", "expertly", "melting",
        "addition", "featured", "yielded", "skipped", "stayed", "hydrated", "refreshed", "eatery", "signature",
        "hunger", "satisfied", "luscious", "casual", "nearby", "enjoyable", "interesting", "straightforward",
        "revitalizing", "midday", "warmth", "hefty", "totaling", "ensuring", "providing", "offered", "slathered",
        "smothered", "drizzled", "layered", "encased", "lightly", "generously", "nicely", "freshly", "tasty",
        "mouthwatering", "sweet-tooth", "luxurious",
        "soothing", "calm", "experience", "washed", "down", "flavors", "flavor", "texture", "crunch", "touch", "kick",
        "treat", "todays", "tonights", "crunchy", "colorful", "colourful", "gooey", "moist", "golden",
        "cherished", "seasonal", "guilt-free", "bubbly", "joint", "pick-me-up", "lineup", "favourite", "spot", "place",
        "cravings", "craving", "weighed", "weighs", "heating", "simply", "quickly",
    ]
}
