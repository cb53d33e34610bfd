import Foundation

/// Exact-area coverage: each edge adds the signed area it leaves in the cells of the rows it
/// crosses; a running sum along each row turns the deltas into coverage.
extension Rasterizer {
    /// Calls `body(y, x0, coverages)` for every row of `box`, coverages from column `x0` on.
    mutating func coverage(_ polys: [[Point2]], _ box: Clip, _ rule: FillRule,
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
    static func addClippedLine(_ acc: UnsafeMutableBufferPointer<Float>, _ stride: Int, _ rw: Int, _ rh: Int,
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
    static func accumulate(_ acc: UnsafeMutableBufferPointer<Float>, _ stride: Int,
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
