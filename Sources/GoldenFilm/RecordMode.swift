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
