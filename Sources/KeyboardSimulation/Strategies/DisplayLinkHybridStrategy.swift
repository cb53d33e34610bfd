/// The Stack Overflow answer's closing suggestion, "a hybrid": on show, a `CADisplayLink`
/// watches the keyboard's presentation frame until the keyboard runs into the resting toolbar,
/// then the link stops and an ordinary `UIView` animation moves the toolbar into place over
/// the notification's duration minus the time already elapsed. On hide the link tracks the
/// keyboard as `displayLink` does.
///
/// The keyboard's real motion is a ≈ 0.5 s spring while the notification reports 0.25 s, and
/// the remaining animation has a plain curve: the bar arrives early and drifts meanwhile. On
/// hide it tracks until DidHide.
public struct DisplayLinkHybridStrategy: AttachmentStrategy {
    public var minBottom: Bool
    public var preferredFramesPerSecond: Int?
    /// The curve of the animation after contact.
    public var curve: TimingCurve
    private var displayLink: DisplayLink?
    private var showStart: Double?
    private var showDuration = 0.0
    private var finalConstant = 0.0

    public init(minBottom: Bool, preferredFramesPerSecond: Int? = nil, curve: TimingCurve = .easeInOut) {
        self.minBottom = minBottom; self.preferredFramesPerSecond = preferredFramesPerSecond; self.curve = curve
    }
    public var name: String { "displayLinkHybrid" }
    public var barLayout: BarLayout { .bottomConstraint(minimumAboveRest: minBottom) }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        switch notification.name {
        case .willShow:
            let end = host.view.convert(notification.endFrame, from: nil)
            finalConstant = host.view.bounds.height - end.origin.y
            showDuration = notification.animationDuration
            if showDuration > 0 {
                showStart = host.time
                displayLink = host.addDisplayLink(preferredFramesPerSecond: preferredFramesPerSecond)
            } else {
                showStart = nil
                host.barBottomConstraint.constant = finalConstant
            }
        case .willHide:
            showStart = nil
            displayLink = host.addDisplayLink(preferredFramesPerSecond: preferredFramesPerSecond)
        case .didShow, .didHide:
            displayLink?.invalidate()
        default:
            break
        }
    }

    public mutating func displayLinkDidFire(_ link: DisplayLink, host: KeyboardHost) {
        let fromBottom = DisplayLinkStrategy.keyboardTopFromBottom(host)
        guard let start = showStart else {
            host.barBottomConstraint.constant = fromBottom
            return
        }
        // Not there yet (the keyboard's top is below the toolbar's bottom): the toolbar waits.
        guard host.view.bounds.height - fromBottom <= host.bar.frame.maxY else { return }
        // The keyboard has run into the toolbar: hand over to an animation for the time left.
        link.invalidate()
        showStart = nil
        let remaining = max(0, showDuration - (host.time - start))
        host.barBottomConstraint.constant = finalConstant
        host.animate(withDuration: remaining, timingCurve: curve) {
            host.view.layoutIfNeeded()
        }
    }
}
