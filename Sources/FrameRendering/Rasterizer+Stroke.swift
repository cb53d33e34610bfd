import Foundation

extension Rasterizer {
    /// Strokes with round joins and caps as a distance field: a pixel's coverage is
    /// `clamp(halfWidth + 0.5 − distance to the polyline)`, the union of segments taken by max,
    /// so overlapping segments and joints never double their anti-aliased edges.
    mutating func stroke(_ path: Path, width: Double, paint: Paint, _ t: AffineTransform, _ opacity: Double,
                                 _ clip: Clip, _ pm: inout Pixmap) {
        let lines = Flattening.polylines(path, transform: t, tolerance: 0.1)
        let hw = width / 2 * t.meanScale
        guard hw > 0 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for l in lines { for p in l.points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        guard minX.isFinite else { return }
        let pad = hw + 1
        let box = Clip(x0: max(clip.x0, pixelIndex((minX - pad).rounded(.down))), y0: max(clip.y0, pixelIndex((minY - pad).rounded(.down))),
                       x1: min(clip.x1, pixelIndex((maxX + pad).rounded(.up))), y1: min(clip.y1, pixelIndex((maxY + pad).rounded(.up))), mask: nil)
        guard !box.isEmpty else { return }
        let bw = box.x1 - box.x0, bh = box.y1 - box.y0
        var cov = accumulator
        accumulator = []
        if cov.count < bw * bh { cov = [Float](repeating: 0, count: bw * bh) }
        cov.withUnsafeMutableBufferPointer { c in
            for line in lines {
                var pts = line.points
                if line.closed, let first = pts.first { pts.append(first) }
                for i in 0..<(pts.count - 1) {
                    Self.strokeSegment(c, box, pts[i], pts[i + 1], hw)
                }
            }
        }
        let shader = Shader(paint, transform: t, opacity: opacity)
        let width = pm.width
        pm.data.withUnsafeMutableBufferPointer { px in
            cov.withUnsafeMutableBufferPointer { c in
                for y in box.y0..<box.y1 {
                    let start = (y - box.y0) * bw
                    shader.blendRow(px, width, y, box.x0, UnsafeBufferPointer(rebasing: c[start..<(start + bw)]), clip.mask)
                    for i in start..<(start + bw) { c[i] = 0 }
                }
            }
        }
        accumulator = cov
    }

    /// Raises coverage around one segment to `clamp(hw + 0.5 − distance)` at pixel centres.
    static func strokeSegment(_ c: UnsafeMutableBufferPointer<Float>, _ box: Clip, _ a: Point2, _ b: Point2, _ hw: Double) {
        let pad = hw + 1
        let x0 = max(box.x0, pixelIndex((min(a.x, b.x) - pad).rounded(.down))), x1 = min(box.x1, pixelIndex((max(a.x, b.x) + pad).rounded(.up)))
        let y0 = max(box.y0, pixelIndex((min(a.y, b.y) - pad).rounded(.down))), y1 = min(box.y1, pixelIndex((max(a.y, b.y) + pad).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        let inv = len2 > 0 ? 1 / len2 : 0
        let bw = box.x1 - box.x0
        for y in y0..<y1 {
            let py = Double(y) + 0.5 - a.y
            for x in x0..<x1 {
                let px = Double(x) + 0.5 - a.x
                let s = min(1, max(0, (px * dx + py * dy) * inv))
                let ex = px - s * dx, ey = py - s * dy
                let v = Float(min(1, hw + 0.5 - (ex * ex + ey * ey).squareRoot()))
                let i = (y - box.y0) * bw + (x - box.x0)
                if v > c[i] { c[i] = v }
            }
        }
    }
}
