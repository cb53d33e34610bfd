import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// keyboard-physics.md §1: the keyboard's spring and the curves people approximate it with.
struct TimingCurveTests {
    @Test("curve 7 reproduces the five pinned values within 1e-4 pt (0 → 336 pt)")
    func pinnedValues() {
        let pinned: [(Double, Double)] = [
            (0.080, 144.11039), (0.125, 223.44513), (0.250, 316.52488), (0.325, 329.82914), (0.500, 335.63073),
        ]
        for (t, expected) in pinned {
            #expect(abs(336 * Spring.keyboard.progress(at: t) - expected) < 1e-4, "t = \(t)")
        }
    }

    @Test("milestones: 90 % at 0.213 s, 99 % at 0.364 s, 99.9 % at 0.506 s ± 0.002; 94.2 % at the reported 0.25 s")
    func milestones() {
        func crossing(_ fraction: Double) -> Double {
            var t = 0.0
            while Spring.keyboard.progress(at: t) < fraction { t += 0.0001 }
            return t
        }
        #expect(abs(crossing(0.90) - 0.213) < 0.002)
        #expect(abs(crossing(0.99) - 0.364) < 0.002)
        #expect(abs(Spring.keyboard.settlingDuration - 0.506) < 0.002)
        #expect(abs(Spring.keyboard.progress(at: 0.25) - 0.942) < 0.0005)
    }

    @Test("peak speed at t = 1/ω ≈ 54.8 ms, ≈ ω/e ≈ 6.72 × the travel per second")
    func peakSpeed() {
        var best = (t: 0.0, v: 0.0)
        let dt = 1e-5
        var t = dt
        while t < 0.3 {
            let v = (Spring.keyboard.progress(at: t + dt) - Spring.keyboard.progress(at: t - dt)) / (2 * dt)
            if v > best.v { best = (t, v) }
            t += dt
        }
        #expect(abs(best.t - 0.0548) < 0.0005)
        #expect(abs(best.v - 6.72) < 0.01)
    }

    /// Integrates m·x″ + c·x′ + k·x = 0 with RK4: an independent check of the closed forms.
    func integrate(_ s: Spring, until end: Double) -> Double {
        var x = 1.0, v = -s.initialVelocity
        let h = 1e-5
        func acc(_ x: Double, _ v: Double) -> Double { (-s.stiffness * x - s.damping * v) / s.mass }
        var t = 0.0
        while t < end - h / 2 {
            let k1x = v, k1v = acc(x, v)
            let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        return 1 - x
    }

    @Test("underdamped, critically damped and (unclamped) overdamped springs match a numerical integration")
    func generalSpringAgainstIntegration() {
        let cases = [
            Spring(mass: 1, stiffness: 100, damping: 4, initialVelocity: 0, clampsOverdamping: false),   // ζ = 0.2
            Spring(mass: 1, stiffness: 100, damping: 4, initialVelocity: 3, clampsOverdamping: false),
            Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0, clampsOverdamping: false),  // ζ = 1
            Spring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0, clampsOverdamping: false), // ζ ≈ 4.56
        ]
        for s in cases {
            for t in [0.05, 0.13, 0.4] {
                #expect(abs(s.progress(at: t) - integrate(s, until: t)) < 1e-6, "\(s) at \(t)")
            }
        }
    }

    @Test("clamping overdamping to critical makes the keyboard spring much faster than a true ζ ≈ 4.56 spring")
    func clampingMatters() {
        #expect(abs(Spring.keyboard.dampingRatio - 4.564) < 0.001)
        var unclamped = Spring.keyboard
        unclamped.clampsOverdamping = false
        #expect(unclamped.progress(at: 0.25) < 0.6)
        #expect(Spring.keyboard.progress(at: 0.25) > 0.94)
    }

    @Test("UIKit's standard curves: linear is the identity, ease-in-out is symmetric, ease-out leads ease-in")
    func standardCurves() {
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(CubicBezier.linear.progress(atFraction: x) - x) < 1e-9)
            let a = CubicBezier.easeInOut.progress(atFraction: x), b = CubicBezier.easeInOut.progress(atFraction: 1 - x)
            #expect(abs(a + b - 1) < 1e-9)
            #expect(CubicBezier.easeOut.progress(atFraction: x) >= CubicBezier.easeIn.progress(atFraction: x))
        }
        #expect(abs(CubicBezier.easeInOut.progress(atFraction: 0.5) - 0.5) < 1e-12)
    }

    @Test("the (0.38, 0.70, 0.125, 1.0) bezier over 0.5 s errs by ≈7.7 % of travel, worst near t = 0.09 s")
    func bezierApproximationError() {
        var worst = (t: 0.0, e: 0.0)
        var t = 0.0
        while t <= 0.5 {
            let e = abs(CubicBezier.keyboardApproximation.progress(atFraction: t / 0.5) - Spring.keyboard.progress(at: t))
            if e > worst.e { worst = (t, e) }
            t += 0.0005
        }
        #expect(abs(worst.e - 0.077) < 0.003)
        #expect(abs(worst.t - 0.09) < 0.01)
    }

    @Test("reported vs real duration: the keyboard reports 0.25 s but its motion lasts ≈0.506 s")
    func reportedVersusReal() {
        let timing = Timing(curve: .keyboard, durationSeconds: 0.25)
        #expect(abs(timing.realDurationSeconds - 0.506) < 0.002)
        #expect(Timing(curve: .easeOut, durationSeconds: 0.3).realDurationSeconds == 0.3)
        #expect(TimingCurve.uiViewAnimationCurve(7, keyboard: .keyboard) == .keyboard)
        #expect(TimingCurve.uiViewAnimationCurve(0, keyboard: .keyboard) == .easeInOut)
    }
}
