import ArgumentParser
import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// `kbfilm bench [--quick]`: measures the project's stages and prints figures.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure simulation (and rendering) speed; print figures for BENCHMARKS.md.")

    @Flag(help: "Fewer repetitions.") var quick = false

    func run() throws {
        let repetitions = quick ? 5 : 25
        print("# kbfilm bench (\(quick ? "quick" : "full"), \(repetitions) repetitions, median)")
        print("")
        print("## Simulation: 10 s at 120 fps (1201 frames), iPhone 13, show / rotate / QuickType / drag / hide")
        print("")
        print("| strategy | ms per film | frames/s |")
        print("|---|---:|---:|")
        for name in StrategyName.allCases {
            let sb = try BenchStoryboards.simulation(strategy: name)
            let ms = Stopwatch.medianMilliseconds(repetitions) { _ = try? Simulator.run(sb) }
            print("| \(name.rawValue) | \(String(format: "%.2f", ms)) | \(String(format: "%.0f", Double(sb.frameCount) / (ms / 1000))) |")
        }
        try benchFrame(repetitions: quick ? 3 : 10)
    }

    /// The reference film at 3x on one thread: per-frame cost of each stage, against zlib level 1
    /// compressing each frame's raw RGB bytes (the floor of our stack), measured in the same run.
    func benchFrame(repetitions: Int) throws {
        let sb = try BenchStoryboards.reference(scale: 3)
        let trace = try Simulator.run(sb)
        let scene = FrameScene(storyboard: sb, trace: trace)
        var rasterizer = Rasterizer()
        let writer = FramePNGWriter()
        var tRaster = 0.0, tEncode = 0.0, tZlib = 0.0, tLibpng = 0.0, bytes = 0
        let n = trace.frames.count
        for i in 0..<n {
            var pixmap = Pixmap(width: 1, height: 1)
            tRaster += Stopwatch.seconds { pixmap = rasterizer.render(scene.displayList(frame: i)) }
            tEncode += try Stopwatch.seconds { bytes += try writer.png(pixmap).count }
            let rgb = pixmap.data.withUnsafeBytes { raw in
                [UInt8](unsafeUninitializedCapacity: pixmap.width * pixmap.height * 3) { out, count in
                    for p in 0..<(pixmap.width * pixmap.height) { out[3 * p] = raw[4 * p]; out[3 * p + 1] = raw[4 * p + 1]; out[3 * p + 2] = raw[4 * p + 2] }
                    count = pixmap.width * pixmap.height * 3
                }
            }
            tZlib += Stopwatch.seconds { _ = rgb.withUnsafeBytes { PNGCodec.zlibCompressedSize($0, level: 1) } }
            if i % 10 == 0 { tLibpng += try Stopwatch.seconds { _ = try FrameEncoder.png(pixmap) } * 10 }
        }
        func ms(_ t: Double) -> String { String(format: "%.2f", t / Double(n) * 1000) }
        print("")
        print("## Frames: reference film (iPhone 13, show + hide, \(n) frames) at 3x (\(trace.canvasWidth)×\(trace.canvasHeight)), one thread")
        print("")
        print("| stage | ms per frame |")
        print("|---|---:|")
        print("| rasterize (display list included) | \(ms(tRaster)) |")
        print("| encode: banded zlib, up + Z_RLE level 1 | \(ms(tEncode)) |")
        print("| encode: libpng, up + Z_RLE level 1 (for comparison, every 10th frame) | \(ms(tLibpng)) |")
        print("| peer floor: zlib level 1 of the frame's raw RGB bytes | \(ms(tZlib)) |")
        print("")
        print("rasterize + encode = \(ms(tRaster + tEncode)) ms per frame = \(String(format: "%.2f", (tRaster + tEncode) / tZlib)) × the zlib level-1 floor; \(bytes / n / 1024) KiB per frame")
        try benchRSVG(scene: scene, frames: n, oursPerFrame: (tRaster + tEncode) / Double(n))
    }

    /// rsvg-convert rendering the SVG of the same frames to PNG, per frame (process start included,
    /// as a user would run it).
    func benchRSVG(scene: FrameScene, frames n: Int, oursPerFrame: Double) throws {
        print("")
        guard let rsvg = Tools.find("rsvg-convert") else {
            print("rsvg-convert: skipped (not installed; apt-get install librsvg2-bin)")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbfilm-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let picks = Array(stride(from: 0, to: n, by: max(1, n / 6)))
        var total = 0.0
        for i in picks {
            let svg = dir.appendingPathComponent("f.svg")
            try SVGWriter().document(scene.displayList(frame: i)).write(to: svg, atomically: true, encoding: .utf8)
            total += try Stopwatch.seconds { try Tools.run(rsvg, ["-o", dir.appendingPathComponent("f.png").path, svg.path]) }
        }
        let theirs = total / Double(picks.count)
        print("| peer | ms per frame |")
        print("|---|---:|")
        print("| rsvg-convert, frame SVG → PNG (\(picks.count) frames, process start included) | \(String(format: "%.2f", theirs * 1000)) |")
        print("")
        print("ours is \(String(format: "%.1f", theirs / oursPerFrame))× faster per frame than rsvg-convert")
    }
}

/// Storyboards the benchmark runs, built in code so the benchmark needs no files.
enum BenchStoryboards {
    static func simulation(strategy: StrategyName) throws -> Storyboard {
        let system = strategy == .layoutGuide || strategy == .rotationCoordinator ? "ios15" : "ios7"
        let json = """
        { "name": "bench-\(strategy.rawValue)", "device": "iPhone 13", "system": "\(system)", "fps": 120, "duration": 10,
          "strategy": { "name": "\(strategy.rawValue)" },
          "events": [ { "at": 0.5, "do": "show" }, { "at": 2, "do": "quickType", "visible": false },
                      { "at": 3, "do": "rotate", "to": "landscapeLeft" }, { "at": 4.5, "do": "rotate", "to": "portrait" },
                      { "at": 6, "do": "interactiveDismiss", "to": 0.5, "release": "cancel", "duration": 0.4 },
                      { "at": 8, "do": "hide" } ] }
        """
        return try StoryboardLoader.parse(Array(json.utf8), file: "<bench>")
    }
}

extension BenchStoryboards {
    /// The reference film: iPhone 13, show then hide, 1.5 s at 60 fps.
    static func reference(scale: Int) throws -> Storyboard {
        let json = """
        { "name": "bench-reference", "device": "iPhone 13", "scale": \(scale), "duration": 1.5,
          "strategy": { "name": "layoutGuide" },
          "events": [ { "at": 0.1, "do": "show" }, { "at": 1.4, "do": "hide" } ] }
        """
        return try StoryboardLoader.parse(Array(json.utf8), file: "<bench>")
    }
}

/// Peer tools found on PATH.
enum Tools {
    static func find(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static func run(_ executable: String, _ args: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = args
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw CommandFailure.io("\(executable) failed (\(p.terminationStatus))") }
    }
}

/// Wall-clock timing with a monotonic clock.
enum Stopwatch {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Median wall time of `n` runs, in milliseconds (after one warm-up run).
    static func medianMilliseconds(_ n: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<n { times.append(try seconds(body) * 1000) }
        times.sort()
        return times[times.count / 2]
    }
}
