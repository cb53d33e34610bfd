import Foundation
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// The pixel half of verification: each stored frame's hash against the manifest, and only
/// where it (or the geometry) differs, a perceptual diff against the decoded golden frame.
extension GoldenVerifier {
    /// Compares the film's pixels with the golden's; a failing film's artifacts are staged and
    /// returned, to be put in place once the whole verification has found no bad input.
    func comparePixels(_ film: Film, _ golden: OpenedGolden, geometry: GeometryDiff, _ report: inout VerificationReport) throws -> ArtifactWriter? {
        let t = film.trace, scene = film.scene, canvas = scene.canvas
        let manifest = golden.manifest
        var frames = LazyGoldenFrames(golden.animation, file: golden.animationFile, hashes: manifest.frames)
        // Artifacts explain a failure; failing to write them must not hide the verdict.
        var artifactProblem: String?
        var writer = artifacts.map { ArtifactWriter(folder: $0.appendingPathComponent(film.name), width: canvas.width, height: canvas.height, fps: t.fps) }
        defer { writer?.discard() } // what a verification that stopped early had staged
        var verdicts = FrameVerdicts(policy: policy, width: canvas.width, height: canvas.height)
        var triptychs = 0, wanted = 0
        var firstTriptych: Int?
        let geometryFrames = Set(geometry.differences.map(\.frame))
        var position = 0
        try film.forEachFrame(jobs: jobs, frames: golden.storedFrames, quiet: quiet) { index, actual, hash in
            defer { position += 1 }
            let sameHash = hash == manifest.frames[position]
            let geometryDiffers = geometryFrames.contains(index)
            if sameHash { report.exactFrames += 1 }
            if sameHash && !geometryDiffers { verdicts.countIdentical(); return }
            let expected = try frames.frame(at: position)
            let strict = policy.strictRegion(scene, frame: index, reference: golden.trace)
            // Marks are kept only while a triptych may still be drawn: it reuses this comparison.
            var marks = writer != nil && wanted < max(maxTriptychs, animatedFrames) ? [UInt8](repeating: 0, count: canvas.width * canvas.height) : []
            let (fails, diff) = marks.withUnsafeMutableBufferPointer {
                verdicts.compare(frame: index, expected: expected, actual: actual, strict: strict.map { [$0] } ?? [], marks: $0.isEmpty ? nil : $0,
                                 verdictOnly: true)
            }
            if fails && verdicts.failures.count == 1 {
                report.details.append("frame \(index) XXH64: golden \(manifest.frames[position]), now \(hash)")
            }
            guard fails || geometryDiffers, let artifactWriter = writer else { return }
            defer { wanted += 1 }
            guard wanted < max(maxTriptychs, animatedFrames) else { return }
            let file = wanted < maxTriptychs
            if file { triptychs += 1; firstTriptych = firstTriptych ?? index }
            let movement = FrameMovement(expected: golden.trace.frames[index], actual: t.frames[index])
            do { try artifactWriter.add(frame: index, expected: expected, actual: actual, diff: diff, marks: marks, strict: strict,
                                        movement: movement, writeFile: file) } catch {
                artifactProblem = describeIOError(error)
                artifactWriter.discard()
                writer = nil
            }
        }
        // Every stored frame checked against the golden's own manifest, not only those decoded.
        if checksEveryGoldenFrame, !golden.storedFrames.isEmpty { _ = try frames.frame(at: golden.storedFrames.count - 1) }
        record(verdicts, triptychs: triptychs, of: wanted, into: &report)
        if let shown = firstTriptych, let first = report.firstDifferingFrame, shown != first {
            // The message names the first frame that differs; say why the first image is another one.
            let why = golden.storedFrames.contains(first)
                ? "frame \(first)'s pixels match the golden (its geometry moved by less than a pixel shows)"
                : "frame \(first) has no stored pixels (the golden keeps every \(manifest.pixelStride)\(ordinalSuffix(manifest.pixelStride)) frame)"
            report.details.append(why + "; the first triptych shows frame \(shown), the first stored frame that differs")
        }
        var staged: ArtifactWriter?
        if !report.passed, let stagingWriter = writer {
            do {
                report.artifacts = try stagingWriter.stage(report: report)
                staged = stagingWriter
                writer = nil // handed over: the defer above must not discard it
            } catch { artifactProblem = describeIOError(error) }
        }
        if let artifactProblem { report.noteArtifactProblem(artifactProblem, under: artifacts) }
        return staged
    }

    /// The frames' verdicts in the report: how many were compared, the pixel failure with its
    /// figures, and how many failing frames got a triptych.
    private func record(_ verdicts: FrameVerdicts, triptychs: Int, of wanted: Int, into report: inout VerificationReport) {
        report.framesCompared = verdicts.compared
        if report.framesCompared == 0 { report.failures.append(.noFramesCompared) }
        if let first = verdicts.failures.first, let worst = verdicts.worst {
            report.failures.append(.pixels(differingFrames: verdicts.failures.count, firstFrame: first.frame))
            report.details += explanation(of: first.frame, first.diff, worst: worst)
            report.firstDifferingFrame = min(report.firstDifferingFrame ?? first.frame, first.frame)
        }
        if let f = report.firstDriftingFrame { report.details.append("first drifting frame of the current render: \(f)") }
        if wanted > triptychs {
            report.details.append("triptychs written for the first \(triptychs) of \(wanted) failing frames (more: --max-triptychs N on the command line, KBFILM_TRIPTYCHS=N for a test)")
        }
    }

    /// "st" for 1, "nd" for 2, "rd" for 3, "th" for 4 and for 11 to 13.
    private func ordinalSuffix(_ n: Int) -> String {
        if (11...13).contains(n % 100) { return "th" }
        switch n % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }

    /// The figures behind a pixel failure: counts per region against their budgets, and the largest delta.
    func explanation(of frame: Int, _ d: ImageDifference, worst: (frame: Int, diff: ImageDifference)) -> [String] {
        var lines: [String] = []
        if let b = d.box {
            lines.append("frame \(frame): \(d.strictPixels) pixels in the bar/keyboard-edge region (threshold \(policy.strictThreshold), budget 0), \(d.loosePixels) elsewhere (threshold \(policy.threshold), budget \(policy.looseBudget * 100) % of pixels = \(Int(policy.looseBudget * Double(d.totalPixels)))), \(d.antialiasedPixels) anti-aliasing; the changed pixels lie within x \(b.x) y \(b.y) \(b.width)×\(b.height) px")
        }
        lines.append("largest colour delta \(NumberFormat.fixed(worst.diff.largestDelta, decimals: 3)) (YIQ, 0…1) at frame \(worst.frame)")
        return lines
    }
}

/// Golden frames decoded only when asked for: APNG frames build on each other, so decoding
/// catches up through the frames before the one wanted. Each decoded frame is checked against
/// the hash its manifest recorded, so an animation taken from another film cannot pass.
struct LazyGoldenFrames {
    private var frames: APNGFrames
    private let file: String
    private let hashes: [String]
    private var decoded = -1
    private var canvas: [UInt8] = []

    init(_ reader: APNGReader, file: String, hashes: [String]) { frames = reader.frames(); self.file = file; self.hashes = hashes }

    mutating func frame(at position: Int) throws -> [UInt8] {
        do {
            while decoded < position {
                guard let next = try frames.next() else { throw PNGError(file: file, message: "ends before stored frame \(position)") }
                canvas = next
                decoded += 1
                if decoded < hashes.count, XXH64.hex(canvas) != hashes[decoded] {
                    throw GoldenError(file: file, .frameHashMismatch(frame: decoded))
                }
            }
        } catch let e as PNGError {
            throw GoldenError(file: file, .invalidAnimation(e.message))
        }
        return canvas
    }
}
