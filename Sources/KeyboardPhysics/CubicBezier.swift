/// A CSS/Core Animation timing function: a cubic Bézier from (0,0) to (1,1)
/// with control points (x1, y1) and (x2, y2).
public struct CubicBezier: Sendable, Equatable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// UIKit's `.linear`.
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// UIKit's `.easeIn`.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// UIKit's `.easeOut`.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// UIKit's `.easeInOut`.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// A bezier people ship as an approximation of the keyboard's spring (over 0.5 s).
    public static let keyboardApproximation = CubicBezier(0.38, 0.70, 0.125, 1.0)

    private func sample(_ a: Double, _ b: Double, _ s: Double) -> Double {
        // B(s) = 3(1−s)²s·a + 3(1−s)s²·b + s³
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    private func slope(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The curve's y for a given x in 0…1 (x is the fraction of the duration elapsed).
    public func progress(atFraction x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Newton on the x polynomial, falling back to bisection (x(s) is monotonic for x1, x2 in 0…1).
        var s = x
        for _ in 0..<8 {
            let err = sample(x1, x2, s) - x
            if abs(err) < 1e-12 { return sample(y1, y2, s) }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = sample(x1, x2, s)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return sample(y1, y2, s)
    }
}
