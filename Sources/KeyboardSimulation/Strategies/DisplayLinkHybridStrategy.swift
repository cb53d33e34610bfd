/// Tracks the keyboard with a display link until it reaches the bar, then runs an ordinary
/// animation to the End frame over the *reported* duration minus the time already elapsed
/// (seed 003, "a hybrid").
///
/// The keyboard's real motion is a ≈0.5 s spring while the notification reports 0.25 s, and
/// the remaining animation uses a plain curve: the bar arrives early and drifts meanwhile. On
/// hide it tracks with the display link and stays at or above its rest position.
public struct DisplayLinkHybridStrategy: AttachmentStrategy {
    /// The curve of the animation that takes over after contact.
    public var curve: TimingCurve
    private var showStart: Double?
    private var showTarget = 0.0
    private var reportedDuration = 0.0

    public init(curve: TimingCurve) { self.curve = curve }

    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {
        guard case .keyboard(let n) = callback else { return }
        switch n.name {
        case .willShow:
            showStart = host.time
            showTarget = host.overlap(ofScreenFrame: n.endFrame)
            reportedDuration = n.durationSeconds
            if reportedDuration > 0 { host.startDisplayLink() } else { host.setOverlap(showTarget) }
        case .willHide:
            showStart = nil
            host.startDisplayLink()
        case .didShow, .didHide:
            host.stopDisplayLink()
        default:
            break
        }
    }

    public mutating func displayLinkTick(host: inout BarHost) {
        let seen = host.keyboardPresentation(host.time - host.displayLinkPeriod)
        guard let start = showStart, seen >= host.restOverlap else {
            host.setOverlap(seen)
            return
        }
        // Contact: hand over to a plain animation for what is left of the reported duration.
        host.stopDisplayLink()
        showStart = nil
        let remaining = max(0, reportedDuration - (host.time - start))
        host.animateOverlap(showTarget, timing: Timing(curve: curve, durationSeconds: remaining))
    }
}
