import ArgumentParser
import Foundation
import GoldenFilm
import KeyboardSimulation

/// `kbfilm record STORYBOARD… --golden DIR`.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record golden films (KBFILM_RECORD=all|missing|failed|never; default missing, never under CI).")

    @OptionGroup var films: GoldenArguments
    @Option(help: "Store pixels of every n-th frame (geometry is kept for every frame).") var pixelStride = 1

    func validate() throws {
        if !(1...1000).contains(pixelStride) { throw ValidationError("--pixel-stride must lie in 1 … 1000, got \(pixelStride)") }
    }

    func run() throws {
        let mode: RecordMode
        do { mode = try RecordMode.fromEnvironment() } catch { throw CommandFailure.usage("\(error)") }
        let store = films.store
        for film in try films.load() {
            let exists = store.exists(film.name)
            var record: Bool
            switch mode {
            case .all: record = true
            case .missing: record = !exists
            case .never: record = false
            case .failed:
                do { record = !(try GoldenVerifier(store: store).verify(film).passed) } catch { record = true }
            }
            if record {
                do {
                    try GoldenRecorder.record(film, in: store, jobs: films.jobs ?? ProcessInfo.processInfo.activeProcessorCount, pixelStride: pixelStride)
                } catch {
                    throw CommandFailure.io("cannot record \(film.name): \(ioDescription(error))")
                }
                print("\(film.name): recorded \(film.trace.frames.count) frames → \(store.folder(film.name).path)")
            } else {
                print("\(film.name): kept \(exists ? "the existing golden" : "no golden") (KBFILM_RECORD=\(mode.rawValue)\(RecordMode.isCI() ? ", CI" : ""))")
            }
        }
    }
}

/// `kbfilm verify STORYBOARD… --golden DIR [--artifacts DIR] [--strict]`.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Verify films against goldens: geometry first, then pixels. Exit 1 on any difference.")

    @OptionGroup var arguments: GoldenArguments
    @Option(help: "Where failure artifacts go (default: Output/verify).") var artifacts: String = "Output/verify"
    @Flag(help: "Also fail on goldens that no given storyboard produced.") var strict = false

    func run() throws {
        let films = try arguments.load()
        let store = arguments.store
        var verifier = GoldenVerifier(store: store, artifacts: URL(fileURLWithPath: artifacts))
        if let jobs = arguments.jobs { verifier.jobs = jobs }
        var failed = 0
        for film in films {
            let report: VerificationReport
            do { report = try verifier.verify(film) } catch let e as GoldenError {
                throw CommandFailure.usage("corrupt golden: \(e)")
            }
            print(report.message)
            if !report.passed { failed += 1 }
        }
        if strict {
            let produced = Set(films.map(\.name))
            for orphan in store.names() where !produced.contains(orphan) {
                print("\(orphan): FAILED\n  - golden \(store.folder(orphan).path) was produced by none of the given storyboards (--strict)")
                failed += 1
            }
        }
        if failed > 0 {
            print("\(failed) of \(films.count) failed")
            throw ExitCode(1)
        }
    }
}

/// What `record` and `verify` share: the storyboards, the golden directory, and how to render.
struct GoldenArguments: ParsableArguments {
    @Argument(help: "Storyboard JSON files.") var storyboards: [String]
    @Option(help: "Golden directory (one folder per storyboard).") var golden: String
    @Option(help: "Frames rendered in parallel.") var jobs: Int?
    @OptionGroup var overrides: StoryboardOverrides

    var store: GoldenStore { GoldenStore(directory: URL(fileURLWithPath: golden)) }

    /// Loads and simulates every storyboard first, so bad input stops before anything is written.
    func load() throws -> [Film] {
        let films = try storyboards.map { try Film(storyboard: overrides.apply(to: StoryboardLoader.load(path: $0))) }
        let names = films.map(\.name)
        if let dup = names.first(where: { n in names.filter { $0 == n }.count > 1 }) {
            throw CommandFailure.usage("two storyboards share the name \"\(dup)\": their goldens would overwrite each other")
        }
        for f in films {
            try checkJobs(jobs ?? ProcessInfo.processInfo.activeProcessorCount, canvasWidth: f.trace.canvasWidth,
                          canvasHeight: f.trace.canvasHeight, file: f.storyboard.source)
        }
        return films
    }
}
