/// The prompts the LLM resolvers send, built in and overridable by a file in the config directory.
public enum Prompts {
    /// The food prompt: `<config dir>/prompts/food.txt` when present, else the built-in one.
    public static func food(configDirectory: String) -> String {
        prompt("food.txt", builtIn: PackageResources.food_txt, configDirectory: configDirectory)
    }

    /// The prompt that reads a plan written as prose.
    public static func plan(configDirectory: String) -> String {
        prompt("plan.txt", builtIn: PackageResources.plan_txt, configDirectory: configDirectory)
    }

    /// The prompt that reads sets described in a sentence.
    public static func workout(configDirectory: String) -> String {
        prompt("workout.txt", builtIn: PackageResources.workout_txt, configDirectory: configDirectory)
    }

    static func prompt(_ name: String, builtIn: [UInt8], configDirectory: String) -> String {
        if let bytes = FileSystem.read(configDirectory + "/prompts/" + name), !bytes.isEmpty {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(decoding: builtIn, as: UTF8.self)
    }
}
