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
        try scales(scratch)
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
            _ = try MainActor.assumeIsolated { try Simulator.run(sb) } // a storyboard the simulator refuses fails the benchmark, never times an error
            let ms = Stopwatch.medianMilliseconds(quick ? 5 : 25) { _ = try? MainActor.assumeIsolated { try Simulator.run(sb) } }
            t.add(name.rawValue, f2(ms), f0(Double(sb.frameCount) / (ms / 1000)))
        }
        t.print()
    }
}
