import Foundation
import TestSupport
import KeyboardFilm
import KeyboardSimulation
import Testing

/// The review preset: the band it keeps, and the size cap.
@MainActor
struct ReviewAnimationTests {
    nonisolated static let root = TestSupport.packageRoot
    nonisolated static let examples: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test("at 3x, every frame's bar and keyboard edge (±4 pt, the golden tests' strict region) lie inside the review band",
          arguments: examples)
    func bandHoldsTheBar(file: String) throws {
        var sb = try StoryboardLoader.load(path: Self.root.appendingPathComponent("Examples/\(file)").path)
        sb.scale = 3
        let trace = try Simulator.run(sb)
        let scene = FrameScene(storyboard: sb, trace: trace)
        let rows = ReviewAnimation.rows(of: scene)
        #expect(rows.count <= scene.canvas.height)
        for f in trace.frames {
            let lo: Double, hi: Double
            if f.angle == 0 {
                // The README's "Frames": at angle 0 the bar's bottom edge is on row screenOrigin.y + bar.maxY × scale
                // in portrait. In landscape the upright interface is centred where the portrait screen's
                // centre is: its top row is screenOrigin.y + (portrait height − portrait width) × scale / 2.
                let s = Double(scene.canvas.scale), top = min(f.bar.minY, f.keyboard.minY) - 4, bottom = max(f.bar.maxY, f.keyboard.minY) + 4
                let portrait = sb.device.portraitSize
                let origin = Double(scene.canvas.originY) + (f.orientation.isLandscape ? (portrait.height - portrait.width) * s / 2 : 0)
                lo = max(0, origin + top * s)
                hi = min(Double(scene.canvas.height), origin + bottom * s)
            } else {
                // Mid-rotation the band is a turned rectangle; its extent comes from the scene's transform.
                guard let b = scene.barBand(frame: f.index, marginPoints: 4) else { continue }
                lo = Double(b.y0); hi = Double(b.y1)
            }
            #expect(Double(rows.lowerBound) <= lo.rounded(.down) && hi.rounded(.up) <= Double(rows.upperBound),
                    "frame \(f.index): rows \(lo) … \(hi) outside the band \(rows)")
            if Double(rows.lowerBound) > lo.rounded(.down) { break }
        }
    }
}
