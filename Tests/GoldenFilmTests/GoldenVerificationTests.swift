import Foundation
import GoldenFilmTesting
import Testing
@testable import GoldenFilm
import KeyboardFilm
import KeyboardSimulation
import PNGCodec
import TestSupport

/// The golden tests' film: a 1x iPhone SE at 30 fps, show at 0.1 s and hide at 0.7 s.
func storyboard(strategy: String = "layoutGuide", options: String = "", keyboard: String = "", duration: Double = 1.0) throws -> Storyboard {
    try TestSupport.storyboard(name: "golden-test", device: "iPhone SE (2nd generation)", system: "ios15", strategy: strategy,
                               options: options, fps: 30, duration: duration, scale: 1, keyboard: keyboard,
                               events: #"{ "at": 0.1, "do": "show" }, { "at": 0.7, "do": "hide" }"#, file: "golden-test.json")
}

/// Moves the drawn view whose frame (in the root view's coordinates) is `target` down by `dy`;
/// false when no view has that frame.
func moveDrawnView(at target: CGRect, in root: inout DrawnView, dy: Double) -> Bool {
    func visit(_ v: inout DrawnView, originX: Double, originY: Double) -> Bool {
        let t = v.transform
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return false }
        // This view's bounds origin, in the root's coordinates.
        let x = originX + t.tx, y = originY + t.ty
        let frame = CGRect(x: x + v.bounds.minX, y: y + v.bounds.minY, width: v.bounds.width, height: v.bounds.height)
        if abs(frame.minX - target.minX) < 1e-3, abs(frame.minY - target.minY) < 1e-3, frame.size == target.size {
            v.transform.ty += dy
            return true
        }
        for i in v.subviews.indices where visit(&v.subviews[i], originX: x, originY: y) { return true }
        return false
    }
    return visit(&root, originX: 0, originY: 0)
}

/// The first frame where two traces disagree about the bar or keyboard by more than 0.001 pt,
/// found here independently of the verifier.
func firstDifference(_ a: Trace, _ b: Trace) -> Int? {
    zip(a.frames, b.frames).first { x, y in
        let bar = abs(x.bar.minY - y.bar.minY), keyboard = abs(x.keyboard.minY - y.keyboard.minY)
        return bar > 0.001 || keyboard > 0.001 || abs(x.drift - y.drift) > 0.001
    }?.0.index
}

@MainActor
struct GoldenVerificationTests {
    /// Records the unmutated film into a fresh store.
    static func recorded(_ sb: Storyboard, stride: Int = 1) throws -> (GoldenStore, URL, Film) {
        let dir = try temporaryDirectory()
        let store = GoldenStore(directory: dir.appendingPathComponent("goldens"))
        let film = try Film(storyboard: sb)
        try GoldenRecorder.record(film, in: store, pixelStride: stride)
        return (store, dir, film)
    }

    @Test("an unchanged re-render passes through the exact (hash) path, every frame")
    func unchangedPasses() throws {
        let (store, dir, film) = try Self.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = try GoldenVerifier(store: store).verify(try Film(storyboard: film.storyboard))
        #expect(report.passed, "\(report.message)")
        #expect(report.framesCompared == film.trace.frames.count && report.exactFrames == report.framesCompared)
    }

    /// Rewrites the golden's animation with one pixel of frame `frame` changed by `delta`, and its
    /// manifest hashes (the frame's and the file's) with it: a golden recorded where that one
    /// pixel came out differently.
    static func alterGoldenPixel(_ store: GoldenStore, _ film: Film, frame: Int, x: Int, y: Int, delta: Int) throws {
        let url = store.folder(film.name).appendingPathComponent("animation.png")
        let reader = try APNGReader(contentsOf: url.path)
        var bytes: [UInt8] = []
        let writer = try APNGWriter(width: reader.width, height: reader.height, frameCount: reader.frameCount,
                                    delayNumerator: 1, delayDenominator: 30, opaque: true) { bytes += $0 }
        let manifestURL = store.folder(film.name).appendingPathComponent("manifest.json")
        var manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: manifestURL))
        try reader.forEachFrame { i, rgba in
            var px = rgba
            if i == frame {
                for c in 0..<3 { let k = (y * reader.width + x) * 4 + c; px[k] = UInt8(max(0, min(255, Int(px[k]) + delta))) }
                manifest.frames[i] = XXH64.hex(px)
            }
            try px.withUnsafeBytes { try writer.append($0, bytesPerRow: reader.width * 4) }
        }
        try Data(bytes).write(to: url)
        manifest.files?["animation.png"] = XXH64.hex(bytes)
        try Data(try manifest.json().utf8).write(to: manifestURL)
    }

    @Test("one anti-aliasing-level pixel change outside the bar region passes; the same change inside it fails")
    func antialiasingLevelChange() throws {
        let sb = try storyboard()
        let frame = 20 // keyboard up, bar resting on it
        for inside in [false, true] {
            let (store, dir, film) = try Self.recorded(sb)
            defer { try? FileManager.default.removeItem(at: dir) }
            let f = film.trace.frames[frame]
            // Inside: a pixel of the bar's background; outside: the chat background near the top.
            let y = inside ? Int(f.bar.minY + 2) : 100
            try Self.alterGoldenPixel(store, film, frame: frame, x: 3, y: y, delta: -12)
            let report = try GoldenVerifier(store: store).verify(try Film(storyboard: sb))
            #expect(report.exactFrames == report.framesCompared - 1) // the hash caught it either way
            if inside {
                #expect(!report.passed)
                #expect(report.firstDifferingFrame == frame)
                #expect(report.message.contains("1 pixels in the bar/keyboard-edge region"), "\(report.message)")
            } else {
                #expect(report.passed, "\(report.message)")
            }
        }
    }

    @Test("the bar 1 pt lower in one frame fails and names that frame")
    func barOnePointLower() throws {
        let (store, dir, film) = try Self.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        var mutated = film
        mutated.trace.frames[12].bar.origin.y += 1
        // The pixels come from the drawn views: move the bar's view there too.
        #expect(moveDrawnView(at: film.trace.frames[12].bar, in: &mutated.trace.frames[12].views!, dy: 1))
        let artifacts = dir.appendingPathComponent("artifacts")
        let report = try GoldenVerifier(store: store, artifacts: artifacts).verify(mutated)
        #expect(!report.passed)
        #expect(report.firstDifferingFrame == 12)
        // Geometry names the field and both values (stored to 4 decimals): 1 pt lower, as mutated above.
        let bar = film.trace.frames[12].bar.minY
        let geometry = report.failures.compactMap { f -> GeometryDiff.Difference? in
            if case .geometry(_, let first) = f { return first } else { return nil }
        }.first
        #expect(geometry?.frame == 12 && geometry?.field == "bar.y" && geometry.map { abs($0.delta - 1) < 1e-4 } == true)
        #expect(geometry.map { abs(Double($0.actual)! - Double($0.expected)! - 1) < 1e-4 } == true && geometry.map { abs(Double($0.expected)! - bar) < 1e-4 } == true)
        #expect(report.failures.contains(.pixels(differingFrames: 1, firstFrame: 12)))
        // Artifacts: a triptych of the frame, the animated diff and the page, all on disk.
        #expect(report.artifacts.count >= 3)
        for url in report.artifacts { #expect(FileManager.default.fileExists(atPath: url.path)) }
        #expect(report.artifacts.contains { $0.lastPathComponent == "frame-0012-triptych.png" })
        // The triptych and the animated diff read at a pull request's width: their titles' first
        // line is at least 11 px tall where GitHub shows them, 1000 px wide (decoded by Pillow).
        if Peers.pillow {
            for name in ["frame-0012-triptych.png", "diff-animation.png"] {
                let file = try #require(report.artifacts.first { $0.lastPathComponent == name })
                let ink = try pillowInkRuns(file)
                let first = try #require(ink.runs.first, "\(name): no title")
                #expect(heightShownInPullRequest(first.height, imageWidth: ink.width) >= 11, "\(name) \(ink.width) px wide: title \(first.height) px")
            }
        }
    }

    @Test("mutations of the simulation fail at the first frame they change", arguments: ["curve", "displayLinkRate", "lag"])
    func mutations(kind: String) throws {
        let base: Storyboard
        var mutated: Film
        switch kind {
        case "curve":
            base = try storyboard()
            let bezier = try storyboard(keyboard: #""curve": { "bezier": [0.38, 0.70, 0.125, 1.0] }, "curveDuration": 0.5"#)
            mutated = try Film(storyboard: bezier)
        case "displayLinkRate": // the link at half the display's rate (this film is 30 fps)
            base = try storyboard(strategy: "displayLink", options: #""minBottom": true"#)
            mutated = try Film(storyboard: try storyboard(strategy: "displayLink", options: #""rate": 15, "minBottom": true"#))
        default: // a one-frame lag added to an attached strategy
            base = try storyboard(strategy: "inheritedAnimation")
            mutated = try Film(storyboard: base)
            let bars = mutated.trace.frames.map(\.bar)
            for i in 1..<mutated.trace.frames.count {
                mutated.trace.frames[i].bar = bars[i - 1]
                mutated.trace.frames[i].drift = bars[i - 1].maxY - mutated.trace.frames[i].intendedBarBottom
            }
        }
        let (store, dir, film) = try Self.recorded(base)
        defer { try? FileManager.default.removeItem(at: dir) }
        let expected = try #require(firstDifference(film.trace, mutated.trace))
        let report = try GoldenVerifier(store: store).verify(mutated)
        #expect(!report.passed)
        #expect(report.firstDifferingFrame == expected, "\(report.message)")
        let firstGeometry = report.failures.compactMap { f -> Int? in if case .geometry(_, let first) = f { return first.frame } else { return nil } }
        #expect(firstGeometry == [expected])
    }

    @Test("never a silent pass: frame count, fps, canvas, renderer version, missing golden, LFS pointer")
    func neverSilent() throws {
        let (store, dir, film) = try Self.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        let longer = try Film(storyboard: try storyboard(duration: 1.2))
        let r1 = try GoldenVerifier(store: store).verify(longer)
        // 1.0 s and 1.2 s at 30 fps, both ends included.
        #expect(r1.failures == [.frameCount(golden: 31, now: 37)] && r1.framesCompared == 0)
        var faster = film.storyboard
        faster.fps = 60
        faster.durationSeconds = 0.5
        faster.events = faster.events.filter { $0.atSeconds <= 0.5 }
        let r2 = try GoldenVerifier(store: store).verify(try Film(storyboard: faster))
        #expect(r2.failures.contains(.fps(golden: 30, now: 60)))
        var bigger = film.storyboard
        bigger.scale = 2
        // iPhone SE (2nd generation) is 375×667 pt: 1x against 2x.
        #expect(try GoldenVerifier(store: store).verify(try Film(storyboard: bigger)).failures
                == [.canvasSize(golden: PixelSize(375, 667), now: PixelSize(750, 1334))])
        // A golden from another renderer version says so.
        let manifestURL = store.folder(film.name).appendingPathComponent("manifest.json")
        let original = try Data(contentsOf: manifestURL)
        var manifest = try JSONDecoder().decode(Manifest.self, from: original)
        manifest.rendererVersion = RendererVersion.current + 1
        try Data(try manifest.json().utf8).write(to: manifestURL)
        #expect(try GoldenVerifier(store: store).verify(film).failures == [.rendererVersion(golden: RendererVersion.current + 1, current: RendererVersion.current)])
        try original.write(to: manifestURL)
        // An LFS pointer instead of the animation.
        let apng = store.folder(film.name).appendingPathComponent("animation.png")
        let pixels = try Data(contentsOf: apng)
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n".utf8).write(to: apng)
        #expect(try GoldenVerifier(store: store).verify(film).failures == [.lfsPointer(file: apng.path)])
        try pixels.write(to: apng)
        // Missing golden: a failure, never a pass.
        var other = film
        other.storyboard.name = "not-recorded"
        let missing = try GoldenVerifier(store: store).verify(other)
        #expect(missing.missingGolden && missing.failures.count == 1)
        #expect(try GoldenVerifier(store: store).verify(film).passed)
    }

    @Test("a truncated golden is bad input: a GoldenError naming the file")
    func truncatedGolden() throws {
        let (store, dir, film) = try Self.recorded(try storyboard())
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = store.folder(film.name).appendingPathComponent("animation.png")
        let bytes = try Data(contentsOf: apng)
        try bytes.prefix(bytes.count / 2).write(to: apng)
        #expect(throws: GoldenError.self) { try GoldenVerifier(store: store).verify(film) }
        do { _ = try GoldenVerifier(store: store).verify(film) } catch { #expect("\(error)".contains(apng.path)) }
    }

    @Test("pixel stride: pixels of every n-th frame, geometry of every frame")
    func pixelStride() throws {
        let (store, dir, film) = try Self.recorded(try storyboard(), stride: 4)
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = try GoldenVerifier(store: store).verify(try Film(storyboard: film.storyboard))
        #expect(report.passed && report.framesCompared == 8) // frames 0, 4, …, 28 of 31
        var mutated = film
        mutated.trace.frames[13].bar.origin.y += 1 // a frame without stored pixels
        let failed = try GoldenVerifier(store: store).verify(mutated)
        #expect(!failed.passed && failed.firstDifferingFrame == 13)
    }

    @Test("record modes come from KBFILM_RECORD; default missing, never under CI; typos are errors")
    func recordModes() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "true", "KBFILM_RECORD": "all"]) == .all)
        #expect(throws: GoldenError.self) { try RecordMode.fromEnvironment(["KBFILM_RECORD": "sometimes"]) }
    }

    @Test("assertFilm's core records a missing golden (and fails once), then passes")
    func assertionRecordsThenPasses() throws {
        try inTemporaryDirectory { dir in
            let film = try Film(storyboard: try storyboard())
            let golden = dir.appendingPathComponent("g")
            let first = FilmAssertion.check(film, golden: golden, mode: .missing)
            #expect(first?.contains("recorded one") == true)
            #expect(FilmAssertion.check(film, golden: golden, mode: .missing) == nil)
            #expect(FilmAssertion.check(film, golden: golden, mode: .never) == nil)
            var moved = film
            moved.trace.frames[5].bar.origin.y += 1
            #expect(FilmAssertion.check(moved, golden: golden, mode: .never)?.contains("frame 5") == true)
        }
    }
}

/// One rule for a golden's scale and fps, whichever entry point films it.
@MainActor
struct GoldenSettingsRuleTests {
    static func file(_ extra: String) throws -> Storyboard {
        try StoryboardLoader.parse(Array(#"""
        { "name": "rule", "device": "iPhone 13", "duration": 0.5, "strategy": { "name": "layoutGuide" }\#(extra),
          "events": [ { "at": 0.1, "do": "show" } ] }
        """#.utf8), file: "rule.json")
    }

    @Test("a golden recorded at 1x and 30 fps: a storyboard stating neither takes both, one stating them keeps them, an override beats all")
    func oneRule() throws {
        var recordedAt = try Self.file(#", "scale": 1, "fps": 30"#)
        #expect(recordedAt.statesScale && recordedAt.statesFPS)
        let (store, dir, _) = try GoldenVerificationTests.recorded(recordedAt)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bare = try Self.file("")
        #expect(!bare.statesScale && !bare.statesFPS && bare.scale == 3 && bare.fps == 60) // iPhone 13 is 3x; 60 fps is the default
        let taken = store.settings(for: bare)
        #expect(taken.scale == 1 && taken.fps == 30)
        #expect(try GoldenVerifier(store: store).verify(try Film(storyboard: taken)).passed)
        let stated = store.settings(for: try Self.file(#", "scale": 2, "fps": 60"#))
        #expect(stated.scale == 2 && stated.fps == 60)
        let overridden = store.settings(for: try Self.file(#", "scale": 2"#), scale: 1, fps: 24)
        #expect(overridden.scale == 1 && overridden.fps == 24)
        // No golden yet: the storyboard's own.
        recordedAt.name = "unrecorded"
        var unrecordedBare = bare
        unrecordedBare.name = "unrecorded"
        #expect(store.settings(for: recordedAt).scale == 1 && store.settings(for: unrecordedBare).scale == 3)
    }

    @Test("assertFilm follows the same rule: a bare storyboard file verifies against the 1x, 30 fps golden `kbfilm record --scale 1 --fps 30` made")
    func assertFilmFollows() throws {
        try inTemporaryDirectory { dir in
            let file = dir.appendingPathComponent("rule.json")
            try Data(#"{ "name": "rule", "device": "iPhone 13", "duration": 0.5, "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.1, "do": "show" } ] }"#.utf8).write(to: file)
            let r = try CLI.run(["record", file.path, "--golden", dir.appendingPathComponent("g").path, "--scale", "1", "--fps", "30", "--quiet"],
                                environment: ["KBFILM_RECORD": "all"])
            #expect(r.status == 0, "\(r.stderr)")
            assertFilm(storyboardFile: file.path, golden: dir.appendingPathComponent("g").path, artifacts: dir.appendingPathComponent("a").path, record: .never)
        }
    }
}
