import ArgumentParser
import CLibPNG
import Foundation
import FrameRendering
import GoldenFilm
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// `kbfilm-bench [--quick]` (also run as `kbfilm bench`): measures every stage of the project and
/// its peers in the same run and prints Markdown tables with ratios (recorded in BENCHMARKS.md).
/// It lives outside the command-line tool and uses only the libraries' public API.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kbfilm-bench", abstract: "Measure the project against its peers, in the same run; print tables for BENCHMARKS.md.")

    @Flag(help: "Fewer repetitions and smaller scaling runs (about a minute).") var quick = false

    static func main() {
        // The child-process measurer (see `Tools.measureFresh`) runs before any parsing.
        if CommandLine.arguments.dropFirst().first == Tools.measureChildFlag { Tools.measureChildAndExit() }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    func run() throws {
        let scratch = try Scratch()
        print("# kbfilm bench (\(quick ? "quick" : "full")) — \(ProcessInfo.processInfo.activeProcessorCount) cores\n")
        try simulation()
        try frames(scratch)
        try scales()
        try apng(scratch)
        try strip()
        try verify(scratch)
        try scaling(scratch)
    }

    // MARK: Simulation

    func simulation() throws {
        print("## Simulation: 10 s at 120 fps (1201 frames), show / QuickType / rotations / drag / hide\n")
        var t = Table("strategy", "ms per film", "frames/s")
        for name in StrategyName.allCases {
            let sb = try BenchStoryboards.simulation(strategy: name)
            _ = try Simulator.run(sb) // a storyboard the simulator refuses fails the benchmark, never times an error
            let ms = Stopwatch.medianMilliseconds(quick ? 5 : 25) { _ = try? Simulator.run(sb) }
            t.add(name.rawValue, f2(ms), String(format: "%.0f", Double(sb.frameCount) / (ms / 1000)))
        }
        t.print()
    }

    // MARK: Frames at 3x

    /// The reference film at 3x on one thread, against zlib level 1 on each frame's raw RGB bytes
    /// (the floor of our stack), rsvg-convert and Pillow, measured in the same run.
    func frames(_ scratch: Scratch) throws {
        let sb = try BenchStoryboards.reference(scale: 3)
        let trace = try Simulator.run(sb)
        let scene = FrameScene(storyboard: sb, trace: trace)
        let n = trace.frames.count
        // The pipeline as `render` runs it (de-duplication included), one thread.
        var bytes = 0
        let pipeline = try Stopwatch.seconds {
            try FilmRenderer(scene: scene).render(jobs: 1, encodePNG: true) { bytes += $0.png!.count }
        }
        // Every frame through each stage (no de-duplication), and the zlib floor per frame.
        var rasterizer = Rasterizer()
        let writer = FramePNGWriter()
        var tRaster = 0.0, tEncode = 0.0, tZlib = 0.0, tLibpng = 0.0, moving = 0, tMoving = 0.0, zMoving = 0.0
        var previous: DisplayList?
        var pixmap = Pixmap(width: 1, height: 1)
        for i in 0..<n {
            let list = scene.displayList(frame: i)
            let storage = pixmap.data // reused, as the pipeline's buffer pool does
            pixmap = Pixmap(width: 1, height: 1)
            var reuse: [UInt8]? = storage
            let r = Stopwatch.seconds { pixmap = rasterizer.render(list, storage: reuse.take()) }
            let e = try Stopwatch.seconds { _ = try writer.png(pixmap) }
            let rgb = pixmap.data.withUnsafeBytes { raw in
                [UInt8](unsafeUninitializedCapacity: pixmap.width * pixmap.height * 3) { out, count in
                    for p in 0..<(pixmap.width * pixmap.height) { out[3 * p] = raw[4 * p]; out[3 * p + 1] = raw[4 * p + 1]; out[3 * p + 2] = raw[4 * p + 2] }
                    count = pixmap.width * pixmap.height * 3
                }
            }
            let z = Stopwatch.seconds { _ = rgb.withUnsafeBytes { zlibCompressedSize($0, level: 1) } }
            tRaster += r; tEncode += e; tZlib += z
            if list != previous { moving += 1; tMoving += r + e; zMoving += z }
            previous = list
            if i % 10 == 0 { tLibpng += try Stopwatch.seconds { _ = try FrameEncoder.png(pixmap) } * 10 }
        }
        func ms(_ t: Double, _ count: Int = n) -> String { f2(t / Double(count) * 1000) }
        print("## Frames: reference film at 3x (iPhone 13, show + hide, \(n) frames of \(trace.canvasWidth)×\(trace.canvasHeight)), one thread\n")
        var t = Table("measure", "ms per frame", "× zlib floor")
        t.add("**render pipeline** (rasterize + encode, still frames de-duplicated), film average", ms(pipeline), f2(pipeline / tZlib))
        t.add("rasterize + encode, every frame rendered", ms(tRaster + tEncode), f2((tRaster + tEncode) / tZlib))
        t.add("rasterize + encode, the \(moving) frames that differ from the previous one", ms(tMoving, moving), f2(tMoving / zMoving))
        t.add("— rasterize (display list included)", ms(tRaster), f2(tRaster / tZlib))
        t.add("— encode: banded zlib, up + Z_RLE level 1", ms(tEncode), f2(tEncode / tZlib))
        t.add("encode with libpng instead (up, Z_RLE, level 1; every 10th frame)", ms(tLibpng), f2(tLibpng / tZlib))
        t.add("peer floor: zlib level 1 of each frame's raw RGB bytes", ms(tZlib), "1.00")
        t.print()
        print("Frames average \(bytes / n / 1024) KiB.\n")
        try framePeers(scene: scene, oursPerFrame: pipeline / Double(n), scratch)
    }

    func framePeers(scene: FrameScene, oursPerFrame: Double, _ scratch: Scratch) throws {
        let n = scene.trace.frames.count
        let picks = Array(stride(from: 0, to: n, by: max(1, n / (quick ? 3 : 6))))
        var t = Table("peer, same frames", "ms per frame", "ours faster by")
        if let rsvg = Tools.find("rsvg-convert") {
            var total = 0.0
            for i in picks {
                let svg = scratch.path("f.svg")
                try SVGWriter().document(scene.displayList(frame: i)).write(toFile: svg, atomically: true, encoding: .utf8)
                total += try Tools.measure(rsvg, ["-o", scratch.path("f.png"), svg]).wallSeconds
            }
            let theirs = total / Double(picks.count)
            t.add("rsvg-convert: frame SVG → PNG (process start included)", f2(theirs * 1000), f1(theirs / oursPerFrame) + "×")
        } else {
            print("rsvg-convert: skipped (not installed; apt-get install librsvg2-bin)")
        }
        if let python = Tools.find("python3"), PillowDrawing.available(python) {
            let theirs = try PillowDrawing.secondsPerFrame(scene: scene, frames: picks, python: python, scratch)
            t.add("Pillow ImageDraw: the same shapes (no anti-aliasing) + PNG save, in-process timing", f2(theirs * 1000), f1(theirs / oursPerFrame) + "×")
        } else {
            print("Pillow: skipped (pip install pillow)")
        }
        t.print()
    }

    // MARK: Scales and threads

    func scales() throws {
        print("## Full render by scale (reference film, PNG frames, de-duplication on)\n")
        var t = Table("scale", "frames", "ms per frame, 1 thread", "ms per frame, all cores", "speed-up", "frames/s")
        for scale in [1, 2, 3] {
            let sb = try BenchStoryboards.reference(scale: scale)
            let trace = try Simulator.run(sb)
            let scene = FrameScene(storyboard: sb, trace: trace)
            let n = Double(trace.frames.count)
            let one = try Stopwatch.seconds { try FilmRenderer(scene: scene).render(jobs: 1, encodePNG: true) { _ in } }
            let cores = ProcessInfo.processInfo.activeProcessorCount
            let all = try Stopwatch.seconds { try FilmRenderer(scene: scene).render(jobs: cores, encodePNG: true) { _ in } }
            t.add("\(scale)x", String(Int(n)), f2(one / n * 1000), f2(all / n * 1000), f2(one / all) + "×", String(format: "%.0f", n / all))
        }
        t.print()
    }

    // MARK: APNG

    /// A 60-frame storyboard at 2x, rendered as `render` does: into an APNG (frames and their
    /// APNG chunks encoded on all cores) against into 60 PNG files; and ffmpeg assembling an
    /// APNG from those PNG files.
    func apng(_ scratch: Scratch) throws {
        let sb = try BenchStoryboards.sixtyFrames(scale: 2)
        let trace = try Simulator.run(sb)
        let renderer = FilmRenderer(scene: FrameScene(storyboard: sb, trace: trace))
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let count = trace.frames.count
        let dir = scratch.url.appendingPathComponent("apng-frames")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var pngBytes = 0
        let tPNG = try Stopwatch.seconds {
            try renderer.render(jobs: cores, encodePNG: true) { frame in
                pngBytes += frame.png!.count
                try Data(frame.png!).write(to: dir.appendingPathComponent(frameFileName(frame.index, count: count)))
            }
        }
        var apngBytes = 0
        let tAPNG = try Stopwatch.seconds {
            var out: [UInt8] = []
            let writer = try APNGWriter(width: trace.canvasWidth, height: trace.canvasHeight, frameCount: count,
                                        delayNumerator: 1, delayDenominator: UInt16(trace.fps), opaque: true) { out += $0 }
            try renderer.render(jobs: cores, encodePNG: false, apng: writer) { try writer.appendEncoded($0.apngChunk!) }
            apngBytes = out.count
            try Data(out).write(to: scratch.url.appendingPathComponent("ours.png"))
        }
        // Ours from the PNG files, as ffmpeg has to start: decode with libpng, then assemble.
        let tFromFiles = try Stopwatch.seconds {
            var out: [UInt8] = []
            let w = try APNGWriter(width: trace.canvasWidth, height: trace.canvasHeight, frameCount: count,
                                   delayNumerator: 1, delayDenominator: UInt16(trace.fps), opaque: true) { out += $0 }
            for i in 0..<count {
                let img = try PNGCodec.decode(contentsOf: dir.appendingPathComponent(frameFileName(i, count: count)).path)
                try img.pixels.withUnsafeBytes { try w.append($0, bytesPerRow: img.width * 4) }
            }
        }
        print("## APNG: \(count)-frame storyboard at 2x (\(trace.canvasWidth)×\(trace.canvasHeight))\n")
        var t = Table("measure", "ms", "MiB", "ffmpeg slower by")
        var ffmpeg: Double?
        if let path = Tools.find("ffmpeg") {
            let u = try Tools.measure(path, ["-y", "-loglevel", "error", "-framerate", String(trace.fps), "-i", dir.path + "/frame-%04d.png",
                                             "-plays", "0", "-f", "apng", scratch.path("ffmpeg.png")])
            ffmpeg = u.wallSeconds
        }
        let mib = { (b: Int) in f2(Double(b) / 1_048_576) }
        t.add("**ours: render into animation.png (as `render --format apng`: frames and chunks encoded on all cores)**", f1(tAPNG * 1000), mib(apngBytes), ffmpeg.map { f1($0 / tAPNG) + "×" } ?? "—")
        t.add("ours: from the PNG files (libpng decode + assemble)", f1(tFromFiles * 1000), mib(apngBytes), ffmpeg.map { f1($0 / tFromFiles) + "×" } ?? "—")
        t.add("render into \(count) PNG files (as `render --format png`)", f1(tPNG * 1000), mib(pngBytes), "")
        if let ffmpeg {
            let size = (try? FileManager.default.attributesOfItem(atPath: scratch.path("ffmpeg.png"))[.size] as? Int) ?? 0
            t.add("peer: ffmpeg -f apng from the PNG sequence", f1(ffmpeg * 1000), mib(size), "1.0×")
        } else {
            print("ffmpeg: skipped (not installed; apt-get install ffmpeg)\n")
        }
        t.print()
    }

    // MARK: Filmstrip

    func strip() throws {
        let sb = try BenchStoryboards.reference(scale: 2)
        let trace = try Simulator.run(sb)
        let strip = Filmstrip(scene: FrameScene(storyboard: sb, trace: trace), options: FilmstripOptions(columns: 6))
        var svg = ""
        let tSVG = Stopwatch.medianMilliseconds(quick ? 2 : 5) { svg = SVGWriter().document(strip.displayList()) }
        var png: [UInt8] = []
        let tPNG = try Stopwatch.medianMilliseconds(quick ? 2 : 5) {
            var r = Rasterizer()
            png = try FrameEncoder.png(r.render(strip.displayList()), encoding: .compact)
        }
        print("## Filmstrip (\(strip.frames.count) frames of the 2x reference film, 6 columns)\n")
        var t = Table("output", "ms", "KiB")
        t.add("filmstrip.svg (display list → SVG text, `<use>` for repeats)", f1(tSVG), String(svg.utf8.count / 1024))
        t.add("filmstrip.png (rasterize + compact PNG)", f1(tPNG), String(png.count / 1024))
        t.print()
    }

    // MARK: Verify and diff

    func verify(_ scratch: Scratch) throws {
        let sb = try BenchStoryboards.reference(scale: 3)
        let film = try Film(storyboard: sb)
        let store = GoldenStore(directory: scratch.url.appendingPathComponent("goldens"))
        try GoldenRecorder.record(film, in: store)
        let n = Double(film.trace.frames.count)
        let render = try Stopwatch.seconds { try FilmRenderer(scene: FrameScene(storyboard: sb, trace: film.trace)).render(jobs: 1, encodePNG: true) { _ in } }
        var verifier = GoldenVerifier(store: store)
        verifier.jobs = 1
        var report: VerificationReport?
        let total = try Stopwatch.seconds { report = try verifier.verify(film) }
        // The comparison alone, for frames already rendered: what `verify` does for an unchanged
        // frame (hash it, compare with the manifest), and decoding the golden, which it skips.
        var frames: [[UInt8]] = []
        try FilmRenderer(scene: FrameScene(storyboard: sb, trace: film.trace)).render(jobs: 2, encodePNG: false) { frames.append($0.pixmap.data) }
        let apng = store.folder(sb.name).appendingPathComponent("animation.png").path
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: store.folder(sb.name).appendingPathComponent("manifest.json")))
        let decodeOnly = try Stopwatch.seconds { var it = try APNGReader(contentsOf: apng).frames(); while try it.next() != nil {} }
        var matching = 0
        let compare = Stopwatch.seconds {
            for (i, f) in frames.enumerated() where XXH64.hex(f) == manifest.frames[i] { matching += 1 }
        }
        print("## Verify: reference film at 3x against its golden (identical frames), one thread\n")
        var t = Table("measure", "ms per frame", "ratio")
        t.add("render (rasterize + encode, as `render`)", f2(render / n * 1000), "")
        t.add("decode the golden APNG (not needed for unchanged frames)", f2(decodeOnly / n * 1000), "")
        t.add("**compare identical frames** (XXH64 of each frame vs the manifest; \(matching) of \(frames.count) equal)", f2(compare / n * 1000), f2(compare / decodeOnly) + "× decoding; " + f1(render / compare) + "× faster than rendering")
        t.add("`verify` end to end (render without encoding + geometry + compare)", f2(total / n * 1000), f2(total / render) + "× rendering")
        t.print()
        if report?.passed != true { print("(verification unexpectedly failed: \(report?.message ?? ""))\n") }
        try diffPeers(scratch)
    }

    /// The perceptual diff against pixelmatch (PyPI) and ImageMagick `compare` on the same pairs.
    func diffPeers(_ scratch: Scratch) throws {
        let sb = try BenchStoryboards.reference(scale: 1)
        let film = try Film(storyboard: sb)
        var moved = film
        moved.trace.frames = moved.trace.frames.map { f in var g = f; g.bar.y += 1; return g }
        var a: [[UInt8]] = [], b: [[UInt8]] = []
        let picks = [20, 40, 60]
        try FilmRenderer(scene: FrameScene(storyboard: sb, trace: film.trace)).render(jobs: 2, encodePNG: false, frames: picks) { a.append($0.pixmap.data) }
        try FilmRenderer(scene: FrameScene(storyboard: sb, trace: moved.trace)).render(jobs: 2, encodePNG: false, frames: picks) { b.append($0.pixmap.data) }
        let w = film.trace.canvasWidth, h = film.trace.canvasHeight
        var policy = DiffPolicy()
        policy.looseBudget = 1
        var counted = 0
        let ours = Stopwatch.seconds {
            for k in picks.indices {
                counted += ImageDiff.compare(a[k], b[k], width: w, height: h, strict: nil, policy: policy).loosePixels
            }
        } / Double(picks.count)
        for k in picks.indices {
            try Data(FrameEncoder.png(pixmapOf(a[k], w, h))).write(to: URL(fileURLWithPath: scratch.path("a\(k).png")))
            try Data(FrameEncoder.png(pixmapOf(b[k], w, h))).write(to: URL(fileURLWithPath: scratch.path("b\(k).png")))
        }
        print("## Perceptual diff: \(picks.count) frame pairs at 1x (\(w)×\(h)), the bar 1 pt lower\n")
        var t = Table("tool", "ms per pair", "ours faster by", "differing pixels (first pair)")
        t.add("**ours** (YIQ, threshold 0.1, anti-aliasing detection)", f2(ours * 1000), "", String(counted / picks.count))
        if let python = Tools.find("python3") {
            let script = """
            import sys, time
            from PIL import Image
            from pixelmatch.contrib.PIL import pixelmatch
            pairs = [(Image.open(sys.argv[1] + "/a%d.png" % k).convert("RGBA"), Image.open(sys.argv[1] + "/b%d.png" % k).convert("RGBA")) for k in range(int(sys.argv[2]))]
            t = time.perf_counter()
            n = [pixelmatch(x, y, threshold=0.1) for x, y in pairs]
            print((time.perf_counter() - t) / len(pairs), n[0])
            """
            let out = scratch.path("pm.txt")
            let ok = try Tools.measure("/bin/sh", ["-c", "\"\(python)\" -c '\(script)' \"\(scratch.url.path)\" \(picks.count) > \"\(out)\""])
            if ok.status == 0, let line = try? String(contentsOfFile: out, encoding: .utf8), let secs = Double(line.split(separator: " ").first ?? "") {
                t.add("peer: pixelmatch (PyPI), in-process timing", f2(secs * 1000), f1(secs / ours) + "×", String(line.split(separator: " ").last ?? "").trimmingCharacters(in: .whitespacesAndNewlines))
            } else {
                print("pixelmatch: skipped (pip install pixelmatch pillow)\n")
            }
        }
        if let compare = Tools.find("compare") {
            var total = 0.0
            for k in picks.indices {
                total += try Tools.measure(compare, ["-metric", "AE", "-fuzz", "10%", scratch.path("a\(k).png"), scratch.path("b\(k).png"), scratch.path("d.png")]).wallSeconds
            }
            t.add("peer: ImageMagick compare -metric AE -fuzz 10% (process start included)", f2(total / Double(picks.count) * 1000), f1(total / Double(picks.count) / ours) + "×", "")
        } else {
            print("ImageMagick compare: skipped (apt-get install imagemagick)\n")
        }
        t.print()
    }

    func pixmapOf(_ bytes: [UInt8], _ w: Int, _ h: Int) -> Pixmap {
        var p = Pixmap(width: w, height: h)
        p.data = bytes
        p.isKnownOpaque = true
        return p
    }

    // MARK: Scaling with frame count

    /// `kbfilm render` as a child process: time and peak memory against frame count and scale.
    func scaling(_ scratch: Scratch) throws {
        let exe = try Tools.kbfilmBesideThisProgram()
        let runs: [(frames: Int, scale: Int)] = quick
            ? [(60, 1), (600, 1), (60, 3), (600, 3)]
            : [(60, 1), (600, 1), (6000, 1), (60, 2), (60, 3), (600, 3), (6000, 3)]
        print("## Scaling: `kbfilm render --format png,apng` as a child process, all cores\n")
        var t = Table("frames", "scale", "wall s", "ms per frame", "ns per pixel·frame", "CPU / wall", "peak MB")
        for r in runs {
            let file = scratch.path("scaling-\(r.frames).json")
            try BenchStoryboards.long(frames: r.frames).write(toFile: file, atomically: true, encoding: .utf8)
            let out = scratch.path("scaling-out")
            let u = try Tools.measureFresh(exe, ["render", file, "--scale", String(r.scale), "--format", "png,apng", "--quiet", "--out", out])
            guard u.status == 0 else { throw BenchFailure("scaling run failed: \(r)") }
            try? FileManager.default.removeItem(atPath: out)
            let pixels = Double(390 * 844 * r.scale * r.scale)
            t.add(String(r.frames), "\(r.scale)x", f2(u.wallSeconds), f2(u.wallSeconds / Double(r.frames) * 1000),
                  f2(u.wallSeconds / Double(r.frames) / pixels * 1e9), f2(u.cpuSeconds / u.wallSeconds), f1(u.maxRSSMegabytes))
        }
        t.print()
    }
}

/// Storyboards the benchmark runs, built in code so the benchmark needs no files.
enum BenchStoryboards {
    static func parse(_ json: String) throws -> Storyboard { try StoryboardLoader.parse(Array(json.utf8), file: "<bench>") }

    static func simulation(strategy: StrategyName) throws -> Storyboard {
        // ios7 has no QuickType bar, so every strategy runs on an era that has one.
        let system = strategy == .layoutGuide ? "ios15" : "ios8"
        return try parse("""
        { "name": "bench-\(strategy.rawValue)", "device": "iPhone 13", "system": "\(system)", "fps": 120, "duration": 10,
          "strategy": { "name": "\(strategy.rawValue)" },
          "events": [ { "at": 0.5, "do": "show" }, { "at": 2, "do": "quickType", "visible": false },
                      { "at": 3, "do": "rotate", "to": "landscapeLeft" }, { "at": 4.5, "do": "rotate", "to": "portrait" },
                      { "at": 6, "do": "interactiveDismiss", "to": 0.5, "release": "cancel", "duration": 0.4 },
                      { "at": 8, "do": "hide" } ] }
        """)
    }

    /// The reference film: iPhone 13, show then hide, 1.5 s at 60 fps (91 frames).
    static func reference(scale: Int) throws -> Storyboard {
        try parse("""
        { "name": "bench-reference", "device": "iPhone 13", "scale": \(scale), "duration": 1.5,
          "strategy": { "name": "layoutGuide" },
          "events": [ { "at": 0.1, "do": "show" }, { "at": 1.4, "do": "hide" } ] }
        """)
    }

    /// Exactly 60 frames at 60 fps: show, then hide while still settling.
    static func sixtyFrames(scale: Int) throws -> Storyboard {
        try parse("""
        { "name": "bench-60", "device": "iPhone 13", "scale": \(scale), "duration": 0.99,
          "strategy": { "name": "displayLink", "minBottom": true },
          "events": [ { "at": 0.05, "do": "show" }, { "at": 0.6, "do": "hide" } ] }
        """)
    }

    /// `frames` frames at 60 fps with the keyboard shown and hidden every 0.9 s.
    static func long(frames: Int) -> String {
        let duration = Double(frames - 1) / 60
        var events: [String] = []
        var t = 0.1, show = true
        while t < duration {
            events.append("{ \"at\": \(String(format: "%.2f", t)), \"do\": \"\(show ? "show" : "hide")\" }")
            show.toggle()
            t += 0.9
        }
        return """
        { "name": "bench-long", "device": "iPhone 13", "fps": 60, "duration": \(String(format: "%.6f", duration)),
          "strategy": { "name": "layoutGuide" }, "events": [ \(events.joined(separator: ", ")) ] }
        """
    }
}
