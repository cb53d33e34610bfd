// swift-tools-version:6.0
// A SwiftUI app's keyboard screens and their golden film tests. The files under `App/` are the
// ones the iOS app ships, byte for byte (`import SwiftUI`, `@FocusState`, `safeAreaInset`); on
// Linux the UIKitSourcePort plugin compiles a ported copy against KeyboardFilmSwiftUI and films them.
import PackageDescription

let package = Package(
    name: "SwiftUIApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.executable(name: "swiftui-films", targets: ["SwiftUIFilms"])],
    dependencies: [.package(name: "KeyboardFilm", path: "../..")],
    targets: [
        // The screens on the command line (render, review, compare, record, verify, diff):
        // kbfilm's commands with the app's three screens registered. `App` links the test
        // target's folder, so the films are made from the same files.
        .executableTarget(
            name: "SwiftUIFilms",
            dependencies: [.product(name: "KeyboardFilmCommandLine", package: "KeyboardFilm"),
                           .product(name: "KeyboardFilmSwiftUI", package: "KeyboardFilm")],
            exclude: ["App"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "UIKitSourcePort", package: "KeyboardFilm")]
        ),
        // The golden films, in Swift Testing; the app's files in Swift 5 mode, as it builds them.
        .testTarget(
            name: "SwiftUIAppFilmTests",
            dependencies: [.product(name: "GoldenFilmTesting", package: "KeyboardFilm"),
                           .product(name: "KeyboardFilmSwiftUI", package: "KeyboardFilm")],  // what the ported files import
            exclude: ["App", "__Films__", "screens.json"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "UIKitSourcePort", package: "KeyboardFilm")]
        ),
    ]
)
