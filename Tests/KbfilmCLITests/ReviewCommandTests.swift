import Foundation
import TestSupport
import Testing

/// `kbfilm render --review`: what to paste into a pull request, under a size cap.
@Suite(.enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
struct ReviewCommandTests {
    /// Frame count, frame delay (ms) and size of an APNG, read by Pillow.
    static func apng(_ url: URL) throws -> (frames: Int, delayMs: Double, width: Int, height: Int) {
        let r = try CLI.tool("python3", ["-c", "import sys; from PIL import Image; im = Image.open(sys.argv[1]); print(im.n_frames, im.info['duration'], im.size[0], im.size[1])", url.path])
        let v = r.stdout.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        try #require(v.count == 4, "\(r.stderr)")
        return (Int(v[0])!, Double(v[1])!, Int(v[2])!, Int(v[3])!)
    }

    @Test("at 3x the review of a show and hide stays under the default 9.5 MB cap, every frame kept; the snippet names both images")
    func underTheDefaultCap() throws {
        try CLI.inTemporaryDirectory { dir in
            let r = try CLI.run(["render", "Examples/fixed-curve-apple-music.json", "--review", "--scale", "3", "--out", dir.appendingPathComponent("r").path, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            let png = dir.appendingPathComponent("r/review.png")
            let size = try #require(try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int)
            #expect(size <= 9_500_000)
            let a = try Self.apng(png)
            #expect(a.frames == 91 && abs(a.delayMs - 1000.0 / 60) < 0.5, "\(a)") // 1.5 s at 60 fps, both ends
            let md = try String(contentsOf: dir.appendingPathComponent("r/review.md"), encoding: .utf8)
            #expect(md.contains("](review.png)") && md.contains("](filmstrip.png)") && md.contains("60 fps"), "\(md)")
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("r/filmstrip.png").path))
        }
    }

    @Test("a tight cap samples frames: the file fits, every step-th frame is kept, each shown step/fps seconds; an impossible cap is exit 2")
    func tightCapSamples() throws {
        try CLI.inTemporaryDirectory { dir in
            let r = try CLI.run(["render", "Examples/fixed-curve-apple-music.json", "--review", "--review-cap", "0.3", "--scale", "1",
                                 "--out", dir.appendingPathComponent("r").path, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            let png = dir.appendingPathComponent("r/review.png")
            let size = try #require(try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int)
            #expect(size <= 300_000)
            let a = try Self.apng(png)
            let step = Int((a.delayMs * 60 / 1000).rounded())
            #expect(step > 1, "a 0.3 MB cap must force sampling: \(a)")
            #expect(a.frames == (91 + step - 1) / step, "\(a) with step \(step)")
            let none = try CLI.run(["render", "Examples/fixed-curve-apple-music.json", "--review", "--review-cap", "0.01", "--scale", "1",
                                    "--out", dir.appendingPathComponent("none").path, "--quiet"])
            #expect(none.status == 2 && none.stderr.contains("--review-cap"), "\(none.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("none").path))
        }
    }

    @Test("compare --review of two strategies sets their bands side by side (a grid close to 4:3): under the cap, the bar at rest in the same place in each panel, a verdict per strategy; an impossible cap is exit 2")
    func compareStacksStrategies() throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("c")
            let r = try CLI.run(["compare", "Examples/fixed-curve-apple-music.json", "--strategies", "fixedCurve,layoutGuide", "--review",
                                 "--review-cap", "2", "--scale", "1", "--out", out.path, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            let png = out.appendingPathComponent("review.png")
            let size = try #require(try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int)
            #expect(size <= 2_000_000)
            let a = try Self.apng(png)
            let step = Int((a.delayMs * 60 / 1000).rounded())
            #expect(a.frames == (91 + step - 1) / step, "\(a) with step \(step)")
            #expect(a.width % 2 == 0 && a.width > a.height, "two bands about 390 × 450 pt, side by side: \(a)")
            // Frame 0, before any event: both films show the bar at rest. The send button's blue
            // rows must be the same rows in each half.
            let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]); im.seek(0); rgb = im.convert("RGB")
            half = rgb.width // 2
            def blue_rows(x0, x1):
                return [y for y in range(rgb.height) if any(abs(rgb.getpixel((x, y))[0] - 0) < 30 and abs(rgb.getpixel((x, y))[2] - 255) < 30
                                                            and abs(rgb.getpixel((x, y))[1] - 122) < 30 for x in range(x0, x1, 2))]
            print(blue_rows(0, half) == blue_rows(half, rgb.width), len(blue_rows(0, half)))
            """
            let rows = try CLI.tool("python3", ["-c", script, png.path])
            let parts = rows.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            #expect(parts.first == "True" && (Int(parts.last ?? "0") ?? 0) > 10, "\(rows.stdout) \(rows.stderr)")
            let md = try String(contentsOf: out.appendingPathComponent("review.md"), encoding: .utf8)
            #expect(md.contains("- `fixedCurve`: ") && md.contains("- `layoutGuide`: ") && md.contains("](review.png)") && md.contains("](compare.png)"), "\(md)")
            let none = try CLI.run(["compare", "Examples/fixed-curve-apple-music.json", "--strategies", "fixedCurve,layoutGuide", "--review",
                                    "--review-cap", "0.01", "--scale", "1", "--out", dir.appendingPathComponent("none").path, "--quiet"])
            #expect(none.status == 2 && none.stderr.contains("--review-cap"), "\(none.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("none").path))
        }
    }
}

/// A film that turns is reviewed upright, in its interface's own points.
@Suite(.enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
struct ReviewOfTurningFilmTests {
    @Test("the review of a rotation is a band, not the canvas: no taller than the keyboard, the bar, the largest gap between them and 24 pt margins; the home indicator on the same rows and the send button where the trace puts it in every frame (decoded by Pillow)",
          arguments: ["layout-guide-quicktype-rotation", "rotation-ios7-notification-sync"])
    func uprightBand(example: String) throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("r")
            let r = try CLI.run(["render", "Examples/\(example).json", "--review", "--scale", "1", "--format", "trace", "--out", out.path, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            let trace = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("trace.json"))) as? [String: Any])
            let frames = try #require(trace["frames"] as? [[String: Any]])
            func rect(_ f: [String: Any], _ key: String) -> (x: Double, y: Double, w: Double, h: Double) {
                let r = f[key] as! [String: Any]
                return ((r["x"] as! NSNumber).doubleValue, (r["y"] as! NSNumber).doubleValue, (r["width"] as! NSNumber).doubleValue, (r["height"] as! NSNumber).doubleValue)
            }
            let keyboard = frames.map { rect($0, "keyboard").h }.max()!, bar = frames.map { rect($0, "bar").h }.max()!
            let gap = frames.map { abs(($0["drift"] as! NSNumber).doubleValue) }.max()!
            let a = try ReviewCommandTests.apng(out.appendingPathComponent("review.png"))
            // The caption: 16 px of font at 1x (11 px capitals, readable at a pull request's width), 1.55 lines.
            let caption = (16 * 1.55).rounded(.up)
            #expect(Double(a.height) - caption <= (keyboard + bar + gap + 2 * 24).rounded(.up), "band \(Double(a.height) - caption) px for keyboard \(keyboard), bar \(bar), gap \(gap)")
            #expect(a.frames == frames.count)
            // Where the trace puts the send button (the bar's right end, inside the safe area, 8 pt
            // in; a 30 pt circle; probed 7 pt in from its right edge, off the arrow: systemBlue, or a
            // little lighter where the arrow's antialiasing reaches), measured up from
            // the interface's bottom edge, which the review keeps on one row. Every frame whose bar
            // is not under the keyboard is probed, mid-turn ones too: the review never cuts the bar
            // (a frame is centred on the span of its interface, its bar and its keyboard).
            var probes: [String] = []
            for (k, f) in frames.enumerated() {
                let i = f["interface"] as! [String: Any], safe = f["safeArea"] as! [String: Any]
                let W = (i["width"] as! NSNumber).doubleValue, H = (i["height"] as! NSNumber).doubleValue
                let b = rect(f, "bar"), kb = rect(f, "keyboard")
                guard b.y + b.h <= kb.y + 0.5 else { continue } // under the keyboard
                // Mid-turn the bar's own layout pass (the button inside it) may run on another
                // curve than the code's frame change, as on a device: only settled frames are probed.
                func size(_ f: [String: Any]) -> [Double] {
                    let i = f["interface"] as! [String: Any]
                    return [(i["width"] as! NSNumber).doubleValue, (i["height"] as! NSNumber).doubleValue]
                }
                guard [size(frames.first!), size(frames.last!)].contains(size(f)) else { continue }
                let left = min(0, b.x, kb.x), right = max(W, b.x + b.w, kb.x + kb.w)
                let x = (Double(a.width) - (right - left)) / 2 - left + b.x + b.w - (safe["right"] as! NSNumber).doubleValue - 8 - 7
                let up = H - (b.y + b.h / 2)
                let home = (Double(a.width) - (right - left)) / 2 - left + W / 2 // the home indicator, centred in the interface
                probes.append("(\(k), \(Int(x)), \(up), \(Int(home)))")
            }
            #expect(probes.count > frames.count / 2, "\(probes.count) frames show the whole bar")
            let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            probes = [\(probes.joined(separator: ", "))]
            bad = []
            for k, x, up, hx in probes:
                im.seek(k); rgb = im.convert("RGB")
                hy = rgb.height - 11   # the home indicator: 5 pt tall, 8 pt above the bottom edge
                r, g, b = rgb.getpixel((hx, hy))
                if r > 60 or g > 60 or b > 60: bad.append((k, "home indicator", (r, g, b)))
                y = int(rgb.height - up)
                r, g, b = rgb.getpixel((x, y))
                if not (r < 70 and 100 < g < 170 and b > 220): bad.append((k, "send button", (x, y), (r, g, b)))
            print(len(probes), bad[:5])
            """
            let check = try CLI.tool("python3", ["-c", script, out.appendingPathComponent("review.png").path])
            #expect(check.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "\(probes.count) []", "\(check.stdout) \(check.stderr)")
        }
    }
}

/// Several films in one render: all are written, or none is.
struct ReviewAllOrNothingTests {
    @Test("render A B --review where only B cannot fit the cap: exit 2 naming B, and A's earlier output stays as it was")
    func oneOverTheCapWritesNothing() throws {
        try CLI.inTemporaryDirectory { dir in
            let small = #"{ "name": "small", "device": "iPhone SE (2nd generation)", "fps": 10, "scale": 1, "duration": 0.3, "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.1, "do": "show" } ] }"#
            // Two frames of a 3x iPad band are over 100 kB: no sampling can fit 0.1 MB.
            let big = small.replacingOccurrences(of: #""small", "device": "iPhone SE (2nd generation)", "fps": 10, "scale": 1"#,
                                                 with: #""big", "device": "iPad Pro 12.9-inch", "fps": 10, "scale": 3"#)
            try Data(small.utf8).write(to: dir.appendingPathComponent("a.json"))
            try Data(big.utf8).write(to: dir.appendingPathComponent("b.json"))
            #expect(try CLI.run(["render", "a.json", "b.json", "--format", "trace", "--out", "out", "--quiet"], in: dir).status == 0)
            let before = try Data(contentsOf: dir.appendingPathComponent("out/small/trace.json"))
            let r = try CLI.run(["render", "a.json", "b.json", "--review", "--review-cap", "0.1", "--out", "out", "--quiet"], in: dir)
            #expect(r.status == 2 && r.stderr.contains("b.json") && r.stderr.contains("cap"), "\(r.stderr)")
            #expect(try Data(contentsOf: dir.appendingPathComponent("out/small/trace.json")) == before)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/small/review.png").path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).allSatisfy { !$0.hasPrefix(".") || $0 == ".kbfilm-output" })
        }
    }

    @Test("every review frame carries a caption above the band: dark text on a still frame, red on a drifting one (decoded by Pillow)")
    func framesCarryCaptions() throws {
        guard Peers.python("PIL") else { return }
        try CLI.inTemporaryDirectory { dir in
            let r = try CLI.run(["render", "Examples/rotation-ios7-notification-sync.json", "--review", "--scale", "1", "--format", "trace",
                                 "--out", dir.appendingPathComponent("r").path, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            let trace = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r/trace.json"))) as? [String: Any])
            let frames = try #require(trace["frames"] as? [[String: Any]])
            // A frame that drifts (not one riding the keyboard's animation or mid-turn, which are grey).
            let summary = try #require(trace["summary"] as? [String: Any])
            let drifting = try #require(summary["firstDriftFrame"] as? Int)
            #expect(abs((frames[drifting]["drift"] as? Double) ?? 0) > 0.5)
            let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            for k in (0, int(sys.argv[2])):
                im.seek(k)
                rgb = im.convert("RGB")
                dark = red = 0
                for y in range(22):
                    for x in range(rgb.width):
                        r, g, b = rgb.getpixel((x, y))
                        if r < 90 and g < 90 and b < 90: dark += 1
                        if r > 200 and g < 110 and b < 110: red += 1
                print(dark, red)
            """
            let out = try CLI.tool("python3", ["-c", script, dir.appendingPathComponent("r/review.png").path, "\(drifting)"])
            let rows = out.stdout.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
            #expect(rows.count == 2, "\(out.stdout) \(out.stderr)")
            guard rows.count == 2 else { return }
            #expect(rows[0][0] > 30 && rows[0][1] == 0, "frame 0's caption: \(rows[0])")
            #expect(rows[1][1] > 30, "drifting frame \(drifting)'s caption is not red: \(rows[1])")
        }
    }

    @Test("review.md of render --review and compare --review shows a hostile storyboard name as text: rendered as GitHub reads Markdown, it makes no HTML element, link or image of its own",
          .enabled(if: Peers.markdownIt, "needs markdown-it-py; CI installs it"))
    func hostileNameStaysText() throws {
        try CLI.inTemporaryDirectory { dir in
            let name = #"x <details><img src=evil.png onerror=alert(1)> [click](javascript:alert(1)) ![i](evil.png)"#
            var sb = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Examples/fixed-curve-apple-music.json"), encoding: .utf8)
            sb = sb.replacingOccurrences(of: #""name": "fixed-curve-apple-music""#, with: #""name": "\#(name.replacingOccurrences(of: "\"", with: "\\\""))""#)
            try Data(sb.utf8).write(to: dir.appendingPathComponent("hostile.json"))
            let render = try CLI.run(["render", "hostile.json", "--review", "--scale", "1", "--out", "r", "--quiet"], in: dir)
            let compare = try CLI.run(["compare", "hostile.json", "--strategies", "fixedCurve,layoutGuide", "--review", "--scale", "1", "--out", "c", "--quiet"], in: dir)
            #expect(render.status == 0 && compare.status == 0, "\(render.stderr)\(compare.stderr)")
            for md in ["r/review.md", "c/review.md"] {
                let html = try PullRequestCommentTests.render(try String(contentsOf: dir.appendingPathComponent(md), encoding: .utf8))
                #expect(!html.contains("<details") && !html.contains("src=\"evil.png") && !html.contains("<img src=evil") && !html.contains("href=\"javascript"), "\(md): \(html)")
                // The only images are the film's own.
                let images = html.components(separatedBy: "<img").count - 1
                #expect(images == 2, "\(md): \(images) images\n\(html)")
                #expect(html.contains("&lt;details&gt;"), "\(md): the name is shown\n\(html)")
            }
        }
    }
}
