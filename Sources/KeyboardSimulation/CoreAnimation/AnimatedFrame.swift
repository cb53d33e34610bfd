/// A view's frame as Core Animation holds it: a **model** value (what code reads back) and
/// the animations that move its **presentation** (what is on screen) — keyboard-physics.md §8.
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
public struct AnimatedFrame: Sendable {
    /// One animation on the frame.
    struct Animation: Sendable, Equatable {
        /// Replacing: the presented frame runs from `from` to `to`. Additive: the offset added to
        /// the model runs from `from` to `to` (= zero).
        var from: Rect
        var to: Rect
        var start: Double
        var timing: Timing
        var additive: Bool
        var end: Double

        func value(at t: Double) -> Rect {
            Rect.lerp(from, to, timing.progress(elapsed: t - start))
        }
    }

    /// The frame code reads back.
    public private(set) var model: Rect
    private var animations: [Animation] = []
    private var transaction: (time: Double, model: Rect, animations: [Animation])?

    public init(_ frame: Rect) { model = frame }

    /// The frame on screen at time `t`.
    public func presentation(at t: Double) -> Rect {
        Self.present(model: model, animations: animations, at: t)
    }

    private static func present(model: Rect, animations: [Animation], at t: Double) -> Rect {
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
    public struct Change: Sendable, Equatable {
        public var timing: Timing
        /// Replacing animations only: start from the presentation rather than the old model value.
        public var beginsFromCurrentState: Bool
        /// Additive (iOS 8+) rather than replacing (iOS 7).
        public var additive: Bool
        /// Seconds before the motion starts (the presentation holds its start value meanwhile).
        public var delaySeconds: Double
        public init(timing: Timing, beginsFromCurrentState: Bool, additive: Bool, delaySeconds: Double = 0) {
            self.timing = timing; self.beginsFromCurrentState = beginsFromCurrentState; self.additive = additive
            self.delaySeconds = delaySeconds
        }
    }

    /// Sets the model frame at time `t`; `change` nil (or a motion lasting 0 s) applies at once.
    public mutating func set(_ frame: Rect, at t: Double, change: Change?) {
        if transaction?.time != t {
            transaction = (t, model, animations.filter { t < $0.end })
        }
        let before = transaction!
        model = frame
        guard let change, change.timing.realDurationSeconds > 0 else {
            animations = []
            return
        }
        let start = t + change.delaySeconds
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

extension Rect {
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    static func + (a: Rect, b: Rect) -> Rect { Rect(x: a.x + b.x, y: a.y + b.y, width: a.width + b.width, height: a.height + b.height) }
    static func - (a: Rect, b: Rect) -> Rect { Rect(x: a.x - b.x, y: a.y - b.y, width: a.width - b.width, height: a.height - b.height) }
    /// Component-wise interpolation (0 gives `a`, 1 gives `b`).
    static func lerp(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(x: KeyboardSimulation.lerp(a.x, b.x, p), y: KeyboardSimulation.lerp(a.y, b.y, p),
             width: KeyboardSimulation.lerp(a.width, b.width, p), height: KeyboardSimulation.lerp(a.height, b.height, p))
    }
}
