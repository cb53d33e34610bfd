import Foundation

// The reference's curves, written independently of the code under test
// (docs/keyboard-physics.md §1–§2): tests compare films against these.

/// The keyboard spring's progress, from its closed form: critically damped, ω = √(1000/3).
public func springProgress(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    let w = (1000.0 / 3).squareRoot()
    return 1 - (1 + w * t) * exp(-w * t)
}

/// Where the bottom of a bar riding the keyboard is at `t`, when the keyboard shows at `show`
/// and hides at `hide` and the bar moves by `progress` each way: `rest − rise·p(t − show)` until
/// the hide, then `rest − rise + rise·p(t − hide)`.
public func barBottom(at t: Double, rest: Double, rise: Double, show: Double, hide: Double,
                      progress: (Double) -> Double = springProgress) -> Double {
    t <= hide ? rest - rise * progress(t - show) : rest - rise + rise * progress(t - hide)
}

/// The progress of a timing curve that is a cubic Bézier from (0, 0) to (1, 1) with control
/// points (x1, 0) and (x2, 1), at time fraction `x`: solved by bisection on x.
public func bezierProgress(_ x: Double, x1: Double, x2: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func bez(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 {
        let mid = (lo + hi) / 2
        if bez(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return bez(0, 1, (lo + hi) / 2)
}

/// UIKit's ease-in-out (Core Animation's kCAMediaTimingFunctionEaseInEaseOut), (0.42, 0, 0.58, 1).
public func easeInOut(_ x: Double) -> Double { bezierProgress(x, x1: 0.42, x2: 0.58) }

/// UIKit's ease-out, (0, 0, 0.58, 1).
public func easeOut(_ x: Double) -> Double { bezierProgress(x, x1: 0, x2: 0.58) }
