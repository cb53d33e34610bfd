import ArgumentParser
import CLibPNG
import Foundation
import FrameRendering
import GoldenFilm
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// Golden verification and the perceptual diff, against pixelmatch and ImageMagick.
extension Bench {
    // MARK: Verify and diff

    func verify(_ scratch: Scratch) throws {
        let sb = try BenchStoryboards.reference(scale: 3)
        let film = try MainActor.assumeIsolated { try Film(storyboard: sb) }
        let store = GoldenStore(directory: scratch.url.appendingPathComponent("goldens"))
        let n = Double(film.trace.frames.count)
        // Recording against rendering the same film's APNG, both on every core, as the commands run.
        let record = try Stopwatch.seconds { try GoldenRecorder.record(film, in: store) }
        let animation = try Stopwatch.seconds {
            try FilmWriter.write(RenderRequest(film: Film(storyboard: sb, trace: film.trace), destination: scratch.url.appendingPathComponent("apng"), formats: [.apng]))
        }
        let goldenBytes = try FileManager.default.attributesOfItem(atPath: store.folder(sb.name).appendingPathComponent("animation.png").path)[.size] as? Int ?? 0
        print("## Record: reference film at 3x, \(Int(n)) frames, every core\n")
        var r = Table("measure", "s", "ratio")
        r.add("`render --format apng` (zlib level 1, up filter)", f2(animation), "")
        r.add("**record** (every frame's pixels; zlib level 6, up filter; \(goldenBytes / 1000) kB)", f2(record), f2(record / animation) + "× the APNG render (target ≤ 2)")
        r.print()
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
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: store.folder(sb.name).appendingPathComponent(GoldenFile.manifest)))
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
        let film = try MainActor.assumeIsolated { try Film(storyboard: sb) }
        var moved = film
        moved.trace.frames = moved.trace.frames.map { f in var g = f; g.bar.origin.y += 1; return g }
        var a: [[UInt8]] = [], b: [[UInt8]] = []
        let picks = [20, 40, 60]
        try FilmRenderer(scene: FrameScene(storyboard: sb, trace: film.trace)).render(jobs: 2, encodePNG: false, frames: picks) { a.append($0.pixmap.data) }
        try FilmRenderer(scene: FrameScene(storyboard: sb, trace: moved.trace)).render(jobs: 2, encodePNG: false, frames: picks) { b.append($0.pixmap.data) }
        let w = Canvas(sb).width, h = Canvas(sb).height
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
}
