// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "KeyboardFilm",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "KeyboardSimulation", targets: ["KeyboardSimulation"]),
        .library(name: "KeyboardFilm", targets: ["KeyboardFilm"]),
        .executable(name: "kbfilm", targets: ["kbfilm"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "KeyboardSimulation"),
        .target(name: "KeyboardFilm", dependencies: ["KeyboardSimulation"]),
        .executableTarget(
            name: "kbfilm",
            dependencies: [
                "KeyboardSimulation",
                "KeyboardFilm",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "KeyboardSimulationTests", dependencies: ["KeyboardSimulation"]),
        .testTarget(name: "KbfilmCLITests", dependencies: ["kbfilm"]),
    ]
)
