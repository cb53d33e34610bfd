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
