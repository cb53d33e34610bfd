import Foundation
import TestSupport
import Testing
@testable import GoldenFilm
import KeyboardSimulation
@testable import PNGCodec

/// Damaged goldens are bad input (a GoldenError naming the file), never a crash or a pass.
@MainActor
struct DamagedGoldenTests {
    @Test("a golden trace with too few frames, or indices out of order, is a GoldenError naming trace.json",
          arguments: ["truncate", "scramble"])
    func damagedTrace(kind: String) throws {
        let (store, dir, film) = try GoldenVerificationTests.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        let traceURL = store.folder(film.name).appendingPathComponent("trace.json")
        var (golden, canvas) = try TraceReader.parse(Array(try Data(contentsOf: traceURL)), file: traceURL.path)
        if kind == "truncate" { golden.frames.removeLast(5) } else { golden.frames.swapAt(3, 4) }
        let damaged = Array(TraceWriter.json(golden, canvas: canvas).utf8)
        try Data(damaged).write(to: traceURL)
        // The manifest vouches for the damaged file (as a hand edit of both would), so the
        // trace's own frame check is what must catch it, not the file hash.
        let manifestURL = store.folder(film.name).appendingPathComponent("manifest.json")
        var manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: manifestURL))
        manifest.files?["trace.json"] = XXH64.hex(damaged)
        try Data(try manifest.json().utf8).write(to: manifestURL)
        var changed = film
        changed.trace.frames[2].bar.origin.y += 3 // a differing frame, as in the crash the issue reports
        do {
            _ = try GoldenVerifier(store: store).verify(changed)
            Issue.record("verified a damaged trace")
        } catch let e as GoldenError {
            // The truncated trace lost its last 5 frames; the scrambled one has indices out of order.
            let count = film.trace.frames.count
            let expected: GoldenProblem = kind == "truncate"
                ? .traceFrames(count: count - 5, firstIndex: 0, lastIndex: count - 6, expected: count)
                : .traceFrames(count: count, firstIndex: 0, lastIndex: count - 1, expected: count)
            #expect(e.file == traceURL.path && e.problem == expected)
        }
    }

    @Test("manifest values no recorder writes are a GoldenError: format 99, pixel stride 0 or −7, a huge frame count, a bad hash",
          arguments: [("format", "99"), ("pixelStride", "0"), ("pixelStride", "-7"), ("frameCount", "1099511627776"), ("hash", "zz")])
    func damagedManifest(field: String, value: String) throws {
        let (store, dir, film) = try GoldenVerificationTests.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = store.folder(film.name).appendingPathComponent("manifest.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        if field == "hash" {
            var hashes = json["frames"] as! [String]
            hashes[1] = value
            json["frames"] = hashes
        } else {
            json[field] = Int(value)!
        }
        try JSONSerialization.data(withJSONObject: json).write(to: url)
        #expect(throws: GoldenError.self) { try GoldenVerifier(store: store).verify(film) }
    }

    @Test("a golden recorded before file hashes (manifest format 1) fails with a re-record hint, never passes")
    func formatOneManifest() throws {
        let (store, dir, film) = try GoldenVerificationTests.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = store.folder(film.name).appendingPathComponent("manifest.json")
        var manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
        manifest.format = 1
        manifest.files = nil
        try Data(try manifest.json().utf8).write(to: url)
        let report = try GoldenVerifier(store: store).verify(film)
        #expect(report.failures == [.outdatedManifest(file: url.path)])
    }

    @Test("any change to a golden file after recording is reported, even where frame hashes would match")
    func fileHashes() throws {
        let (store, dir, film) = try GoldenVerificationTests.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = store.folder(film.name).appendingPathComponent("trace.json")
        var text = try String(contentsOf: url, encoding: .utf8)
        text += " " // whitespace only: the same trace, a different file
        try Data(text.utf8).write(to: url)
        do {
            _ = try GoldenVerifier(store: store).verify(film)
            Issue.record("verified an edited golden")
        } catch let e as GoldenError {
            #expect(e.file == url.path && e.problem == .hashMismatch)
        }
    }

    /// A PNG chunk with a correct CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        PNGChunks.append(type, data, to: &out)
        return out
    }

    @Test("an APNG whose acTL or fcTL is short (with a valid CRC) is a PNGError, not a crash", arguments: ["acTL", "fcTL"])
    func shortControlChunks(type: String) throws {
        let ihdr: [UInt8] = [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += Self.chunk("IHDR", ihdr)
        png += Self.chunk("acTL", type == "acTL" ? [0, 0] : [0, 0, 0, 1, 0, 0, 0, 0])
        png += Self.chunk("fcTL", type == "fcTL" ? [0, 0, 0, 0, 0, 0, 0, 4] : Array(repeating: 0, count: 26))
        png += Self.chunk("IEND", [])
        do {
            _ = try APNGReader(bytes: png, file: "short.png")
            Issue.record("read a short \(type)")
        } catch let e as PNGError {
            #expect(e.message.contains(type))
        }
    }

    @Test("CI=no, off, false, 0 or empty is not CI; any other value is", arguments: [
        ("no", false), ("off", false), ("FALSE", false), ("0", false), ("", false), ("true", true), ("1", true), ("yes", true)])
    func ciValues(value: String, isCI: Bool) {
        #expect(RecordMode.isCI(["CI": value]) == isCI)
    }
}
