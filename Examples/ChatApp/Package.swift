// swift-tools-version:6.0
// An app's chat screen and its golden film tests. The controller files under each `App/` folder
// are the ones the iOS app ships, byte for byte (`import UIKit`, `@objc`, `#selector`); on Linux
// the UIKitSourcePort plugin compiles a ported copy against KeyboardFilmUIKit and films them.
import PackageDescription

let package = Package(
    name: "ChatApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.executable(name: "chat-films", targets: ["ChatFilms"])],
    dependencies: [.package(name: "KeyboardFilm", path: "../..")],
    targets: [
        // The chat screen on the command line (render, review, compare, record, verify, diff):
        // kbfilm's commands with the app's controller registered. `App` links the test target's
        // folder, so the film is made from the same files.
        .executableTarget(
            name: "ChatFilms",
            dependencies: [.product(name: "KeyboardFilmCommandLine", package: "KeyboardFilm")],
            exclude: ["App"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "UIKitSourcePort", package: "KeyboardFilm")]
        ),
        // Selector observers and @objc handlers, in Swift 5 mode: the style most apps have.
        .testTarget(
            name: "ChatFilmTests",
            dependencies: [.product(name: "GoldenFilmTesting", package: "KeyboardFilm"),
                           .product(name: "KeyboardFilmUIKit", package: "KeyboardFilm")],    // what the ported files import
            exclude: ["App", "__Films__", "chat.json"],                        // the app's files, as they ship; goldens; the storyboard
            swiftSettings: [.swiftLanguageMode(.v5)],                         // the mode the app builds in
            plugins: [.plugin(name: "UIKitSourcePort", package: "KeyboardFilm")]  // compiled from a ported copy
        ),
        // The same screen in Swift 6: an async sequence of notifications.
        .testTarget(
            name: "ModernChatFilmTests",
            dependencies: [.product(name: "GoldenFilmTesting", package: "KeyboardFilm"),
                           .product(name: "KeyboardFilmUIKit", package: "KeyboardFilm")],
            exclude: ["App", "__Films__", "chat.json"],
            plugins: [.plugin(name: "UIKitSourcePort", package: "KeyboardFilm")]
        ),
    ]
)
