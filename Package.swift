// swift-tools-version:6.0
import PackageDescription

// Concrete generic types (`[Entry]`, `[String: Int]`, `Result<Portion, QuantityError>`) get their
// metadata from generated accessor functions rather than by demangling a name at run time: the first
// food line of a process spent about a million instructions in `swift_getTypeByMangledName`. The
// executable and its HTTP target take them too: the mangled name of the environment's `[String: String]`
// alone cost 130,000 instructions on every start, mostly a search of every conformance for `Hashable`.
//
// Release builds also leave out the run-time exclusivity checks (`-enforce-exclusivity=unchecked`): every
// access to a class's stored property registered itself with the runtime first, about 7% of the
// instructions of a replay's main thread. The compiler's static exclusivity checks stay on, and the
// debug build the tests run keeps the run-time checks too, so an overlapping access is still caught there.
//
// Release builds also put every function in its own section (`-function-sections`), so that the linker can
// lay out together the ones a start runs (`Sources/spotter/Linker/hot-functions.txt`, below), and start
// every function on a 64-byte boundary (`-align-all-functions=6`): at the default 16, a change anywhere
// moved the functions after it by a few bytes, and where a hot loop then fell against the 64-byte lines
// the CPU fetches decided speed. A change that left every report's instructions as they were made
// `calendar` 13% and `trends` 16% slower that way; aligned, the binary is 0.3 MB larger and no slower. SwiftPM
// does not rebuild for a changed flag: after changing these, remove `.build/release` first.
let releaseSettings: [SwiftSetting] = [
    .unsafeFlags(
        [
            "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
            "-enforce-exclusivity=unchecked",
        ], .when(configuration: .release)),
    .unsafeFlags(
        ["-Xfrontend", "-function-sections", "-Xllvm", "-align-all-functions=6"],
        .when(platforms: [.linux], configuration: .release)),
]

let package = Package(
    name: "Spotter",
    products: [
        .executable(name: "spotter", targets: ["spotter"]),
        .library(name: "SpotterKit", targets: ["SpotterKit"]),
    ],
    targets: [
        .systemLibrary(name: "CEdit"),
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .target(name: "CProcessArguments"),
        .target(name: "CSystemCalls"),
        // `round` and friends defined by the program: `-fno-builtin` keeps the compiler from reading them
        // as the library's own and calling libm's in their place.
        .target(name: "CLazyMath", cSettings: [.unsafeFlags(["-fno-builtin"])]),
        .target(name: "CUSDAFoods", exclude: ["usda_foods.tsv", "usda_index.bin", "README.md"]),
        .target(
            name: "SpotterKit",
            dependencies: ["CUSDAFoods", "CSystemCalls"],
            resources: [
                .embedInCode("Resources/foods.csv"), .embedInCode("Resources/foods_index.bin"),
                .embedInCode("Resources/unspecified_portions.tsv"), .embedInCode("Resources/spelling_words.txt"),
                .embedInCode("Resources/alias_nouns.txt"),
                .embedInCode("Resources/food.txt"),
                .embedInCode("Resources/plan.txt"), .embedInCode("Resources/workout.txt"),
            ],
            swiftSettings: releaseSettings
        ),
        .target(name: "SpotterCurl", dependencies: ["SpotterKit", "CCurl"], swiftSettings: releaseSettings),
        .executableTarget(
            name: "spotter",
            dependencies: ["SpotterKit", "SpotterCurl", "CEdit", "CProcessArguments", "CSystemCalls", "CLazyMath"],
            exclude: ["Linker"],
            swiftSettings: releaseSettings,
            // The release binary links libstdc++ statically (Linker/libstdc++.so says why and how), libm only
            // if a math function is missing from the program's own (Linker/libm.so, Sources/CLazyMath), and
            // exports only `main` (Linker/exports.map says why). It is linked at a fixed address
            // (`-no-pie`): as a position-independent executable, every start had the loader apply
            // 26,500 relocations to the 30 MB image, 350,000 instructions and a copied page for each
            // page they touched, half of `spotter --version`. The shared libraries are still placed at
            // random; only the executable's own address is fixed, as for a Go binary. The unwinder comes
            // from libgcc's archive (`-static-libgcc`) rather than libgcc_s.so: loading one more shared
            // library took about 50 µs of every start. The C library's functions are bound when it loads
            // (`-z now`) rather than at each one's first call: the lazy way sent each of about 180 first
            // calls through the loader's trampoline, which saves and restores the vector registers, and
            // `spotter log` took 0.3 ms longer. `CProcessArguments` says how the static runtime finds argv
            // without reading /proc/self/maps. The functions that `--version`, `today`, `log` and a replay run
            // are laid out together, grouped by the commands that run them (`Linker/hot-functions.txt`,
            // written by `Scripts/order-hot-functions`): scattered over the 7 MB of code, `log` touched 78
            // windows of 64 KB of it, each one page fault; laid out so, it touches about 36.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-L", Context.packageDirectory + "/Sources/spotter/Linker",
                        "-Xlinker",
                        "--version-script=" + Context.packageDirectory + "/Sources/spotter/Linker/exports.map",
                        "-Xclang-linker", "-no-pie",
                        "-Xclang-linker", "-static-libgcc",
                        "-Xlinker", "-z", "-Xlinker", "now",
                        "-Xlinker",
                        "--section-ordering-file=" + Context.packageDirectory
                            + "/Sources/spotter/Linker/hot-functions.txt",
                    ],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),
        .target(name: "ChildProcesses"),
        .executableTarget(name: "spotter-bench", dependencies: ["SpotterKit", "ChildProcesses"]),
        .executableTarget(name: "spotter-floor"),
        .executableTarget(name: "spotter-stress", dependencies: ["SpotterKit", "ChildProcesses"]),
        .executableTarget(name: "spotter-food-index", dependencies: ["SpotterKit"]),
        .executableTarget(name: "llm-stub-server", path: "Sources/LLMStubServer"),
        .testTarget(name: "SpotterKitTests", dependencies: ["SpotterKit"]),
        .testTarget(name: "SpotterCLITests", dependencies: ["spotter", "spotter-bench", "ChildProcesses"]),
        .testTarget(name: "SpotterCurlTests", dependencies: ["SpotterCurl", "llm-stub-server", "ChildProcesses"]),
        .testTarget(name: "CLazyMathTests", dependencies: ["CLazyMath"]),
    ],
    swiftLanguageModes: [.v6]
)
