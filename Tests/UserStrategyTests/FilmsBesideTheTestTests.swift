import Foundation
import GoldenFilmTesting
import KeyboardSimulation
import Testing

/// A user's test with every default: goldens in `__Films__` beside this file, artifacts where
/// `KBFILM_ARTIFACTS` says, failures attached. It runs only when the test below starts this test
/// binary again from another working directory (as Xcode does), naming the film and the change.
@MainActor
struct FilmsBesideTheTestTests {
    nonisolated static let inner = ProcessInfo.processInfo.environment["KBFILM_INNER_FILM"]

    @Test("a user's film test, run from another working directory by the test below (skipped when the suite runs it directly)",
          .enabled(if: inner != nil, "runs only in the second process the next test starts"))
    func userTestFromElsewhere() throws {
        let env = ProcessInfo.processInfo.environment
        let ownTiming = env["KBFILM_INNER_OWN_TIMING"] == "1"
        var sb = Storyboard(name: Self.inner ?? "unused", device: DeviceCatalogue.device(named: "iPhone 13")!,
                            strategy: StrategyConfiguration(.layoutGuide), durationSeconds: 0.6,
                            events: [StoryboardEvent(atSeconds: 0.1, action: .show)])
        sb.scale = 1
        sb.fps = 30
        try sb.validate()
        let options: UIView.AnimationOptions = ownTiming ? [.curveEaseInOut, .overrideInheritedDuration, .overrideInheritedCurve] : .curveEaseInOut
        assertFilm(storyboard: sb) { window in
            let chat = ChatViewController()
            chat.animationOptions = { _ in options }
            window.rootViewController = chat
            return FilmSubject(bar: chat.inputBar, scrollView: chat.tableView, textField: chat.textField)
        }
    }

    @Test("run from another folder: records into __Films__ beside the test file, then passes, then fails on a one-line change with the failure attached")
    func filmsBesideTheTest() throws {
        let name = "films-beside-\(UUID().uuidString.prefix(8).lowercased())"
        let films = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Films__")
        let golden = films.appendingPathComponent(name)
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("kbfilm-elsewhere-\(name)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: golden)
            // Remove __Films__ only if this test made it and left it empty.
            if (try? FileManager.default.contentsOfDirectory(atPath: films.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: films)
            }
            try? FileManager.default.removeItem(at: elsewhere)
        }
        func runInner(ownTiming: Bool, attachments: String) throws -> Int32 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            let folder = elsewhere.appendingPathComponent(attachments)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            p.arguments = ["--testing-library", "swift-testing", "--filter", "userTestFromElsewhere", "--attachments-path", folder.path]
            p.currentDirectoryURL = elsewhere
            p.environment = ProcessInfo.processInfo.environment.merging([
                "KBFILM_INNER_FILM": name, "KBFILM_INNER_OWN_TIMING": ownTiming ? "1" : "0", "KBFILM_RECORD": "missing", "CI": "",
                "KBFILM_ARTIFACTS": elsewhere.appendingPathComponent("artifacts").path,
            ]) { $1 }
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            return p.terminationStatus
        }
        // 1. No golden yet: recorded beside this file (not in the working directory), the test fails once.
        #expect(try runInner(ownTiming: false, attachments: "first") != 0)
        #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("manifest.json").path))
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("__Films__").path))
        // 2. Unchanged: passes.
        #expect(try runInner(ownTiming: false, attachments: "second") == 0)
        // 3. One line changed (the handler overrides the inherited curve and duration): fails, artifacts under KBFILM_ARTIFACTS, attached to the result.
        #expect(try runInner(ownTiming: true, attachments: "third") != 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("artifacts/\(name)/index.html").path))
        let attached = try FileManager.default.contentsOfDirectory(atPath: elsewhere.appendingPathComponent("third").path)
        #expect(attached.contains { $0.hasSuffix("-triptych.png") } && attached.contains("diff-animation.png") && attached.contains("index.html"),
                "\(attached)")
    }
}
