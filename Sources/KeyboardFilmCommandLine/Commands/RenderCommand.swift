import ArgumentParser
import Foundation
import KeyboardFilm
import KeyboardSimulation

/// `kbfilm render STORYBOARD… [--out DIR] [--format …]`: simulate and write the outputs.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Simulate storyboards and write their outputs into Output/<name>/.")

    @Argument(help: "Storyboard JSON files.") var storyboards: [String]
    @Option(help: "Output directory (one storyboard), or the parent of one folder per storyboard (several). Default: Output/<name>/.")
    var out: String?
    @Option(help: "Comma-separated outputs, of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ",")) (default: \(OutputFormat.defaults.map(\.rawValue).joined(separator: ","))).",
            transform: { try commaSeparated($0, noun: "output", OutputFormat.self) })
    var format: [OutputFormat]?
    @Flag(help: "Write what to paste into a pull request: review.png (the bar's band, under --review-cap), filmstrip.png, review.md.")
    var review = false
    @OptionGroup var reviewCap: ReviewCapArgument
    @OptionGroup var overrides: StoryboardOverrides
    @OptionGroup var controller: ControllerOption
    @OptionGroup var strip: FilmstripArguments
    @OptionGroup var parallel: JobsArgument
    @Flag(help: "Draw the keyboard's top and the bar's bottom as lines, and drift in red.") var overlay = false
    @Flag(help: "No progress on stderr.") var quiet = false

    func validate() throws {
        if storyboards.isEmpty { throw ValidationError("give at least one storyboard file") }
    }

    func formats() -> Set<OutputFormat> {
        // --review alone means the review set; with --format, the review joins the given outputs.
        guard let format else { return review ? [.review, .strip] : Set(OutputFormat.defaults) }
        return review ? Set(format).union([.review]) : Set(format)
    }

    func run() throws {
        // Load and simulate everything first: bad input must leave nothing written.
        var films: [Film] = []
        for path in storyboards {
            let sb = try overrides.apply(to: StoryboardLoader.load(path: path))
            films.append(try controller.film(sb))
        }
        try requireDistinctNames(films.map(\.name), for: "outputs")
        let formats = formats()
        func destination(_ sb: Storyboard) -> URL {
            if let out, films.count == 1 { return URL(fileURLWithPath: out) }
            return URL(fileURLWithPath: out ?? "Output").appendingPathComponent(sb.name)
        }
        // Refuse every folder KeyboardFilm did not write, and a --jobs beyond memory, before writing any.
        for sb in films.map(\.storyboard) {
            try OutputDirectory.checkReplaceable(destination(sb).standardizedFileURL)
            if formats.contains(.strip) { try strip.check(sb) }
        }
        let indexFolder = URL(fileURLWithPath: out ?? "Output")
        let writesIndex = films.count > 1 && formats.contains(.report)
        if writesIndex { try Report.checkIndexReplaceable(in: indexFolder) }
        let jobs = try parallel.resolved(for: films.map { (Canvas($0.storyboard), $0.storyboard.source) })
        var reports: [Report] = []
        // Every film is written to its staging folder first and committed only when all have
        // been: one film over the review cap (or any failure) leaves every output as it was.
        var staged: [OutputDirectory] = []
        for film in films {
            let sb = film.storyboard, destination = destination(sb)
            var request = RenderRequest(film: film, destination: destination, formats: formats,
                                        jobs: jobs, overlay: overlay, quiet: quiet,
                                        filmstrip: try strip.options(frames: film.trace.frames.count))
            request.reviewCapBytes = reviewCap.capBytes
            reports.append(request.report)
            do {
                staged.append(try FilmWriter.stage(request))
            } catch {
                staged.forEach { $0.discard() }
                if error is RefusedDestination { throw error }
                if let e = error as? ReviewCapError { throw CommandFailure.usage("\(sb.source): \(e)") }
                throw CommandFailure.io("cannot write \(destination.path): \(ioDescription(error))")
            }
        }
        for (k, dir) in staged.enumerated() {
            do { try dir.commit() } catch {
                staged[(k + 1)...].forEach { $0.discard() }
                if error is RefusedDestination { throw error } // a file appeared in it meanwhile: exit 2, kept
                throw CommandFailure.io("cannot write \(dir.destination.path): \(ioDescription(error))")
            }
            if !quiet {
                let trace = films[k].trace
                FileHandle.standardError.write(Data("\(films[k].name): \(trace.frames.count) frames, \(trace.verdict) → \(dir.destination.path)\n".utf8))
            }
        }
        if writesIndex {
            do { try Report.writeIndex(reports, in: indexFolder) } catch {
                throw CommandFailure.io("cannot write the index in \(indexFolder.path): \(ioDescription(error))")
            }
        }
    }
}
