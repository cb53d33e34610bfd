import Foundation
import TestSupport
import FrameRendering
import Testing
@testable import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// The SVG writer and the rasterizer draw the same picture: rsvg-convert (an independent
/// renderer) rendering a frame's SVG matches our PNG of it.
@MainActor
struct SVGAgreementTests {
    /// Fraction of pixels whose colour differs by more than `threshold` in any channel.
    static func differingFraction(_ a: RGBAImage, _ b: RGBAImage, threshold: Int) -> Double {
        var differing = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<4 where abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) > threshold { differing += 1; break }
        }
        return Double(differing) / Double(a.width * a.height)
    }

    @Test("rsvg-convert's raster of a frame's SVG matches our PNG (≤ 0.5 % of pixels beyond 32/255)",
          .enabled(if: Peers.rsvg, "needs rsvg-convert (apt-get install librsvg2-bin); CI installs it"), arguments: [("notificationSync", 30), ("notificationSync", 40), ("rotationAware", 5)])
    func rsvgAgrees(strategy: String, frame: Int) throws {
        let sb = try storyboard("""
        { "name": "svg", "device": "iPhone 13", "scale": 1, "system": "ios7", "fps": 30, "duration": 1.6,
          "strategy": { "name": "\(strategy)" },
          "events": [ { "at": 0.1, "do": "show" }, { "at": 1.2, "do": "rotate", "to": "landscapeLeft" } ] }
        """)
        let trace = try Simulator.run(sb)
        let list = FrameScene(storyboard: sb, trace: trace, overlay: true).displayList(frame: frame)
        var rasterizer = Rasterizer()
        let ours = RGBAImage(width: list.width, height: list.height, pixels: rasterizer.render(list).unpremultiplied())
        try inTemporaryDirectory { dir in
            let svg = dir.appendingPathComponent("frame.svg"), png = dir.appendingPathComponent("rsvg.png")
            try SVGWriter().document(list).write(to: svg, atomically: true, encoding: .utf8)
            let r = try runTool("rsvg-convert", ["-o", png.path, svg.path])
            #expect(r.status == 0, "rsvg-convert (apt-get install librsvg2-bin): \(r.stderr)")
            let theirs = try PNGCodec.decode(contentsOf: png.path)
            #expect(theirs.width == ours.width && theirs.height == ours.height)
            let fraction = Self.differingFraction(ours, theirs, threshold: 32)
            #expect(fraction <= 0.005, "\(fraction * 100) % of pixels differ")
        }
    }
}
