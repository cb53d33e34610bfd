import ArgumentParser
import Foundation
import KeyboardFilm
import KeyboardSimulation

/// `kbfilm compare STORYBOARD --strategies a,b,c [--controllers x,y] [--systems ios18,ios26] [--out DIR]`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Film one storyboard under several strategies, controllers or systems: stacked strips and overlaid drift plots.")

    @Argument(help: "The storyboard JSON file.") var storyboard: String
    @Option(help: "Comma-separated strategy names (kbfilm list strategies).",
            transform: { try commaSeparated($0, noun: "strategy", StrategyName.self) })
    var strategies: [StrategyName] = []
    @Option(help: "Comma-separated names of your registered controllers (list controllers), filmed after the strategies.",
            transform: { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } })
    var controllers: [String] = []
    @Option(help: "Comma-separated systems (\(SystemVersion.allCases.map(\.rawValue).joined(separator: ", "))): each strategy or controller is filmed on each, the storyboard's own when none is named (kbfilm list systems says what each changes).",
            transform: { try commaSeparated($0, noun: "system", SystemVersion.self) })
    var systems: [SystemVersion] = []
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
        for name in strategies where systems.isEmpty {
            if let problem = name.incompatibility(with: base.system) { throw CommandFailure.usage("--strategies: \(problem)") }
        }
        let subjects = strategies.count + controllers.count
        let defaultSubject = subjects == 0 && !systems.isEmpty
        guard max(subjects, defaultSubject ? 1 : 0) * max(systems.count, 1) >= 2 else {
            throw CommandFailure.usage("give at least two to compare: --strategies a,b, --controllers x,y, one of each, or --systems ios18,ios26")
        }
        if Set(systems).count != systems.count { throw CommandFailure.usage("--systems names a system twice") }
        let storyboards = try systems.isEmpty ? [base] : systems.map { system in
            var sb = base
            sb.system = system
            do { try sb.validate() } catch let e as StoryboardError { throw CommandFailure.usage("--systems \(system.rawValue): \(e.message)") }
            return sb
        }
        let perSystem = try MainActor.assumeIsolated {
            try storyboards.map { sb -> [Film] in
                var films = try defaultSubject ? [Self.ownFilm(sb)] : Comparison.films(of: sb, strategies: strategies)
                films += try controllers.map { name in
                    // Captioned by the name it is registered under: two set-ups of one class stay apart.
                    var film = try Film(storyboard: sb, setUp: try ControllerOption.controller(named: name, for: sb)!.setUp(for: sb))
                    film.trace.strategy = name
                    return film
                }
                // Across systems each strip says which system it shows.
                if !systems.isEmpty { for k in films.indices { films[k].trace.strategy += " on \(sb.system.rawValue)" } }
                return films
            }
        }
        // Each strategy or controller on every system in turn, so the systems of one sit together.
        let films = perSystem[0].indices.flatMap { k in perSystem.map { $0[k] } }
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

    /// The storyboard's own strategy, or the one controller registered for a storyboard that names none.
    @MainActor
    static func ownFilm(_ sb: Storyboard) throws -> Film {
        if let chosen = try ControllerOption.controller(named: nil, for: sb) { return try Film(storyboard: sb, setUp: chosen.setUp(for: sb)) }
        guard sb.namesStrategy else {
            throw CommandFailure.usage("\(sb.source): names no strategy: give --strategies or --controllers to film on each system")
        }
        return try Film(storyboard: sb)
    }
}
