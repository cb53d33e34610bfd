// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "KeyboardFilm",
    platforms: [.macOS(.v13)],
    products: [
        // UIKit's keyboard-facing surface with UIKit's names: keyboard code written for iOS compiles and films here.
        .library(name: "KeyboardFilmUIKit", targets: ["KeyboardFilmUIKit"]),
        // SwiftUI's names, layout and keyboard avoidance: a SwiftUI screen is filmed through UIHostingController.
        .library(name: "KeyboardFilmSwiftUI", targets: ["KeyboardFilmSwiftUI"]),
        // Compiles an app's files as they ship (`@objc`, `#selector`, `@IBOutlet`) against KeyboardFilmUIKit.
        .plugin(name: "UIKitSourcePort", targets: ["UIKitSourcePort"]),
        .library(name: "KeyboardSimulation", targets: ["KeyboardSimulation"]),
        .library(name: "KeyboardFilm", targets: ["KeyboardFilm"]),
        // The golden engine alone (no test frameworks), and the assertions for Swift Testing / XCTest.
        .library(name: "GoldenFilm", targets: ["GoldenFilm"]),
        .library(name: "GoldenFilmTesting", targets: ["GoldenFilmTesting"]),
        // `.film` and `.filmstrip` strategies for pointfreeco/swift-snapshot-testing's assertSnapshot.
        .library(name: "FilmSnapshotTesting", targets: ["FilmSnapshotTesting"]),
        .executable(name: "kbfilm", targets: ["kbfilm"]),
        // kbfilm's command line for an executable of yours that registers your controllers.
        .library(name: "KeyboardFilmCommandLine", targets: ["KeyboardFilmCommandLine"]),
        // The benchmark (`kbfilm bench` runs it): the project and its peers, measured in the same run.
        .executable(name: "kbfilm-bench", targets: ["KBFilmBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation`: the reference (Sources/KeyboardFilm/KeyboardFilm.docc) as DocC.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The main queue while a film runs (main-queue blocks and main-actor tasks on the film's clock).
        .target(name: "FilmMainQueue"),
        // `import Combine` where there is none (Linux): OpenCombine, with the schedulers and
        // publishers keyboard code uses, running on the film's main queue.
        .target(name: "Combine", dependencies: [
            "FilmMainQueue",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        ]),
        // Springs, Bézier curves and animated values: the keyboard's timing, shared by the UIKit
        // model (which keeps it out of the names users' code sees) and the simulation.
        .target(name: "KeyboardPhysics"),
        .target(name: "KeyboardFilmUIKit", dependencies: [
            "FilmMainQueue",
            "KeyboardPhysics",
            .target(name: "Combine", condition: .when(platforms: [.linux])),
        ]),
        // SwiftUI's views laid out as SwiftUI lays them out, shown as KeyboardFilmUIKit views (one drawing path).
        .target(name: "KeyboardFilmSwiftUI", dependencies: [
            "KeyboardFilmUIKit",
            .target(name: "Combine", condition: .when(platforms: [.linux])),
        ]),
        // The port reads Swift with a tokenizer of its own: no parser package to build in release first.
        .target(name: "SourcePort"),
        .executableTarget(name: "UIKitSourcePortTool", dependencies: ["SourcePort"]),
        .plugin(name: "UIKitSourcePort", capability: .buildTool(), dependencies: ["UIKitSourcePortTool"]),
        .target(name: "KeyboardSimulation", dependencies: ["KeyboardFilmUIKit", "KeyboardPhysics"]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev", "zlib1g-dev"])]),
        .target(name: "CPNGBridge", dependencies: ["CLibPNG"]),
        .target(name: "PNGCodec", dependencies: ["CPNGBridge", "CLibPNG"]),
        .target(name: "FrameRendering"),
        .target(name: "CAtomicRename"),
        .target(name: "KeyboardFilm", dependencies: ["KeyboardSimulation", "FrameRendering", "PNGCodec", "CAtomicRename"]),
        // pixelmatch's per-pixel loop in C: fast in the debug builds of users' tests too.
        .target(name: "CPixelDiff"),
        .target(name: "GoldenFilm", dependencies: ["CPixelDiff", "KeyboardFilm", "KeyboardSimulation", "FrameRendering", "PNGCodec"]),
        .target(name: "GoldenFilmTesting", dependencies: ["GoldenFilm", "FilmMainQueue"]),
        .target(name: "FilmSnapshotTesting", dependencies: [
            "GoldenFilm", "KeyboardSimulation", "KeyboardFilm", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The command line as a library: `kbfilm`, or an executable of yours with your controllers.
        .target(
            name: "KeyboardFilmCommandLine",
            dependencies: [
                "KeyboardSimulation",
                "KeyboardFilm",
                "GoldenFilm",
                "FrameRendering",
                "PNGCodec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "kbfilm", dependencies: ["KeyboardFilmCommandLine"]),
        .executableTarget(
            name: "KBFilmBench",
            dependencies: [
                "KeyboardSimulation", "KeyboardFilm", "GoldenFilm", "FrameRendering", "PNGCodec", "CLibPNG", "KeyboardFilmSwiftUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the test targets share: temp folders, child processes, peer checkers, storyboards.
        .target(name: "TestSupport", dependencies: ["KeyboardSimulation"], path: "Tests/TestSupport"),
        .testTarget(name: "KeyboardFilmUIKitTests", dependencies: ["KeyboardFilmUIKit", "KeyboardPhysics", "KeyboardSimulation", "TestSupport"]),
        .testTarget(name: "SourcePortTests", dependencies: ["SourcePort", "TestSupport"]),
        // Controllers written as apps ship them (Swift 5 mode, `@objc` selectors, outlets), in `App/`,
        // compiled through the plugin from the files as they are, and filmed.
        .testTarget(
            name: "ShippedCodeTests",
            dependencies: ["KeyboardFilmUIKit", "KeyboardSimulation", "KeyboardFilm", "GoldenFilm", "FrameRendering", "TestSupport"],
            exclude: ["App"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["UIKitSourcePort"]
        ),
        // The same in Swift 6 language mode: async sequences, Combine, main-queue work.
        .testTarget(
            name: "ShippedSwift6Tests",
            dependencies: ["KeyboardFilmUIKit", "KeyboardSimulation", "TestSupport"],
            exclude: ["App"],
            plugins: ["UIKitSourcePort"]
        ),
        // SwiftUI screens compiled as written (`import SwiftUI` through the plugin) and filmed.
        .testTarget(
            name: "SwiftUIFilmTests",
            dependencies: ["KeyboardFilmSwiftUI", "KeyboardFilmUIKit", "KeyboardSimulation", "KeyboardFilm", "FrameRendering", "GoldenFilm", "TestSupport"],
            exclude: ["App"],
            plugins: ["UIKitSourcePort"]
        ),
        .testTarget(name: "KeyboardSimulationTests", dependencies: ["KeyboardSimulation", "TestSupport"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "TestSupport"]),
        .testTarget(name: "FrameRenderingTests", dependencies: ["FrameRendering"]),
        .testTarget(name: "KeyboardFilmTests", dependencies: ["KeyboardFilm", "PNGCodec", "TestSupport"]),
        .testTarget(name: "GoldenFilmTests", dependencies: ["GoldenFilm", "GoldenFilmTesting", "KeyboardFilm", "PNGCodec", "TestSupport"]),
        .testTarget(name: "KbfilmCLITests", dependencies: ["kbfilm", "KeyboardFilm", "KeyboardFilmCommandLine", "TestSupport"]),
        // A user's own strategy, through the public API only (the README's example).
        .testTarget(name: "FilmSnapshotTestingTests", dependencies: ["FilmSnapshotTesting", "GoldenFilm", "KeyboardFilm", "KeyboardSimulation", "PNGCodec"]),
        .testTarget(name: "UserStrategyTests", dependencies: ["KeyboardFilmUIKit", "KeyboardSimulation", "GoldenFilm", "GoldenFilmTesting", "TestSupport"]),
        // The README's Swift examples, byte for byte: the example app's shipped file (linked as
        // `App`, compiled through the plugin) and the Swift Testing and snapshot-testing snippets,
        // run against goldens beside them. `ReadmeSnippetTests` checks every snippet is here.
        .testTarget(
            name: "ReadmeExamplesTests",
            // KeyboardFilmUIKit: the ported files import it; KeyboardSimulation: FilmSubject. Declared, a
            // change to either compiles the target again (undeclared, its objects went stale and crashed).
            dependencies: ["GoldenFilmTesting", "KeyboardFilmUIKit", "KeyboardSimulation", "FilmSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["App", "Storyboards", "__Films__", "__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["UIKitSourcePort"]
        ),
    ]
)
