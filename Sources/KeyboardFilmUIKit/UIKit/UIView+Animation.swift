import Foundation
#if !KBFILM_ONE_MODULE // the fuzzer compiles the physics with the model as one module
import KeyboardPhysics
#endif

extension UIView {
    /// `UIView.AnimationOptions`; the curve lives in bits 16–19 (`UIView.AnimationCurve << 16`).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The raw `UIView.AnimationCurve` in bits 16–19 (7: the keyboard's).
        var rawCurve: Int { Int((rawValue >> 16) & 0xF) }
    }

    /// `UIView.AnimationCurve`, as Swift imports UIKit's C enum: four named curves, and values it
    /// does not name — the keyboard's notifications carry 7, and `AnimationCurve(rawValue: 7)`
    /// succeeds on a device. So a `switch` over the four with `@unknown default` compiles without
    /// a warning and takes the default for 7, and one without a default traps on 7, as on iOS.
    /// The fifth case holds 7 (any raw value above 3 reads as it); it is unavailable, so no
    /// switch has to name it — UIKit has no such name.
    public enum AnimationCurve: RawRepresentable, Hashable, Sendable {
        case easeInOut, easeIn, easeOut, linear
        @available(*, unavailable, message: "UIKit names no such curve: the keyboard's is AnimationCurve(rawValue: 7)")
        case keyboard

        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .easeInOut
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            case 4...: self = Self.unnamed
            default: return nil
            }
        }

        public var rawValue: Int {
            switch self {
            case .easeInOut: 0
            case .easeIn: 1
            case .easeOut: 2
            case .linear: 3
            default: 7
            }
        }

        /// The unnamed fifth case (the enum's fifth tag: an unavailable case cannot be named, even here).
        private static let unnamed = unsafeBitCast(UInt8(4), to: AnimationCurve.self)
        /// The keyboard's curve, 7.
        package static var keyboardCurve: AnimationCurve { unnamed }
    }

    // MARK: Block animations

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// Called while another animation is in flight (inside the keyboard's notification block, a
    /// rotation's block, another `animate`), it inherits that animation's curve, remaining
    /// duration and options unless `options` holds `.overrideInheritedCurve`,
    /// `.overrideInheritedDuration`, `.overrideInheritedOptions` (Apple's documentation of
    /// `UIView.AnimationOptions`; docs/keyboard-physics.md §2). `completion` runs when its
    /// animations end, on the film's clock.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let world = FilmWorld.current
        run(ownTiming: Timing(curve: world.curve(forRawValue: options.rawCurve), durationSeconds: duration),
            delay: delay, options: options, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// a spring with damping ratio `dampingRatio` that settles in `duration` (the same nesting rules).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = Spring.settling(in: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        run(ownTiming: Timing(curve: .spring(spring), durationSeconds: duration), delay: delay, options: options,
            animations: animations, completion: completion)
    }

    static func run(ownTiming: Timing, delay: TimeInterval, options: AnimationOptions,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        let world = FilmWorld.current
        guard world.blocks.count < FilmWorld.maximumNestedBlocks else {
            // Deeper nesting would overflow the stack of a debug build; no real code nests this deep.
            world.fail("nested more than \(FilmWorld.maximumNestedBlocks) animation blocks inside one another (UIView.animate within UIView.animate …); the innermost were not run")
            return
        }
        CATransaction.viewBlockStarts()
        // Numbers a film cannot run: the film stops naming them (negative ones count as 0, as in UIKit).
        guard ownTiming.durationSeconds.isFinite, delay.isFinite else {
            world.fail("called UIView.animate with a duration of \(ownTiming.durationSeconds) and a delay of \(delay): both must be finite")
            return
        }
        if case .spring(let spring) = ownTiming.curve, ![spring.mass, spring.stiffness, spring.damping, spring.initialVelocity].allSatisfy(\.isFinite) {
            world.fail("called UIView.animate with a spring whose damping or initial velocity is not finite")
            return
        }
        var timing = ownTiming
        timing.durationSeconds = max(0, timing.durationSeconds)
        let delay = max(0, delay)
        var begin = world.time + delay
        var fromCurrent = options.contains(.beginFromCurrentState)
        if let outer = world.inFlightBlock, let outerTiming = outer.timing {
            if !options.contains(.overrideInheritedDuration) {
                // The in-flight animation's remaining time, on its own clock.
                timing.durationSeconds = max(0, outer.beginTime + outerTiming.realDurationSeconds - world.time)
                if case .spring = outerTiming.curve { timing.durationSeconds = outerTiming.durationSeconds }
                begin = max(outer.beginTime, world.time) + delay
            }
            if !options.contains(.overrideInheritedCurve) { timing.curve = outerTiming.curve }
            if !options.contains(.overrideInheritedOptions) { fromCurrent = fromCurrent || outer.beginsFromCurrentState }
        }
        let group = CompletionGroup()
        world.inContext(AnimationContext(timing: timing, beginTime: begin, beginsFromCurrentState: fromCurrent, completion: group), animations)
        if let completion {
            world.schedule(at: group.end ?? world.time) { completion(true) }
        }
    }

    /// `performWithoutAnimation(_:)`: changes inside apply at once, nested blocks included.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let world = FilmWorld.current
        world.inContext(.disabled(at: world.time), actionsWithoutAnimation)
    }

    /// `UIView.areAnimationsEnabled` (false inside `performWithoutAnimation` or after `setAnimationsEnabled(false)`).
    public class var areAnimationsEnabled: Bool {
        let world = FilmWorld.current
        return world.animationsEnabled && !world.blocks.contains(where: \.disablesAnimation)
    }

    public class func setAnimationsEnabled(_ enabled: Bool) { FilmWorld.current.animationsEnabled = enabled }

    // MARK: The begin/commit family (iOS 2–12 API, still shipped)

    /// `beginAnimations(_:context:)`: opens a block (0.2 s, ease-in-out until set otherwise).
    /// Nested in another animation it keeps its own duration and curve: Apple documents that
    /// nested sets "set different animation options for the nested group" (docs/keyboard-physics.md §2).
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let world = FilmWorld.current
        world.blocks.append(AnimationContext(timing: Timing(curve: .easeInOut, durationSeconds: 0.2), beginTime: world.time, openedByBegin: true))
    }

    /// The innermost open `beginAnimations` block (or the innermost block), edited by the setters.
    private static func editTop(_ edit: (inout AnimationContext) -> Void) {
        let world = FilmWorld.current
        guard !world.blocks.isEmpty, world.blocks[world.blocks.count - 1].timing != nil else { return }
        edit(&world.blocks[world.blocks.count - 1])
    }

    /// `setAnimationDuration(_:)` (ignored outside a `beginAnimations` block, as in UIKit).
    public class func setAnimationDuration(_ duration: TimeInterval) { editTop { $0.timing?.durationSeconds = duration } }
    public class func setAnimationDelay(_ delay: TimeInterval) { editTop { $0.beginTime = FilmWorld.current.time + delay } }
    /// `setAnimationCurve(_:)` (7, the keyboard's, accepted).
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        editTop { $0.timing?.curve = FilmWorld.current.curve(forRawValue: curve.rawValue) }
    }
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) { editTop { $0.beginsFromCurrentState = fromCurrentState } }

    /// `commitAnimations()`: closes the block `beginAnimations` opened. Without one open it does
    /// nothing, as in UIKit: it never closes a block of `animate` or of the keyboard.
    public class func commitAnimations() {
        let world = FilmWorld.current
        guard world.blocks.last?.openedByBegin == true else { return }
        world.blocks.removeLast()
    }
}
