import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// Verifies films against goldens: geometry first, then pixels (exact hash, then a perceptual diff).
/// Never writes into the golden directory.
public struct GoldenVerifier: Sendable {
    public var store: GoldenStore
    /// Where failure artifacts go (`<artifacts>/<name>/`); nil writes none.
    public var artifacts: URL?
    public var policy = DiffPolicy()
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// No progress on stderr (it shows only on a terminal anyway).
    public var quiet = false
    /// Triptychs written per failing film at most.
    public var maxTriptychs = 24
    /// Failing frames in the animated diff at most (shrunk to read at a pull request's width).
    public var animatedFrames = 24
    /// Decode and check every stored golden frame against its manifest hash (`verify --strict`),
    /// not only the frames a comparison needs.
    public var checksEveryGoldenFrame = false

    public init(store: GoldenStore, artifacts: URL? = nil) { self.store = store; self.artifacts = artifacts }

    /// Verifies `films`, in film order: each film's report, or the error its golden raised.
    /// With more films than one and `jobs` above one, films are verified `jobs` at a time, each
    /// on one thread: a film's frames then never wait at a barrier for another thread's, and
    /// the cores stay busy (a suite verifies 20–30 % faster, BENCHMARKS.md). Progress then
    /// counts films. Reports and their order are the same either way.
    ///
    /// Failure artifacts are put in place only when no golden raised an error: bad input
    /// writes nothing, not even the artifacts of the other films.
    public func verify(_ films: [Film]) -> [Result<VerificationReport, Error>] {
        let threads = min(jobs, films.count)
        var outcomes: [Result<Compared, Error>]
        if threads > 1, Self.fits(films, threads: threads) {
            var single = self
            single.jobs = 1
            single.quiet = true
            let one = single
            let progress = Progress(label: "verify", total: films.count, quiet: quiet, unit: "films")
            let results = FilmResults(count: films.count)
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                while let i = results.claim() {
                    results.set(i, Result { try one.compare(films[i]) })
                    progress.advance()
                }
            }
            outcomes = results.all
        } else {
            outcomes = []
            for film in films {
                outcomes.append(Result { try compare(film) })
                if case .failure = outcomes.last! { break } // the run stops here: verify no more
            }
        }
        if outcomes.contains(where: { if case .failure = $0 { return true } else { return false } }) {
            for case .success(let c) in outcomes { c.staged?.discard() }
            return outcomes.map { $0.map(\.report) }
        }
        return outcomes.map { outcome in outcome.map { c in finish(c) } }
    }

    /// Verifies `film`. Throws `GoldenError` when a golden file is unreadable or corrupt (bad input).
    public func verify(_ film: Film) throws -> VerificationReport { finish(try compare(film)) }

    /// A film compared with its golden, its failure artifacts staged but not yet in place.
    struct Compared: @unchecked Sendable {
        var report: VerificationReport
        var staged: ArtifactWriter?
    }

    /// Puts a compared film's artifacts in place; a passing film's folder from an earlier run
    /// goes (it would explain a failure this run did not see).
    private func finish(_ compared: Compared) -> VerificationReport {
        var report = compared.report
        if let staged = compared.staged {
            do { try staged.commit() } catch { report.noteArtifactProblem(describeIOError(error), under: artifacts) }
        }
        if report.artifacts.isEmpty { removeStaleArtifacts(of: report.name) }
        return report
    }

    /// Whether `threads` films at once, each rendering on one thread with a full layer cache,
    /// fit the tightest memory limit; if not, films go one after another.
    static func fits(_ films: [Film], threads: Int) -> Bool {
        let largest = films.map { Canvas($0.storyboard) }.max { $0.width * $0.height < $1.width * $1.height }!
        let perFilm = FilmRenderer.estimatedBytes(canvasWidth: largest.width, canvasHeight: largest.height, jobs: 1)
            + FilmRenderer.layerCacheCanvases * Double(largest.width * largest.height * 4)
        return Double(threads) * perFilm <= MemoryBudget.current().first?.bytes ?? .infinity
    }

    func compare(_ film: Film) throws -> Compared {
        var report = VerificationReport(name: film.name)
        report.firstDriftingFrame = film.trace.firstDriftFrame
        report.firstCoveredFrame = film.trace.firstCoveredFrame
        guard let golden = try open(goldenOf: film, &report) else { return Compared(report: report) }
        let geometry = GeometryDiff(expected: golden.trace, actual: film.trace)
        if let first = geometry.first, let largest = geometry.largest {
            report.failures.append(.geometry(differingFrames: geometry.differingFrames, first: first))
            report.details.append("largest geometry delta: frame \(largest.frame) \(largest.field) \(largest.expected) → \(largest.actual) (\(TraceWriter.number(largest.delta)) pt; tolerance \(GeometryDiff.tolerance) pt)")
            report.firstDifferingFrame = first.frame
            report.details.append("in frame \(first.frame) " + FrameMovement(expected: golden.trace.frames[first.frame], actual: film.trace.frames[first.frame]).sentence)
        }
        let staged = try comparePixels(film, golden, geometry: geometry, &report)
        return Compared(report: report, staged: staged)
    }

    /// Refuses, before anything is verified, artifact destinations KeyboardFilm may not write:
    /// an artifacts folder inside the golden directory (or holding it), a film's folder there
    /// that KeyboardFilm did not write, and an `index.html` beside them that is someone else's.
    public func checkArtifactDestinations(for names: [String]) throws {
        guard let artifacts else { return }
        let root = artifacts.standardizedFileURL.resolvingSymlinksInPath()
        let golden = store.directory.standardizedFileURL.resolvingSymlinksInPath()
        func isInside(_ a: URL, _ b: URL) -> Bool { a.path == b.path || a.path.hasPrefix(b.path.hasSuffix("/") ? b.path : b.path + "/") }
        if isInside(root, golden) {
            throw RefusedDestination(path: artifacts.path, reason: "it lies inside the golden directory \(store.directory.path), which verification never writes to")
        }
        for name in names {
            let folder = root.appendingPathComponent(name)
            if isInside(golden, folder) {
                throw RefusedDestination(path: folder.path, reason: "the golden directory \(store.directory.path) lies inside it")
            }
            try OutputDirectory.checkReplaceable(folder)
        }
        try OutputDirectory.checkReplaceableFile(root.appendingPathComponent(ArtifactFile.page), signature: ArtifactIndex.signature)
    }

    /// Removes `<artifacts>/<name>` when KeyboardFilm wrote it (it carries the marker and
    /// nothing else was added); anything else, and a symbolic link, is left alone.
    func removeStaleArtifacts(of name: String) {
        guard let folder = artifacts?.appendingPathComponent(name),
              (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path)) == nil,
              FileManager.default.fileExists(atPath: folder.appendingPathComponent(OutputDirectory.markerName).path),
              (try? OutputDirectory.checkReplaceable(folder)) != nil else { return }
        try? FileManager.default.removeItem(at: folder)
    }

    /// A golden whose files agree with each other and with the film's settings.
    struct OpenedGolden {
        var manifest: Manifest
        var trace: Trace
        var animation: APNGReader
        var animationFile: String
        /// The film frames the golden stores pixels of (every `pixelStride`-th, and the last).
        var storedFrames: [Int]
    }

    /// Reads the golden of `film`; nil (with the reasons in `report`) when it is missing or
    /// recorded with other settings, so no frame can be compared.
    func open(goldenOf film: Film, _ report: inout VerificationReport) throws -> OpenedGolden? {
        let folder = store.folder(film.name)
        let manifestURL = folder.appendingPathComponent(GoldenFile.manifest)
        let traceURL = folder.appendingPathComponent(GoldenFile.trace)
        let apngURL = folder.appendingPathComponent(GoldenFile.animation)
        // A golden this user may not read is not a missing one ("record it" would be wrong advice).
        if let denied = PathAccess.problem(reading: manifestURL.path) { throw GoldenError(file: manifestURL.path, .denied(denied)) }
        guard FileManager.default.fileExists(atPath: manifestURL.path) else {
            let remedy: VerificationFailure.Remedy = RecordMode.isCI() ? .recordOffCI
                : film.storyboard.source.hasPrefix("<") ? .recordFromTest
                : .recordCommand(storyboard: film.storyboard.source, goldenDirectory: store.directory.path)
            report.failures.append(.missingGolden(folder: folder.path, remedy: remedy))
            return nil
        }
        for url in [manifestURL, traceURL, apngURL] where GoldenStore.isLFSPointer(url) {
            report.failures.append(.lfsPointer(file: url.path))
        }
        if !report.passed { return nil }
        let files = try Self.readConsistently(manifestURL: manifestURL, traceURL: traceURL, apngURL: apngURL)
        let manifest = files.manifest
        if manifest.format == 1 {
            report.failures.append(.outdatedManifest(file: manifestURL.path))
            return nil
        }
        // Read now (not after the film's checks), so a manifest edited by hand is bad input even
        // where its edit changed the film's settings; another renderer's trace may not read.
        var parsed: (trace: Trace, canvas: Canvas)?
        if manifest.rendererVersion == RendererVersion.current {
            do { parsed = try TraceReader.parse(files.trace, file: traceURL.path) } catch {
                throw GoldenError(file: traceURL.path, .invalidTrace("\(error)"))
            }
        }
        // A manifest edited by hand disagrees with its folder or its own trace: bad input, not a pass.
        if parsed != nil, manifest.storyboard != film.name {
            throw GoldenError(file: manifestURL.path, .invalidManifest("names the storyboard \"\(manifest.storyboard)\", but it is in the golden folder of \"\(film.name)\""))
        }
        if let (goldenTrace, goldenCanvas) = parsed,
           manifest.scale != goldenCanvas.scale || manifest.fps != goldenTrace.fps || goldenTrace.name != manifest.storyboard {
            throw GoldenError(file: manifestURL.path, .invalidManifest("says scale \(manifest.scale), \(manifest.fps) fps, storyboard \"\(manifest.storyboard)\"; its trace.json says scale \(goldenCanvas.scale), \(goldenTrace.fps) fps, \"\(goldenTrace.name)\""))
        }
        // The golden trace must be whole: one frame per frame the manifest counts, indices in
        // order. Checked before the film is compared, so a hand-edited count is bad input, not a change.
        if let goldenTrace = parsed?.trace, goldenTrace.frames.count != manifest.frameCount
            || !goldenTrace.frames.indices.allSatisfy({ goldenTrace.frames[$0].index == $0 }) {
            throw GoldenError(file: traceURL.path, .traceFrames(count: goldenTrace.frames.count, firstIndex: goldenTrace.frames.first?.index ?? -1,
                                                                lastIndex: goldenTrace.frames.last?.index ?? -1, expected: manifest.frameCount))
        }
        let t = film.trace
        if manifest.rendererVersion != RendererVersion.current {
            report.failures.append(.rendererVersion(golden: manifest.rendererVersion, current: RendererVersion.current))
        }
        if manifest.fps != t.fps { report.failures.append(.fps(golden: manifest.fps, now: t.fps)) }
        let stored = Manifest.pixelFrames(count: manifest.frameCount, stride: manifest.pixelStride)
        if manifest.frameCount != t.frames.count || manifest.frames.count != stored.count {
            report.failures.append(.frameCount(golden: manifest.frameCount, now: t.frames.count))
        }
        let canvas = film.scene.canvas
        if manifest.canvasWidth != canvas.width || manifest.canvasHeight != canvas.height {
            report.failures.append(.canvasSize(golden: PixelSize(manifest.canvasWidth, manifest.canvasHeight), now: PixelSize(canvas.width, canvas.height)))
        }
        if !report.passed { return nil }
        guard let goldenTrace = parsed?.trace else { return nil }
        let reader: APNGReader
        do { reader = try APNGReader(bytes: files.apng, file: apngURL.path) } catch let e as PNGError {
            throw GoldenError(file: apngURL.path, .invalidAnimation(e.message))
        }
        guard reader.frameCount == stored.count, reader.width == manifest.canvasWidth, reader.height == manifest.canvasHeight else {
            throw GoldenError(file: apngURL.path, .animationShape(frames: reader.frameCount, width: reader.width, height: reader.height,
                                                               expectedFrames: stored.count, expectedWidth: manifest.canvasWidth, expectedHeight: manifest.canvasHeight))
        }
        return OpenedGolden(manifest: manifest, trace: goldenTrace, animation: reader, animationFile: apngURL.path, storedFrames: stored)
    }

    /// A golden's three files, read so that they belong together (a manifest of the current
    /// format is checked whole here, `Manifest.problem()`): `record` replaces the folder
    /// while verify may be reading it, so a read whose file hashes disagree with the manifest is
    /// retried before it counts as damage.
    static func readConsistently(manifestURL: URL, traceURL: URL, apngURL: URL)
        throws -> (manifest: Manifest, trace: [UInt8], apng: [UInt8]) {
        var attempt = 0
        while true {
            attempt += 1
            let manifest: Manifest
            let manifestBytes = try GoldenStore.read(manifestURL)
            do {
                manifest = try JSONDecoder().decode(Manifest.self, from: manifestBytes)
            } catch {
                throw GoldenError(file: manifestURL.path, .notAManifest("\(type(of: error))"))
            }
            if manifest.format == 1 { return (manifest, [], []) }
            if let problem = manifest.problem() { throw GoldenError(file: manifestURL.path, .invalidManifest(problem)) }
            func read(_ url: URL) throws -> [UInt8] { Array(try GoldenStore.read(url)) }
            let trace = try read(traceURL), apng = try read(apngURL)
            let files = manifest.files ?? [:]
            let damaged = [(traceURL, trace, files[GoldenFile.trace]), (apngURL, apng, files[GoldenFile.animation])]
                .first { XXH64.hex($0.1) != ($0.2 ?? "") }
            guard let (url, _, _) = damaged else { return (manifest, trace, apng) }
            if attempt < 3 { usleep(100_000); continue } // being replaced right now?
            throw GoldenError(file: url.path, .hashMismatch)
        }
    }

}

extension DiffPolicy {
    /// The strict region of frame `index` in canvas pixels, as `verify` and the snapshot
    /// strategy both hold it: the bar and a band around the keyboard's top, in the reference's
    /// and the current geometry, `strictMarginPoints` around them.
    func strictRegion(_ scene: FrameScene, frame index: Int, reference: Trace) -> PixelBox? {
        scene.barBand(frame: index, marginPoints: strictMarginPoints, others: [reference.frames[index]])
    }
}

/// The films of a concurrent verification: which one is next, and each one's result.
private final class FilmResults: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var results: [Result<GoldenVerifier.Compared, Error>?]
    init(count: Int) { results = Array(repeating: nil, count: count) }

    /// The next film to verify, if any is left.
    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func set(_ i: Int, _ r: Result<GoldenVerifier.Compared, Error>) { lock.lock(); results[i] = r; lock.unlock() }
    var all: [Result<GoldenVerifier.Compared, Error>] { lock.lock(); defer { lock.unlock() }; return results.map { $0! } }
}
