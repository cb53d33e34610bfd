import ArgumentParser
import CLibPNG
import Foundation
import FrameRendering
import GoldenFilm
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// Outputs: the APNG against PNG files and ffmpeg, and the filmstrip.
extension Bench {
    // MARK: APNG

    /// A 60-frame storyboard at 2x, rendered as `render` does: into an APNG (frames and their
    /// APNG chunks encoded on all cores) against into 60 PNG files; and ffmpeg assembling an
    /// APNG from those PNG files.
    func apng(_ scratch: Scratch) throws {
        let sb = try BenchStoryboards.sixtyFrames(scale: 2)
        let trace = try MainActor.assumeIsolated { try Simulator.run(sb) }
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
            let writer = try APNGWriter(width: Canvas(sb).width, height: Canvas(sb).height, frameCount: count,
                                        delayNumerator: 1, delayDenominator: UInt16(trace.fps), opaque: true) { out += $0 }
            try renderer.render(jobs: cores, encodePNG: false, apng: writer) { try writer.appendEncoded($0.apngChunk!) }
            apngBytes = out.count
            try Data(out).write(to: scratch.url.appendingPathComponent("ours.png"))
        }
        // Ours from the PNG files, as ffmpeg has to start: decode with libpng, then assemble.
        let tFromFiles = try Stopwatch.seconds {
            var out: [UInt8] = []
            let w = try APNGWriter(width: Canvas(sb).width, height: Canvas(sb).height, frameCount: count,
                                   delayNumerator: 1, delayDenominator: UInt16(trace.fps), opaque: true) { out += $0 }
            for i in 0..<count {
                let img = try PNGCodec.decode(contentsOf: dir.appendingPathComponent(frameFileName(i, count: count)).path)
                try img.pixels.withUnsafeBytes { try w.append($0, bytesPerRow: img.width * 4) }
            }
        }
        print("## APNG: \(count)-frame storyboard at 2x (\(Canvas(sb).width)×\(Canvas(sb).height))\n")
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
        let trace = try MainActor.assumeIsolated { try Simulator.run(sb) }
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
}
