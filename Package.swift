// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Spotter",
    products: [
        .executable(name: "spotter", targets: ["spotter"]),
        .library(name: "SpotterKit", targets: ["SpotterKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(
            name: "SpotterKit",
            resources: [.embedInCode("Resources/foods.csv")]
        ),
        .executableTarget(name: "spotter", dependencies: ["SpotterKit", "CEdit"]),
        .executableTarget(name: "spotter-bench", dependencies: ["SpotterKit"]),
        .testTarget(name: "SpotterKitTests", dependencies: ["SpotterKit"]),
        .testTarget(name: "SpotterCLITests", dependencies: ["spotter"]),
    ],
    swiftLanguageModes: [.v6]
)
