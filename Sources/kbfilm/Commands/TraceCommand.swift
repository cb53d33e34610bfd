import ArgumentParser
import KeyboardSimulation

/// `kbfilm trace STORYBOARD [--csv]`: the per-frame geometry, to stdout.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace", abstract: "Print a storyboard's per-frame geometry and drift (JSON, or CSV).")

    @Argument(help: "The storyboard JSON file.") var storyboard: String
    @Flag(help: "Print CSV instead of JSON.") var csv = false
    @OptionGroup var overrides: StoryboardOverrides

    func run() throws {
        let sb = try overrides.apply(to: StoryboardLoader.load(path: storyboard))
        let trace = try Simulator.run(sb)
        print(csv ? TraceWriter.csv(trace) : TraceWriter.json(trace), terminator: "")
    }
}

/// Options that override a storyboard's own settings.
struct StoryboardOverrides: ParsableArguments {
    @Option(help: "Frames per second (1…240), overriding the storyboard.") var fps: Int?
    @Option(help: "Pixels per point (1, 2 or 3), overriding the storyboard.") var scale: Int?

    func validate() throws {
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be 1…240, got \(fps)") }
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
    }

    func apply(to storyboard: Storyboard) -> Storyboard {
        var sb = storyboard
        if let fps { sb.fps = fps }
        if let scale { sb.scale = scale }
        return sb
    }
}
