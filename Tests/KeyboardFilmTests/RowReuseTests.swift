import Foundation
import FrameRendering
@testable import KeyboardFilm
import KeyboardSimulation
import TestSupport
import Testing

/// Redrawing only the rows that changed since a worker's previous frame must give the very bytes
/// of a whole draw, in every frame of every example; a test that switches the reuse off is the reference.
@MainActor
struct RowReuseTests {
    nonisolated static let examples: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.packageRoot.appendingPathComponent("Examples").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    static func frames(_ scene: FrameScene, reusing: Bool, jobs: Int) throws -> [[UInt8]] {
        var renderer = FilmRenderer(scene: scene)
        renderer.reusesRows = reusing
        var out: [[UInt8]] = []
        try renderer.render(jobs: jobs, encodePNG: false) { out.append($0.pixmap.data) }
        return out
    }

    @Test("every frame of every example at 1x: rows kept from the previous frame plus rows redrawn = a whole draw (2 workers), byte for byte",
          arguments: examples)
    func sameBytes(file: String) throws {
        let sb = try StoryboardLoader.load(path: TestSupport.packageRoot.appendingPathComponent("Examples/\(file)").path)
        let scene = FrameScene(film: try Film(storyboard: sb), scale: 1)
        let whole = try Self.frames(scene, reusing: false, jobs: 2)
        // One worker: every frame is drawn over the one before it.
        let reused = try Self.frames(scene, reusing: true, jobs: 1)
        #expect(reused.count == whole.count)
        let differing = zip(reused, whole).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(differing.isEmpty, "\(file): frames \(differing.prefix(8)) differ from a whole draw")
    }

    @Test("at 3x too, on a rotation with QuickType toggles and on a hardware-keyboard iPad film", arguments: ["layout-guide-quicktype-rotation.json", "hardware-keyboard-ipad.json"])
    func sameBytesAt3x(file: String) throws {
        let sb = try StoryboardLoader.load(path: TestSupport.packageRoot.appendingPathComponent("Examples/\(file)").path)
        let scene = FrameScene(film: try Film(storyboard: sb), scale: 3)
        let frames = Array(0..<scene.trace.frames.count).filter { $0 % 3 == 0 } // every 3rd: neighbours still differ
        var a = FilmRenderer(scene: scene), b = FilmRenderer(scene: scene)
        a.reusesRows = false
        var x: [[UInt8]] = [], y: [[UInt8]] = []
        try a.render(jobs: 2, encodePNG: false, frames: frames) { x.append($0.pixmap.data) }
        try b.render(jobs: 2, encodePNG: false, frames: frames) { y.append($0.pixmap.data) }
        #expect(x == y, "\(file) at 3x")
    }

    @Test("the changed rows are those a moving bar and keyboard sweep: a still frame changes none; a frame where only the keyboard and bar move leaves the status and navigation bars' rows out")
    func changedRowsAreTight() throws {
        let sb = try TestSupport.storyboard(device: "iPhone SE (2nd generation)", strategy: "layoutGuide", fps: 30, duration: 1.0, scale: 1,
                                            events: #"{ "at": 0.1, "do": "show" }"#)
        let scene = FrameScene(film: try Film(storyboard: sb))
        let still = scene.displayList(frame: 0).changedRows(since: scene.displayList(frame: 1))
        #expect(still == nil)
        let moving = try #require(scene.displayList(frame: 6).changedRows(since: scene.displayList(frame: 5)))
        // The navigation bar ends 64 pt down (status bar 20 + 44) on a home-button phone at 1x;
        // the changed rows start at most two rows of anti-aliasing above it.
        #expect(moving.lowerBound >= 62 && moving.upperBound <= 667, "\(moving)")
    }
}
