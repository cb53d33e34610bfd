import Foundation
import TestSupport
import Testing

/// Replays the committed corpus of bad inputs (`Scripts/make-fuzz-corpus.py`: every class of
/// crash, hang, data loss and silent pass found against the release binary) through `kbfilm`:
/// each run must end by itself, with exit 2 (bad input) or 1 (verification failed), never a
/// signal and never 0, and write nothing.
struct CorpusReplayTests {
    typealias CLI = CommandLineTests
    static let fuzz = CLI.packageRoot.appendingPathComponent("Tests/Fuzz")

    /// Runs kbfilm, killing it if it has not ended after `limit` seconds (a hang is a failure).
    static func run(_ args: [String], in dir: URL, limit: Double = 60) throws -> ProcessResult {
        try runProcess(CLI.binary, args, in: dir, environment: ["CI": "true"], timeout: limit)
    }

    static func corpus(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fuzz.appendingPathComponent(folder).path).sorted()
    }

    @Test("every bad storyboard in the corpus: exit 2 naming the file, nothing written, in bounded time")
    func storyboards() throws {
        let names = try Self.corpus("storyboards")
        #expect(names.count >= 60)
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in names {
            let file = Self.fuzz.appendingPathComponent("storyboards").appendingPathComponent(name)
            let r = try Self.run(["render", file.path, "--quiet"], in: dir)
            #expect(!r.timedOut && !r.signalled, "\(name): \(r.timedOut ? "hung" : "crashed")")
            #expect(r.status == 2 && r.stderr.contains(name), "\(name): exit \(r.status): \(r.stderr.prefix(300))")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "\(name) wrote files")
        }
    }

    @Test("every damaged golden in the corpus: verify fails (exit 1 or 2), never passes, never crashes")
    func goldens() throws {
        let cases = try Self.corpus("goldens")
        #expect(cases.count >= 15)
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tiny = Self.fuzz.appendingPathComponent("tiny.json").path
        // The undamaged film verifies against a fresh recording: the damage is what fails.
        let fresh = dir.appendingPathComponent("fresh")
        #expect(try CLI.run(["record", tiny, "--golden", fresh.path], in: dir, environment: ["KBFILM_RECORD": "all"]).status == 0)
        #expect(try Self.run(["verify", tiny, "--golden", fresh.path, "--artifacts", dir.appendingPathComponent("a").path], in: dir).status == 0)
        for name in cases {
            let golden = Self.fuzz.appendingPathComponent("goldens").appendingPathComponent(name)
            let r = try Self.run(["verify", tiny, "--golden", golden.path, "--artifacts", dir.appendingPathComponent("artifacts-\(name)").path], in: dir)
            #expect(!r.timedOut && !r.signalled, "\(name): \(r.timedOut ? "hung" : "crashed")")
            #expect(r.status == 1 || r.status == 2, "\(name): exit \(r.status): \(r.stderr.prefix(300))")
        }
    }
}
