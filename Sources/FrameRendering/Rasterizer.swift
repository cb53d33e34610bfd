import Foundation

/// Draws a display list into a pixmap with exact-area anti-aliasing: each pixel's coverage is
/// the area of the pixel inside the shape, accumulated from signed trapezoid areas along every
/// edge and summed along the row (non-zero: |sum| clamped to 1; even-odd: folded modulo 2).
/// Blending is source-over in premultiplied RGBA8. One rasterizer per thread; it keeps its
/// scratch buffers between calls. Nothing depends on thread timing, so output is deterministic.
public struct Rasterizer {
    /// Chord tolerance of curve flattening, in pixels. Area lost to chords is about
    /// ⅔ × tolerance × perimeter: 0.01 px keeps a 3 px circle within 0.5 % of πr².
    public var tolerance = 0.01
    /// Scratch coverage, kept between calls (see Rasterizer+Coverage).
    var accumulator: [Float] = []

    public init() {}

    /// The last few clip masks (see Rasterizer+Clip).
    var maskCache: [MaskKey: Mask] = [:]
    var maskCacheOrder: [MaskKey] = []

    /// Where layers' pixels are kept between frames (see Rasterizer+Layers); nil draws every
    /// layer anew: the same bytes, more time.
    public var layerCache: LayerCache? = LayerCache()

    /// Renders `list` into a new pixmap (in `storage` when it has the right size).
    public mutating func render(_ list: DisplayList, storage: consuming [UInt8]? = nil) -> Pixmap {
        var pixmap = Pixmap(width: list.width, height: list.height, fill: list.background ?? .clear, storage: consume storage)
        draw(list.nodes, into: &pixmap)
        // Source-over never lowers alpha: an opaque background stays opaque.
        pixmap.isKnownOpaque = list.background?.a == 255
        return pixmap
    }

    /// Draws nodes over an existing pixmap (its background stays).
    public mutating func draw(_ nodes: [Node], into pixmap: inout Pixmap, transform: AffineTransform = .identity) {
        let clip = Clip(x0: 0, y0: 0, x1: pixmap.width, y1: pixmap.height, mask: nil)
        for node in nodes { draw(node, transform, 1, clip, &pixmap) }
    }

    mutating func draw(_ node: Node, _ t: AffineTransform, _ opacity: Double, _ clip: Clip, _ pm: inout Pixmap) {
        guard !clip.isEmpty, opacity > 0 else { return }
        switch node {
        case .fill(let path, let paint, let rule):
            let lines = Flattening.polylines(path, transform: t, tolerance: tolerance)
            fill(lines.map(\.points), paint: paint, paintTransform: t, rule: rule, opacity: opacity, clip: clip, &pm)
        case .stroke(let path, let paint, let width):
            stroke(path, width: width, paint: paint, t, opacity, clip, &pm)
        case .text(let text):
            stroke(VectorFont.path(for: text), width: text.size * text.weight, paint: .solid(text.color), t, opacity, clip, &pm)
        case .group(let g):
            let inner = t.concatenating(g.transform)
            if let bounds = g.layer, let placement = LayerPlacement(inner, g, bounds: bounds) {
                drawLayer(g, placement, opacity, clip, &pm)
                return
            }
            var innerClip = clip
            if let path = g.clip { innerClip = intersect(clip, with: path, inner) }
            for child in g.children { draw(child, inner, opacity * g.opacity, innerClip, &pm) }
        }
    }
}
