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
                throw GoldenError(file: "KBFILM_RECORD", message: "expected one of \(allCases.map(\.rawValue).joined(separator: ", ")), got \(quotedForMessage(value))")
            }
            return mode
        }
        return isCI(env) ? .never : .missing
    }

    public static func isCI(_ env: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let ci = env["CI"] { return !["", "0", "false", "no", "off"].contains(ci.lowercased()) }
        return false
    }
}
