import FilmSnapshotTesting
import Foundation
import KeyboardSimulation
import SnapshotTesting
import Testing

/// The `.film` and `.filmstrip` strategies through swift-snapshot-testing's own record modes and
/// `__Snapshots__` layout (in a temporary directory here, so the suite leaves nothing behind).
@MainActor
struct FilmSnapshottingTests {
    /// iPhone 13 at 1x, 30 fps, a fixed ease-out of `duration` after a show at 0.1 s.
    static func film(duration: Double = 0.3) throws -> Film {
        var sb = Storyboard(name: "snap", device: DeviceCatalogue.device(named: "iPhone 13")!,
                            strategy: StrategyConfiguration(.fixedCurve), durationSeconds: 0.6,
                            events: [StoryboardEvent(atSeconds: 0.1, action: .show)])
        sb.scale = 1
        sb.fps = 30
        sb.strategy.fixedTiming.durationSeconds = duration
        try sb.validate()
        return try Film(storyboard: sb)
    }

    @Test("records, verifies, and fails on a one-line change naming the first changed frame", arguments: ["film", "filmstrip"])
    func recordVerifyFail(strategy: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbfilm-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let snapshotting: Snapshotting<Film, EncodedFilm> = strategy == "film" ? .film : .filmstrip
        let recorded = verifySnapshot(of: try Self.film(), as: snapshotting, named: strategy, record: .missing, snapshotDirectory: dir.path)
        #expect(recorded?.contains("No reference was found") == true, "\(recorded ?? "nil")")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(files.count == 1 && files[0].hasSuffix(".png"), "\(files)")
        // The stored file is a real PNG (Pillow would read it) that carries the trace.
        let stored = try EncodedFilm(bytes: [UInt8](Data(contentsOf: dir.appendingPathComponent(files[0]))))
        #expect(stored.trace.frames.count == 19) // 0.6 s at 30 fps, both ends
        #expect(verifySnapshot(of: try Self.film(), as: snapshotting, named: strategy, record: .never, snapshotDirectory: dir.path) == nil)

        let failure = try #require(verifySnapshot(of: try Self.film(duration: 0.35), as: snapshotting, named: strategy,
                                                  record: .never, snapshotDirectory: dir.path))
        // The show starts at 0.1 s = frame 3 at 30 fps, where both ease-outs are at 0; frame 4 is the first they part.
        #expect(failure.contains("geometry differs") && failure.contains("first at frame 4: bar.y"), "\(failure)")
        #expect(failure.contains("pixels differ"), "\(failure)")
    }

    @Test("a reference that is not a film snapshot fails, never passes")
    func foreignReference() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbfilm-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = verifySnapshot(of: try Self.film(), as: .filmstrip, named: "x", record: .missing, snapshotDirectory: dir.path)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: dir.path).first)
        // A valid PNG without the trace chunk: the filmstrip's own pixels, re-encoded without it.
        let encoded = try EncodedFilm.filmstrip(try Self.film())
        let bare = try PNGWithoutText.strip(encoded.bytes)
        try Data(bare).write(to: dir.appendingPathComponent(file))
        let failure = verifySnapshot(of: try Self.film(), as: .filmstrip, named: "x", record: .never, snapshotDirectory: dir.path)
        #expect(failure?.contains("not a KeyboardFilm film snapshot") == true, "\(failure ?? "passed")")
    }
}

/// Removes ancillary text chunks from a PNG (to make a foreign reference).
enum PNGWithoutText {
    static func strip(_ png: [UInt8]) throws -> [UInt8] {
        var out = Array(png[0..<8]), i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            if type != "zTXt" { out += png[i..<(i + 12 + length)] }
            i += 12 + length
        }
        return out
    }
}
