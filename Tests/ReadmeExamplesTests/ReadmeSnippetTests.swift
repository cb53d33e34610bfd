import Foundation
import Testing

/// Every Swift snippet of the README and of the DocC articles is code that compiles: each one
/// appears, line for line (indentation aside), in a file this suite compiles (this target, whose
/// `App` is the example app's shipped controller, and the shipped-code targets) or the example
/// package CI builds and tests (`Scripts/check-example.sh`). A snippet edited in the README or an
/// article alone fails here.
struct ReadmeSnippetTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The DocC catalog whose articles hold the reference the README points to.
    static let catalog = "Sources/KeyboardFilm/KeyboardFilm.docc"

    /// The Markdown files whose Swift blocks are checked, as paths in the repository: README.md,
    /// then every `.md` file in the DocC catalog, in name order.
    static func documents() throws -> [String] {
        let folder = repository.appendingPathComponent(catalog)
        let articles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
        return ["README.md"] + articles.map { catalog + "/" + $0 }
    }

    /// The Swift blocks of the README and the articles, each with its file and the line it starts on.
    static func snippets() throws -> [(file: String, line: Int, lines: [String])] {
        var out: [(String, Int, [String])] = []
        for file in try documents() {
            let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
            var current: [String]?, start = 0
            for (n, line) in text.components(separatedBy: "\n").enumerated() {
                if current == nil, line.hasPrefix("```swift") { current = []; start = n + 2; continue }
                if current != nil, line.hasPrefix("```") { out.append((file, start, current!)); current = nil; continue }
                current?.append(line)
            }
        }
        return out
    }

    /// Lines without indentation or trailing blanks, empty lines dropped.
    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The compiled files a snippet may come from.
    static func compiledSources() throws -> [String: [String]] {
        let roots = ["Tests/ReadmeExamplesTests", "Tests/ShippedCodeTests/App", "Tests/ShippedSwift6Tests/App", "Tests/SwiftUIFilmTests", "Examples/ChatApp"]
        var files: [String: [String]] = [:]
        // Walks folders through symbolic links (this target's `App` links the example's).
        func walk(_ url: URL, as name: String) throws {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.resolvingSymlinksInPath().path, isDirectory: &isFolder) else { return }
            if isFolder.boolValue {
                for entry in try FileManager.default.contentsOfDirectory(atPath: url.resolvingSymlinksInPath().path) where !entry.hasPrefix(".") {
                    try walk(url.appendingPathComponent(entry), as: name + "/" + entry)
                }
            } else if url.pathExtension == "swift", url.lastPathComponent != "ReadmeSnippetTests.swift" {
                files[name] = normalized(try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n"))
            }
        }
        for root in roots { try walk(repository.appendingPathComponent(root), as: root) }
        return files
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
    }

    @Test("the README and the DocC articles have Swift snippets, and each one is in a file that is compiled (and, where it films, run against a golden)")
    func everySnippetIsCompiled() throws {
        let documents = try Self.documents(), snippets = try Self.snippets(), sources = try Self.compiledSources()
        #expect(documents.count > 1, "no articles in \(Self.catalog)")
        #expect(snippets.count >= 11, "the Swift blocks of README.md and \(Self.catalog)/*.md were not found: \(snippets.count) of at least 11")
        #expect(snippets.contains { $0.file == "README.md" }, "README.md has no Swift block")
        #expect(sources.keys.contains("Tests/ReadmeExamplesTests/App/ChatViewController.swift"), "the example's controller is linked as App")
        for snippet in snippets {
            let lines = Self.normalized(snippet.lines)
            let home = sources.first { Self.contains($0.value, lines) }?.key
            #expect(home != nil, "\(snippet.file):\(snippet.line): this Swift snippet is in no compiled file:\n\(snippet.lines.prefix(4).joined(separator: "\n"))")
        }
    }
}
