// swift-tools-version:6.0
// An app's chat screen and its golden film test: the controller file is the one the iOS app
// ships; on Linux and macOS it compiles against KeyboardFilmUIKit and is filmed as written.
import PackageDescription

let package = Package(
    name: "ChatApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.library(name: "ChatUI", targets: ["ChatUI"])],
    dependencies: [.package(name: "KeyboardFilm", path: "../..")],
    targets: [
        .target(name: "ChatUI", dependencies: [
            // UIKit itself on iOS; its model everywhere else.
            .product(name: "KeyboardFilmUIKit", package: "KeyboardFilm", condition: .when(platforms: [.linux, .macOS])),
        ]),
        .testTarget(name: "ChatUITests", dependencies: [
            "ChatUI", .product(name: "GoldenFilmTesting", package: "KeyboardFilm"),
        ]),
    ]
)
