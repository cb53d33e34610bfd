import Foundation

/// A damped spring as Core Animation evaluates it, in closed form.
///
/// Defaults are the keyboard's "curve 7": mass 3, stiffness 1000, damping 500,
/// initial velocity 0, with overdamping clamped to critical damping
/// (keyboard-physics.md §1).
public struct Spring: Sendable, Equatable, Hashable {
    /// Mass of the attached body (arbitrary units, as in `CASpringAnimation.mass`).
    public var mass: Double
    /// Spring stiffness, `k`.
    public var stiffness: Double
    /// Damping coefficient, `c`.
    public var damping: Double
    /// Initial velocity in units of the travel per second (positive moves toward the target).
    public var initialVelocity: Double
    /// Core Animation does not simulate overdamping unless asked to: ζ > 1 is evaluated as ζ = 1.
    public var clampsOverdamping: Bool
    /// The fraction of the travel still left when the animation counts as finished
    /// (where UIKit posts its *Did* notifications). 0.001 puts the keyboard's end at ≈0.506 s.
    public var settleTolerance: Double

    public init(mass: Double = 3, stiffness: Double = 1000, damping: Double = 500,
                initialVelocity: Double = 0, clampsOverdamping: Bool = true,
                settleTolerance: Double = 0.001) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
        self.initialVelocity = initialVelocity; self.clampsOverdamping = clampsOverdamping
        self.settleTolerance = settleTolerance
    }

    /// The keyboard's curve 7 (iOS 7 … 18).
    public static let keyboard = Spring()
    /// The keyboard's spring as reported for iOS 26 (unverified: critically damped, ω ≈ 23.56 s⁻¹).
    public static let keyboardIOS26 = Spring(mass: 1, stiffness: 555, damping: 47.1)

    /// Undamped angular frequency ω₀ = √(k/m), in s⁻¹.
    public var omega: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2√(km)), before any clamping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress from 0 (start) to 1 (target) after `t` seconds; may overshoot when underdamped.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        // Work in displacement from the target: x₀ = 1 (unit travel), v₀ = −initialVelocity.
        let x0 = 1.0, v0 = -initialVelocity, w0 = omega, zeta = dampingRatio
        let remaining: Double
        if zeta < 1 {
            let w1 = w0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * w0 * t)
            remaining = envelope * (((v0 + zeta * w0 * x0) / w1) * sin(w1 * t) + x0 * cos(w1 * t))
        } else if zeta == 1 || clampsOverdamping {
            remaining = exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            // True overdamping: two real roots r₁, r₂ < 0.
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let a = (v0 - r2 * x0) / (r1 - r2)
            let b = x0 - a
            remaining = a * exp(r1 * t) + b * exp(r2 * t)
        }
        return 1 - remaining
    }

    /// Seconds until the remaining travel stays below `settleTolerance` (searched in 1 ms steps,
    /// then refined), the spring's real duration as opposed to the duration UIKit reports.
    /// Computed once per spring: every animated value asks for it, every frame.
    public var settlingDuration: Double { SettlingTimes.shared.time(of: self) }

    fileprivate func searchSettlingDuration() -> Double {
        var last = 0.0
        var t = 0.0
        // Step until the envelope no longer exceeds the tolerance for 50 ms in a row.
        var calm = 0.0
        while t < 60 {
            t += 0.001
            if abs(1 - progress(at: t)) > settleTolerance { last = t; calm = 0 } else { calm += 0.001 }
            if calm > 0.05 && t > 0.002 { break }
        }
        // Refine the crossing between `last` and `last + 1 ms` by bisection.
        var lo = last, hi = last + 0.001
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if abs(1 - progress(at: mid)) > settleTolerance { lo = mid } else { hi = mid }
        }
        return hi
    }
}

/// The settling times of the springs met so far (a film meets a handful), keyed by every
/// parameter, so a spring's is searched once.
private final class SettlingTimes: @unchecked Sendable {
    static let shared = SettlingTimes()
    private let lock = NSLock()
    private var times: [Spring: Double] = [:]

    func time(of spring: Spring) -> Double {
        lock.lock()
        if let t = times[spring] { lock.unlock(); return t }
        lock.unlock()
        let t = spring.searchSettlingDuration()
        lock.lock()
        if times.count >= 4096 { times.removeAll() } // fuzzed or generated springs: stay bounded
        times[spring] = t
        lock.unlock()
        return t
    }
}

extension Spring {
    /// The spring UIKit's damping-ratio animations run (`UIView.animate(…usingSpringWithDamping:…)`,
    /// `UISpringTimingParameters(dampingRatio:)`): damping ratio `dampingRatio`, natural frequency
    /// chosen so that it settles in `duration` (UIKit documents only that the duration is the
    /// animation's; the fit is this model's). `initialVelocity` is in travels per second.
    public static func settling(in duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> Spring {
        let zeta = max(0.01, dampingRatio)
        // Settling time scales as 1/ω for a fixed ζ: measure it at ω = 1, then scale.
        let unit = Spring(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: initialVelocity, clampsOverdamping: false)
        let omega = duration > 0 ? unit.settlingDuration / duration : 1
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity, clampsOverdamping: false)
    }
}
