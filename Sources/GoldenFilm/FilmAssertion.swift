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
    /// Triptychs written per failing film at most.
    public var maxTriptychs = 24

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
            let mode = try record ?? RecordMode.fromEnvironment()
            let store = GoldenStore(directory: goldens)
            let exists = store.exists(film.name)
            let stride = store.pixelStrideForRecording(film.name, requested: pixelStride)
            func recordIt() throws { try GoldenRecorder.record(film, in: store, pixelStride: stride) }
            switch mode.action(goldenExists: exists) {
            case .record where exists:
                try recordIt()
                return Outcome(failure: "\(film.name): recorded a new golden at \(store.folder(film.name).path) (record mode \(mode.rawValue)); turn recording off and run again")
            case .record:
                try recordIt()
                return Outcome(failure: "\(film.name): no golden was found; recorded one at \(store.folder(film.name).path). Look at it, commit it, and run again")
            case .verify, .verifyThenRecordIfFailed:
                var verifier = GoldenVerifier(store: store, artifacts: artifacts)
                verifier.policy = policy
                verifier.maxTriptychs = maxTriptychs
                let report = try verifier.verify(film)
                if report.passed { return Outcome(failure: nil) }
                var message = report.message
                if mode.action(goldenExists: exists) == .verifyThenRecordIfFailed {
                    try recordIt()
                    message += "\n  re-recorded (record mode failed)"
                }
                return Outcome(failure: message, artifacts: Self.attachable(report.artifacts))
            }
        } catch {
            return Outcome(failure: "\(film.name): \(error)")
        }
    }

    /// The artifacts worth attaching: the first failing frame's triptych, the animated diff and the page.
    static func attachable(_ artifacts: [URL]) -> [URL] {
        let triptych = artifacts.first { $0.lastPathComponent.hasSuffix("-triptych.png") }
        return (triptych.map { [$0] } ?? []) + artifacts.filter { ["diff-animation.png", "index.html"].contains($0.lastPathComponent) }
    }

    /// As `check`, returning only the message (nil when the test passes).
    public static func check(_ film: Film, golden: URL, artifacts: URL? = nil, mode: RecordMode? = nil) -> String? {
        FilmAssertion(goldens: golden, artifacts: artifacts, record: mode).check(film).failure
    }
}
