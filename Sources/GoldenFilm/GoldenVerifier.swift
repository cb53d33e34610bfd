import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// The outcome of verifying one film against its golden.
public struct VerificationReport: Sendable {
    public var name: String
    /// Why it failed, one line each; empty when it passed.
    public var failures: [String] = []
    public var framesCompared = 0
    public var exactFrames = 0
    /// First frame whose geometry or pixels differ.
    public var firstDifferingFrame: Int?
    /// First frame of the current render whose |drift| > 0.5 pt.
    public var firstDriftingFrame: Int?
    /// Files written to explain a failure.
    public var artifacts: [URL] = []
    public var details: [String] = []
    /// Whether the film has no golden yet.
    public var missingGolden = false

    public var passed: Bool { failures.isEmpty }

    public init(name: String) { self.name = name }

    /// A message for people: verdict, reasons, details and artifact paths.
    public var message: String {
        if passed { return "\(name): passed (\(framesCompared) frames, \(exactFrames) identical)" }
        var lines = ["\(name): FAILED"] + failures.map { "  - " + $0 } + details.map { "    " + $0 }
        if !artifacts.isEmpty { lines.append("  artifacts:"); lines += artifacts.map { "    " + $0.path } }
        return lines.joined(separator: "\n")
    }
}

/// Verifies films against goldens: geometry first, then pixels (exact hash, then a perceptual diff).
/// Never writes into the golden directory.
public struct GoldenVerifier {
    public var store: GoldenStore
    /// Where failure artifacts go (`<artifacts>/<name>/`); nil writes none.
    public var artifacts: URL?
    public var policy = DiffPolicy()
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Triptychs written per failing film at most.
    public var maxTriptychs = 24

    public init(store: GoldenStore, artifacts: URL? = nil) { self.store = store; self.artifacts = artifacts }

    /// Verifies `film`. Throws `GoldenError` when a golden file is unreadable or corrupt (bad input).
    public func verify(_ film: Film) throws -> VerificationReport {
        var report = VerificationReport(name: film.name)
        report.firstDriftingFrame = film.trace.firstDriftFrame
        let folder = store.folder(film.name)
        let manifestURL = folder.appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: manifestURL.path) else {
            report.missingGolden = true
            report.failures.append(RecordMode.isCI()
                ? "no golden at \(folder.path) under CI: record it on a developer machine (kbfilm record) and commit it"
                : film.storyboard.source.hasPrefix("<")
                    ? "no golden at \(folder.path): this film is built in code; record it from its test (record: .missing, or KBFILM_RECORD=missing)"
                    : "no golden at \(folder.path): record it with `kbfilm record \(film.storyboard.source) --golden \(store.directory.path)`")
            return report
        }
        for file in ["manifest.json", "trace.json", "animation.png"] {
            let url = folder.appendingPathComponent(file)
            if GoldenStore.isLFSPointer(url) {
                report.failures.append("\(url.path) is a Git LFS pointer, not the golden itself: run `git lfs pull`")
            }
        }
        if !report.passed { return report }
        let traceURL = folder.appendingPathComponent("trace.json")
        let apngURL = folder.appendingPathComponent("animation.png")
        let goldenFiles = try Self.readConsistently(manifestURL: manifestURL, traceURL: traceURL, apngURL: apngURL)
        let manifest = goldenFiles.manifest
        if manifest.format == 1 {
            report.failures.append("\(manifestURL.path) was recorded by an earlier KeyboardFilm (manifest format 1, no file hashes): re-record the golden (KBFILM_RECORD=all kbfilm record …)")
            return report
        }
        if let problem = manifest.problem() { throw GoldenError(file: manifestURL.path, message: problem) }
        let t = film.trace
        if manifest.rendererVersion != RendererVersion.current {
            report.failures.append("renderer version changed: golden recorded with \(manifest.rendererVersion), this is \(RendererVersion.current) — re-record the goldens (KBFILM_RECORD=all kbfilm record …)")
        }
        if manifest.fps != t.fps { report.failures.append("fps differs: golden \(manifest.fps), now \(t.fps)") }
        let stored = Manifest.pixelFrames(count: manifest.frameCount, stride: manifest.pixelStride)
        if manifest.frameCount != t.frames.count || manifest.frames.count != stored.count {
            report.failures.append("frame count differs: golden \(manifest.frameCount), now \(t.frames.count) — no frame was compared")
        }
        if manifest.canvasWidth != t.canvasWidth || manifest.canvasHeight != t.canvasHeight {
            report.failures.append("canvas size differs: golden \(manifest.canvasWidth)×\(manifest.canvasHeight), now \(t.canvasWidth)×\(t.canvasHeight) (a different scale, orientation or rotation; re-record if intended: KBFILM_RECORD=all kbfilm record …)")
        }
        if !report.passed { return report }

        // Geometry first.
        let traceData = goldenFiles.trace
        let goldenTrace: Trace
        do { goldenTrace = try TraceReader.parse(Array(traceData), file: traceURL.path) } catch {
            throw GoldenError(file: traceURL.path, message: "\(error)")
        }
        // The golden trace must be whole: one frame per film frame, indices in order.
        guard goldenTrace.frames.count == manifest.frameCount,
              goldenTrace.frames.indices.allSatisfy({ goldenTrace.frames[$0].index == $0 }) else {
            throw GoldenError(file: traceURL.path, message: "holds \(goldenTrace.frames.count) frames (indices \(goldenTrace.frames.first?.index ?? -1) … \(goldenTrace.frames.last?.index ?? -1)), the manifest says \(manifest.frameCount) numbered from 0: the golden is damaged, record it again")
        }
        let geometry = GeometryDiff(expected: goldenTrace, actual: t)
        if let first = geometry.first, let largest = geometry.largest {
            report.failures.append("geometry differs in \(geometry.differingFrames) frames; first at frame \(first.frame): \(first.field) \(first.expected) → \(first.actual)")
            report.details.append("largest geometry delta: frame \(largest.frame) \(largest.field) \(largest.expected) → \(largest.actual) (\(TraceWriter.number(largest.delta)) pt; tolerance \(GeometryDiff.tolerance) pt)")
            report.firstDifferingFrame = first.frame
        }

        // Then pixels.
        let reader: APNGReader
        do { reader = try APNGReader(bytes: goldenFiles.apng, file: apngURL.path) } catch let e as PNGError {
            throw GoldenError(file: apngURL.path, message: e.message)
        }
        guard reader.frameCount == stored.count, reader.width == manifest.canvasWidth, reader.height == manifest.canvasHeight else {
            throw GoldenError(file: apngURL.path, message: "holds \(reader.frameCount) frames of \(reader.width)×\(reader.height), the manifest says \(stored.count) of \(manifest.canvasWidth)×\(manifest.canvasHeight)")
        }
        // Golden frames are decoded only when a new frame's hash differs (APNG frames build on
        // each other, so decoding catches up through the frames before it).
        var golden = reader.frames()
        var decoded = -1
        var goldenCanvas: [UInt8] = []
        func goldenFrame(_ position: Int) throws -> [UInt8] {
            do {
                while decoded < position {
                    guard let next = try golden.next() else { throw PNGError(file: apngURL.path, message: "ends before stored frame \(position)") }
                    goldenCanvas = next
                    decoded += 1
                }
            } catch let e as PNGError {
                throw GoldenError(file: apngURL.path, message: e.message)
            }
            return goldenCanvas
        }
        // Artifacts explain a failure; failing to write them must not hide the verdict.
        var artifactProblem: String?
        var writer = artifacts.map { ArtifactWriter(folder: $0.appendingPathComponent(film.name), width: t.canvasWidth, height: t.canvasHeight, fps: t.fps) }
        var pixelFailures: [(frame: Int, diff: ImageDifference)] = []
        var triptychs = 0, wanted = 0
        let scene = FrameScene(storyboard: film.storyboard, trace: t)
        var position = 0
        try film.forEachFrame(jobs: jobs, frames: stored) { index, actual in
            defer { position += 1 }
            report.framesCompared += 1
            let hash = XXH64.hex(actual)
            let geometryDiffers = geometry.differences.contains { $0.frame == index }
            if hash == manifest.frames[position] && !geometryDiffers {
                report.exactFrames += 1
                return
            }
            let expected = try goldenFrame(position)
            let strict = strictRegion(scene, golden: goldenTrace, index: index)
            let diff = ImageDiff.compare(expected, actual, width: t.canvasWidth, height: t.canvasHeight, strict: strict, policy: policy)
            if hash == manifest.frames[position] { report.exactFrames += 1 }
            if diff.fails(policy) {
                pixelFailures.append((index, diff))
                if pixelFailures.count == 1 {
                    report.details.append("frame \(index) XXH64: golden \(manifest.frames[position]), now \(hash)")
                }
            }
            if diff.fails(policy) || geometryDiffers, let artifactWriter = writer {
                wanted += 1
                if triptychs < maxTriptychs {
                    do { try artifactWriter.add(frame: index, expected: expected, actual: actual, strict: strict, policy: policy) } catch {
                        artifactProblem = describeIOError(error)
                        writer = nil
                    }
                    triptychs += 1
                }
            }
        }
        if report.framesCompared == 0 { report.failures.append("zero frames compared") }
        if let first = pixelFailures.first {
            let worst = pixelFailures.max { $0.diff.largestDelta < $1.diff.largestDelta }!
            report.failures.append("pixels differ in \(pixelFailures.count) frames; first at frame \(first.frame)")
            let d = first.diff
            if let b = d.box {
                report.details.append("frame \(first.frame): \(d.strictPixels) pixels in the bar/keyboard-edge region (threshold \(policy.strictThreshold), budget 0), \(d.loosePixels) elsewhere (threshold \(policy.threshold), budget \(policy.looseBudget * 100) % of pixels = \(Int(policy.looseBudget * Double(d.totalPixels)))), \(d.antialiasedPixels) anti-aliasing; the changed pixels lie within x \(b.x) y \(b.y) \(b.width)×\(b.height) px")
            }
            report.details.append("largest colour delta \(String(format: "%.3f", worst.diff.largestDelta)) (YIQ, 0…1) at frame \(worst.frame)")
            report.firstDifferingFrame = min(report.firstDifferingFrame ?? first.frame, first.frame)
        }
        if let f = report.firstDriftingFrame { report.details.append("first drifting frame of the current render: \(f)") }
        if wanted > triptychs {
            report.details.append("triptychs written for the first \(triptychs) of \(wanted) failing frames (raise the cap: --max-triptychs, or maxTriptychs in code)")
        }
        if !report.passed, let writer {
            do { report.artifacts = try writer.finish(report: report) } catch { artifactProblem = describeIOError(error) }
        }
        if let artifactProblem {
            report.details.append("failure artifacts could not be written under \(artifacts?.path ?? ""): \(artifactProblem)")
        }
        return report
    }

    /// A golden's three files, read so that they belong together: `record` replaces the folder
    /// while verify may be reading it, so a read whose file hashes disagree with the manifest is
    /// retried before it counts as damage.
    static func readConsistently(manifestURL: URL, traceURL: URL, apngURL: URL)
        throws -> (manifest: Manifest, trace: [UInt8], apng: [UInt8]) {
        var attempt = 0
        while true {
            attempt += 1
            let manifest: Manifest
            do {
                manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: manifestURL))
            } catch {
                throw GoldenError(file: manifestURL.path, message: "not a readable manifest (\(type(of: error)))")
            }
            if manifest.format == 1 { return (manifest, [], []) }
            if let problem = manifest.problem() { throw GoldenError(file: manifestURL.path, message: problem) }
            func read(_ url: URL) throws -> [UInt8] {
                guard let d = FileManager.default.contents(atPath: url.path) else { throw GoldenError(file: url.path, message: "cannot be read") }
                return Array(d)
            }
            let trace = try read(traceURL), apng = try read(apngURL)
            let files = manifest.files ?? [:]
            let damaged = [(traceURL, trace, files["trace.json"]), (apngURL, apng, files["animation.png"])]
                .first { XXH64.hex($0.1) != ($0.2 ?? "") }
            guard let (url, _, _) = damaged else { return (manifest, trace, apng) }
            if attempt < 3 { usleep(100_000); continue } // being replaced right now?
            throw GoldenError(file: url.path, message: "differs from the hash its manifest recorded: the golden is damaged or was edited; record it again")
        }
    }

    /// The strict region of a frame in canvas pixels: the bar and a band around the keyboard's
    /// top, in the golden's and the current geometry, `strictMarginPoints` wide.
    func strictRegion(_ scene: FrameScene, golden: Trace, index: Int) -> PixelBox? {
        scene.barBand(frame: index, marginPoints: policy.strictMarginPoints, others: [golden.frames[index]])
    }
}
