import ArgumentParser
import Foundation
import KeyboardFilm
import KeyboardSimulation

/// `kbfilm compare STORYBOARD --strategies a,b,c [--controllers x,y] [--out DIR]`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Film one storyboard under several strategies or controllers: stacked strips and overlaid drift plots.")

    @Argument(help: "The storyboard JSON file.") var storyboard: String
    @Option(help: "Comma-separated strategy names (kbfilm list strategies).",
            transform: { try commaSeparated($0, noun: "strategy", StrategyName.self) })
    var strategies: [StrategyName] = []
    @Option(help: "Comma-separated names of your registered controllers (list controllers), filmed after the strategies.",
            transform: { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } })
    var controllers: [String] = []
    @Option(help: "Output directory (default: Output/<name>-compare/).") var out: String?
    @OptionGroup var overrides: StoryboardOverrides
    @OptionGroup var strip: FilmstripArguments
    @Flag(help: "Draw the keyboard's top, the bar's bottom and drift in each frame.") var overlay = false
    @Flag(help: "No summary on stderr.") var quiet = false
    @Flag(help: "Also write review.png (every strategy's bar band stacked, under --review-cap) and review.md, for a pull request.")
    var review = false
    @OptionGroup var reviewCap: ReviewCapArgument
    @OptionGroup var parallel: JobsArgument


    func run() throws {
        let base = try overrides.apply(to: StoryboardLoader.load(path: storyboard))
        for name in strategies {
            if let problem = name.incompatibility(with: base.system) { throw CommandFailure.usage("--strategies: \(problem)") }
        }
        guard strategies.count + controllers.count >= 2 else {
            throw CommandFailure.usage("give at least two to compare: --strategies a,b, --controllers x,y, or one of each")
        }
        let films = try MainActor.assumeIsolated {
            try Comparison.films(of: base, strategies: strategies) + controllers.map { name in
                // Captioned by the name it is registered under: two set-ups of one class stay apart.
                var film = try Film(storyboard: base, setUp: try ControllerOption.controller(named: name, for: base)!.setUp)
                film.trace.strategy = name
                return film
            }
        }
        let comparison = Comparison(films: films, options: try strip.options(frames: films[0].trace.frames.count), overlay: overlay)
        let destination = URL(fileURLWithPath: out ?? "Output/\(base.name)-compare")
        try OutputDirectory.checkReplaceable(destination.standardizedFileURL)
        // The review renders every frame of every film: made before the output is staged, so
        // a cap it cannot meet (exit 2) writes nothing.
        var animation: ReviewAnimation?
        if review {
            let jobs = try parallel.resolved(for: films.map { (Canvas($0.storyboard), $0.storyboard.source) })
            let scenes = films.map { FrameScene(film: $0, overlay: overlay) }
            let progress = Progress(label: base.name + " review", total: films[0].trace.frames.count, quiet: quiet)
            do {
                animation = try ReviewAnimation(comparing: scenes, capBytes: reviewCap.capBytes, jobs: jobs, progress: progress)
            } catch let e as ReviewCapError { throw CommandFailure.usage(e.description) }
        }
        do {
            try OutputDirectory.replace(destination) { dir in try comparison.write(into: dir, storyboard: base, review: animation) }
        } catch let refused as RefusedDestination {
            throw refused // a file appeared in it meanwhile: kept, exit 2
        } catch {
            throw CommandFailure.io("cannot write \(destination.path): \(ioDescription(error))")
        }
        if !quiet {
            for t in films.map(\.trace) {
                FileHandle.standardError.write(Data("\(t.strategy): max |drift| \(NumberFormat.points(t.maxAbsDrift)) pt\n".utf8))
            }
            FileHandle.standardError.write(Data("→ \(destination.path)\n".utf8))
        }
    }
}
