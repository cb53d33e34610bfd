import Foundation
import Testing
@testable import FrameRendering

/// Layers: drawn once, placed at quarter-pixel positions, composited as one picture; a cached
/// layer gives exactly the bytes of a fresh draw.
struct LayerTests {
    func render(_ nodes: [Node], width: Int = 24, height: Int = 24, background: Color? = .black, cache: LayerCache? = LayerCache()) -> Pixmap {
        var r = Rasterizer()
        r.layerCache = cache
        return r.render(DisplayList(width: width, height: height, background: background, nodes: nodes))
    }

    /// A white 4 × 4 square as a layer, moved to (x, y).
    func square(at x: Double, _ y: Double, opacity: Double = 1) -> Node {
        .group(Group(transform: .translation(x, y), opacity: opacity, layer: Rect(0, 0, 4, 4),
                     children: [.fill(.rect(0, 0, 4, 4), .solid(.white), .nonZero)]))
    }

    @Test("a layer's position is rounded to a quarter pixel: at y 10.3 its top row is ¾ covered, the row below its bottom ¼")
    func quarterPixelPhase() {
        let pm = render([square(at: 5, 10.3)])
        // Rounded to 10.25: row 10 covered from 10.25 to 11 (0.75), rows 11–13 whole, row 14 up to 14.25 (0.25).
        #expect(pm[6, 10].r == UInt8((0.75 * 255).rounded()))
        #expect(pm[6, 12].r == 255)
        #expect(pm[6, 14].r == UInt8((0.25 * 255).rounded()))
        #expect(pm[6, 9].r == 0 && pm[6, 15].r == 0)
        // Any position that rounds to the same quarter gives the same pixels.
        #expect(render([square(at: 5, 10.2)]) == pm)
        #expect(render([square(at: 5, 10.3)], cache: nil) == pm)
    }

    @Test("a layer composites like its content drawn directly, within a step of rounding per channel")
    func compositesLikeDirectDrawing() {
        // Content that overlaps itself (a bubble with text over it), at a whole-pixel offset
        // where rounding the position changes nothing, under a rounded clip (a mask).
        let content: [Node] = [.fill(.roundedRect(0.4, 0.7, 15.3, 9.1, radius: 4), .solid(Color(hex: 0x0A84FF)), .nonZero),
                               .stroke(.polyline([Point2(2, 5), Point2(13, 6)]), .solid(.white), width: 1.7)]
        let clip = Path.roundedRect(1, 1, 20, 20, radius: 7)
        let asLayer = render([.group(Group(clip: clip, children: [.group(Group(transform: .translation(3, 4), layer: Rect(0, 0, 16, 11), children: content))]))])
        let direct = render([.group(Group(clip: clip, children: [.group(Group(transform: .translation(3, 4), children: content))]))])
        let largest = zip(asLayer.data, direct.data).map { abs(Int($0) - Int($1)) }.max()!
        #expect(largest <= 2, "largest channel difference \(largest)")
        #expect(asLayer.data != render([], cache: nil).data) // it drew something
    }

    @Test("a layer's opacity applies once to the whole picture: 50 % of white over black is mid grey, where its children overlap too")
    func opacityOnce() {
        // Two overlapping white squares: drawn per shape at 50 % they would make 75 % where they overlap.
        let layer = Node.group(Group(transform: .translation(4, 4), opacity: 0.5, layer: Rect(0, 0, 8, 8), children: [
            .fill(.rect(0, 0, 6, 6), .solid(.white), .nonZero), .fill(.rect(2, 2, 6, 6), .solid(.white), .nonZero),
        ]))
        let pm = render([layer])
        #expect(abs(Int(pm[7, 7].r) - 128) <= 1) // the overlap
        #expect(abs(Int(pm[5, 5].r) - 128) <= 1)
        #expect(pm[2, 2].r == 0)
    }

    @Test("a cached layer is reused while it only moves, and drawn again when its content changes")
    func reuse() {
        let cache = LayerCache()
        var r = Rasterizer()
        r.layerCache = cache
        for y in [3.0, 4.0, 5.0, 6.0] { _ = r.render(DisplayList(width: 24, height: 24, background: .black, nodes: [square(at: 2, y)])) }
        // Whole-pixel moves share one picture: one draw, three reuses.
        #expect(cache.statistics == { var s = LayerCacheStatistics(); s.hits = 3; s.misses = 1; return s }())
        _ = r.render(DisplayList(width: 24, height: 24, background: .black, nodes: [square(at: 2, 6.5)]))
        #expect(cache.statistics.misses == 2) // a new phase
        let red = Node.group(Group(transform: .translation(2, 6), layer: Rect(0, 0, 4, 4), children: [.fill(.rect(0, 0, 4, 4), .solid(Color(hex: 0xFF0000)), .nonZero)]))
        let pm = r.render(DisplayList(width: 24, height: 24, background: .black, nodes: [red]))
        #expect(cache.statistics.misses == 3)
        #expect(pm[3, 7].r == 255 && pm[3, 7].g == 0)
    }

    @Test("a cache holds no more than its capacity, dropping the least recently used picture")
    func capacity() {
        // A picture at a whole-pixel position is 4 × 4 pixels (64 bytes), at a quarter 4 × 5 (80): room for two.
        let cache = LayerCache(capacity: 150)
        var r = Rasterizer()
        r.layerCache = cache
        func draw(_ phase: Double) { _ = r.render(DisplayList(width: 24, height: 24, nodes: [square(at: 2, 2 + phase)])) }
        draw(0); draw(0.25); draw(0); draw(0.5) // 0.25 is the least recently used when 0.5 arrives
        draw(0)
        #expect(cache.statistics.hits == 2)
        draw(0.25)
        #expect(cache.statistics.misses == 4)
    }

    @Test("a layer turned by other than quarter turns is drawn as a plain group, at its exact position")
    func turned() {
        let turned = Node.group(Group(transform: AffineTransform.translation(12, 12).concatenating(.rotation(degrees: 30)),
                                      layer: Rect(-3, -3, 6, 6), children: [.fill(.rect(-3, -3, 6, 6), .solid(.white), .nonZero)]))
        let plain = Node.group(Group(transform: AffineTransform.translation(12, 12).concatenating(.rotation(degrees: 30)),
                                     children: [.fill(.rect(-3, -3, 6, 6), .solid(.white), .nonZero)]))
        let cache = LayerCache()
        #expect(render([turned], cache: cache) == render([plain]))
        #expect(cache.statistics == LayerCacheStatistics())
    }
}
