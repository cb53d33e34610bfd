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

    /// One iPhone 13 frame at 3x (keyboard up): scene, rasterize, encode, against zlib level 1.
    func benchFrame(repetitions: Int) throws {
        let sb = try BenchStoryboards.reference(scale: 3)
        let trace = try Simulator.run(sb)
        let scene = FrameScene(storyboard: sb, trace: trace)
        let index = trace.frames.count - 1
        var rasterizer = Rasterizer()
        let list = scene.displayList(frame: index)
        let pixmap = rasterizer.render(list)
        let rgb = stride(from: 0, to: pixmap.data.count, by: 4).flatMap { pixmap.data[$0..<$0 + 3] }
        let tScene = Stopwatch.medianMilliseconds(repetitions) { _ = scene.displayList(frame: index) }
        let tRaster = Stopwatch.medianMilliseconds(repetitions) { _ = rasterizer.render(list) }
        let tEncode = try Stopwatch.medianMilliseconds(repetitions) { _ = try FrameEncoder.png(pixmap) }
        let tZlib = Stopwatch.medianMilliseconds(repetitions) { _ = rgb.withUnsafeBytes { PNGCodec.zlibCompressedSize($0, level: 1) } }
        print("")
        print("## One frame: iPhone 13 at 3x (\(pixmap.width)×\(pixmap.height)), keyboard up")
        print("")
        print("| stage | ms |")
        print("|---|---:|")
        print("| display list | \(String(format: "%.2f", tScene)) |")
        print("| rasterize | \(String(format: "%.2f", tRaster)) |")
        print("| PNG encode (up, level 1, Z_RLE) | \(String(format: "%.2f", tEncode)) |")
        print("| zlib level 1 of the raw RGB bytes (floor) | \(String(format: "%.2f", tZlib)) |")
        print("")
        print("rasterize + encode = \(String(format: "%.2f", tRaster + tEncode)) ms = \(String(format: "%.2f", (tRaster + tEncode) / tZlib)) × zlib level 1")
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
