/// Curve tracking, the technique of react-native-keyboard-controller on iOS and of Flutter's
/// engine: on every display tick, take the keyboard layer's running animation (spring
/// parameters, begin time, from and to) and evaluate it at the time of the frame being drawn
/// (`targetTimestamp`), then put the bar's bottom there, never below its rest position.
///
/// No lag and no curve mismatch: attached in every frame, on every device — the reference the
/// other techniques are measured against. While the interface rotates the ticks stand aside
/// and the bar's final frame is set inside the rotation's animation (alongside the transition
/// coordinator from iOS 8, in `willAnimateRotation` on iOS 7), so it rides the rotation.
public struct CurveTrackingStrategy: AttachmentStrategy {
    private var displayLink: DisplayLink?
    private var rotating = false
    public init() {}
    public var name: String { "curveTracking" }

    public mutating func viewDidLoad(host: KeyboardHost) {
        displayLink = host.addDisplayLink()
    }

    public mutating func displayLinkDidFire(_ link: DisplayLink, host: KeyboardHost) {
        guard !rotating, host.transitionCoordinator == nil else { return }
        let keyboard = host.keyboardView.animation?.frame(at: link.targetTimestamp) ?? host.keyboardView.frame
        let frame = Self.attachedFrame(keyboardTop: keyboard.minY, host: host)
        if frame != host.bar.frame { host.bar.frame = frame }
    }

    public mutating func willRotate(to orientation: InterfaceOrientation, duration: Double, host: KeyboardHost) {
        rotating = true
    }

    public mutating func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double, host: KeyboardHost) {
        host.bar.frame = Self.attachedFrame(keyboardTop: host.keyboardView.frame.minY, host: host)
    }

    public mutating func didRotate(from orientation: InterfaceOrientation, host: KeyboardHost) {
        rotating = false
    }

    public mutating func viewWillTransition(to size: Size, coordinator: TransitionCoordinator, host: KeyboardHost) {
        coordinator.animate(alongsideTransition: { _ in
            host.bar.frame = Self.attachedFrame(keyboardTop: host.keyboardView.frame.minY, host: host)
        })
    }

    /// The bar's frame with its bottom on the keyboard's top, or at rest above the safe area.
    static func attachedFrame(keyboardTop: Double, host: KeyboardHost) -> Rect {
        let bounds = host.view.bounds
        let rest = bounds.height - host.view.safeAreaInsets.bottom
        let h = host.bar.frame.height
        return Rect(x: 0, y: min(keyboardTop, rest) - h, width: bounds.width, height: h)
    }
}
