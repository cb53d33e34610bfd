import Foundation
import Testing

/// Inputs that once crashed, deleted a user's files or passed silently: each is now exit 2 with
/// a message naming what is wrong, and nothing is written or removed.
struct HardeningTests {
    typealias CLI = CommandLineTests

    static let valid = """
    { "name": "hardening", "device": "iPhone SE (2nd generation)", "fps": 30, "scale": 1, "duration": 1.0,
      "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.1, "do": "show" } ] }
    """

    /// Writes `json` as a storyboard in a fresh folder and returns the folder and the file.
    static func storyboard(_ json: String = valid) throws -> (URL, URL) {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("sb.json")
        try Data(json.utf8).write(to: file)
        return (dir, file)
    }

    @Test("--out naming a folder KeyboardFilm did not write is refused (exit 2) and left as it was", arguments: [".", "project", "a-file"])
    func outNeverDeletesForeignFiles(target: String) throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        let project = dir.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("// mine".utf8).write(to: project.appendingPathComponent("Package.swift"))
        try Data("mine".utf8).write(to: dir.appendingPathComponent("a-file"))
        let r = try CLI.run(["render", file.path, "--out", target, "--format", "trace", "--quiet"], in: target == "." ? project : dir)
        #expect(r.status == 2 && r.stderr.contains("refusing to replace"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("Package.swift").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("a-file").path))
        // A folder KeyboardFilm wrote is replaced as before.
        let ok = try CLI.run(["render", file.path, "--out", "film", "--format", "trace", "--quiet"], in: dir)
        let again = try CLI.run(["render", file.path, "--out", "film", "--format", "trace,strip", "--quiet"], in: dir)
        #expect(ok.status == 0 && again.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("film/filmstrip.png").path))
    }

    @Test("an empty --format list is refused and the previous output stays", arguments: ["", ",,,", " , "])
    func emptyFormat(format: String) throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["render", file.path, "--out", "film", "--format", "trace", "--quiet"], in: dir).status == 0)
        let r = try CLI.run(["render", file.path, "--out", "film", "--format", format, "--quiet"], in: dir)
        #expect(r.status == 2 && r.stderr.contains("--format"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("film/trace.json").path))
    }

    @Test("numeric options out of range: --pixel-stride 70000, --from nan", arguments: [
        ["record", "--pixel-stride", "70000", "--golden", "g"], ["render", "--from", "nan", "--format", "strip"],
        ["render", "--to", "inf", "--format", "strip"]])
    func badOptions(args: [String]) throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run([args[0], file.path] + args.dropFirst(), in: dir)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["sb.json"]) // nothing written
    }

    @Test("storyboards that crashed, hung or filmed nothing are exit 2 naming the JSON path", arguments: [
        (#""strategy": { "name": "layoutGuide" }"#, #""strategy": { "name": "layoutGuide" }, "keyboard": { "curve": { "bezier": [0.3, 1e15, 0.6, 1] } }"#, "keyboard.curve.bezier"),
        (#""strategy": { "name": "layoutGuide" }"#, #""strategy": { "name": "layoutGuide" }, "rotation": { "curve": { "bezier": [0.3, 0, 0.6, -1e14] } }"#, "rotation.curve.bezier"),
        (#""events": [ { "at": 0.1, "do": "show" } ]"#, #""events": []"#, "events"),
        (#""name": "hardening""#, #""name": "bad\u0007name""#, "name"),
        (#""name": "hardening""#, #""name": "summary.md""#, "name"),
        (#""name": "hardening""#, "\"name\": \"\(String(repeating: "x", count: 255))\"", "name"),
        // An impossible event after the last frame (1.0 s at 30 fps: the last frame is at 1.0; duration 1.02).
        (#""duration": 1.0"#, #""duration": 1.02"#, "__after"),
    ])
    func badStoryboards(find: String, replace: String, path: String) throws {
        var json = Self.valid.replacingOccurrences(of: find, with: replace)
        var expectedPath = path
        if path == "__after" {
            json = json.replacingOccurrences(of: #"{ "at": 0.1, "do": "show" }"#, with: #"{ "at": 0.1, "do": "show" }, { "at": 1.01, "do": "show" }"#)
            expectedPath = "events[1]"
        }
        let (dir, file) = try Self.storyboard(json)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", file.path, "--quiet"], in: dir)
        #expect(r.status == 2 && r.stderr.contains(file.path) && r.stderr.contains(expectedPath + ":"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["sb.json"]) // nothing written
    }
}
