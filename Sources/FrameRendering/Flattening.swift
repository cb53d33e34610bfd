/// A subpath turned into straight segments.
struct Polyline {
    var points: [Point2]
    var closed: Bool
}

/// Turns paths into polylines: curves are subdivided until the chord is within `tolerance`
/// of the curve (in the units of the points after `transform`).
enum Flattening {
    static func polylines(_ path: Path, transform t: AffineTransform, tolerance: Double) -> [Polyline] {
        var out: [Polyline] = []
        var current: [Point2] = []
        var start = Point2(0, 0), last = Point2(0, 0)
        func finish(closed: Bool) {
            if current.count > 1 { out.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                start = t.apply(p); last = start
                current = [start]
            case .line(let p):
                if current.isEmpty { current = [last] }
                last = t.apply(p)
                current.append(last)
            case .quad(let c, let p):
                if current.isEmpty { current = [last] }
                let c1 = t.apply(c), p2 = t.apply(p)
                let ddx = last.x - 2 * c1.x + p2.x, ddy = last.y - 2 * c1.y + p2.y
                let n = segments(secondDifference: (ddx * ddx + ddy * ddy).squareRoot(), tolerance: tolerance, factor: 0.25)
                let p0 = last
                for i in 1...n {
                    let s = Double(i) / Double(n), u = 1 - s
                    current.append(Point2(u * u * p0.x + 2 * u * s * c1.x + s * s * p2.x, u * u * p0.y + 2 * u * s * c1.y + s * s * p2.y))
                }
                last = p2
            case .cubic(let c1u, let c2u, let pu):
                if current.isEmpty { current = [last] }
                let p0 = last, c1 = t.apply(c1u), c2 = t.apply(c2u), p3 = t.apply(pu)
                let d1x = p0.x - 2 * c1.x + c2.x, d1y = p0.y - 2 * c1.y + c2.y
                let d2x = c1.x - 2 * c2.x + p3.x, d2y = c1.y - 2 * c2.y + p3.y
                let dd = max((d1x * d1x + d1y * d1y).squareRoot(), (d2x * d2x + d2y * d2y).squareRoot())
                let n = segments(secondDifference: dd, tolerance: tolerance, factor: 0.75)
                for i in 1...n {
                    let s = Double(i) / Double(n), u = 1 - s
                    let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
                    current.append(Point2(a * p0.x + b * c1.x + c * c2.x + d * p3.x, a * p0.y + b * c1.y + c * c2.y + d * p3.y))
                }
                last = p3
            case .close:
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
        return out
    }

    /// Segments needed so that the chord error (≈ factor·dd/n²) stays under the tolerance.
    private static func segments(secondDifference dd: Double, tolerance: Double, factor: Double) -> Int {
        let n = (factor * dd / tolerance).squareRoot().rounded(.up)
        return max(1, min(256, Int(n.isFinite ? n : 1)))
    }
}
