/// A bar owner's keyboard code: what a view controller does when UIKit calls it.
///
/// Write the handler as you would in the app, against `KeyboardHost` (UIKit's vocabulary:
/// notifications with screen frames, `convert(_:from:)`, `bar.frame`, constraints, animation
/// blocks, display links, the transition coordinator). Every callback has an empty default, so
/// implement only what your code observes. A strategy is a value: each run starts from a copy,
/// and it keeps its own state (flags, cached heights) in stored properties.
public protocol AttachmentStrategy: Sendable {
    /// The name written to traces and captions.
    var name: String { get }
    /// How the bar is attached (frames, a bottom constraint, the layout guide, an input accessory view).
    var barLayout: BarLayout { get }
    /// `viewDidLoad`: once, before anything happens (set up display links here).
    mutating func viewDidLoad(host: KeyboardHost)
    /// A keyboard notification (all six are delivered; switch on `notification.name`).
    mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost)
    /// The text field's `becomeFirstResponder` returned (the keyboard's notifications came inside it).
    mutating func didBecomeFirstResponder(host: KeyboardHost)
    /// The text field's `resignFirstResponder` returned.
    mutating func didResignFirstResponder(host: KeyboardHost)
    /// iOS 7: `willRotateToInterfaceOrientation:duration:` (outside any animation block).
    mutating func willRotate(to orientation: InterfaceOrientation, duration: Double, host: KeyboardHost)
    /// iOS 7: `willAnimateRotationToInterfaceOrientation:duration:` (inside the rotation's block, new bounds).
    mutating func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double, host: KeyboardHost)
    /// iOS 7: `didRotateFromInterfaceOrientation:`.
    mutating func didRotate(from orientation: InterfaceOrientation, host: KeyboardHost)
    /// iOS 8+: `viewWillTransition(to:with:)` (old bounds; add blocks to the coordinator here or
    /// from notifications that arrive during the transition).
    mutating func viewWillTransition(to size: Size, coordinator: TransitionCoordinator, host: KeyboardHost)
    /// A `CADisplayLink` the strategy added fired.
    mutating func displayLinkDidFire(_ link: DisplayLink, host: KeyboardHost)
}

extension AttachmentStrategy {
    public var barLayout: BarLayout { .frame }
    public mutating func viewDidLoad(host: KeyboardHost) {}
    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {}
    public mutating func didBecomeFirstResponder(host: KeyboardHost) {}
    public mutating func didResignFirstResponder(host: KeyboardHost) {}
    public mutating func willRotate(to orientation: InterfaceOrientation, duration: Double, host: KeyboardHost) {}
    public mutating func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double, host: KeyboardHost) {}
    public mutating func didRotate(from orientation: InterfaceOrientation, host: KeyboardHost) {}
    public mutating func viewWillTransition(to size: Size, coordinator: TransitionCoordinator, host: KeyboardHost) {}
    public mutating func displayLinkDidFire(_ link: DisplayLink, host: KeyboardHost) {}
}

extension StrategyConfiguration {
    /// A fresh instance of the configured built-in strategy.
    public func makeStrategy() -> any AttachmentStrategy {
        switch name {
        case .layoutGuide: return LayoutGuideStrategy()
        case .inputAccessory: return InputAccessoryStrategy()
        case .inheritedAnimation: return InheritedAnimationStrategy()
        case .notificationSync: return NotificationSyncStrategy()
        case .rotationAware: return RotationAwareStrategy()
        case .rotationCoordinator: return RotationCoordinatorStrategy()
        case .beginFrameOffset: return BeginFrameOffsetStrategy()
        case .fixedCurve: return FixedCurveStrategy(durationSeconds: fixedTiming.durationSeconds, curve: fixedTiming.curve)
        case .displayLink: return DisplayLinkStrategy(minBottom: minBottom, preferredFramesPerSecond: displayLinkRate)
        case .displayLinkHybrid:
            return DisplayLinkHybridStrategy(minBottom: minBottom, preferredFramesPerSecond: displayLinkRate, curve: hybridCurve)
        case .curveTracking: return CurveTrackingStrategy()
        case .keyboardHeight: return KeyboardHeightStrategy()
        case .keyboardOverlap: return KeyboardOverlapStrategy()
        }
    }
}
