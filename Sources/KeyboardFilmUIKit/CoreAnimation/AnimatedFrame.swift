import Foundation
#if !KBFILM_ONE_MODULE // the fuzzer compiles the physics with the model as one module
import KeyboardPhysics
#endif

/// A layer's frame as Core Animation holds it: a **model** value (what code reads back) and
/// the animations that move its **presentation** (what is on screen) — docs/keyboard-physics.md §8.
///
/// - A change with no animation moves model and presentation at once and removes running
///   animations.
/// - An animated change sets the model at once and adds an animation whose ends are fixed when
///   it is added: *replacing* (iOS 7) it runs from the current presentation (begin from current
///   state) or from the old model value, and removes the running one; *additive* (iOS 8+) it
///   adds an offset going from (old model − new model) to 0, and the running ones continue.
/// - Changes made at one instant form one transaction: nothing is drawn in between, so the
///   property animates from its state when the transaction began to the last value set, with
///   the last animated change's timing (an at-once change followed by an animated one in the
///   same transaction does not show: the iOS 7 rotation fix of "Synchronizing rotation animation…" relies on this).
package struct AnimatedFrame: Sendable {
    /// One animation on the frame.
    struct Animation: Sendable, Equatable {
        /// Replacing: the presented frame runs from `from` to `to`. Additive: the offset added to
        /// the model runs from `from` to `to` (= zero).
        var from: CGRect
        var to: CGRect
        var start: Double
        var timing: Timing
        var additive: Bool
        var end: Double

        func value(at t: Double) -> CGRect {
            CGRect.lerp(from, to, timing.progress(elapsed: t - start))
        }
    }

    /// The frame code reads back.
    package private(set) var model: CGRect
    private var animations: [Animation] = []
    private var transaction: (time: Double, model: CGRect, animations: [Animation])?

    package init(_ frame: CGRect) { model = frame }

    /// The frame on screen at time `t`.
    package func presentation(at t: Double) -> CGRect {
        Self.present(model: model, animations: animations, at: t)
    }

    private static func present(model: CGRect, animations: [Animation], at t: Double) -> CGRect {
        var value = model
        for a in animations where t < a.end {
            if a.additive {
                value = value + a.value(at: t)
            } else {
                value = a.value(at: t)
            }
        }
        return value
    }

    /// How a change animates.
    package struct Change: Sendable, Equatable {
        package var timing: Timing
        /// Replacing animations only: start from the presentation rather than the old model value.
        package var beginsFromCurrentState: Bool
        /// Additive (iOS 8+) rather than replacing (iOS 7).
        package var additive: Bool
        /// When the motion starts (after a delay, or with the in-flight block it inherits from);
        /// the presentation holds its start value until then.
        package var beginTime: Double
        package init(timing: Timing, beginsFromCurrentState: Bool, additive: Bool, beginTime: Double) {
            self.timing = timing; self.beginsFromCurrentState = beginsFromCurrentState; self.additive = additive
            self.beginTime = beginTime
        }
    }

    /// Ends the current transaction: what is set now counts as drawn, so a change later at the
    /// same instant animates from it (a host that shows new views before it animates them).
    package mutating func endTransaction() { transaction = nil }

    /// Sets the model frame at time `t`; `change` nil (or a motion lasting 0 s) applies at once.
    package mutating func set(_ frame: CGRect, at t: Double, change: Change?) {
        if transaction?.time != t {
            transaction = (t, model, animations.filter { t < $0.end })
        }
        let before = transaction!
        model = frame
        guard let change, change.timing.realDurationSeconds > 0 else {
            animations = []
            return
        }
        let start = change.beginTime
        let end = start + change.timing.realDurationSeconds
        if change.additive {
            animations = before.animations.filter(\.additive)
            if before.animations.contains(where: { !$0.additive }) {
                // A replacing animation still running under an additive one: fold what it shows into the offset.
                let shown = Self.present(model: before.model, animations: before.animations, at: t)
                animations = [Animation(from: shown - frame, to: .zero, start: start, timing: change.timing, additive: true, end: end)]
                return
            }
            guard before.model != frame else { return }
            animations.append(Animation(from: before.model - frame, to: .zero, start: start, timing: change.timing, additive: true, end: end))
        } else {
            let from = change.beginsFromCurrentState
                ? Self.present(model: before.model, animations: before.animations, at: t)
                : before.model
            animations = from == frame ? [] : [Animation(from: from, to: frame, start: start, timing: change.timing, additive: false, end: end)]
        }
    }
}

extension CGRect {
    // Component-wise, on origin and size as stored (no standardizing): what additive animations add.
    static func + (a: CGRect, b: CGRect) -> CGRect {
        CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.size.width + b.size.width, height: a.size.height + b.size.height)
    }
    static func - (a: CGRect, b: CGRect) -> CGRect {
        CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y, width: a.size.width - b.size.width, height: a.size.height - b.size.height)
    }
    /// Component-wise interpolation (0 gives `a`, 1 gives `b`).
    package static func lerp(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        func mix(_ u: CGFloat, _ v: CGFloat) -> Double { u + (v - u) * p }
        return CGRect(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                      width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
    }
}
