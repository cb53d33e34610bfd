import Foundation
import TestSupport
import Testing

/// `record` and `verify` as a CI job uses them: settings read back from the golden, what was
/// kept and why, JUnit XML and a Markdown summary, one page of all failures.
struct GoldenReportTests {
    /// States its fps but not its scale (the device's, 2): verify may take the scale from the golden.
    static func storyboard(_ name: String, fps: Int = 30, duration: Double = 0.25) -> String {
        """
        { "name": "\(name)", "device": "iPhone SE (2nd generation)", "fps": \(fps), "duration": 1.0,
          "strategy": { "name": "fixedCurve", "duration": \(duration) }, "events": [ { "at": 0.1, "do": "show" } ] }
        """
    }

    /// A developer machine's environment: records when asked, never as under CI.
    static let developer = ["CI": "", "KBFILM_RECORD": ""]

    /// Records storyboard `b` (0.25 s ease-out) at 1x into `dir/g`, then changes it to 0.3 s: a
    /// golden that the next verify fails, from frame 4 (the show at 0.1 s is frame 3 at 30 fps).
    static func recordThenChange(in dir: URL) throws {
        try Data(storyboard("b").utf8).write(to: dir.appendingPathComponent("b.json"))
        let r = try CLI.run(["record", "b.json", "--golden", "g", "--scale", "1"], in: dir, environment: developer)
        try #require(r.status == 0, "\(r.stderr)")
        try Data(storyboard("b", duration: 0.3).utf8).write(to: dir.appendingPathComponent("b.json"))
    }

    @Test("record --scale 1 then a bare verify passes (scale from the manifest); record says what it kept and how to force it")
    func settingsFromTheGolden() throws {
        try CLI.inTemporaryDirectory { dir in
            try Data(Self.storyboard("one").utf8).write(to: dir.appendingPathComponent("one.json"))
            let env = ["CI": "", "KBFILM_RECORD": ""]
            let rec = try CLI.run(["record", "one.json", "--golden", "g", "--scale", "1", "--pixel-stride", "4"], in: dir, environment: env)
            #expect(rec.status == 0, "\(rec.stderr)")
            let verify = try CLI.run(["verify", "one.json", "--golden", "g"], in: dir, environment: env)
            #expect(verify.status == 0 && verify.stdout.contains("one: passed"), "\(verify.stdout)\(verify.stderr)")
            // At 2x (the storyboard's) the canvas differs: an explicit --scale still overrides the golden.
            let forced = try CLI.run(["verify", "one.json", "--golden", "g", "--scale", "2"], in: dir, environment: env)
            #expect(forced.status == 1 && forced.stdout.contains("canvas size differs"), "\(forced.stdout)")

            let kept = try CLI.run(["record", "one.json", "--golden", "g"], in: dir, environment: env)
            #expect(kept.status == 0 && kept.stdout.contains("kept the existing golden") && kept.stdout.contains("--update"), "\(kept.stdout)")
            let updated = try CLI.run(["record", "one.json", "--golden", "g", "--update", "--scale", "1"], in: dir, environment: env)
            #expect(updated.status == 0 && updated.stdout.contains("recorded"), "\(updated.stdout)")
            // The re-record kept the pixel stride of 4 without being told: 31 frames store 8 (0, 4, …, 28).
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("g/one/manifest.json"))) as? [String: Any])
            #expect(manifest["pixelStride"] as? Int == 4)
            #expect((manifest["frames"] as? [String])?.count == 8)
        }
    }

    @Test("--junit writes XML with one test case per film and a failure per failing one; --summary counts; one page of all failures",
          .enabled(if: Peers.python3, "needs python3 (its XML parser checks the JUnit file); CI installs it"))
    func ciReports() throws {
        try CLI.inTemporaryDirectory { dir in
            let env = ["CI": "", "KBFILM_RECORD": ""]
            for name in ["a", "b", "c"] { try Data(Self.storyboard(name).utf8).write(to: dir.appendingPathComponent("\(name).json")) }
            #expect(try CLI.run(["record", "a.json", "b.json", "--golden", "g", "--scale", "1"], in: dir, environment: env).status == 0)
            // b changes (0.25 s → 0.3 s), c has no golden.
            try Data(Self.storyboard("b", duration: 0.3).utf8).write(to: dir.appendingPathComponent("b.json"))
            let r = try CLI.run(["verify", "a.json", "b.json", "c.json", "--golden", "g", "--artifacts", "art",
                                 "--junit", "junit.xml", "--summary", "summary.md", "--max-triptychs", "2"], in: dir, environment: env)
            #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
            #expect(r.stdout.contains("triptychs written for the first 2 of"), "\(r.stdout)")
            #expect(r.stdout.contains("record it with `kbfilm record c.json --golden "), "the hint names the storyboard\n\(r.stdout)")
            let check = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            cases = root.findall("testcase")
            print(root.tag, root.get("tests"), root.get("failures"), len(cases), ",".join(c.get("name") + ":" + ("fail" if c.find("failure") is not None else "ok") for c in cases))
            """
            let xml = try CLI.tool("python3", ["-c", check, dir.appendingPathComponent("junit.xml").path])
            #expect(xml.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "testsuite 3 2 3 a:ok,b:fail,c:fail", "\(xml)")
            let md = try String(contentsOf: dir.appendingPathComponent("summary.md"), encoding: .utf8)
            #expect(md.contains("| 1 | 1 | 1 | 0 |"), "\(md)")
            #expect(md.contains("| b | changed | 4 |"), "first differing frame of b: the show at 0.1 s is frame 3 at 30 fps, frame 4 is the first moved\n\(md)")
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("art/b/index.html").path))
        }
    }
    @Test("artifacts that cannot be written do not hide the verdict: FAILED, the reason, exit 1")
    func unwritableArtifacts() throws {
        try CLI.inTemporaryDirectory { dir in
            let env = Self.developer
            try Self.recordThenChange(in: dir)
            try Data("a file where the artifacts folder would go".utf8).write(to: dir.appendingPathComponent("art"))
            let r = try CLI.run(["verify", "b.json", "--golden", "g", "--artifacts", "art"], in: dir, environment: env)
            #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
            #expect(r.stdout.contains("b: FAILED") && r.stdout.contains("failure artifacts could not be written"), "\(r.stdout)")
            #expect(!r.stdout.contains("Domain="), "\(r.stdout)")
        }
    }
}

/// What verify takes from the golden and what it keeps from the storyboard.
struct StatedSettingsTests {
    @Test("an fps or scale the storyboard states and the golden differs from fails (exit 1, saying which); unstated, the golden's is taken")
    func statedSettingsWin() throws {
        try CLI.inTemporaryDirectory { dir in
            let env = GoldenReportTests.developer
            try Data(GoldenReportTests.storyboard("one").utf8).write(to: dir.appendingPathComponent("one.json"))
            #expect(try CLI.run(["record", "one.json", "--golden", "g", "--scale", "1"], in: dir, environment: env).status == 0)
            #expect(try CLI.run(["verify", "one.json", "--golden", "g"], in: dir, environment: env).status == 0) // scale unstated: 1 from the golden
            // The storyboard now states fps 60 (recorded at 30).
            try Data(GoldenReportTests.storyboard("one", fps: 60).utf8).write(to: dir.appendingPathComponent("one.json"))
            let fps = try CLI.run(["verify", "one.json", "--golden", "g"], in: dir, environment: env)
            #expect(fps.status == 1 && fps.stdout.contains("one: FAILED") && fps.stdout.contains("fps"), "\(fps.stdout)")
            // …or states scale 2 (recorded at 1).
            let text = GoldenReportTests.storyboard("one").replacingOccurrences(of: #""fps": 30,"#, with: #""fps": 30, "scale": 2,"#)
            try Data(text.utf8).write(to: dir.appendingPathComponent("one.json"))
            let scale = try CLI.run(["verify", "one.json", "--golden", "g"], in: dir, environment: env)
            #expect(scale.status == 1 && scale.stdout.contains("one: FAILED"), "\(scale.stdout)")
            // --scale says which wins.
            #expect(try CLI.run(["verify", "one.json", "--golden", "g", "--scale", "1"], in: dir, environment: env).status == 0)
        }
    }
}

/// `verify --junit FILE` / `--summary FILE` write only files KeyboardFilm wrote before.
struct ReportPathTests {
    @Test("a report path that is the golden's own file, the storyboard, a user's file or a folder is refused before verifying (exit 2), the file byte-identical; its own previous report is replaced")
    func foreignReportFilesRefused() throws {
        try CLI.inTemporaryDirectory { dir in
            try Data(GoldenReportTests.storyboard("one").utf8).write(to: dir.appendingPathComponent("one.json"))
            let env = GoldenReportTests.developer
            #expect(try CLI.run(["record", "one.json", "--golden", "g", "--scale", "1"], in: dir, environment: env).status == 0)
            try Data("# my notes\n".utf8).write(to: dir.appendingPathComponent("README.md"))
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("reports"), withIntermediateDirectories: true)
            for option in ["--junit", "--summary"] {
                for target in ["g/one/manifest.json", "g/one/trace.json", "one.json", "README.md", "reports"] {
                    let path = dir.appendingPathComponent(target)
                    var isFolder: ObjCBool = false
                    _ = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
                    let before = isFolder.boolValue ? nil : try Data(contentsOf: path)
                    let r = try CLI.run(["verify", "one.json", "--golden", "g", option, target], in: dir, environment: env)
                    #expect(r.status == 2 && r.stderr.contains(target), "\(option) \(target): exit \(r.status) \(r.stderr)")
                    #expect(!r.stdout.contains("passed"), "\(option) \(target): verified before refusing")
                    if let before { #expect(try Data(contentsOf: path) == before, "\(option) \(target) was changed") }
                }
            }
            // Its own reports, written by an earlier run, are replaced.
            for _ in 0..<2 {
                let r = try CLI.run(["verify", "one.json", "--golden", "g", "--junit", "reports/junit.xml", "--summary", "reports/summary.md"], in: dir, environment: env)
                #expect(r.status == 0, "\(r.stderr)")
            }
            #expect(try String(contentsOf: dir.appendingPathComponent("reports/junit.xml"), encoding: .utf8).contains("<testsuite"))
        }
    }
}

/// A golden is checked against itself: its decoded frames against its manifest's frame hashes.
struct GoldenSelfCheckTests {
    @Test("an animation.png taken from another film (file hash updated) no longer passes: the other film fails as a corrupt golden, and --strict catches it for its own film")
    func transplantedAnimation() throws {
        try CLI.inTemporaryDirectory { dir in
            let env = GoldenReportTests.developer
            // The same film name, two handlers: 0.25 s and 0.3 s ease-outs.
            try Data(GoldenReportTests.storyboard("a", duration: 0.25).utf8).write(to: dir.appendingPathComponent("a.json"))
            try Data(GoldenReportTests.storyboard("a", duration: 0.3).utf8).write(to: dir.appendingPathComponent("other.json"))
            for (file, golden) in [("a.json", "g"), ("other.json", "h")] {
                #expect(try CLI.run(["record", file, "--golden", golden, "--scale", "1"], in: dir, environment: env).status == 0)
            }
            // Transplant h's animation into g, with the file hash the manifest checks first updated.
            let target = dir.appendingPathComponent("g/a"), source = dir.appendingPathComponent("h/a")
            try FileManager.default.removeItem(at: target.appendingPathComponent("animation.png"))
            try FileManager.default.copyItem(at: source.appendingPathComponent("animation.png"), to: target.appendingPathComponent("animation.png"))
            func manifest(_ folder: URL) throws -> [String: Any] {
                try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as! [String: Any]
            }
            var m = try manifest(target)
            var files = m["files"] as! [String: String]
            files["animation.png"] = (try manifest(source)["files"] as! [String: String])["animation.png"]
            m["files"] = files
            try JSONSerialization.data(withJSONObject: m, options: [.prettyPrinted, .sortedKeys]).write(to: target.appendingPathComponent("manifest.json"))

            let other = try CLI.run(["verify", "other.json", "--golden", "g"], in: dir, environment: env)
            #expect(other.status == 2 && other.stderr.contains("another film"), "\(other.stdout)\(other.stderr)")
            let strict = try CLI.run(["verify", "a.json", "--golden", "g", "--strict"], in: dir, environment: env)
            #expect(strict.status == 2 && strict.stderr.contains("another film"), "\(strict.stdout)\(strict.stderr)")
        }
    }
}
