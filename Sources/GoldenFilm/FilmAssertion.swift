import Foundation
import KeyboardSimulation

/// What test helpers do with a film under a record mode: verify, record, or both. Returns nil
/// when the test passes, else the message to fail it with (recording always fails the test
/// once, so a new golden is looked at before it is trusted).
public enum FilmAssertion {
    public static func check(_ film: Film, golden: URL, artifacts: URL? = nil, mode: RecordMode? = nil) -> String? {
        do {
            let mode = try mode ?? RecordMode.fromEnvironment()
            let store = GoldenStore(directory: golden)
            let exists = store.exists(film.name)
            switch mode {
            case .all:
                try GoldenRecorder.record(film, in: store)
                return "\(film.name): recorded a new golden at \(store.folder(film.name).path) (KBFILM_RECORD=all); turn recording off and run again"
            case .missing where !exists:
                try GoldenRecorder.record(film, in: store)
                return "\(film.name): no golden was found; recorded one at \(store.folder(film.name).path). Look at it, commit it, and run again"
            default:
                let report = try GoldenVerifier(store: store, artifacts: artifacts).verify(film)
                if report.passed { return nil }
                if mode == .failed {
                    try GoldenRecorder.record(film, in: store)
                    return report.message + "\n  re-recorded (KBFILM_RECORD=failed)"
                }
                return report.message
            }
        } catch {
            return "\(film.name): \(error)"
        }
    }
}
