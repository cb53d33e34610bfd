import Foundation
import TestSupport
import FrameRendering
import Testing
@testable import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// Issue 4's outputs, checked with independent tools (rsvg-convert, Pillow, Python's HTML parser).
@MainActor
struct FilmOutputsTests {
    static let json = """
    { "name": "outputs", "device": "iPhone 13", "scale": 1, "system": "ios7", "fps": 30, "duration": 1.6,
      "strategy": { "name": "notificationSync" },
      "events": [ { "at": 0.1, "do": "show" }, { "at": 0.8, "do": "rotate", "to": "landscapeLeft" } ] }
    """

    /// Every format rendered once for the whole suite (the tests only read it); left in the
    /// system's temporary directory.
    static let rendered = Result { try render() }
@MainActor

    static func render() throws -> (dir: URL, film: URL, trace: Trace) {
        let sb = try storyboard(json)
        let trace = try Simulator.run(sb)
        let dir = try temporaryDirectory()
        let film = dir.appendingPathComponent("outputs")
        try FilmWriter.write(RenderRequest(film: Film(storyboard: sb, trace: trace), destination: film, formats: Set(OutputFormat.allCases),
                                           filmstrip: FilmstripOptions(every: 4, columns: 5)))
        return (dir, film, trace)
    }

    @Test("rsvg-convert renders filmstrip.svg; its raster matches filmstrip.png (≤ 0.5 % of pixels beyond 32/255)", .enabled(if: Peers.rsvg, "needs rsvg-convert (apt-get install librsvg2-bin); CI installs it"))
    func stripSVGMatchesPNG() throws {
        let (dir, film, _) = try Self.rendered.get()
        let out = dir.appendingPathComponent("rsvg.png")
        let r = try runTool("rsvg-convert", ["-o", out.path, film.appendingPathComponent("filmstrip.svg").path])
        #expect(r.status == 0, "rsvg-convert: \(r.stderr)")
        let theirs = try PNGCodec.decode(contentsOf: out.path)
        let ours = try PNGCodec.decode(contentsOf: film.appendingPathComponent("filmstrip.png").path)
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        let fraction = SVGAgreementTests.differingFraction(ours, theirs, threshold: 32)
        #expect(fraction <= 0.005, "\(fraction * 100) % differ")
        // Reuse keeps it compact: repeated subtrees are defined once.
        let svg = try String(contentsOf: film.appendingPathComponent("filmstrip.svg"), encoding: .utf8)
        #expect(svg.contains("<use "))
    }

    @Test("animation.png decoded by Pillow yields exactly the PNG frames, with the frame count and 1/fps delays", .enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
    func apngEqualsFrames() throws {
        let (_, film, trace) = try Self.rendered.get()
        let script = """
        import sys, hashlib
        from PIL import Image
        im = Image.open(sys.argv[1])
        print(im.format, im.n_frames, im.info.get("loop"))
        for i in range(im.n_frames):
            im.seek(i)
            print(im.info.get("duration"), hashlib.sha256(im.convert("RGB").tobytes()).hexdigest())
        for path in sys.argv[2:]:
            print(hashlib.sha256(Image.open(path).convert("RGB").tobytes()).hexdigest())
        """
        let frames = (0..<trace.frames.count).map { film.appendingPathComponent("frames/\(frameFileName($0, count: trace.frames.count))").path }
        let r = try runTool("python3", ["-c", script, film.appendingPathComponent("animation.png").path] + frames)
        #expect(r.status == 0, "Pillow: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "PNG \(trace.frames.count) 0")
        let n = trace.frames.count
        guard lines.count == 1 + 2 * n else { Issue.record("unexpected output: \(r.stdout.prefix(300))"); return }
        for i in 0..<n {
            let parts = lines[1 + i].split(separator: " ")
            #expect(abs(Double(parts[0])! - 1000.0 / Double(trace.fps)) < 0.01, "frame \(i) delay \(parts[0])")
            #expect(String(parts[1]) == lines[1 + n + i], "frame \(i) differs from frames/\(i)")
        }
        // Changed regions only: smaller than the PNG frames together.
        let apngSize = try FileManager.default.attributesOfItem(atPath: film.appendingPathComponent("animation.png").path)[.size] as! Int
        let framesSize = try frames.map { try FileManager.default.attributesOfItem(atPath: $0)[.size] as! Int }.reduce(0, +)
        #expect(apngSize < framesSize)
    }

    @Test("captions' time and drift equal the trace's")
    func captionsMatchTrace() throws {
        let (_, film, trace) = try Self.rendered.get()
        let svg = try String(contentsOf: film.appendingPathComponent("filmstrip.svg"), encoding: .utf8)
        // Caption strings are stored with the glyph strokes drawn from them.
        let labels = svg.components(separatedBy: "aria-label=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let times = labels.filter { $0.hasPrefix("#") }
        let drifts = labels.filter { $0.hasPrefix("drift ") }
        #expect(times.count == drifts.count && times.count >= 8)
        for (t, d) in zip(times, drifts) {
            // "#12  t = 400 ms"
            let parts = t.split(separator: " ")
            let index = Int(parts[0].dropFirst())!
            let ms = Int(parts[3])!
            let frame = trace.frames[index]
            #expect(ms == Int((frame.time * 1000).rounded()))
            let value = Double(d.split(separator: " ")[1].replacingOccurrences(of: "+", with: ""))!
            #expect(abs(value - frame.drift) <= 0.05 + 1e-9, "frame \(index): caption \(value), trace \(frame.drift)")
        }
        // The first drifting frame is shown and marked.
        #expect(labels.contains("FIRST DRIFT"))
        #expect(times.contains { $0.hasPrefix("#\(trace.firstDriftFrame!) ") })
    }

    @Test("report.html parses as HTML and every file it references exists; summary.md links exist", .enabled(if: Peers.python3, "needs python3; CI installs it"))
    func reportReferences() throws {
        let (_, film, _) = try Self.rendered.get()
        let script = """
        import sys, os
        from html.parser import HTMLParser
        VOID = {"meta", "img", "br", "hr", "link", "input", "source", "use", "path", "rect", "stop"}
        class P(HTMLParser):
            def __init__(self):
                super().__init__(); self.stack = []; self.refs = []; self.errors = []
            def handle_starttag(self, tag, attrs):
                for k, v in attrs:
                    if k in ("src", "href") and v and not v.startswith("#") and "://" not in v: self.refs.append(v)
                if tag not in VOID: self.stack.append(tag)
            def handle_startendtag(self, tag, attrs): self.handle_starttag("__void__", attrs); self.stack.pop()
            def handle_endtag(self, tag):
                if tag in VOID: return
                if not self.stack or self.stack[-1] != tag: self.errors.append("unbalanced </%s> (open: %s)" % (tag, self.stack[-3:]))
                else: self.stack.pop()
        p = P(); p.feed(open(sys.argv[1], encoding="utf-8").read()); p.close()
        base = os.path.dirname(sys.argv[1])
        missing = [r for r in p.refs if not os.path.exists(os.path.join(base, r))]
        print("errors", len(p.errors), p.errors[:3]); print("open", p.stack); print("refs", len(p.refs)); print("missing", missing)
        """
        let r = try runTool("python3", ["-c", script, film.appendingPathComponent("report.html").path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("errors 0 []"), "\(r.stdout)")
        #expect(r.stdout.contains("open []"), "\(r.stdout)")
        #expect(r.stdout.contains("missing []"), "\(r.stdout)")
        #expect(!r.stdout.contains("refs 0"))
        let md = try String(contentsOf: film.appendingPathComponent("summary.md"), encoding: .utf8)
        for link in md.components(separatedBy: "](").dropFirst().map({ String($0.prefix { $0 != ")" }) }) {
            #expect(FileManager.default.fileExists(atPath: film.appendingPathComponent(link).path), "summary.md links \(link)")
        }
        #expect(md.contains("| outputs | notificationSync |"))
    }

    @Test("sampling: --every, --from/--to pick frames, and the first drifting frame is always shown")
    func sampling() throws {
        let trace = try Simulator.run(try storyboard(Self.json))
        let first = try #require(trace.firstDriftFrame)
        let every10 = FilmstripOptions(every: 10).sample(trace.frames)
        #expect(every10.contains(first))
        #expect(every10.filter { $0 != first } == Array(stride(from: 0, to: trace.frames.count, by: 10)))
        let window = FilmstripOptions(every: 1, from: 0.5, to: 0.6).sample(trace.frames)
        // 0.5 … 0.6 s at 30 fps, plus the first drifting frame from outside the window.
        #expect(first < 15 || first > 18)
        #expect(window == ([first, 15, 16, 17, 18]).sorted())
    }
}
