import Foundation

/// Clipping: integer boxes, and coverage masks for clips that are not axis-aligned rectangles.
extension Rasterizer {
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

    /// Narrows the clip to a path. An axis-aligned rectangle only shrinks the box (snapped to
    /// whole pixels); any other shape adds a coverage mask, multiplied with an outer one and
    /// cached, since the same clip recurs frame after frame (the screen's rounded corners).
    mutating func intersect(_ clip: Clip, with path: Path, _ t: AffineTransform) -> Clip {
        let polys = Flattening.polylines(path, transform: t, tolerance: tolerance).map(\.points)
        if let r = axisAlignedRect(polys) {
            var c = clip
            c.x0 = max(clip.x0, pixelIndex(r.x0.rounded())); c.y0 = max(clip.y0, pixelIndex(r.y0.rounded()))
            c.x1 = min(clip.x1, pixelIndex(r.x1.rounded())); c.y1 = min(clip.y1, pixelIndex(r.y1.rounded()))
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

    func bounds(_ polys: [[Point2]], within clip: Clip) -> Clip? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for poly in polys { for p in poly { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        guard minX < .infinity, minY < .infinity, !maxX.isNaN, !maxY.isNaN else { return nil } // no points, or NaN
        let box = Clip(x0: max(clip.x0, pixelIndex(minX.rounded(.down))), y0: max(clip.y0, pixelIndex(minY.rounded(.down))),
                       x1: min(clip.x1, pixelIndex(maxX.rounded(.up))), y1: min(clip.y1, pixelIndex(maxY.rounded(.up))), mask: nil)
        return box.isEmpty ? nil : box
    }

    /// The rectangle a single 4-point axis-aligned polygon describes, if it is one.
    func axisAlignedRect(_ polys: [[Point2]]) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
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
}

/// A coordinate as a pixel index: clamped to ±1e9 (no canvas reaches there; 1e300 or infinity
/// would trap converting to Int), NaN as 0.
func pixelIndex(_ v: Double) -> Int { v.isNaN ? 0 : Int(min(1e9, max(-1e9, v))) }
