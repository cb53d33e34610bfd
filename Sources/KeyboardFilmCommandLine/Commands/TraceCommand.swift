import ArgumentParser
import KeyboardSimulation

/// `kbfilm trace STORYBOARD [--csv]`: the per-frame geometry, to stdout.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace", abstract: "Print a storyboard's per-frame geometry and drift (JSON, or CSV).")

    @Argument(help: "The storyboard JSON file.") var storyboard: String
    @Flag(help: "Print CSV instead of JSON.") var csv = false
    @OptionGroup var overrides: StoryboardOverrides
    @OptionGroup var controller: ControllerOption

    func run() throws {
        let sb = try overrides.apply(to: StoryboardLoader.load(path: storyboard))
        let trace = try controller.film(sb).trace
        print(csv ? TraceWriter.csv(trace) : TraceWriter.json(trace, canvas: Canvas(sb)), terminator: "")
    }
}
