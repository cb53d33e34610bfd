/// The view controller's world as a strategy sees it during one callback: what it can read
/// (the interface, the keyboard's presentation, conversions) and what it can do (set the
/// bar's overlap, animate it, run a display link).
public struct BarHost: Sendable {
    /// Time of the callback, in seconds.
    public let time: Double
    /// The animation block the callback runs in.
    public let context: AnimationContext
    /// The interface's model height (after any layout change already made), in points.
    public let interfaceHeight: Double
    /// The orientation the view controller's view is laid out in when the callback runs.
    public let viewOrientation: InterfaceOrientation
    /// Converts screen rectangles into the view's coordinates (`convertRect:fromView:nil`).
    public let screenSpace: ScreenSpace
    /// Overlap of the bar's rest position (safe area, tab bar) above the interface bottom.
    public let restOverlap: Double
    /// Maps a `UIViewAnimationCurve` raw value to the curve Core Animation runs.
    public let curveForRawValue: @Sendable (Int) -> TimingCurve
    /// The transition's timing, while a rotation runs (for `animateAlongsideTransition`).
    public let transitionTiming: Timing?
    /// The keyboard's overlap once its current animation ends (its model value), in points.
    public let keyboardOverlapTarget: Double
    /// The keyboard's overlap as presented (on screen) at a given time.
    public let keyboardPresentation: @Sendable (Double) -> Double
    /// Seconds per display-link tick, while one runs.
    public let displayLinkPeriod: Double

    /// The bar's overlap property; strategies change it through the methods below.
    public internal(set) var barOverlap: AnimatedValue
    /// Whether a display link is running.
    public internal(set) var displayLinkRunning: Bool

    /// The keyboard's overlap described by a notification frame: how far its top lies above the
    /// view's bottom once converted to view coordinates (0 when it lies at or below it).
    public func overlap(ofScreenFrame r: Rect) -> Double {
        max(0, interfaceHeight - screenSpace.interfaceRect(r, interface: viewOrientation).minY)
    }

    /// The height of a notification frame in view coordinates.
    public func height(ofScreenFrame r: Rect) -> Double {
        screenSpace.interfaceRect(r, interface: viewOrientation).height
    }

    /// Sets the overlap with no animation block of its own: it rides whatever block is open.
    public mutating func setOverlap(_ value: Double) {
        switch context {
        case .inherited(let timing): barOverlap.set(value, at: time, timing: timing)
        case .none, .disabled: barOverlap.set(value, at: time, timing: nil)
        }
    }

    /// Sets the overlap inside an animation block of its own (`beginFromCurrentState`); a nil
    /// timing (duration 0) applies at once.
    public mutating func animateOverlap(_ value: Double, timing: Timing?) {
        barOverlap.set(value, at: time, timing: context == .disabled ? nil : timing)
    }

    /// Sets the overlap inside a block given to the transition coordinator (rides the rotation).
    public mutating func animateAlongsideTransition(_ value: Double) {
        barOverlap.set(value, at: time, timing: transitionTiming)
    }

    public mutating func startDisplayLink() { displayLinkRunning = true }
    public mutating func stopDisplayLink() { displayLinkRunning = false }
}
