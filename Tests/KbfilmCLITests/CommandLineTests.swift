import Foundation
import TestSupport
import Testing

/// Runs the built `kbfilm` binary, as a user would, and checks output and exit codes.
struct CommandLineTests {
    @Test("the Storyboards article's table of storyboard numbers is what `kbfilm list numbers` prints, and a range it states is the one the loader keeps")
    func numbersTable() throws {
        let r = try CLI.run(["list", "numbers"])
        #expect(r.status == 0 && r.stdout.hasPrefix("| where |"), "\(r.stderr)")
        let article = "Sources/KeyboardFilm/KeyboardFilm.docc/Storyboards.md"
        let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(article), encoding: .utf8)
        #expect(text.contains(r.stdout), "\(article)'s table differs from `kbfilm list numbers`: paste its output")
        // One row read by a person, tried on the loader: layout.barHeight takes 20 … 200 pt.
        let row = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("| `layout.barHeight` |") })
        #expect(row.contains("20 … 200 pt"))
        try inTemporaryDirectory { dir in
            for (height, status) in [(200.0, 0), (200.5, 2)] {
                let file = dir.appendingPathComponent("bar.json")
                try Data(#"{ "device": "iPhone 13", "duration": 1, "strategy": { "name": "layoutGuide" }, "layout": { "barHeight": \#(height) }, "events": [ { "at": 0.1, "do": "show" } ] }"#.utf8).write(to: file)
                let t = try CLI.run(["trace", file.path])
                #expect(t.status == Int32(status), "\(height): \(t.stderr)")
                if status == 2 { #expect(t.stderr.contains("layout.barHeight") && t.stderr.contains("200.5 is out of range (expected 20 … 200 pt)"), "\(t.stderr)") }
            }
        }
    }

    @Test("trace prints JSON whose summary matches its frames; --csv prints one row per frame")
    func trace() throws {
        let r = try CLI.run(["trace", "Examples/rotation-ios7-notification-sync.json"])
        #expect(r.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.count == 121) // 2 s at 60 fps, both ends included
        // Drift recomputed from each frame's geometry by its definition (keyboard-physics.md, "drift"):
        // bar bottom − min(keyboard top, rest position), to the four decimals the file holds.
        func number(_ o: Any?, _ key: String) -> Double { ((o as? [String: Any])?[key] as? NSNumber)?.doubleValue ?? .nan }
        let drifts = frames.map { f -> Double in
            let bar = f["bar"], keyboard = f["keyboard"]
            return number(bar, "y") + number(bar, "height") - min(number(keyboard, "y"), number(f, "restBottom"))
        }
        for (f, d) in zip(frames, drifts) {
            #expect(abs(number(f, "drift") - d) < 2e-4, "frame \(f["index"] ?? "?"): drift \(number(f, "drift")), geometry says \(d)")
        }
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(abs(number(summary, "maxAbsDrift") - drifts.map(abs).max()!) < 2e-4)
        #expect(drifts.map(abs).max()! > 100) // the iOS 7 handler's bar leaves the keyboard mid-turn (README: 104.8 pt)
        #expect((json["canvas"] as? [String: Int])?["width"] == 1688) // 844 pt × 2: holds both orientations
        let csv = try CLI.run(["trace", "Examples/rotation-ios7-notification-sync.json", "--csv"])
        #expect(csv.stdout.split(separator: "\n").count == 122)
    }

    @Test("list prints every strategy and every bundled example")
    func list() throws {
        let strategies = try CLI.run(["list", "strategies"])
        // The eleven strategies of the five articles, the two view-aware handlers of the scenarios
        // and the chat frameworks' tracking accessory.
        let names = ["layoutGuide", "inputAccessory", "inheritedAnimation", "notificationSync", "rotationAware", "rotationCoordinator",
                     "beginFrameOffset", "fixedCurve", "displayLink", "displayLinkHybrid", "curveTracking", "keyboardHeight", "keyboardOverlap",
                     "trackingAccessory"]
        let lines = strategies.stdout.split(separator: "\n")
        #expect(strategies.status == 0 && lines.count == names.count)
        for name in names { #expect(lines.contains { $0.split(separator: " ").first.map(String.init) == name }, "\(name)") }
        let examples = try CLI.run(["list", "examples"])
        let files = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".json") }
        #expect(examples.status == 0 && examples.stdout.split(separator: "\n").count == files.count)
        let devices = try CLI.run(["list", "devices"])
        #expect(devices.stdout.contains("iPhone SE (2nd generation)"))
        // Grouped by product line, the 2026 line-up in it, every row with its sources.
        let text = devices.stdout
        for line in ["iPhone with a home button:", "iPhone with a notch:", "iPhone with the Dynamic Island:",
                     "iPad with a home button:", "iPad without a home button:"] {
            #expect(text.contains("\n" + line) || text.hasPrefix(line), "\(line)")
        }
        for name in ["iPhone 16", "iPhone 16e", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air", "iPad (A16)", "iPad Pro 13-inch (M4)"] {
            #expect(text.contains(name), "\(name)")
        }
        let air = try #require(text.split(separator: "\n").firstIndex { $0.contains("iPhone Air") })
        let figures = text.split(separator: "\n")[air - 1] // the row above its names
        #expect(figures.contains("420×912") && figures.contains("68/68") && figures.contains("A · U"))
    }

    @Test("bad storyboards exit 2, name the file and the JSON path, and write nothing", arguments: [
        (#""fps": 60"#, #""fps": 0"#, "fps"),
        (#""to": "landscapeLeft""#, #""to": "sideways""#, "events[1].to"),
        (#""at": 1.60"#, #""at": 0.5"#, "events[2].at"),
        (#""name": "notificationSync""#, #""name": "notificationSink""#, "strategy.name"),
        (#""tabBar": false"#, #""tabBar": "no""#, "layout.tabBar"),
    ])
    func badInput(find: String, replace: String, path: String) throws {
        try CLI.inTemporaryDirectory { dir in
            let good = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Examples/rotation-ios7-notification-sync.json"), encoding: .utf8)
            let bad = good.replacingOccurrences(of: find, with: replace)
            #expect(bad != good)
            let file = dir.appendingPathComponent("bad.json")
            try bad.write(to: file, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("out")
            let r = try CLI.run(["render", file.path, "--out", out.path])
            #expect(r.status == 2)
            #expect(r.stderr.contains(file.path) && r.stderr.contains(path), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
            let t = try CLI.run(["trace", file.path])
            #expect(t.status == 2 && t.stdout.isEmpty)
        }
    }

    @Test("a missing file and a bad option are usage errors (exit 2)")
    func usageErrors() throws {
        let missing = try CLI.run(["trace", "no/such/storyboard.json"])
        #expect(missing.status == 2 && missing.stderr.contains("no/such/storyboard.json"))
        let option = try CLI.run(["trace", "Examples/interactive-dismiss.json", "--scale", "7"])
        #expect(option.status == 2)
        let kind = try CLI.run(["list", "gadgets"])
        #expect(kind.status == 2)
    }

    @Test("render writes PNG frames and trace.json by default, one frame per trace frame")
    func renderDefault() throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("film")
            let r = try CLI.run(["render", "Examples/display-link-60hz.json", "--scale", "1", "--fps", "20", "--out", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            let frames = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("frames").path)
            #expect(frames.count == 31 && frames.contains("frame-0000.png") && frames.contains("frame-0030.png")) // 1.5 s at 20 fps
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("trace.json").path))
            #expect(r.stderr.contains("max |drift|")) // the summary line; no progress line when stderr is not a terminal
            #expect(!r.stderr.contains("\r"))
        }
    }

    @Test("compare writes stacked strips, and rejects unknown or incompatible strategies with exit 2")
    func compare() throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("cmp")
            let ok = try CLI.run(["compare", "Examples/rotation-ios8-rotation-coordinator.json", "--strategies", "curveTracking,rotationAware",
                                   "--scale", "1", "--every", "12", "--out", out.path])
            #expect(ok.status == 0, "\(ok.stderr)")
            for f in ["compare.svg", "compare.png", "summary.md"] { #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(f).path)) }
            let md = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
            #expect(md.contains("| curveTracking | 0 pt | 0 | — |")) // the reference is attached in every frame
            let unknown = try CLI.run(["compare", "Examples/rotation-ios8-rotation-coordinator.json", "--strategies", "rotationCordinator"])
            #expect(unknown.status == 2 && unknown.stderr.contains("rotationCordinator"))
            let incompatible = try CLI.run(["compare", "Examples/rotation-ios7-notification-sync.json", "--strategies", "layoutGuide", "--out", dir.appendingPathComponent("x").path])
            #expect(incompatible.status == 2 && incompatible.stderr.contains("ios15"))
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))
        }
    }

    @Test("compare --systems films one storyboard on each system: the tracking accessory attached at rest on ios18, covered by its 44 pt on ios26; a system named twice, an unknown one, or one the strategy cannot run on is exit 2 with nothing written")
    func compareAcrossSystems() throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("systems")
            let ok = try CLI.run(["compare", "Examples/ios26-tracking-accessory.json", "--systems", "ios18,ios26",
                                  "--scale", "1", "--every", "24", "--out", out.path])
            #expect(ok.status == 0, "\(ok.stderr)")
            let md = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
            let rows = md.split(separator: "\n").filter { $0.hasPrefix("| trackingAccessory on ") }
            #expect(rows.count == 2 && rows[0].hasPrefix("| trackingAccessory on ios18 |") && rows[1].hasPrefix("| trackingAccessory on ios26 |"), "\(md)")
            #expect(ok.stderr.contains("trackingAccessory on ios26: max |drift|"))
            for bad in [["--systems", "ios26,ios26"], ["--systems", "ios27"], ["--systems", "ios7,ios26", "--strategies", "layoutGuide"]] {
                let refused = try CLI.run(["compare", "Examples/ios26-tracking-accessory.json", "--out", dir.appendingPathComponent("x").path] + bad)
                #expect(refused.status == 2, "\(bad): \(refused.stderr)")
                #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))
            }
            let systems = try CLI.run(["list", "systems"])
            for system in ["ios7", "ios8", "ios15", "ios17", "ios18", "ios26"] { #expect(systems.stdout.contains("\n\(system):") || systems.stdout.hasPrefix("\(system):")) }
            #expect(systems.stdout.contains("Chatto pull request #797"))
        }
    }

    @Test("a golden's manifest edited by hand — scale 1 → 3, another film's storyboard name, or a frame count its own trace.json does not have — is bad input (exit 2) naming the golden's file and what disagrees, with or without --scale")
    func handEditedManifest() throws {
        try CLI.inTemporaryDirectory { dir in
            let golden = dir.appendingPathComponent("goldens").path
            let example = "Examples/notification-sync-show-hide.json"
            let rec = try CLI.run(["record", example, "--golden", golden, "--scale", "1", "--fps", "20", "--pixel-stride", "4"], environment: ["KBFILM_RECORD": "all"])
            try #require(rec.status == 0, "\(rec.stderr)")
            let manifest = URL(fileURLWithPath: golden + "/notification-sync-show-hide/manifest.json")
            let original = try String(contentsOf: manifest, encoding: .utf8)
            try #require(original.contains(#""scale" : 1"#) && original.contains(#""storyboard" : "notification-sync-show-hide""#), "\(original)")
            for (edit, says) in [(original.replacingOccurrences(of: #""scale" : 1"#, with: #""scale" : 3"#), "scale 3"),
                                 (original.replacingOccurrences(of: #""storyboard" : "notification-sync-show-hide""#, with: #""storyboard" : "interactive-dismiss""#), "interactive-dismiss")] {
                try Data(edit.utf8).write(to: manifest)
                for scale in [["--scale", "1"], []] {
                    let r = try CLI.run(["verify", example, "--golden", golden, "--fps", "20"] + scale)
                    #expect(r.status == 2 && r.stderr.contains(manifest.path) && r.stderr.contains(says), "\(scale): \(r.status) \(r.stdout) \(r.stderr)")
                }
            }
            // frameCount raised by one stride, with a hash for the frame that adds: the manifest is whole
            // in itself but disagrees with its own trace.json, so it is bad input, not a film that changed.
            var json = try #require(try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any])
            let count = try #require(json["frameCount"] as? Int), hashes = try #require(json["frames"] as? [String])
            json["frameCount"] = count + 4
            json["frames"] = hashes + ["0123456789abcdef"]
            try JSONSerialization.data(withJSONObject: json).write(to: manifest)
            let longer = try CLI.run(["verify", example, "--golden", golden, "--fps", "20"])
            #expect(longer.status == 2 && longer.stderr.contains("notification-sync-show-hide/") && longer.stderr.contains("\(count + 4)"),
                    "\(longer.status) \(longer.stdout) \(longer.stderr)")
            try Data(original.utf8).write(to: manifest)
            #expect(try CLI.run(["verify", example, "--golden", golden, "--fps", "20"]).status == 0, "the unedited golden passes")
        }
    }

    @Test("a storyboard in a folder this user may not search, and a golden this user may not read, are \"permission denied\" (exit 2) — not \"no such file\", nor a missing golden to record")
    func permissionDenied() throws {
        try CLI.inTemporaryDirectory { dir in
            let golden = dir.appendingPathComponent("goldens").path, example = "Examples/notification-sync-show-hide.json"
            let rec = try CLI.run(["record", example, "--golden", golden, "--scale", "1", "--fps", "10"], environment: ["KBFILM_RECORD": "all"])
            try #require(rec.status == 0, "\(rec.stderr)")
            let locked = dir.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            try FileManager.default.copyItem(atPath: CLI.packageRoot.appendingPathComponent(example).path, toPath: locked.appendingPathComponent("film.json").path)
            try FileManager.default.copyItem(atPath: CLI.packageRoot.appendingPathComponent(example).path, toPath: dir.appendingPathComponent("notification-sync-show-hide.json").path)
            let goldenFolder = golden + "/notification-sync-show-hide"
            for (path, mode) in [(dir.path, 0o755), (golden, 0o755), (locked.path, 0), (goldenFolder, 0)] {
                try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
            }
            defer { for path in [locked.path, goldenFolder] { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path) } }
            let storyboard = try CLI.runUnprivileged(["render", locked.path + "/film.json", "--out", dir.path + "/out", "--quiet"])
            #expect(storyboard.status == 2 && storyboard.stderr.contains("permission denied") && !storyboard.stderr.contains("no such file"),
                    "\(storyboard.status) \(storyboard.stderr)")
            let verify = try CLI.runUnprivileged(["verify", dir.path + "/notification-sync-show-hide.json", "--golden", golden, "--fps", "10"])
            #expect(verify.status == 2 && verify.stderr.contains("permission denied") && verify.stderr.contains(goldenFolder)
                    && !(verify.stdout + verify.stderr).contains("record"), "\(verify.status) \(verify.stdout) \(verify.stderr)")
        }
    }

    @Test("record then verify: pass (0); changed duration fails (1); truncated golden is bad input (2) naming it; --strict finds orphans")
    func goldenExitCodes() throws {
        try CLI.inTemporaryDirectory { dir in
            let golden = dir.appendingPathComponent("goldens").path
            let example = "Examples/notification-sync-show-hide.json"
            let common = ["--golden", golden, "--scale", "1", "--fps", "20"]
            let rec = try CLI.run(["record", example] + common + ["--pixel-stride", "2"], environment: ["KBFILM_RECORD": "all"])
            #expect(rec.status == 0 && rec.stdout.contains("recorded 31 frames"), "\(rec.stdout) \(rec.stderr)")
            let ok = try CLI.run(["verify", example] + common)
            #expect(ok.status == 0 && ok.stdout.contains("passed"), "\(ok.stdout)")
            // A different frame rate is a failure with its own message, not a pass over common frames.
            let fps = try CLI.run(["verify", example, "--golden", golden, "--scale", "1", "--fps", "30"])
            #expect(fps.status == 1 && fps.stdout.contains("fps differs"))
            // A golden nobody produced fails --strict.
            try FileManager.default.copyItem(atPath: golden + "/notification-sync-show-hide", toPath: golden + "/orphan")
            let strict = try CLI.run(["verify", example] + common + ["--strict"])
            #expect(strict.status == 1 && strict.stdout.contains("orphan"))
            // Without a golden: a failure; under CI (record mode never) recording writes nothing.
            let missing = try CLI.run(["verify", "Examples/interactive-dismiss.json"] + common)
            #expect(missing.status == 1 && missing.stdout.contains("no golden"))
            let never = try CLI.run(["record", "Examples/interactive-dismiss.json"] + common, environment: ["CI": "true", "KBFILM_RECORD": ""])
            #expect(never.status == 0 && never.stdout.contains("kept no golden"))
            #expect(!FileManager.default.fileExists(atPath: golden + "/interactive-dismiss"))
            // A truncated golden: exit 2 naming the file.
            let apng = golden + "/notification-sync-show-hide/animation.png"
            let bytes = try Data(contentsOf: URL(fileURLWithPath: apng))
            try bytes.prefix(bytes.count - 40).write(to: URL(fileURLWithPath: apng))
            let bad = try CLI.run(["verify", example] + common)
            #expect(bad.status == 2 && bad.stderr.contains(apng), "\(bad.stderr)")
        }
    }

    @Test("several storyboards render side by side with an index.html and a combined summary.md (never over a user's own); bad strip options exit 2")
    func severalStoryboards() throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("films")
            let r = try CLI.run(["render", "Examples/display-link-60hz.json", "Examples/notification-sync-show-hide.json",
                                  "--scale", "1", "--fps", "10", "--format", "strip,report,trace", "--out", out.path, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(index.contains("href=\"display-link-60hz/report.html\"") && index.contains("href=\"notification-sync-show-hide/report.html\""))
            let md = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
            #expect(md.contains("| display-link-60hz | displayLink |") && md.contains("| notification-sync-show-hide | notificationSync |"))
            for link in md.components(separatedBy: "](").dropFirst().map({ String($0.prefix { $0 != ")" }) }) {
                #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(link).path), "summary.md links \(link)")
            }
            // A second run replaces the index it wrote; a summary.md of the user's is refused before any work.
            let again = try CLI.run(["render", "Examples/display-link-60hz.json", "Examples/notification-sync-show-hide.json",
                                      "--scale", "1", "--fps", "10", "--format", "strip,report,trace", "--out", out.path, "--quiet"])
            #expect(again.status == 0, "\(again.stderr)")
            let mine = dir.appendingPathComponent("mine")
            try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
            try Data("# My notes\n".utf8).write(to: mine.appendingPathComponent("summary.md"))
            let refused = try CLI.run(["render", "Examples/display-link-60hz.json", "Examples/notification-sync-show-hide.json",
                                        "--scale", "1", "--fps", "10", "--format", "report", "--out", mine.path, "--quiet"])
            #expect(refused.status == 2 && refused.stderr.contains("summary.md"), "\(refused.stderr)")
            #expect(try String(contentsOf: mine.appendingPathComponent("summary.md"), encoding: .utf8) == "# My notes\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["summary.md"])
            let bad = try CLI.run(["render", "Examples/display-link-60hz.json", "--from", "1", "--to", "0.5", "--out", dir.appendingPathComponent("x").path])
            #expect(bad.status == 2 && bad.stderr.contains("--to"))
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))
        }
    }

    @Test("render writes trace.json into the output directory, replacing a previous run atomically")
    func renderTrace() throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("film")
            for _ in 0..<2 {
                let r = try CLI.run(["render", "Examples/interactive-dismiss.json", "--format", "trace", "--out", out.path, "--quiet"])
                #expect(r.status == 0, "\(r.stderr)")
            }
            let listing = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            #expect(listing == ["film"]) // no staging or backup directories left behind
            let trace = try Data(contentsOf: out.appendingPathComponent("trace.json"))
            let expected = try CLI.run(["trace", "Examples/interactive-dismiss.json"]).stdout
            #expect(String(decoding: trace, as: UTF8.self) == expected)
        }
    }
}
