import Foundation
import KeyboardSimulation
import TestSupport
import GoldenFilm
import Testing

/// The one record-mode decision `kbfilm record` and the test helpers share, as the README states it.
struct RecordModeTests {
    @Test("all records always; missing records only absent goldens; failed also re-records failures; never never writes")
    func actions() {
        let table: [(RecordMode, exists: Bool, RecordMode.Action)] = [
            (.all, true, .record), (.all, false, .record),
            (.missing, true, .verify), (.missing, false, .record),
            (.failed, true, .verifyThenRecordIfFailed), (.failed, false, .record),
            (.never, true, .verify), (.never, false, .verify),
        ]
        for (mode, exists, expected) in table {
            #expect(mode.action(goldenExists: exists) == expected, "\(mode) with a golden \(exists ? "present" : "absent")")
        }
    }
}

/// The sequence every mode runs, end to end on real goldens (the one `kbfilm record` and the
/// test helpers share).
@MainActor
struct RecordPolicyTests {
    @Test("failed mode: a passing film is only verified (golden bytes untouched); a changed film fails once with its verify message and is re-recorded, after which it passes; a damaged golden is re-recorded too")
    func failedModeReRecords() throws {
        let (store, dir, film) = try GoldenVerificationTests.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = store.folder(film.name)
        let before = try folderContents(folder)
        let same = try RecordMode.failed.apply(to: film, store: store, verifier: GoldenVerifier(store: store), pixelStride: nil)
        guard case .verified(let report) = same else { Issue.record("a passing film was \(same)"); return }
        #expect(report.passed)
        #expect(try folderContents(folder) == before)

        let changed = try Film(storyboard: try storyboard(strategy: "fixedCurve"))
        let outcome = FilmAssertion(goldens: store.directory, record: .failed).check(changed)
        #expect(outcome.failure?.contains("re-recorded") == true && outcome.failure?.contains("geometry") == true, "\(outcome.failure ?? "passed")")
        #expect(try folderContents(folder) != before)
        #expect(FilmAssertion(goldens: store.directory, record: .never).check(changed).failure == nil)

        // A golden whose trace is cut short cannot be verified: under failed it is recorded again.
        let trace = folder.appendingPathComponent("trace.json")
        try Data("{".utf8).write(to: trace)
        let damaged = try RecordMode.failed.apply(to: changed, store: store, verifier: nil, pixelStride: nil)
        guard case .reRecorded = damaged else { Issue.record("a damaged golden was \(damaged)"); return }
        #expect(FilmAssertion(goldens: store.directory, record: .never).check(changed).failure == nil)
    }

    @Test("kbfilm record's missing and never keep an existing golden without verifying it; all replaces it")
    func keepOrReplace() throws {
        let (store, dir, _) = try GoldenVerificationTests.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        let changed = try Film(storyboard: try storyboard(strategy: "fixedCurve"))
        for mode in [RecordMode.missing, .never] {
            let step = try mode.apply(to: changed, store: store, verifier: nil, pixelStride: nil)
            guard case .kept = step else { Issue.record("\(mode): \(step)"); continue }
        }
        #expect(FilmAssertion(goldens: store.directory, record: .never).check(changed).failure != nil, "the golden is still the first film's")
        let all = try RecordMode.all.apply(to: changed, store: store, verifier: nil, pixelStride: nil)
        guard case .recorded(replaced: true) = all else { Issue.record("all: \(all)"); return }
        #expect(FilmAssertion(goldens: store.directory, record: .never).check(changed).failure == nil)
    }
}
