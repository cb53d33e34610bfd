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
    private var accumulator: [Float] = []

    public init() {}

    private var maskCache: [MaskKey: Mask] = [:]
    private var maskCacheOrder: [MaskKey] = []

    /// Per-pixel clip coverage over a box; shared, never copied, between nested clips.
    final class Mask {
        let x0: Int, y0: Int, stride: Int
        /// Owned storage, so rows can be read through a pointer while the mask lives.
        let values: UnsafeMutableBufferPointer<Float>
        /// Per row, the columns [start, end) where the mask is exactly 1 (no multiply needed).
        let fullStart: [Int], fullEnd: [Int]

        init(x0: Int, y0: Int, stride: Int, values: [Float]) {
            self.x0 = x0; self.y0 = y0; self.stride = stride
            let storage = UnsafeMutableBufferPointer<Float>.allocate(capacity: values.count)
            _ = storage.initialize(from: values)
            self.values = storage
            let rows = stride > 0 ? values.count / stride : 0
            var starts = [Int](repeating: 0, count: rows), ends = [Int](repeating: 0, count: rows)
            for r in 0..<rows {
                let base = r * stride
                var a = 0
                while a < stride && values[base + a] < 1 { a += 1 }
                var b = a
                while b < stride && values[base + b] >= 1 { b += 1 }
                starts[r] = x0 + a; ends[r] = x0 + b
            }
            fullStart = starts; fullEnd = ends
        }

        deinit { values.deallocate() }
    }

    struct MaskKey: Hashable {
        var path: Path
        var transform: AffineTransform
        var box: [Int]
        var parent: ObjectIdentifier?
    }

    /// The clip in force: an integer pixel box, and optionally per-pixel coverage covering it.
    struct Clip {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var mask: Mask?

        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    }

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

    private mutating func draw(_ node: Node, _ t: AffineTransform, _ opacity: Double, _ clip: Clip, _ pm: inout Pixmap) {
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
            var innerClip = clip
            if let path = g.clip { innerClip = intersect(clip, with: path, inner) }
            for child in g.children { draw(child, inner, opacity * g.opacity, innerClip, &pm) }
        }
    }

    /// Strokes with round joins and caps as a distance field: a pixel's coverage is
    /// `clamp(halfWidth + 0.5 − distance to the polyline)`, the union of segments taken by max,
    /// so overlapping segments and joints never double their anti-aliased edges.
    private mutating func stroke(_ path: Path, width: Double, paint: Paint, _ t: AffineTransform, _ opacity: Double,
                                 _ clip: Clip, _ pm: inout Pixmap) {
        let lines = Flattening.polylines(path, transform: t, tolerance: 0.1)
        let hw = width / 2 * t.meanScale
        guard hw > 0 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for l in lines { for p in l.points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        guard minX.isFinite else { return }
        let pad = hw + 1
        let box = Clip(x0: max(clip.x0, Int((minX - pad).rounded(.down))), y0: max(clip.y0, Int((minY - pad).rounded(.down))),
                       x1: min(clip.x1, Int((maxX + pad).rounded(.up))), y1: min(clip.y1, Int((maxY + pad).rounded(.up))), mask: nil)
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
    private static func strokeSegment(_ c: UnsafeMutableBufferPointer<Float>, _ box: Clip, _ a: Point2, _ b: Point2, _ hw: Double) {
        let pad = hw + 1
        let x0 = max(box.x0, Int((min(a.x, b.x) - pad).rounded(.down))), x1 = min(box.x1, Int((max(a.x, b.x) + pad).rounded(.up)))
        let y0 = max(box.y0, Int((min(a.y, b.y) - pad).rounded(.down))), y1 = min(box.y1, Int((max(a.y, b.y) + pad).rounded(.up)))
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

    /// Narrows the clip to a path. An axis-aligned rectangle only shrinks the box (snapped to
    /// whole pixels); any other shape adds a coverage mask, multiplied with an outer one and
    /// cached, since the same clip recurs frame after frame (the screen's rounded corners).
    private mutating func intersect(_ clip: Clip, with path: Path, _ t: AffineTransform) -> Clip {
        let polys = Flattening.polylines(path, transform: t, tolerance: tolerance).map(\.points)
        if let r = axisAlignedRect(polys) {
            var c = clip
            c.x0 = max(clip.x0, Int(r.x0.rounded())); c.y0 = max(clip.y0, Int(r.y0.rounded()))
            c.x1 = min(clip.x1, Int(r.x1.rounded())); c.y1 = min(clip.y1, Int(r.y1.rounded()))
            return c
        }
        guard let box = bounds(polys, within: clip) else { return Clip(x0: 0, y0: 0, x1: 0, y1: 0, mask: nil) }
        let key = MaskKey(path: path, transform: t, box: [box.x0, box.y0, box.x1, box.y1], parent: clip.mask.map(ObjectIdentifier.init))
        if let cached = maskCache[key] { return Clip(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1, mask: cached) }
        let bw = box.x1 - box.x0
        var values = [Float](repeating: 0, count: bw * (box.y1 - box.y0))
        coverage(polys, box, .nonZero) { y, x0, row in
            for (k, c) in row.enumerated() { values[(y - box.y0) * bw + (x0 - box.x0) + k] = c }
        }
        if let outer = clip.mask {
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 { values[(y - box.y0) * bw + (x - box.x0)] *= outer.values[(y - outer.y0) * outer.stride + (x - outer.x0)] }
            }
        }
        let mask = Mask(x0: box.x0, y0: box.y0, stride: bw, values: values)
        maskCache[key] = mask
        maskCacheOrder.append(key)
        if maskCacheOrder.count > 3 { maskCache[maskCacheOrder.removeFirst()] = nil }
        return Clip(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1, mask: mask)
    }

    private func bounds(_ polys: [[Point2]], within clip: Clip) -> Clip? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for poly in polys { for p in poly { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        guard minX.isFinite, minY.isFinite else { return nil }
        let box = Clip(x0: max(clip.x0, Int(minX.rounded(.down))), y0: max(clip.y0, Int(minY.rounded(.down))),
                       x1: min(clip.x1, Int(maxX.rounded(.up))), y1: min(clip.y1, Int(maxY.rounded(.up))), mask: nil)
        return box.isEmpty ? nil : box
    }

    /// The rectangle a single 4-point axis-aligned polygon describes, if it is one.
    private func axisAlignedRect(_ polys: [[Point2]]) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard polys.count == 1 else { return nil }
        var pts = polys[0]
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return nil }
        let xs = Set(pts.map(\.x)), ys = Set(pts.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return nil }
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }

    // MARK: Filling

    private mutating func fill(_ polys: [[Point2]], paint: Paint, paintTransform: AffineTransform, rule: FillRule,
                               opacity: Double, clip: Clip, _ pm: inout Pixmap) {
        guard let box = bounds(polys, within: clip) else { return }
        let shader = Shader(paint, transform: paintTransform, opacity: opacity)
        let width = pm.width
        pm.data.withUnsafeMutableBufferPointer { px in
            // Rectangles (the bulk of a UI) get exact coverage without the accumulator: the
            // product of the column and row coverages.
            if let r = axisAlignedRect(polys) {
                var columns = [Float](repeating: 0, count: box.x1 - box.x0)
                for x in box.x0..<box.x1 { columns[x - box.x0] = Float(min(Double(x + 1), r.x1) - max(Double(x), r.x0)) }
                var row = columns
                // Interior columns, fully covered: [ix0, ix1).
                let ix0 = max(box.x0, Int(r.x0.rounded(.up))), ix1 = min(box.x1, Int(r.x1.rounded(.down)))
                for y in box.y0..<box.y1 {
                    let cy = Float(min(Double(y + 1), r.y1) - max(Double(y), r.y0))
                    guard cy > 0 else { continue }
                    if cy >= 1, shader.opaqueWord != 0, ix1 > ix0 {
                        // Store the fully covered, unmasked span in one go; blend only the rest.
                        let lo = max(ix0, clip.mask.map { $0.fullStart[y - $0.y0] } ?? ix0)
                        let hi = min(ix1, clip.mask.map { $0.fullEnd[y - $0.y0] } ?? ix1)
                        if hi > lo {
                            px.withMemoryRebound(to: UInt32.self) { words in
                                UnsafeMutableBufferPointer(rebasing: words[(y * width + lo)..<(y * width + hi)]).update(repeating: shader.opaqueWord)
                            }
                            columns.withUnsafeBufferPointer { cols in
                                shader.blendRow(px, width, y, box.x0, UnsafeBufferPointer(rebasing: cols[0..<(lo - box.x0)]), clip.mask)
                                shader.blendRow(px, width, y, hi, UnsafeBufferPointer(rebasing: cols[(hi - box.x0)...]), clip.mask)
                            }
                            continue
                        }
                    }
                    if cy < 1 { for i in row.indices { row[i] = columns[i] * cy } } else if row != columns { row = columns }
                    row.withUnsafeBufferPointer { shader.blendRow(px, width, y, box.x0, $0, clip.mask) }
                }
                return
            }
            coverage(polys, box, rule) { y, x0, row in shader.blendRow(px, width, y, x0, row, clip.mask) }
        }
    }

    /// Calls `body(y, x0, coverages)` for every row of `box`, coverages from column `x0` on.
    private mutating func coverage(_ polys: [[Point2]], _ box: Clip, _ rule: FillRule,
                                   _ body: (Int, Int, UnsafeBufferPointer<Float>) -> Void) {
        let rw = box.x1 - box.x0, rh = box.y1 - box.y0
        let stride = rw + 2
        let needed = stride * rh
        if accumulator.count < needed { accumulator = [Float](repeating: 0, count: needed) }
        var scratch = accumulator
        accumulator = []
        defer { accumulator = scratch }
        scratch.withUnsafeMutableBufferPointer { acc in
            let ox = Double(box.x0), oy = Double(box.y0)
            for poly in polys where poly.count > 1 {
                for i in poly.indices {
                    let a = poly[i], b = poly[(i + 1) % poly.count]
                    Self.addClippedLine(acc, stride, rw, rh, a.x - ox, a.y - oy, b.x - ox, b.y - oy)
                }
            }
            for y in 0..<rh {
                var sum: Float = 0
                let row = y * stride
                // Turn the row's area deltas into coverages in place, then hand the row over.
                for x in 0..<rw {
                    sum += acc[row + x]
                    var c = abs(sum)
                    if rule == .nonZero {
                        c = min(c, 1)
                    } else {
                        c = c.truncatingRemainder(dividingBy: 2)
                        if c > 1 { c = 2 - c }
                    }
                    acc[row + x] = c < 1.0 / 512 ? 0 : c
                }
                body(box.y0 + y, box.x0, UnsafeBufferPointer(rebasing: acc[row..<(row + rw)]))
                for x in row..<(row + stride) { acc[x] = 0 }
            }
        }
    }

    /// Clips a line to the box's rows, splits it at the left and right edges and clamps the
    /// parts outside horizontally onto the edge (area left of the box still counts in each row).
    private static func addClippedLine(_ acc: UnsafeMutableBufferPointer<Float>, _ stride: Int, _ rw: Int, _ rh: Int,
                                _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }
        var (ax, ay, bx, by) = (x0, y0, x1, y1)
        let h = Double(rh)
        if (ay <= 0 && by <= 0) || (ay >= h && by >= h) { return }
        // Clip to 0 ≤ y ≤ h.
        func cutY(_ yc: Double) -> Double { ax + (bx - ax) * (yc - ay) / (by - ay) }
        if ay < 0 { ax = cutY(0); ay = 0 } else if ay > h { ax = cutY(h); ay = h }
        if by < 0 { bx = x0 + (x1 - x0) * (0 - y0) / (y1 - y0); by = 0 } else if by > h { bx = x0 + (x1 - x0) * (h - y0) / (y1 - y0); by = h }
        // Split at x = 0 and x = rw.
        let w = Double(rw)
        var cuts: [Double] = [0, 1]
        for xc in [0.0, w] where (ax - xc) * (bx - xc) < 0 { cuts.append((xc - ax) / (bx - ax)) }
        cuts.sort()
        for k in 0..<(cuts.count - 1) {
            let s0 = cuts[k], s1 = cuts[k + 1]
            let px = min(max(ax + (bx - ax) * s0, 0), w), py = ay + (by - ay) * s0
            let qx = min(max(ax + (bx - ax) * s1, 0), w), qy = ay + (by - ay) * s1
            accumulate(acc, stride, px, py, qx, qy)
        }
    }

    /// Adds the signed area a line leaves in each cell of the rows it crosses (0 ≤ x ≤ rw).
    private static func accumulate(_ acc: UnsafeMutableBufferPointer<Float>, _ stride: Int,
                            _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }
        let (dir, ax, ay, bx, by): (Double, Double, Double, Double, Double) =
            y0 < y1 ? (1, x0, y0, x1, y1) : (-1, x1, y1, x0, y0)
        let dxdy = (bx - ax) / (by - ay)
        var x = ax
        let yStart = Int(ay.rounded(.down)), yEnd = Int(by.rounded(.up))
        for y in yStart..<yEnd {
            let row = y * stride
            let dy = min(Double(y + 1), by) - max(Double(y), ay)
            let xNext = x + dxdy * dy
            let d = dy * dir
            let (lo, hi) = x < xNext ? (x, xNext) : (xNext, x)
            let loFloor = lo.rounded(.down), loI = Int(loFloor)
            let hiCeil = hi.rounded(.up), hiI = Int(hiCeil)
            if hiI <= loI + 1 {
                let mid = 0.5 * (x + xNext) - loFloor
                acc[row + loI] += Float(d - d * mid)
                acc[row + loI + 1] += Float(d * mid)
            } else {
                let s = 1 / (hi - lo)
                let f0 = lo - loFloor
                let a0 = 0.5 * s * (1 - f0) * (1 - f0)
                let f1 = hi - hiCeil + 1
                let am = 0.5 * s * f1 * f1
                acc[row + loI] += Float(d * a0)
                if hiI == loI + 2 {
                    acc[row + loI + 1] += Float(d * (1 - a0 - am))
                } else {
                    let a1 = s * (1.5 - f0)
                    acc[row + loI + 1] += Float(d * (a1 - a0))
                    if loI + 2 < hiI - 1 {
                        for xi in (loI + 2)..<(hiI - 1) { acc[row + xi] += Float(d * s) }
                    }
                    let a2 = a1 + Double(hiI - loI - 3) * s
                    acc[row + hiI - 1] += Float(d * (1 - a2 - am))
                }
                acc[row + hiI] += Float(d * am)
            }
            x = xNext
        }
    }
}
