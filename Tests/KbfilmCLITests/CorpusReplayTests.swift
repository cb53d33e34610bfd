import Foundation
import TestSupport
import Testing

/// Replays the committed corpus of bad inputs (`Scripts/make-fuzz-corpus.py`: every class of
/// crash, hang, data loss and silent pass found against the release binary) through `kbfilm`:
/// each run must end by itself, with exit 2 (bad input) or 1 (verification failed), never a
/// signal and never 0, and write nothing.
struct CorpusReplayTests {
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
        try CLI.inTemporaryDirectory { dir in
            for name in names {
                let file = Self.fuzz.appendingPathComponent("storyboards").appendingPathComponent(name)
                let r = try CLI.run(["render", file.path, "--quiet"], in: dir)
                #expect(!r.timedOut && !r.signalled, "\(name): \(r.timedOut ? "hung" : "crashed")")
                #expect(r.status == 2 && r.stderr.contains(name), "\(name): exit \(r.status): \(r.stderr.prefix(300))")
                #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "\(name) wrote files")
            }
        }
    }

    @Test("every damaged golden in the corpus: verify fails (exit 1 or 2), never passes, never crashes")
    func goldens() throws {
        let cases = try Self.corpus("goldens")
        #expect(cases.count >= 15)
        try CLI.inTemporaryDirectory { dir in
            let tiny = Self.fuzz.appendingPathComponent("tiny.json").path
            // The undamaged film verifies against a fresh recording: the damage is what fails.
            let fresh = dir.appendingPathComponent("fresh")
            #expect(try CLI.run(["record", tiny, "--golden", fresh.path], in: dir, environment: ["KBFILM_RECORD": "all"]).status == 0)
            #expect(try CLI.run(["verify", tiny, "--golden", fresh.path, "--artifacts", dir.appendingPathComponent("a").path], in: dir).status == 0)
            for name in cases {
                let golden = Self.fuzz.appendingPathComponent("goldens").appendingPathComponent(name)
                let r = try CLI.run(["verify", tiny, "--golden", golden.path, "--artifacts", dir.appendingPathComponent("artifacts-\(name)").path], in: dir)
                #expect(!r.timedOut && !r.signalled, "\(name): \(r.timedOut ? "hung" : "crashed")")
                #expect(r.status == 1 || r.status == 2, "\(name): exit \(r.status): \(r.stderr.prefix(300))")
            }
        }
    }

    /// One command-line case: `Tests/Fuzz/cli/<case>/case.json`.
    struct CommandCase: Decodable {
        var args: [String]
        var exit: Int32
        var stderr: String?
        var stdout: String?
        /// Where standard output goes instead of a pipe (`/dev/full`: a full disk).
        var stdoutTo: String?
        /// A file of `files/` given as standard input.
        var stdin: String?
        var symlinks: [String: String]?
        var fifos: [String]?
        /// Top-level entries the command may create or replace; everything else stays as it was.
        var writes: [String]
    }

    @Test("every command line in the corpus, under a 1 GB address-space limit: the documented exit code, the user's files byte-identical, links still links, no staging left, no crash or hang")
    func commandLines() throws {
        let cases = try Self.corpus("cli")
        #expect(cases.count >= 25)
        for name in cases {
            let folder = Self.fuzz.appendingPathComponent("cli").appendingPathComponent(name)
            let spec = try JSONDecoder().decode(CommandCase.self, from: Data(contentsOf: folder.appendingPathComponent("case.json")))
            try CLI.inTemporaryDirectory { dir in
                let work = dir.appendingPathComponent("work")
                try FileManager.default.copyItem(at: folder.appendingPathComponent("files"), to: work)
                for (link, target) in spec.symlinks ?? [:] {
                    try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent(link).path, withDestinationPath: target)
                }
                for fifo in spec.fifos ?? [] {
                    let path = work.appendingPathComponent(fifo).path
                    try? FileManager.default.removeItem(atPath: path)
                    #expect(mkfifo(path, 0o644) == 0)
                }
                let before = try folderContents(work)
                var script = "ulimit -v 1000000 && exec \"$0\" \"$@\""
                if let to = spec.stdoutTo { script += " > \(to)" }
                if let input = spec.stdin { script += " < \(input)" }
                let r = try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", script, CLI.binary.path] + spec.args, in: work,
                                       environment: ["CI": "true"], timeout: 60)
                #expect(!r.timedOut && !r.signalled, "\(name): \(r.timedOut ? "hung" : "crashed"): \(r.stderr.suffix(400))")
                #expect(r.status == spec.exit, "\(name): exit \(r.status), expected \(spec.exit): \(r.stderr.prefix(400))")
                if let text = spec.stderr { #expect(r.stderr.contains(text), "\(name): stderr lacks \"\(text)\": \(r.stderr.prefix(400))") }
                if let text = spec.stdout { #expect(r.stdout.contains(text), "\(name): stdout lacks \"\(text)\": \(r.stdout.prefix(400))") }
                if r.status != 0 && r.status != 1 { #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Domain="), "\(name): \(r.stderr.prefix(400))") }
                let after = try folderContents(work)
                let allowed = Set(spec.writes)
                for (path, entry) in before where !allowed.contains(String(path.split(separator: "/").first ?? "")) {
                    #expect(after[path] == entry, "\(name): \(path) changed or vanished")
                }
                for path in after.keys where before[path] == nil {
                    let top = String(path.split(separator: "/").first ?? "")
                    #expect(allowed.contains(top), "\(name): wrote \(path)")
                    #expect(!path.split(separator: "/").contains { $0.hasPrefix(".") && ($0.contains(".partial-") || $0.contains(".old-")) }, "\(name): left staging \(path)")
                }
            }
        }
    }
}
