import Foundation
import TestSupport
import Testing

/// `kbfilm diff`: two PNGs counted as the `pixelmatch` package counts them, and two renders
/// (before and after a change) compared frame by frame.
@Suite(.enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
struct DiffCommandTests {
    /// iPhone 13 at 1x, a fixed ease-out after a show at 0.1 s; `duration` is the ease-out's.
    static func fixedCurve(duration: Double, name: String = "fc") -> String {
        """
        { "name": "\(name)", "device": "iPhone 13", "fps": 60, "scale": 1, "duration": 0.6,
          "strategy": { "name": "fixedCurve", "duration": \(duration) }, "events": [ { "at": 0.1, "do": "show" } ] }
        """
    }

    /// Renders `json` into `dir/out` with the given formats.
    static func render(_ json: String, _ out: String, formats: String, in dir: URL) throws {
        let file = dir.appendingPathComponent(out + ".json")
        try Data(json.utf8).write(to: file)
        let r = try CLI.run(["render", file.path, "--out", out, "--format", formats, "--quiet"], in: dir)
        try #require(r.status == 0, "\(r.stderr)")
    }

    @Test("image counts equal the pixelmatch package's on frames of two strategies, shifted shapes and anti-aliased edges",
          .enabled(if: Peers.pixelmatch, "needs the pixelmatch and Pillow Python packages (pip install pixelmatch pillow); CI installs them"))
    func countsMatchPixelmatch() throws {
        try CLI.inTemporaryDirectory { dir in
            try Self.render(Self.fixedCurve(duration: 0.3), "a", formats: "png", in: dir)
            try Self.render(Self.fixedCurve(duration: 0.3).replacingOccurrences(of: #""name": "fixedCurve", "duration": 0.3"#, with: #""name": "layoutGuide""#),
                            "b", formats: "png", in: dir)
            // Shapes drawn by Pillow: a box and a disc moved by 3 px; a disc drawn at 4x and
            // downsampled (anti-aliased edges), moved by half a pixel.
            let make = """
            import sys
            from PIL import Image, ImageDraw
            d = sys.argv[1]
            for name, dx in (("shape-a", 0), ("shape-b", 3)):
                im = Image.new("RGBA", (160, 120), (255, 255, 255, 255)); g = ImageDraw.Draw(im)
                g.rectangle((20 + dx, 20, 70 + dx, 90), fill=(0, 122, 255, 255)); g.ellipse((90 + dx, 30, 140 + dx, 80), fill=(255, 149, 0, 255))
                im.save(f"{d}/{name}.png")
            for name, dx in (("aa-a", 0), ("aa-b", 2)):
                big = Image.new("RGBA", (640, 480), (242, 242, 247, 255)); g = ImageDraw.Draw(big)
                g.ellipse((100 + dx, 80, 500 + dx, 400), fill=(28, 28, 30, 255)); g.line((40, 460, 600 + dx, 20), fill=(52, 199, 89, 255), width=9)
                big.resize((160, 120), Image.LANCZOS).save(f"{d}/{name}.png")
            """
            let made = try CLI.tool("python3", ["-c", make, dir.path])
            try #require(made.status == 0, "Pillow is needed: \(made.stderr)")
            let pairs = [("a/frames/frame-0012.png", "b/frames/frame-0012.png"), ("shape-a.png", "shape-b.png"), ("aa-a.png", "aa-b.png")]
            // pixelmatch's count, and its anti-aliased pixels (painted yellow in its output).
            let reference = """
            import sys, json
            from PIL import Image
            from pixelmatch.contrib.PIL import pixelmatch
            a, b = Image.open(sys.argv[1]).convert("RGBA"), Image.open(sys.argv[2]).convert("RGBA")
            out = Image.new("RGBA", a.size)
            n = pixelmatch(a, b, out, threshold=0.1, includeAA=sys.argv[3] == "1")
            aa = sum(1 for p in out.getdata() if p[:3] == (255, 255, 0))
            print(json.dumps({"different": n, "antialiased": aa}))
            """
            var sawAntialiasing = false
            for (x, y) in pairs {
                for includeAA in [false, true] {
                    let py = try CLI.tool("python3", ["-c", reference, dir.appendingPathComponent(x).path, dir.appendingPathComponent(y).path, includeAA ? "1" : "0"])
                    try #require(py.status == 0, "the pixelmatch package is needed (pip install pixelmatch): \(py.stderr)")
                    let expected = try #require(try JSONSerialization.jsonObject(with: Data(py.stdout.utf8)) as? [String: Int])
                    let r = try CLI.run(["diff", x, y, "--json"] + (includeAA ? ["--include-aa"] : []), in: dir)
                    let ours = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Int], "\(r.stderr)")
                    let want = try #require(expected["different"]), got = try #require(ours["different"])
                    #expect(want > 0, "\(x): the pair must differ for the comparison to mean anything")
                    #expect(abs(got - want) <= max(1, want / 100), "\(x) include-aa \(includeAA): ours \(got), pixelmatch \(want)")
                    #expect(r.status == (got > 0 ? 1 : 0))
                    if !includeAA {
                        let aa = try #require(expected["antialiased"])
                        #expect(abs(try #require(ours["antialiased"]) - aa) <= max(1, aa / 100), "\(x): anti-aliased \(ours["antialiased"]!) vs \(aa)")
                        if aa > 0 { sawAntialiasing = true }
                    }
                }
            }
            #expect(sawAntialiasing, "at least one pair must exercise the anti-aliasing detection")
        }
    }

    @Test("image exit codes: 0 for equal images, 1 with a readable diff PNG, 2 for sizes that differ, missing files or non-PNGs")
    func imageExitCodes() throws {
        try CLI.inTemporaryDirectory { dir in
            try Self.render(Self.fixedCurve(duration: 0.3), "a", formats: "png", in: dir)
            try Data("not a png".utf8).write(to: dir.appendingPathComponent("text.png"))
            let same = try CLI.run(["diff", "a/frames/frame-0003.png", "a/frames/frame-0004.png", "--json"], in: dir)
            #expect(same.status == 0 && same.stdout.contains(#""different": 0"#), "\(same.stdout)")
            let moved = try CLI.run(["diff", "a/frames/frame-0006.png", "a/frames/frame-0020.png", "--out", "d.png"], in: dir)
            #expect(moved.status == 1 && moved.stdout.contains("different pixels"), "\(moved.stderr)")
            let picture = try CLI.tool("python3", ["-c", "import sys; from PIL import Image; im = Image.open(sys.argv[1]); print(im.size[0], im.size[1], (255, 0, 0) in [p[:3] for p in im.convert('RGB').getdata()])",
                                                  dir.appendingPathComponent("d.png").path])
            #expect(picture.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "390 844 True", "\(picture)")
            try Self.render(Self.fixedCurve(duration: 0.3).replacingOccurrences(of: "iPhone 13", with: "iPhone SE (2nd generation)"), "se", formats: "png", in: dir)
            for args in [["a/frames/frame-0000.png", "se/frames/frame-0000.png"], ["a/frames/frame-0000.png", "missing.png"],
                         ["text.png", "a/frames/frame-0000.png"], ["a/frames/frame-0000.png", "a"]] {
                let r = try CLI.run(["diff"] + args, in: dir)
                #expect(r.status == 2, "\(args): \(r.stderr)")
            }
            let sizes = try CLI.run(["diff", "a/frames/frame-0000.png", "se/frames/frame-0000.png"], in: dir)
            #expect(sizes.stderr.contains("390×844") && sizes.stderr.contains("375×667"), "\(sizes.stderr)")
            let notPNG = try CLI.run(["diff", "text.png", "a/frames/frame-0000.png"], in: dir)
            #expect(notPNG.stderr.contains("text.png"), "\(notPNG.stderr)")
        }
    }

    @Test("a bar that rests elsewhere once shown heads the summary: the keyboard-height handler over a tab bar rests 34 + 49 = 83 pt higher than the layout guide's")
    func restChangeHeadsTheSummary() throws {
        try CLI.inTemporaryDirectory { dir in
            func board(_ strategy: String) -> String {
                """
                { "name": "tab", "device": "iPhone 13", "fps": 30, "scale": 1, "duration": 1.2, "layout": { "tabBar": true },
                  "strategy": { "name": "\(strategy)" }, "events": [ { "at": 0.1, "do": "show" } ] }
                """
            }
            try Self.render(board("layoutGuide"), "before", formats: "apng,trace", in: dir)
            try Self.render(board("keyboardHeight"), "after", formats: "apng,trace", in: dir)
            let r = try CLI.run(["diff", "before", "after", "--out", "review"], in: dir)
            #expect(r.status == 1, "\(r.stderr)")
            // The keyboard's height counts the 34 pt home-indicator area, which the 49 pt tab bar
            // already covers, and the tab bar is added again (docs/keyboard-physics.md §3).
            let md = try String(contentsOf: dir.appendingPathComponent("review/summary.md"), encoding: .utf8)
            let headline = try #require(md.split(separator: "\n").dropFirst().first { !$0.isEmpty })
            #expect(headline.contains(": rests 83.0 pt higher once shown (frame "), "\(headline)")
            let rest = try #require(headline.range(of: "rests")), frames = try #require(headline.range(of: "frames change"))
            #expect(rest.lowerBound < frames.lowerBound, "the resting place comes before the frame count: \(headline)")
            // The same film twice rests where it did: no such sentence.
            let same = try CLI.run(["diff", "before", "before", "--out", "same"], in: dir)
            #expect(!same.stdout.contains("rests"), "\(same.stdout)")
        }
    }

    @Test("two renders: the first changed frame is the first one after the show (two ease-outs part at once), with a table, rows and JSON")
    func renderFolders() throws {
        try CLI.inTemporaryDirectory { dir in
            // Before: PNG frames; after: only the APNG. Both hold the trace.
            try Self.render(Self.fixedCurve(duration: 0.3), "before", formats: "png,trace", in: dir)
            try Self.render(Self.fixedCurve(duration: 0.35), "after", formats: "apng,trace", in: dir)
            // Independently: the show starts at 0.1 s = frame 6 at 60 fps, where both curves are at 0;
            // from frame 7 on, ease-outs of 0.3 and 0.35 s are at different heights until both end.
            let showFrame = Int((0.1 * 60).rounded())
            // …and from the two traces: the first frame whose bar differs.
            func bars(_ folder: String) throws -> [Double] {
                let data = try Data(contentsOf: dir.appendingPathComponent(folder + "/trace.json"))
                let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                return try #require(json["frames"] as? [[String: Any]]).map { (($0["bar"] as? [String: Double])?["y"]) ?? .nan }
            }
            let (b, a) = (try bars("before"), try bars("after"))
            let fromTraces = try #require(zip(b, a).enumerated().first { abs($0.element.0 - $0.element.1) > 0.001 }?.offset)
            #expect(fromTraces == showFrame + 1)

            let r = try CLI.run(["diff", "before", "after", "--out", "review"], in: dir)
            #expect(r.status == 1, "\(r.stderr)")
            #expect(r.stdout.contains("first at frame \(fromTraces) "), "\(r.stdout)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("review/diff.json"))) as? [String: Any])
            #expect(json["firstChangedFrame"] as? Int == fromTraces)
            #expect(json["comparedPixels"] as? Bool == true)
            let changes = try #require(json["changes"] as? [[String: Any]])
            let changedByTrace = zip(b, a).filter { abs($0.0 - $0.1) > 0.001 }.count
            #expect(changes.count >= changedByTrace)
            #expect(changes.allSatisfy { ($0["pixels"] as? Int ?? 0) > 0 }, "every frame whose bar moved changes pixels")
            let md = try String(contentsOf: dir.appendingPathComponent("review/summary.md"), encoding: .utf8)
            #expect(md.contains("| \(fromTraces) | 117 ms |") && md.contains("](side-by-side.png)") && md.contains("](review.png)"), "\(md)")
            // The sheet and the animated review read at a pull request's width (first text line ≥ 11 px there).
            for name in ["side-by-side.png", "review.png"] {
                let ink = try pillowInkRuns(dir.appendingPathComponent("review/" + name))
                let first = try #require(ink.runs.first)
                #expect(heightShownInPullRequest(first.height, imageWidth: ink.width) >= 11, "\(name) \(ink.width) px wide: first line \(first.height) px")
            }
            // The animated review: every frame of the film (a short film fits the cap), before | after;
            // where the bar moved, the after half is marked red (changed pixels and a ring), the before half not.
            let review = try ReviewCommandTests.apng(dir.appendingPathComponent("review/review.png"))
            #expect(review.frames == b.count && abs(review.delayMs - 1000.0 / 60) < 0.5, "\(review)")
            let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            for k in (0, int(sys.argv[2])):
                im.seek(k); rgb = im.convert("RGB"); w, h = rgb.size
                px = rgb.load()
                red = [0, 0]
                for y in range(h):
                    for x in range(w):
                        r, g, b = px[x, y]
                        if r > 200 and g < 110 and b < 110: red[0 if x < w // 2 else 1] += 1
                print(red[0], red[1])
            """
            let counts = try CLI.tool("python3", ["-c", script, dir.appendingPathComponent("review/review.png").path, "\(fromTraces + 3)"])
            let rows = counts.stdout.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
            try #require(rows.count == 2 && rows.allSatisfy { $0.count == 2 }, "\(counts.stdout) \(counts.stderr)")
            // Red pixels (captions of drifting frames are red too): what the after half gains over the
            // before half from frame 0 (unchanged) to a changed frame is the marking — changed pixels
            // and a 3 px ring around the bar's ≥ 52 pt band, over 1000 pixels at 1x.
            let gained = (rows[1][1] - rows[0][1]) - (rows[1][0] - rows[0][0])
            #expect(gained > 1000, "frame \(fromTraces + 3): red gained in the after half beyond the before half: \(gained) (\(rows))")

            // The same render twice: exit 0, nothing changes.
            let same = try CLI.run(["diff", "before", "before", "--out", "same"], in: dir)
            #expect(same.status == 0 && same.stdout.contains("no frame changes"), "\(same.stdout)")
            // Bad input: a folder with no trace, or --out naming a folder being compared.
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
            let noTrace = try CLI.run(["diff", "before", "empty"], in: dir)
            #expect(noTrace.status == 2 && noTrace.stderr.contains("empty/trace.json"), "\(noTrace.stderr)")
            // A frame replaced by a picture of another size: exit 2 naming it, never a crash.
            try FileManager.default.copyItem(at: dir.appendingPathComponent("before"), to: dir.appendingPathComponent("edited"))
            let frame = dir.appendingPathComponent("edited/frames/frame-0005.png")
            try FileManager.default.removeItem(at: frame)
            let small = try CLI.tool("python3", ["-c", "import sys; from PIL import Image; Image.new('RGB', (10, 10)).save(sys.argv[1])", frame.path])
            try #require(small.status == 0, "\(small.stderr)")
            let resized = try CLI.run(["diff", "before", "edited"], in: dir)
            #expect(resized.status == 2 && resized.stderr.contains("frame-0005.png") && resized.stderr.contains("10×10"), "\(resized.stderr)")
            let clobber = try CLI.run(["diff", "before", "after", "--out", "after"], in: dir)
            #expect(clobber.status == 2, "\(clobber.stderr)")
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("after/animation.png").path))
        }
    }
}

/// `diff DIR_A DIR_B` on folders it cannot fully compare, or whose trace names a path.
struct DiffFolderNameTests {
    @Test("pixels on one side only, or a trace with no frames, is exit 2: never 'no frame changes'")
    func incomparableFolders() throws {
        try CLI.inTemporaryDirectory { dir in
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.3), "a", formats: "trace", in: dir)
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.3), "b", formats: "trace,apng", in: dir)
            let oneSided = try CLI.run(["diff", "a", "b", "--out", "d1"], in: dir)
            #expect(oneSided.status == 2 && oneSided.stderr.contains("holds no frames") && !oneSided.stdout.contains("no frame changes"), "\(oneSided.stderr)")
            // Both geometry only: a pass that says pixels were not compared.
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.3), "c", formats: "trace", in: dir)
            let traces = try CLI.run(["diff", "a", "c", "--out", "d2"], in: dir)
            #expect(traces.status == 0 && traces.stdout.contains("geometry only"), "\(traces.stdout)")
            // No frames at all.
            let trace = dir.appendingPathComponent("c/trace.json")
            var text = try String(contentsOf: trace, encoding: .utf8)
            let start = try #require(text.range(of: "\"frames\": [")), end = try #require(text.range(of: "],\n  \"summary\""))
            text.replaceSubrange(start.upperBound..<end.lowerBound, with: "")
            try Data(text.utf8).write(to: trace)
            let empty = try CLI.run(["diff", "a", "c", "--out", "d3"], in: dir)
            #expect(empty.status == 2 && empty.stderr.contains("no frames"), "\(empty.stderr)")
            for out in ["d1", "d3"] { #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(out).path)) }
        }
    }

    @Test("a trace named '../../victim' is refused (exit 2, naming the file and key); the folder it points at stays byte-identical")
    func traversalRefused() throws {
        try CLI.inTemporaryDirectory { dir in
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.3), "a", formats: "trace", in: dir)
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.25), "b", formats: "trace", in: dir)
            let victim = dir.appendingPathComponent("victim")
            try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
            try Data("keep me".utf8).write(to: victim.appendingPathComponent("README.md"))
            let trace = dir.appendingPathComponent("b/trace.json")
            let text = try String(contentsOf: trace, encoding: .utf8).replacingOccurrences(of: #""name": "fc""#, with: #""name": "../../victim""#)
            try Data(text.utf8).write(to: trace)
            let r = try CLI.run(["diff", "a", "b"], in: dir)
            #expect(r.status == 2, "\(r.stderr)")
            #expect(r.stderr.contains("trace.json") && r.stderr.contains("name"), "\(r.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["README.md"])
            #expect(try String(contentsOf: victim.appendingPathComponent("README.md"), encoding: .utf8) == "keep me")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output").path))
        }
    }
}

/// `diff A.png B.png` on animated PNGs, oversized images and a protected `--out`.
struct DiffImageTests {
    @Test("two APNGs are compared frame by frame: equal default images, later frames differ → exit 1 at the first frame whose bar moved")
    func animatedFramesCompared() throws {
        try CLI.inTemporaryDirectory { dir in
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.3), "a", formats: "apng,trace", in: dir)
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.25), "b", formats: "apng,trace", in: dir)
            // Where the bars part, from the two traces (an independent account of the same films).
            func bars(_ folder: String) throws -> [Double] {
                let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("\(folder)/trace.json"))) as! [String: Any]
                return (json["frames"] as! [[String: Any]]).map { ($0["bar"] as! [String: Any])["y"] as! Double }
            }
            let (ya, yb) = (try bars("a"), try bars("b"))
            let parted = try #require(zip(ya, yb).enumerated().first { abs($0.element.0 - $0.element.1) > 0.5 }?.offset)
            #expect(parted > 0)
            let r = try CLI.run(["diff", "a/animation.png", "b/animation.png", "--json"], in: dir)
            #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
            let counts = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
            #expect(counts["frames"] as? Int == ya.count)
            #expect(counts["firstDifferingFrame"] as? Int == parted, "\(r.stdout)")
        }
    }

    @Test("a 16384 × 16384 PNG (a small file) against a 16 × 16 one: 'sizes differ' before decoding; against itself: over --max-pixels; no crash under a 1 GB address space",
          .enabled(if: Peers.python3, "needs python3"))
    func hugeImagesBounded() throws {
        try CLI.inTemporaryDirectory { dir in
            let make = """
            import struct, sys, zlib
            def png(w, h, path):
                def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
                c = zlib.compressobj(9); row = b"\\0" + b"\\0" * w; body = b"".join(c.compress(row) for _ in range(h)) + c.flush()
                open(path, "wb").write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)) + chunk(b"IDAT", body) + chunk(b"IEND", b""))
            png(16384, 16384, sys.argv[1] + "/big.png"); png(16, 16, sys.argv[1] + "/small.png")
            """
            _ = try CLI.tool("python3", ["-c", make, dir.path])
            let kbfilm = CLI.binary.path
            for (other, expected) in [("small.png", "sizes differ"), ("big.png", "--max-pixels")] {
                let r = try CLI.tool("bash", ["-c", "cd '\(dir.path)' && ulimit -v 1000000 && '\(kbfilm)' diff big.png \(other); echo \"status $?\" >&2"])
                #expect(r.stderr.contains("status 2") && r.stderr.contains(expected), "\(other): \(r.stderr)")
            }
        }
    }

    @Test("--out that names a compared image or someone else's file is refused (exit 2), both unchanged; its own earlier diff is replaced")
    func outProtected() throws {
        try CLI.inTemporaryDirectory { dir in
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.3), "a", formats: "apng", in: dir)
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.25), "b", formats: "apng", in: dir)
            try Data("not mine to lose".utf8).write(to: dir.appendingPathComponent("notes.png"))
            for target in ["a/animation.png", "notes.png"] {
                let before = try Data(contentsOf: dir.appendingPathComponent(target))
                let r = try CLI.run(["diff", "a/animation.png", "b/animation.png", "--out", target], in: dir)
                #expect(r.status == 2 && r.stderr.contains(target), "\(target): \(r.stderr)")
                #expect(try Data(contentsOf: dir.appendingPathComponent(target)) == before)
            }
            for _ in 0..<2 {
                let r = try CLI.run(["diff", "a/animation.png", "b/animation.png", "--out", "d.png"], in: dir)
                #expect(r.status == 1, "\(r.stderr)")
            }
        }
    }

    /// Every file under `folder` with its bytes, to show a folder was left as it was.
    static func contents(_ folder: URL) throws -> [String: Data] {
        var all = [String: Data]()
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue { all[path] = try Data(contentsOf: url) }
        }
        return all
    }

    @Test("--out that is a symbolic link to the before render is refused (exit 2) and the render is left byte for byte, the link too")
    func outLinkedToAComparedFolder() throws {
        try CLI.inTemporaryDirectory { dir in
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.3), "before", formats: "png,trace", in: dir)
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.35), "after", formats: "png,trace", in: dir)
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link").path, withDestinationPath: "before")
            let kept = try Self.contents(dir.appendingPathComponent("before"))
            try #require(kept.keys.contains("trace.json") && kept.count > 10)
            let r = try CLI.run(["diff", "before", "after", "--out", "link"], in: dir)
            #expect(r.status == 2 && r.stderr.contains("would replace a folder being compared"), "\(r.status) \(r.stderr)")
            #expect(try Self.contents(dir.appendingPathComponent("before")) == kept)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link").path) == "before")
        }
    }

    @Test("two renders at 10 and 20 fps are refused (exit 2) naming both rates, nothing written: frames pair by time only at one rate")
    func rendersAtTwoRates() throws {
        try CLI.inTemporaryDirectory { dir in
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.3).replacingOccurrences(of: #""fps": 60"#, with: #""fps": 10"#), "ten", formats: "png,trace", in: dir)
            try DiffCommandTests.render(DiffCommandTests.fixedCurve(duration: 0.3).replacingOccurrences(of: #""fps": 60"#, with: #""fps": 20"#), "twenty", formats: "png,trace", in: dir)
            let r = try CLI.run(["diff", "ten", "twenty", "--out", "d"], in: dir)
            #expect(r.status == 2 && r.stderr.contains("is at 20 fps") && r.stderr.contains("is at 10"), "\(r.status) \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("d").path))
        }
    }
}
