import ArgumentParser
import CLibPNG
import Foundation
import FrameRendering
import GoldenFilm
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// Rendering: frames at 3x against the zlib floor and peers, and every scale on 1 and all cores.
extension Bench {
    // MARK: Frames at 3x

    /// The reference film at 3x on one thread, against zlib level 1 on each frame's raw RGB bytes
    /// (the floor of our stack), rsvg-convert and Pillow, measured in the same run.
    func frames(_ scratch: Scratch) throws {
        let sb = try BenchStoryboards.reference(scale: 3)
        let trace = try MainActor.assumeIsolated { try Simulator.run(sb) }
        let scene = FrameScene(storyboard: sb, trace: trace)
        let n = trace.frames.count
        // The pipeline as `render` runs it (de-duplication included), one thread.
        var bytes = 0
        var layers = LayerCacheStatistics()
        let pipeline = try Stopwatch.seconds {
            layers = try FilmRenderer(scene: scene).render(jobs: 1, encodePNG: true) { bytes += $0.png!.count }
        }
        // Every frame through each stage (no de-duplication), and the zlib floor per frame; the
        // frames that change also without the layer cache.
        var rasterizer = Rasterizer(), uncached = Rasterizer()
        uncached.layerCache = nil
        let writer = FramePNGWriter()
        // The same bands through zlib (Z_RLE, level 1), as frames were encoded before RunLengthDeflate.
        let zlibWriter = FramePNGWriter(encoder: BandedPNGEncoder(compressor: .zlib(level: 1, strategy: .rle)))
        var ourBytes = 0, zlibBytes = 0, eZlibMoving = 0.0
        var tRaster = 0.0, tEncode = 0.0, tZlib = 0.0, tLibpng = 0.0, moving = 0, tMoving = 0.0, zMoving = 0.0
        var rMoving = 0.0, eMoving = 0.0, rUncached = 0.0
        var previous: DisplayList?
        var pixmap = Pixmap(width: 1, height: 1)
        for i in 0..<n {
            let list = scene.displayList(frame: i)
            let storage = pixmap.data // reused, as the pipeline's buffer pool does
            pixmap = Pixmap(width: 1, height: 1)
            var reuse: [UInt8]? = storage
            let r = Stopwatch.seconds { pixmap = rasterizer.render(list, storage: reuse.take()) }
            var png: [UInt8] = [], zlibPNG: [UInt8] = []
            let e = try Stopwatch.seconds { png = try writer.png(pixmap) }
            let ez = try Stopwatch.seconds { zlibPNG = try zlibWriter.png(pixmap) }
            ourBytes += png.count; zlibBytes += zlibPNG.count
            let rgb = rgbBytes(pixmap)
            let z = Stopwatch.seconds { _ = rgb.withUnsafeBytes { zlibCompressedSize($0, level: 1) } }
            tRaster += r; tEncode += e; tZlib += z
            if list != previous {
                moving += 1; tMoving += r + e; zMoving += z; rMoving += r; eMoving += e; eZlibMoving += ez
                rUncached += Stopwatch.seconds { _ = uncached.render(list) }
            }
            previous = list
            if i % 10 == 0 { tLibpng += try Stopwatch.seconds { _ = try FrameEncoder.png(pixmap) } * 10 }
        }
        func ms(_ t: Double, _ count: Int = n) -> String { f2(t / Double(count) * 1000) }
        print("## Frames: reference film at 3x (iPhone 13, show + hide, \(n) frames of \(Canvas(sb).width)×\(Canvas(sb).height)), one thread\n")
        var t = Table("measure", "ms per frame", "× zlib floor")
        t.add("**render pipeline** (rasterize + encode, still frames de-duplicated), film average", ms(pipeline), f2(pipeline / tZlib))
        t.add("rasterize + encode, every frame rendered", ms(tRaster + tEncode), f2((tRaster + tEncode) / tZlib))
        t.add("rasterize + encode, the \(moving) frames that differ from the previous one", ms(tMoving, moving), f2(tMoving / zMoving))
        t.add("— their rasterize", ms(rMoving, moving), f2(rMoving / zMoving))
        t.add("— their rasterize without the layer cache", ms(rUncached, moving), f2(rUncached / zMoving))
        t.add("— their encode", ms(eMoving, moving), f2(eMoving / zMoving))
        t.add("— their encode with zlib (Z_RLE, level 1) instead", ms(eZlibMoving, moving), f2(eZlibMoving / zMoving))
        t.add("— rasterize (display list included)", ms(tRaster), f2(tRaster / tZlib))
        t.add("— encode: bands, up filter, run-length deflate", ms(tEncode), f2(tEncode / tZlib))
        t.add("encode with libpng instead (up, Z_RLE, level 1; every 10th frame)", ms(tLibpng), f2(tLibpng / tZlib))
        t.add("peer floor: zlib level 1 of each frame's raw RGB bytes", ms(tZlib), "1.00")
        t.print()
        print("Frames average \(bytes / n / 1024) KiB (through zlib instead: \(f2(Double(zlibBytes) / Double(ourBytes))) × the size of run-length deflate's). Layers in the pipeline: \(layers.hits) found drawn, \(layers.misses) drawn (hit rate \(f2(layers.hitRate * 100)) %).\n")
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

    /// The reference film at each scale: in-process on one thread and on every core, and as
    /// users run it — a whole `kbfilm render --format png --jobs 1` process, files written —
    /// against the zlib floor of the same frames (level 1 on each frame's raw RGB bytes).
    func scales(_ scratch: Scratch) throws {
        let exe = try Tools.kbfilmBesideThisProgram()
        print("## Full render by scale (reference film, PNG frames, de-duplication on)\n")
        var t = Table("scale", "frames", "ms per frame, 1 thread", "ms per frame, all cores", "speed-up",
                      "whole process, --jobs 1: ms per frame", "zlib floor, ms per frame", "whole process × floor")
        for scale in [1, 2, 3] {
            let sb = try BenchStoryboards.reference(scale: scale)
            let trace = try MainActor.assumeIsolated { try Simulator.run(sb) }
            let scene = FrameScene(storyboard: sb, trace: trace)
            let n = Double(trace.frames.count)
            let one = try Stopwatch.seconds { try FilmRenderer(scene: scene).render(jobs: 1, encodePNG: true) { _ in } }
            let cores = ProcessInfo.processInfo.activeProcessorCount
            let all = try Stopwatch.seconds { try FilmRenderer(scene: scene).render(jobs: cores, encodePNG: true) { _ in } }
            var floor = 0.0
            try FilmRenderer(scene: scene).render(jobs: 1, encodePNG: false) { frame in
                let rgb = rgbBytes(frame.pixmap)
                floor += Stopwatch.seconds { _ = rgb.withUnsafeBytes { zlibCompressedSize($0, level: 1) } }
            }
            let file = scratch.path("reference-\(scale)x.json"), out = scratch.path("reference-out")
            try BenchStoryboards.referenceJSON(scale: scale).write(toFile: file, atomically: true, encoding: .utf8)
            var whole: [Double] = []
            for _ in 0..<3 {
                try? FileManager.default.removeItem(atPath: out)
                let u = try Tools.measure(exe, ["render", file, "--format", "png", "--jobs", "1", "--quiet", "--out", out])
                guard u.status == 0 else { throw BenchFailure("render of the reference film at \(scale)x failed") }
                whole.append(u.wallSeconds)
            }
            try? FileManager.default.removeItem(atPath: out)
            let best = whole.min()!
            t.add("\(scale)x", String(Int(n)), f2(one / n * 1000), f2(all / n * 1000), f2(one / all) + "×",
                  f2(best / n * 1000), f2(floor / n * 1000), f2(best / floor))
        }
        t.print()
        print("The whole-process figure is the best of three runs.\n")
    }
}

/// A frame's RGB bytes, alpha dropped: what the zlib floor compresses.
func rgbBytes(_ pixmap: Pixmap) -> [UInt8] {
    pixmap.data.withUnsafeBytes { raw in
        [UInt8](unsafeUninitializedCapacity: pixmap.width * pixmap.height * 3) { out, count in
            for p in 0..<(pixmap.width * pixmap.height) { out[3 * p] = raw[4 * p]; out[3 * p + 1] = raw[4 * p + 1]; out[3 * p + 2] = raw[4 * p + 2] }
            count = pixmap.width * pixmap.height * 3
        }
    }
}
