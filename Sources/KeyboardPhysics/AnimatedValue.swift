/// One animatable scalar of UIKit's own views (the keyboard's position and height): a model
/// value plus at most one running animation.
///
/// New animations begin from the current presentation value, as the keyboard does when a hide
/// interrupts a show. Several changes made at the same instant (one run-loop turn) all start
/// from the value presented *before* that instant: nothing was drawn in between.
public struct AnimatedValue: Sendable, Equatable {
    /// The value the property ends at (UIKit's model value).
    public private(set) var target: Double
    private var from: Double
    private var start: Double
    private var timing: Timing?
    /// When the running animation stops and the presentation snaps to `target`.
    public private(set) var endTime: Double
    private var instant: Double = -.infinity
    private var valueBeforeInstant: Double = 0
    /// The motion the latest change replaced, so a read of an earlier time (a display link's
    /// `timestamp`, the frame already drawn) still sees what was on screen then.
    private var replaced: Segment?

    private struct Segment: Sendable, Equatable {
        var from: Double, target: Double, start: Double, timing: Timing?, endTime: Double
    }

    public init(_ value: Double) {
        target = value; from = value; start = 0; timing = nil; endTime = 0
    }

    /// The value on screen at time `t` (seconds).
    public func value(at t: Double) -> Double {
        if t < instant, let r = replaced {
            guard let timing = r.timing, t < r.endTime else { return r.target }
            return lerp(r.from, r.target, timing.progress(elapsed: t - r.start))
        }
        guard let timing, t < endTime else { return target }
        return lerp(from, target, timing.progress(elapsed: t - start))
    }

    /// The running animation's ends, begin time and timing, if one runs at time `t`.
    public func animation(at t: Double) -> (from: Double, to: Double, start: Double, timing: Timing)? {
        guard let timing, t < endTime else { return nil }
        return (from, target, start, timing)
    }

    /// Sets the model value at time `t`; animates with `timing`, or jumps when it is nil or lasts 0 s.
    public mutating func set(_ newValue: Double, at t: Double, timing newTiming: Timing?) {
        if t != instant {
            valueBeforeInstant = value(at: t)
            replaced = Segment(from: from, target: target, start: start, timing: timing, endTime: endTime)
            instant = t
        }
        target = newValue
        if let newTiming, newTiming.realDurationSeconds > 0, valueBeforeInstant != newValue {
            from = valueBeforeInstant
            start = t
            timing = newTiming
            endTime = t + newTiming.realDurationSeconds
        } else {
            from = newValue
            timing = nil
            endTime = t
        }
    }
}

/// Linear interpolation between `a` and `b` by `p` (0 gives `a`, 1 gives `b`).
@inline(__always)
package func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }
