import Foundation
/// An open animation block: the parameters frame changes made inside it animate with.
struct AnimationBlock {
    var durationSeconds: Double
    var curve: TimingCurve
    var delaySeconds = 0.0
    var beginsFromCurrentState = false
    /// `performWithoutAnimation`: everything inside applies at once, own blocks included.
    var disablesAnimation = false
}

/// Animation blocks, in UIKit's words (`UIView.animate…`, `beginAnimations…commitAnimations`,
/// `performWithoutAnimation`) and UIKit's own blocks (the keyboard's, the rotation's).
extension KeyboardHost {
    /// How a frame change made now animates, or nil when it applies at once.
    func currentChange() -> AnimatedFrame.Change? {
        guard let top = blocks.last, !blocks.contains(where: \.disablesAnimation) else { return nil }
        // A block of duration 0 applies at once, even with curve 7 (whose spring ignores durations).
        guard top.durationSeconds > 0 else { return nil }
        let timing = Timing(curve: top.curve, durationSeconds: top.durationSeconds)
        guard timing.realDurationSeconds > 0 else { return nil }
        return AnimatedFrame.Change(timing: timing, beginsFromCurrentState: top.beginsFromCurrentState,
                                    additive: additiveAnimations, beginTime: time + top.delaySeconds)
    }

    /// The curve Core Animation runs for a raw `UIViewAnimationCurve`: 0…3 are the standard
    /// curves; 7 (and any other undocumented value) is the keyboard's own curve.
    func curve(forRawValue raw: Int) -> TimingCurve {
        switch raw {
        case 0: return .easeInOut
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return keyboardCurve
        }
    }

    func inBlock(_ block: AnimationBlock, _ body: () -> Void) {
        blocks.append(block)
        body()
        blocks.removeLast()
    }

    /// `UIView.animate(withDuration:delay:options:animations:)`: inside another block (the
    /// keyboard's notification block, a rotation's) it inherits that block's curve, duration and
    /// options unless `options` overrides them (`.overrideInheritedCurve`,
    /// `.overrideInheritedDuration`, `.overrideInheritedOptions`; keyboard-physics.md §2);
    /// elsewhere its own duration and the curve in `options` (`curve << 16`).
    func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions,
                        animations: () -> Void) {
        var block = AnimationBlock(durationSeconds: duration, curve: curve(forRawValue: options.curve), delaySeconds: delay,
                                   beginsFromCurrentState: options.contains(.beginFromCurrentState))
        if let outer = blocks.last, !outer.disablesAnimation {
            if !options.contains(.overrideInheritedDuration) { block.durationSeconds = outer.durationSeconds }
            if !options.contains(.overrideInheritedCurve) { block.curve = outer.curve }
            if !options.contains(.overrideInheritedOptions) { block.beginsFromCurrentState = block.beginsFromCurrentState || outer.beginsFromCurrentState }
        }
        inBlock(block, animations)
    }

    /// `UIView.animate(withDuration:animations:)`: no options, so inside another block it inherits
    /// that block's curve and duration; elsewhere ease-in-out.
    func animate(withDuration duration: Double, animations: () -> Void) {
        animate(withDuration: duration, options: [], animations: animations)
    }

    /// A property animator with any timing curve (`UIViewPropertyAnimator` with cubic or spring
    /// parameters): used for curves that have no `UIViewAnimationCurve`.
    func animate(withDuration duration: Double, timingCurve: TimingCurve, animations: () -> Void) {
        inBlock(AnimationBlock(durationSeconds: duration, curve: timingCurve, beginsFromCurrentState: true), animations)
    }

    /// `UIView.performWithoutAnimation(_:)`.
    func performWithoutAnimation(_ actions: () -> Void) {
        inBlock(AnimationBlock(durationSeconds: 0, curve: .linear, disablesAnimation: true), actions)
    }

    /// `+[UIView beginAnimations:context:]`: opens a block (0.2 s, ease-in-out until set otherwise).
    func beginAnimations() {
        blocks.append(AnimationBlock(durationSeconds: 0.2, curve: .easeInOut))
    }

    /// `+[UIView setAnimationDuration:]` (ignored outside `beginAnimations`, as in UIKit).
    func setAnimationDuration(_ seconds: Double) {
        guard !blocks.isEmpty else { return }
        blocks[blocks.count - 1].durationSeconds = seconds
    }

    /// `+[UIView setAnimationCurve:]` with a raw `UIViewAnimationCurve` (7 is accepted as is).
    func setAnimationCurve(_ raw: Int) {
        guard !blocks.isEmpty else { return }
        blocks[blocks.count - 1].curve = curve(forRawValue: raw)
    }

    /// `+[UIView setAnimationBeginsFromCurrentState:]`.
    func setAnimationBeginsFromCurrentState(_ flag: Bool) {
        guard !blocks.isEmpty else { return }
        blocks[blocks.count - 1].beginsFromCurrentState = flag
    }

    /// `+[UIView commitAnimations]`: closes the block `beginAnimations` opened.
    func commitAnimations() {
        guard !blocks.isEmpty else { return }
        blocks.removeLast()
    }

    /// `CADisplayLink(target:selector:)` added to the main run loop: the strategy's
    /// `displayLinkDidFire` runs on every tick until `invalidate()`. Ticks come at the display's
    /// refresh rate (the film's frame rate) unless `preferredFramesPerSecond` is lower.
    func addDisplayLink(preferredFramesPerSecond: Int? = nil) -> DisplayLink {
        let link = DisplayLink(preferredFramesPerSecond: preferredFramesPerSecond)
        displayLinks.append(link)
        return link
    }
}

/// `CADisplayLink`: fires before each display refresh.
///
/// Strategies keep it in a stored property; it is only touched by the simulation that created
/// it (a strategy value starts each run before any link exists), hence `@unchecked Sendable`.
final class DisplayLink: @unchecked Sendable {
    /// Requested rate in Hz (nil: the display's).
    let preferredFramesPerSecond: Int?
    /// When the last frame was drawn: presentation values read in a callback are from then.
    internal(set) var timestamp = 0.0
    /// When the frame being prepared will be drawn.
    internal(set) var targetTimestamp = 0.0
    internal(set) var isValid = true
    /// Whether the simulator has scheduled this link's ticks.
    var isScheduled = false

    init(preferredFramesPerSecond: Int?) { self.preferredFramesPerSecond = preferredFramesPerSecond }

    /// Stops the link: no further callbacks.
    func invalidate() { isValid = false }
}

/// `UIViewControllerTransitionCoordinator` for an iOS 8+ size transition (a rotation).
final class TransitionCoordinator {
    /// `transitionDuration`, in seconds.
    let transitionDuration: Double
    /// The view's size when the transition ends.
    let targetSize: CGSize
    var alongside: [(TransitionCoordinator) -> Void] = []
    var completions: [(TransitionCoordinator) -> Void] = []
    /// Set once UIKit has run the alongside blocks (blocks added later run at once, in the transition's block).
    var runAlongsideNow: ((@escaping (TransitionCoordinator) -> Void) -> Void)?

    /// A coordinator for unit-testing `viewWillTransition(to:coordinator:host:)` alone.
    init(transitionDuration: Double, targetSize: CGSize) {
        self.transitionDuration = transitionDuration; self.targetSize = targetSize
    }

    /// `animate(alongsideTransition:completion:)`: `animation` runs inside the transition's
    /// animation block, `completion` when it ends.
    func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) {
        if let animation {
            if let now = runAlongsideNow { now(animation) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
    }
}
