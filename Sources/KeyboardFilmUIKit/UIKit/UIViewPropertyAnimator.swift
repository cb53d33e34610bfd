import Foundation
#if !KBFILM_ONE_MODULE // the fuzzer compiles the physics with the model as one module
import KeyboardPhysics
#endif

/// `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// `UITimingCurveProvider`: what a property animator runs.
@preconcurrency @MainActor
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve Core Animation runs for a provider (the spring's, else the cubic's, else ease-in-out).
    package func filmTimingCurve(duration: TimeInterval) -> TimingCurve {
        if let spring = springTimingParameters { return spring.curve(duration: duration) }
        return cubicTimingParameters?.curve ?? .easeInOut
    }
}

/// `UICubicTimingParameters`.
@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
    let curve: TimingCurve
    public let animationCurve: UIView.AnimationCurve
    public init() { animationCurve = .easeInOut; curve = .easeInOut }
    /// A standard curve; 7 (the keyboard's) runs the keyboard's own curve.
    public init(animationCurve: UIView.AnimationCurve) {
        self.animationCurve = animationCurve
        curve = FilmWorld.current.curve(forRawValue: animationCurve.rawValue)
    }
    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
        animationCurve = .easeInOut // UIKit's value for custom control points
        curve = .bezier(CubicBezier(p1.x, p1.y, p2.x, p2.y))
    }
    public var controlPoint1: CGPoint {
        guard case .bezier(let b) = curve else { return CGPoint(x: 0.42, y: 0) }
        return CGPoint(x: b.x1, y: b.y1)
    }
    public var controlPoint2: CGPoint {
        guard case .bezier(let b) = curve else { return CGPoint(x: 0.58, y: 1) }
        return CGPoint(x: b.x2, y: b.y2)
    }
    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// `UISpringTimingParameters`: a damping ratio over the animator's duration, or a physical spring
/// (mass, stiffness, damping), whose own settling time replaces the duration.
@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
    private enum Kind { case ratio(Double, CGVector), physical(Spring) }
    private let kind: Kind
    public let initialVelocity: CGVector
    public init() { kind = .ratio(1, .zero); initialVelocity = .zero }
    public init(dampingRatio ratio: CGFloat) { kind = .ratio(ratio, .zero); initialVelocity = .zero }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { kind = .ratio(ratio, velocity); initialVelocity = velocity }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity.dy, clampsOverdamping: false))
        initialVelocity = velocity
    }
    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    func curve(duration: TimeInterval) -> TimingCurve {
        switch kind {
        case .ratio(let r, let v): return .spring(.settling(in: duration, dampingRatio: r, initialVelocity: v.dy))
        case .physical(let s): return .spring(s)
        }
    }
}

/// `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }
/// `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// `UIViewPropertyAnimator`: animations run on the animator's own timeline when it starts.
/// Started inside the keyboard's block, it does not inherit the block's curve or duration
/// (UIKit does not document it; the film's assumption, docs/keyboard-physics.md §2).
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public let timingParameters: UITimingCurveProvider?
    private let curve: TimingCurve
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    public private(set) var state = UIViewAnimatingState.inactive
    public private(set) var isRunning = false
    private var startTime: Double?

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration; timingParameters = parameters
        curve = parameters.filmTimingCurve(duration: duration)
    }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: p1, controlPoint2: p2))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: made and started at once.
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                                              animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let a = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(
            animationCurve: UIView.AnimationCurve(rawValue: options.rawCurve) ?? .easeInOut))
        a.addAnimations(animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    private var timing: Timing { Timing(curve: curve, durationSeconds: duration) }

    /// Adds animations; once running, they start now and run for the time left.
    public func addAnimations(_ animation: @escaping () -> Void) {
        guard isRunning, let start = startTime else { animations.append(animation); return }
        let world = FilmWorld.current
        let left = Timing(curve: curve, durationSeconds: max(0, start + timing.realDurationSeconds - world.time))
        world.inContext(AnimationContext(timing: left, beginTime: world.time, beginsFromCurrentState: true), animation)
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    public func startAnimation() { startAnimation(afterDelay: 0) }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning else { return }
        let world = FilmWorld.current
        isRunning = true; state = .active
        startTime = world.time + delay
        let context = AnimationContext(timing: timing, beginTime: world.time + delay, beginsFromCurrentState: true)
        // Its own timeline: not nested in whatever block is open.
        let outer = world.blocks
        world.blocks = []
        world.inContext(context) { for a in animations { a() } }
        world.blocks = outer
        animations = []
        world.schedule(at: world.time + delay + timing.realDurationSeconds) { [self] in
            isRunning = false; state = .inactive
            for c in completions { c(.end) }
            completions = []
        }
    }

    /// `stopAnimation(_:)`: the animator stops; views keep their current model values.
    public func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false; state = withoutFinishing ? .inactive : .stopped
        completions = []
    }
}
