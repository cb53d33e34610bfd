import Foundation
import TestSupport
import Testing

/// Every public name of every library module, as the compiler's symbol graph lists it, against
/// the listing kept in `Tests/PublicAPI/<Module>.txt`: a new, changed or removed public name
/// fails here until the listing is updated, so widening the API is a decision made in review.
/// `KBFILM_RECORD_API=1` rewrites the listings from the build.
struct PublicAPITests {
    /// The modules a package depending on KeyboardFilm can import (its products and what they re-export).
    static let modules = ["KeyboardFilmUIKit", "KeyboardFilmSwiftUI", "KeyboardSimulation", "KeyboardFilm", "GoldenFilm",
                          "GoldenFilmTesting", "FilmSnapshotTesting", "KeyboardFilmCommandLine", "KeyboardPhysics",
                          "FrameRendering", "PNGCodec", "Combine"]

    /// The build folder the tests run from: its `Modules` and the C modules' module maps.
    static let build = CLI.binary.deletingLastPathComponent()
    static let listings = CLI.packageRoot.appendingPathComponent("Tests/PublicAPI")

    /// One line per public symbol: its path, then its declaration as written.
    static func listing(_ module: String) throws -> [String] {
        let out = try temporaryDirectory("public-api")
        defer { try? FileManager.default.removeItem(at: out) }
        let maps = try FileManager.default.contentsOfDirectory(atPath: build.path)
            .filter { $0.hasSuffix(".build") }
            .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
            .sorted() + [CLI.packageRoot.appendingPathComponent("Sources/CLibPNG/module.modulemap").path]
        let includes = ["CLibPNG", "CPNGBridge", "CPixelDiff", "CAtomicRename"]
            .map { CLI.packageRoot.appendingPathComponent("Sources/\($0)/include").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        var args = ["-module-name", module, "-target", build.deletingLastPathComponent().lastPathComponent, "-I", build.appendingPathComponent("Modules").path,
                    "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out.path]
        for m in maps { args += ["-Xcc", "-fmodule-map-file=\(m)"] }
        for i in includes { args += ["-Xcc", "-I\(i)"] }
        // `swift symbolgraph-extract` finds the tool beside the toolchain's swift, whatever PATH holds.
        let run = try runTool("swift", ["symbolgraph-extract"] + args)
        guard run.status == 0 else { throw Failure(message: "swift-symbolgraph-extract \(module): \(run.stderr.prefix(2000))") }
        var lines = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: out.path) where file.hasSuffix(".symbols.json") {
            let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: out.appendingPathComponent(file)))
            for s in graph.symbols {
                let declaration = s.declarationFragments.map(\.spelling).joined()
                    .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                lines.insert("\(s.pathComponents.joined(separator: ".")): \(declaration)")
            }
        }
        return lines.sorted()
    }

    struct Graph: Decodable {
        struct Symbol: Decodable {
            struct Fragment: Decodable { var spelling: String }
            var pathComponents: [String]
            var declarationFragments: [Fragment]
        }
        var symbols: [Symbol]
    }
    struct Failure: Error, CustomStringConvertible { var message: String; var description: String { message } }

    @Test("each library module's public names are the ones its listing in Tests/PublicAPI names", arguments: modules)
    func publicNames(module: String) throws {
        let now = try Self.listing(module)
        #expect(now.count > 0, "\(module) lists no public symbol: the symbol graph was not read")
        let file = Self.listings.appendingPathComponent("\(module).txt")
        if ProcessInfo.processInfo.environment["KBFILM_RECORD_API"] == "1" {
            try FileManager.default.createDirectory(at: Self.listings, withIntermediateDirectories: true)
            try Data((now.joined(separator: "\n") + "\n").utf8).write(to: file, options: .atomic)
            return
        }
        let kept = try #require(try? String(contentsOf: file, encoding: .utf8), "no listing \(file.path): run the tests with KBFILM_RECORD_API=1 and review it")
        let listed = kept.split(separator: "\n").map(String.init)
        let added = Set(now).subtracting(listed).sorted(), removed = Set(listed).subtracting(now).sorted()
        #expect(added.isEmpty && removed.isEmpty, """
            \(module)'s public API changed (a public name is a decision: if this one is meant, run the tests with \
            KBFILM_RECORD_API=1, review Tests/PublicAPI/\(module).txt, and note it in CHANGELOG.md)
            new: \(added.prefix(20).joined(separator: "\n     "))
            gone: \(removed.prefix(20).joined(separator: "\n      "))
            """)
    }
}
