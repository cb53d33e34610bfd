import FilmSnapshotTesting
import Foundation
import GoldenFilm
@testable import KeyboardFilm
import KeyboardSimulation
import PNGCodec
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
        sb.strategy = .fixedCurve(timing: Timing(curve: .easeOut, durationSeconds: duration))
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

    @Test("three changed pixels on the bar, far inside the pixel budget, fail the snapshot as they fail verify (the strict region)")
    func barPixelsAreStrict() throws {
        let film = try Self.film()
        let encoded = try EncodedFilm.animation(film)
        // The reference: the same film with three pixels of frame 10's bar repainted.
        let t = encoded.trace, c = encoded.canvas, frame = 10
        let bar = t.frames[frame].bar
        let (x, y) = (Int(bar.midX) * c.scale, Int(bar.midY) * c.scale) // portrait, screen origin 0
        var bytes: [UInt8] = []
        let writer = try APNGWriter(width: c.width, height: c.height, frameCount: t.frames.count,
                                    delayNumerator: 1, delayDenominator: UInt16(t.fps), opaque: true) { bytes += $0 }
        var frames = try APNGReader(bytes: encoded.bytes, file: "film").frames(), index = 0
        while var rgba = try frames.next() {
            if index == frame {
                for dx in 0..<3 { let p = (y * c.width + x + dx) * 4; rgba[p] = 255; rgba[p + 1] = 0; rgba[p + 2] = 0 }
            }
            try rgba.withUnsafeBytes { try writer.append($0, bytesPerRow: c.width * 4) }
            index += 1
        }
        let reference = try EncodedFilm(bytes: PNGChunks.insertingCompressedText(TraceWriter.json(t, canvas: c), keyword: "kbfilm-trace", into: bytes))
        let failure = try #require(try encoded.difference(from: reference), "three pixels on the bar passed")
        #expect(failure.message.contains("pixels differ in 1 of") && failure.message.contains("first at frame 10"), "\(failure.message)")
        // The same three pixels well away from the bar stay within the budget, as in verify.
        #expect(3 < Int(DiffPolicy().looseBudget * Double(c.width * c.height)))
    }

    @Test("filmstrip: three changed pixels on a cell's bar fail the snapshot (its strict region); the same three in the plots stay within the budget")
    func filmstripBarPixelsAreStrict() throws {
        let film = try Self.film()
        let encoded = try EncodedFilm.filmstrip(film)
        let strip = Filmstrip(scene: FrameScene(storyboard: film.storyboard, trace: film.trace))
        let k = strip.frames.count - 1, t = encoded.trace, c = encoded.canvas, bar = t.frames[strip.frames[k]].bar
        // The middle of the last cell's bar, in the strip's pixels (portrait: canvas = screen × scale).
        let o = strip.cellOrigin(k)
        let onBar = (Int(o.x + bar.midX * Double(c.scale) * strip.thumbScale), Int(o.y + bar.midY * Double(c.scale) * strip.thumbScale))
        let inPlots = (strip.width / 2, strip.height - 40)
        func reference(changing point: (Int, Int)) throws -> EncodedFilm {
            let image = try APNGReader(bytes: encoded.bytes, file: "strip")
            var frames = image.frames()
            var rgba = try #require(try frames.next())
            for dx in 0..<3 {
                let p = (point.1 * image.width + point.0 + dx) * 4
                rgba[p] = rgba[p] > 128 ? 0 : 255; rgba[p + 1] = 255 - rgba[p + 1]; rgba[p + 2] = 0
            }
            var bytes: [UInt8] = []
            let writer = try APNGWriter(width: image.width, height: image.height, frameCount: 1, delayNumerator: 1, delayDenominator: 1, opaque: true) { bytes += $0 }
            try rgba.withUnsafeBytes { try writer.append($0, bytesPerRow: image.width * 4) }
            return try EncodedFilm(bytes: PNGChunks.insertingCompressedText(TraceWriter.json(t, canvas: c), keyword: "kbfilm-trace", into: bytes))
        }
        let failure = try encoded.difference(from: reference(changing: onBar))?.message ?? "passed"
        #expect(failure.contains("pixels differ in 1 of 1 images"), "\(failure)")
        let plots = try encoded.difference(from: reference(changing: inPlots))?.message
        #expect(plots == nil, "three pixels in the plots failed: \(plots ?? "")")
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
