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
    @Option(help: "Comma-separated outputs, of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ",")).")
    var format = OutputFormat.defaults.map(\.rawValue).joined(separator: ",")
    @Flag(help: "Write what to paste into a pull request: review.png (the bar's band, under --review-cap), filmstrip.png, review.md.")
    var review = false
    @Option(help: "The review animation's size cap in MB (GitHub refuses images over 10 MB in comments).") var reviewCap = 9.5
    @OptionGroup var overrides: StoryboardOverrides
    @OptionGroup var strip: FilmstripArguments
    @Option(help: "Frames rendered in parallel (default: the number of cores).") var jobs: Int?
    @Flag(help: "Draw the keyboard's top and the bar's bottom as lines, and drift in red.") var overlay = false
    @Flag(help: "No progress on stderr.") var quiet = false

    func validate() throws {
        if storyboards.isEmpty { throw ValidationError("give at least one storyboard file") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if !reviewCap.isFinite || reviewCap < 0.01 || reviewCap > 1000 { throw ValidationError("--review-cap must lie in 0.01 … 1000 MB, got \(reviewCap)") }
        _ = try formats()
    }

    func formats() throws -> Set<OutputFormat> {
        let all = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
        let chosen = Set(try format.split(separator: ",").map {
            guard let f = OutputFormat(rawValue: String($0.trimmingCharacters(in: .whitespaces))) else {
                throw ValidationError("--format: unknown output \"\($0)\" (expected \(all))")
            }
            return f
        })
        // An empty list would replace the previous output with an empty folder.
        if chosen.isEmpty { throw ValidationError("--format: name at least one output (\(all))") }
        // --review alone means the review set; with --format, the review joins the given outputs.
        if review { return format == OutputFormat.defaults.map(\.rawValue).joined(separator: ",") ? [.review, .strip] : chosen.union([.review]) }
        return chosen
    }

    func run() throws {
        // Load and simulate everything first: bad input must leave nothing written.
        var jobsToRun: [(Storyboard, Trace)] = []
        for path in storyboards {
            let sb = try overrides.apply(to: StoryboardLoader.load(path: path))
            jobsToRun.append((sb, try Simulator.run(sb)))
        }
        let names = jobsToRun.map(\.0.name)
        if let dup = names.first(where: { n in names.filter { $0 == n }.count > 1 }) {
            throw CommandFailure.usage("two storyboards share the name \"\(dup)\": their outputs would overwrite each other")
        }
        let formats = try formats()
        func destination(_ sb: Storyboard) -> URL {
            if let out, jobsToRun.count == 1 { return URL(fileURLWithPath: out) }
            return URL(fileURLWithPath: out ?? "Output").appendingPathComponent(sb.name)
        }
        // Refuse every folder KeyboardFilm did not write, and a --jobs beyond memory, before writing any.
        for (sb, trace) in jobsToRun {
            try OutputDirectory.checkReplaceable(destination(sb).standardizedFileURL)
            try checkJobs(jobs ?? ProcessInfo.processInfo.activeProcessorCount, canvasWidth: trace.canvasWidth,
                          canvasHeight: trace.canvasHeight, file: sb.source)
        }
        var reports: [Report] = []
        for (sb, trace) in jobsToRun {
            let destination = destination(sb)
            var request = RenderRequest(storyboard: sb, trace: trace, destination: destination, formats: formats,
                                        jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, overlay: overlay, quiet: quiet,
                                        filmstrip: try strip.options(frames: trace.frames.count))
            request.reviewCapBytes = Int(reviewCap * 1_000_000)
            reports.append(Report(storyboard: sb, trace: trace, formats: formats))
            do {
                try FilmWriter.write(request)
            } catch let e as ReviewCapError {
                throw CommandFailure.usage("\(sb.source): \(e)")
            } catch {
                throw CommandFailure.io("cannot write \(destination.path): \(ioDescription(error))")
            }
            if !quiet {
                let first = trace.firstDriftFrame.map { "first drifting frame \($0)" } ?? "attached in every frame"
                FileHandle.standardError.write(Data("\(sb.name): \(trace.frames.count) frames, max |drift| \(TraceWriter.number(trace.maxAbsDrift)) pt, \(first) → \(destination.path)\n".utf8))
            }
        }
        if reports.count > 1 && formats.contains(.report) {
            let parent = URL(fileURLWithPath: out ?? "Output")
            let index = Report.index(reports)
            do {
                try Data(index.markdown.utf8).write(to: parent.appendingPathComponent("summary.md"), options: .atomic)
                try Data(index.html.utf8).write(to: parent.appendingPathComponent("index.html"), options: .atomic)
            } catch {
                throw CommandFailure.io("cannot write the index in \(parent.path): \(ioDescription(error))")
            }
        }
    }
}

/// Which frames the filmstrip shows.
struct FilmstripArguments: ParsableArguments {
    @Option(help: "Filmstrip: show every n-th frame (default: about 12 frames).") var every: Int?
    @Option(help: "Filmstrip: first time shown, in seconds.") var from: Double?
    @Option(help: "Filmstrip: last time shown, in seconds.") var to: Double?
    @Option(help: "Filmstrip: frames per row.") var columns: Int?
    @Option(help: "Filmstrip: height of each frame's picture in pixels (default 360).") var thumbHeight: Double?

    func validate() throws {
        if let every, every < 1 { throw ValidationError("--every must be at least 1") }
        if let columns, columns < 1 { throw ValidationError("--columns must be at least 1") }
        if let from, let to, to < from { throw ValidationError("--to (\(to)) comes before --from (\(from))") }
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, !value.isFinite { throw ValidationError("\(name) must be a number of seconds, got \(value)") }
        }
        if let from, from < 0 { throw ValidationError("--from must not be negative") }
        if let thumbHeight, !(40...4000).contains(thumbHeight) { throw ValidationError("--thumb-height must be 40…4000") }
    }

    func options(frames: Int) throws -> FilmstripOptions {
        var o = FilmstripOptions(every: every, from: from, to: to, columns: columns)
        if let thumbHeight { o.thumbnailHeight = thumbHeight }
        return o
    }
}
