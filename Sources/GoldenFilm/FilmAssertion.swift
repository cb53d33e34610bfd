import Foundation
import KeyboardSimulation

/// What the test helpers do with a film: verify it, record it, or both, as the record mode says.
/// Recording always fails the test once, so a new golden is looked at before it is trusted.
public struct FilmAssertion: Sendable {
    /// Where goldens and artifacts go.
    public var goldens: URL
    public var artifacts: URL?
    /// The record mode for this call; nil reads `KBFILM_RECORD` (default `missing`, `never` under CI).
    public var record: RecordMode?
    /// Pixels of every n-th frame are stored when recording; nil keeps an existing golden's stride (else 1).
    public var pixelStride: Int?
    public var policy = DiffPolicy()
    /// Full-size triptych files written per failing film at most: by default the first failing
    /// frame's (what a reviewer opens first, beside the animated diff and the page; a test
    /// build is usually unoptimized, where each triptych costs tens of milliseconds).
    /// Nil reads `KBFILM_TRIPTYCHS=N` from the environment, else 1.
    public var maxTriptychs: Int?
    /// Failing frames in the animated diff at most.
    public var animatedFrames = 6

    /// `KBFILM_TRIPTYCHS` (a whole number 0 … 10000), or 1 when it is not set.
    static func triptychsFromEnvironment() throws -> Int {
        guard let text = ProcessInfo.processInfo.environment["KBFILM_TRIPTYCHS"], !text.isEmpty else { return 1 }
        guard let n = Int(text), (0...10_000).contains(n) else {
            throw TriptychCountError(text: text)
        }
        return n
    }

    struct TriptychCountError: Error, CustomStringConvertible {
        var text: String
        var description: String { "KBFILM_TRIPTYCHS must be a whole number from 0 to 10000 (full-size triptychs per failing film), got \"\(text)\"" }
    }

    public init(goldens: URL, artifacts: URL? = nil, record: RecordMode? = nil, pixelStride: Int? = nil, policy: DiffPolicy = DiffPolicy()) {
        self.goldens = goldens; self.artifacts = artifacts; self.record = record; self.pixelStride = pixelStride; self.policy = policy
    }

    /// The verdict: `failure` is nil when the test passes; `artifacts` are the files that explain a
    /// failure (the first failing frame's triptych, the animated diff, the HTML page), for attaching.
    public struct Outcome: Sendable {
        public var failure: String?
        public var artifacts: [URL] = []
    }

    public func check(_ film: Film) -> Outcome {
        do {
            // Refused before any verifying or recording, as `kbfilm record --pixel-stride` refuses it.
            if let pixelStride, !Manifest.pixelStrides.contains(pixelStride) { throw PixelStrideError(value: pixelStride) }
            let mode = try record ?? RecordMode.fromEnvironment()
            let store = GoldenStore(directory: goldens)
            var verifier = GoldenVerifier(store: store, artifacts: artifacts)
            verifier.policy = policy
            verifier.maxTriptychs = try maxTriptychs ?? Self.triptychsFromEnvironment()
            verifier.animatedFrames = animatedFrames
            switch try mode.apply(to: film, store: store, verifier: verifier, pixelStride: pixelStride) {
            case .recorded(replaced: true):
                return Outcome(failure: "\(film.name): recorded a new golden at \(store.folder(film.name).path) (record mode \(mode.rawValue)); turn recording off and run again")
            case .recorded(replaced: false):
                return Outcome(failure: "\(film.name): no golden was found; recorded one at \(store.folder(film.name).path). Look at it, commit it, and run again")
            case .kept:
                return Outcome(failure: nil) // not reached: a verifier was given
            case .verified(let report):
                return report.passed ? Outcome(failure: nil) : Outcome(failure: report.message, artifacts: Self.attachable(report.artifacts))
            case .reRecorded(let why):
                return Outcome(failure: why + "\n  re-recorded (record mode failed)")
            }
        } catch {
            return Outcome(failure: "\(film.name): \(error)")
        }
    }

    /// The artifacts worth attaching: the first failing frame's triptych, the animated diff and the page.
    static func attachable(_ artifacts: [URL]) -> [URL] {
        let triptych = artifacts.first { $0.lastPathComponent.hasSuffix("-triptych.png") }
        return (triptych.map { [$0] } ?? []) + artifacts.filter { [ArtifactFile.animation, ArtifactFile.page].contains($0.lastPathComponent) }
    }

    /// As `check`, returning only the message (nil when the test passes).
    public static func check(_ film: Film, golden: URL, artifacts: URL? = nil, mode: RecordMode? = nil) -> String? {
        FilmAssertion(goldens: golden, artifacts: artifacts, record: mode).check(film).failure
    }
}
