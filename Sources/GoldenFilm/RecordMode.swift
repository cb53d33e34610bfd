import Foundation
import KeyboardSimulation

/// When goldens are (re)written, chosen by `KBFILM_RECORD`.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record every golden, replacing existing ones.
    case all
    /// Record only goldens that do not exist yet.
    case missing
    /// Record goldens that fail verification (and those missing).
    case failed
    /// Never write goldens.
    case never

    /// `KBFILM_RECORD` if set; otherwise `missing` on a developer machine and `never` when `CI` is set.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let value = env["KBFILM_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value) else {
                throw GoldenError(file: "KBFILM_RECORD", .unknownRecordMode(value: value, known: allCases.map(\.rawValue)))
            }
            return mode
        }
        return isCI(env) ? .never : .missing
    }

    /// What to do with one film: the one decision `kbfilm record` and the test helpers share.
    public enum Action: Sendable, Equatable {
        /// Write the golden (no verification).
        case record
        /// Verify against the existing golden; never write.
        case verify
        /// Verify, and re-record when verification fails.
        case verifyThenRecordIfFailed
    }

    public func action(goldenExists: Bool) -> Action {
        switch self {
        case .all: return .record
        case .missing: return goldenExists ? .verify : .record
        case .failed: return goldenExists ? .verifyThenRecordIfFailed : .record
        case .never: return .verify
        }
    }

    public static func isCI(_ env: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let ci = env["CI"] { return !["", "0", "false", "no", "off"].contains(ci.lowercased()) }
        return false
    }
}

/// What happened to one film's golden under a record mode.
public enum GoldenStep: Sendable {
    /// Written (`replaced`: over an existing golden).
    case recorded(replaced: Bool)
    /// Left as it was, not verified (`kbfilm record` under `missing` or `never`).
    case kept
    /// Verified against the existing golden, which was left as it was.
    case verified(VerificationReport)
    /// Verified, failed (or could not be verified: `why`), and re-recorded (`failed` mode).
    case reRecorded(why: String)
}

extension RecordMode {
    /// The one sequence `kbfilm record` and the test helpers run for a film: record, verify, or
    /// verify and re-record when that fails (a golden too damaged to verify counts as failing).
    /// `verifier` verifies where the mode keeps a golden; without one such a golden is kept
    /// unverified. `pixelStride` nil keeps an existing golden's stride (else 1).
    public func apply(to film: Film, store: GoldenStore, verifier: GoldenVerifier?, pixelStride: Int?,
                      jobs: Int = ProcessInfo.processInfo.activeProcessorCount, quiet: Bool = false) throws -> GoldenStep {
        let exists = store.exists(film.name)
        func record() throws {
            try GoldenRecorder.record(film, in: store, jobs: jobs, pixelStride: store.pixelStrideForRecording(film.name, requested: pixelStride),
                                      quiet: quiet)
        }
        switch action(goldenExists: exists) {
        case .record:
            try record()
            return .recorded(replaced: exists)
        case .verify:
            guard let verifier else { return .kept }
            return .verified(try verifier.verify(film))
        case .verifyThenRecordIfFailed:
            let why: String
            do {
                let report = try (verifier ?? GoldenVerifier(store: store)).verify(film)
                if report.passed { return .verified(report) }
                why = report.message
            } catch {
                why = "\(film.name): \(error)"
            }
            try record()
            return .reRecorded(why: why)
        }
    }
}
