import ArgumentParser
import Foundation
import GoldenFilm
import KeyboardFilm
import KeyboardSimulation

/// `kbfilm record STORYBOARD… --golden DIR`.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record golden films (KBFILM_RECORD=all|missing|failed|never; default missing, never under CI).")

    @OptionGroup var films: GoldenArguments
    @Option(parsing: .unconditional, help: "Store pixels of every n-th frame (geometry is kept for every frame). Default: the existing golden's, else 1.")
    var pixelStride: Int?
    @Flag(help: "Record every given storyboard, as KBFILM_RECORD=all does.") var update = false

    func validate() throws {
        if let pixelStride, !Manifest.pixelStrides.contains(pixelStride) {
            throw ValidationError("--pixel-stride must lie in 1 … \(Manifest.pixelStrides.upperBound), got \(pixelStride)")
        }
    }

    func run() throws {
        let mode: RecordMode
        do { mode = update ? .all : try RecordMode.fromEnvironment() } catch { throw CommandFailure.usage("\(error)") }
        let store = films.store
        // An existing golden's scale and fps stay (unless the storyboard or a flag states them), so
        // `failed` compares like verify does and a re-record does not silently change resolution.
        let (loaded, _, jobs) = try films.load(scaleFromGoldens: true)
        // Every golden folder this run may replace is checked before any is written.
        for film in loaded where mode.action(goldenExists: store.exists(film.name)) != .verify {
            do { try OutputDirectory.checkReplaceable(store.folder(film.name)) } catch var refused as RefusedDestination {
                refused.remedy = "Choose another --golden directory, or move those files out of it."
                throw refused
            }
        }
        for film in loaded {
            let exists = store.exists(film.name)
            let step: GoldenStep
            do {
                step = try mode.apply(to: film, store: store, verifier: nil, pixelStride: pixelStride, jobs: jobs, quiet: films.quiet)
            } catch let refused as RefusedDestination {
                throw refused // a file appeared in the golden folder meanwhile: kept, exit 2
            } catch {
                throw CommandFailure.io("cannot record \(film.name): \(ioDescription(error))")
            }
            switch step {
            case .recorded, .reRecorded:
                print("\(film.name): recorded \(film.trace.frames.count) frames → \(store.folder(film.name).path)")
            case .kept, .verified:
                let why = "KBFILM_RECORD=\(mode.rawValue)\(RecordMode.isCI() && ProcessInfo.processInfo.environment["KBFILM_RECORD"] == nil ? ", the default under CI" : "")"
                print("\(film.name): kept \(exists ? "the existing golden at \(store.folder(film.name).path)" : "no golden") (\(why)); "
                      + "to record it anyway: kbfilm record --update, or KBFILM_RECORD=all")
            }
        }
    }
}

/// `kbfilm verify STORYBOARD… --golden DIR [--artifacts DIR] [--strict] [--junit FILE] [--summary FILE]`.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Verify films against goldens: geometry first, then pixels. Exit 1 on any difference.",
        discussion: "Scale and fps come from each golden's manifest unless --scale / --fps are given.")

    @OptionGroup var arguments: GoldenArguments
    @Option(help: "Where failure artifacts go.") var artifacts: String = "Output/verify"
    @Flag(help: "Also fail on goldens that no given storyboard produced, and check every stored golden frame against its manifest.") var strict = false
    @Option(parsing: .unconditional, help: "Expected | diff | actual triptychs written per failing film at most.") var maxTriptychs = 24
    @Option(help: "Write a JUnit XML report here (one test case per film).") var junit: String?
    @Option(help: "Write a Markdown summary here (counts and failing films; under 64 KB, for a CI step summary).") var summary: String?
    // Unconditional: "--shard -1/3" is the option's (wrong) value, not an unknown option.
    @Option(parsing: .unconditional, help: "Verify only shard K of N (films assigned by a hash of their name); merge the shards' JUnit reports with merge-reports.",
            transform: { text in do { return try Shard(text) } catch { throw ValidationError("\(error)") } })
    var shard: Shard?

    func validate() throws {
        if !(0...10_000).contains(maxTriptychs) { throw ValidationError("--max-triptychs must lie in 0 … 10000, got \(maxTriptychs)") }
    }

    func run() throws {
        let reports = ReportFiles(junit: junit, summary: summary)
        try reports.check(inputs: arguments.storyboards, inputKind: "a storyboard being verified", golden: arguments.store.directory)
        var names: [String]? // the storyboards' names, once all are read: the suite a stopped report names
        do { try verify(reporting: reports, names: &names) } catch let stop where Self.isBadInput(stop) {
            // The reports say the run stopped, so a merge of shards cannot pass without this one.
            let suite = VerificationSummary.Suite(names: names ?? arguments.storyboards, strict: strict, shard: shard,
                                                  stopped: Self.message(of: stop))
            try reports.write(VerificationSummary(entries: [], suite: suite))
            throw stop
        }
    }

    /// Whether `error` ends the run with exit code 2, as `KBFilm.main` maps it.
    static func isBadInput(_ error: Error) -> Bool { KBFilm.failure(for: error)?.code == 2 }

    static func message(of error: Error) -> String { KBFilm.failure(for: error)?.message ?? "\(error)" }

    private func verify(reporting reports: ReportFiles, names: inout [String]?) throws {
        let (films, allNames, jobs) = try arguments.load(scaleFromGoldens: true, keep: { shard?.contains($0) ?? true })
        names = allNames
        if let shard { print("shard \(shard): \(films.count) of \(allNames.count) films") }
        let store = arguments.store
        let artifactsFolder = URL(fileURLWithPath: artifacts)
        var verifier = GoldenVerifier(store: store, artifacts: artifactsFolder)
        do { try verifier.checkArtifactDestinations(for: films.map(\.name)) } catch var refused as RefusedDestination {
            refused.remedy = "Choose another --artifacts folder, or remove it yourself."
            throw refused
        }
        verifier.maxTriptychs = maxTriptychs
        verifier.checksEveryGoldenFrame = strict
        verifier.jobs = jobs
        verifier.quiet = arguments.quiet
        var verified: [VerificationReport] = []
        // Reports print in film order; the first corrupt golden in that order ends the run
        // (and no film's artifacts are written).
        for result in verifier.verify(films) {
            do { verified.append(try result.get()) } catch let e as GoldenError {
                throw CommandFailure.usage("corrupt golden: \(e)")
            }
            print(verified.last!.message)
        }
        var orphans: [String] = []
        if strict {
            // Goldens of every given storyboard count as produced, whichever shard verifies them.
            for orphan in store.orphans(producedBy: allNames) where shard?.contains(orphan) ?? true {
                print("\(orphan): FAILED\n  - golden \(store.folder(orphan).path) was produced by none of the given storyboards (--strict)")
                orphans.append(orphan)
            }
        }
        let result = VerificationSummary(reports: verified, orphans: orphans, suite: .init(names: allNames, strict: strict, shard: shard))
        try reports.write(result)
        do {
            let failing = verified.filter { !$0.artifacts.isEmpty }
            let index = artifactsFolder.appendingPathComponent(ArtifactFile.page)
            if failing.count > 1 {
                try Data(ArtifactIndex.html(failing).utf8).write(to: index, options: .atomic)
                print("all failures: \(index.path)")
            } else if FileManager.default.fileExists(atPath: index.path) {
                try FileManager.default.removeItem(at: index) // an earlier run's, checked to be ours before verifying
            }
        } catch {
            throw CommandFailure.io("cannot write the verification reports: \(ioDescription(error))")
        }
        let failed = result.entries.count - result.passed.count
        if failed > 0 {
            print("\(failed) of \(result.entries.count) failed")
            throw ExitCode(1)
        }
    }
}

/// What `record` and `verify` share: the storyboards, the golden directory, and how to render.
struct GoldenArguments: ParsableArguments {
    @Argument(help: "Storyboard JSON files.") var storyboards: [String]
    @Option(help: "Golden directory (one folder per storyboard).") var golden: String
    @OptionGroup var parallel: JobsArgument
    @OptionGroup var overrides: StoryboardOverrides
    @OptionGroup var controller: ControllerOption
    @Flag(help: "No progress on stderr.") var quiet = false

    var store: GoldenStore { GoldenStore(directory: URL(fileURLWithPath: golden)) }

    /// Loads and simulates every storyboard first, so bad input stops before anything is written;
    /// returns the films and the thread count that fits them in memory.
    /// With `scaleFromGoldens`, a storyboard that does not state its scale or fps takes the ones
    /// its golden was recorded with, unless `--scale` / `--fps` say otherwise (`record --scale 1`
    /// then `verify` just works); one that states them keeps them, so an edited value fails.
    /// `keep` chooses by name which storyboards are simulated (a shard's); every storyboard is
    /// read and checked, and `allNames` lists them all.
    func load(scaleFromGoldens: Bool, keep: (String) -> Bool = { _ in true }) throws -> (films: [Film], allNames: [String], jobs: Int) {
        let boards = try storyboards.map { try StoryboardLoader.load(path: $0) }
        let names = boards.map(\.name)
        try requireDistinctNames(names, for: "goldens")
        let films = try boards.filter { keep($0.name) }.map { board in
            try controller.film(overrides.apply(to: scaleFromGoldens ? store.settings(for: board) : board))
        }
        return (films, names, try parallel.resolved(for: films.map { (Canvas($0.storyboard), $0.storyboard.source) }))
    }
}
