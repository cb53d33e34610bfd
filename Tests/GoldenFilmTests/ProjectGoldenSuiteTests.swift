import Foundation
import TestSupport
import GoldenFilmTesting
import KeyboardSimulation
import Testing

/// The project's own golden suite: every storyboard in Examples/ at 1x against Tests/Goldens
/// (recorded by Scripts/record-goldens.sh). Uses the same helper users call.
@MainActor
struct ProjectGoldenSuiteTests {
    nonisolated static let root = TestSupport.packageRoot

    nonisolated static let examples: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test("there is a golden for every example and an example for every golden")
    func goldensMatchExamples() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Tests/Goldens").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(!Self.examples.isEmpty)
        #expect(goldens == Self.examples.map { String($0.dropLast(5)) }.sorted())
    }

    @Test("every example matches its golden", arguments: examples)
    func example(_ file: String) throws {
        var sb = try StoryboardLoader.load(path: Self.root.appendingPathComponent("Examples/\(file)").path)
        sb.scale = 1
        assertFilm(try Film(storyboard: sb), golden: Self.root.appendingPathComponent("Tests/Goldens").path,
                   artifacts: Self.root.appendingPathComponent("Output/verify").path)
    }
}
