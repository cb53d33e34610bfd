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
    @Option(help: "Run one section only: simulation, swiftui, frames, scales, apng, strip, verify, scaling, hostile.") var only: String?

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
        let sections: [(String, () throws -> Void)] = [
            ("simulation", simulation), ("swiftui", swiftUIAgainstUIKit), ("frames", { try frames(scratch) }),
            ("scales", { try scales(scratch) }), ("apng", { try apng(scratch) }), ("strip", strip),
            ("verify", { try verify(scratch) }), ("scaling", { try scaling(scratch) }), ("hostile", hostileViews),
        ]
        if let only, !sections.contains(where: { $0.0 == only }) {
            throw ValidationError("--only: no section \"\(only)\" (\(sections.map(\.0).joined(separator: ", ")))")
        }
        for (name, run) in sections where only == nil || only == name { try run() }
    }

    // MARK: Simulation

    func simulation() throws {
        print("## Simulation: 10 s at 120 fps (1201 frames), show / QuickType / rotations / drag / hide\n")
        var t = Table("strategy", "ms per film", "frames/s")
        for name in StrategyName.allCases {
            let sb = try BenchStoryboards.simulation(strategy: name)
            _ = try MainActor.assumeIsolated { try Simulator.run(sb) } // a storyboard the simulator refuses fails the benchmark, never times an error
            let ms = Stopwatch.medianMilliseconds(quick ? 5 : 25) { _ = try? MainActor.assumeIsolated { try Simulator.run(sb) } }
            t.add(name.rawValue, f2(ms), f0(Double(sb.frameCount) / (ms / 1000)))
        }
        t.print()
    }

    // MARK: SwiftUI against UIKit

    /// One chat screen, written in SwiftUI and in UIKit (`BenchScreens`): the film of each,
    /// simulated and rendered (1x, one thread), and the ratio.
    func swiftUIAgainstUIKit() throws {
        let sb = try BenchStoryboards.parse("""
        { "name": "bench-screen", "device": "iPhone 13", "system": "ios17", "fps": 60, "duration": 1.5, "scale": 1,
          "events": [ { "at": 0.1, "do": "show" }, { "at": 0.8, "do": "hide" } ] }
        """)
        print("## The same chat screen in SwiftUI and in UIKit: \(sb.frameCount) frames at 60 fps, show and hide, 1x, one thread\n")
        var t = Table("screen", "simulate (ms)", "render (ms)", "whole film (ms)", "× UIKit")
        var uiKitTotal = 0.0
        for (name, setUp) in [("UIKit (keyboard layout guide)", BenchScreens.uiKit), ("SwiftUI (safeAreaInset)", BenchScreens.swiftUI)] as [(String, @MainActor (UIWindow) -> FilmSubject)] {
            let film = try MainActor.assumeIsolated { try Film(storyboard: sb, setUp: setUp) }
            let simulate = Stopwatch.medianMilliseconds(quick ? 3 : 11) { _ = try? MainActor.assumeIsolated { try Film(storyboard: sb, setUp: setUp) } }
            let scene = FrameScene(storyboard: sb, trace: film.trace)
            let render = try Stopwatch.medianMilliseconds(quick ? 2 : 5) { _ = try FilmRenderer(scene: scene).render(jobs: 1, encodePNG: true) { _ in } }
            let total = simulate + render
            if uiKitTotal == 0 { uiKitTotal = total }
            t.add(name, f2(simulate), f2(render), f2(total), f2(total / uiKitTotal))
        }
        t.print()
    }
}
