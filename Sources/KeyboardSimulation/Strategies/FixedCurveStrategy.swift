/// "Animating in sync with the iOS keyboard", the rough approximation Apple Music shipped: when
/// the text field becomes first responder, run a 0.3 s ease-out animation of the bar to the top
/// of the keyboard (its End frame, cached from WillShow); when it resigns, the same animation
/// back to where the bar rested. The keyboard's own timing is ignored.
///
/// The bar ends attached but drifts while the ease-out and the keyboard's spring disagree.
public struct FixedCurveStrategy: AttachmentStrategy {
    public var durationSeconds: Double
    public var curve: TimingCurve
    private var keyboardTop: Double?
    private var restFrame: Rect?

    public init(durationSeconds: Double = 0.3, curve: TimingCurve = .easeOut) {
        self.durationSeconds = durationSeconds; self.curve = curve
    }
    public var name: String { "fixedCurve" }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        if notification.name == .willShow {
            keyboardTop = host.view.convert(notification.endFrame, from: nil).minY
        }
    }

    public mutating func didBecomeFirstResponder(host: KeyboardHost) {
        guard let keyboardTop else { return }
        if restFrame == nil { restFrame = host.bar.frame }
        var frame = host.bar.frame
        frame.origin.y = keyboardTop - frame.height
        animate(host) { host.bar.frame = frame }
    }

    public mutating func didResignFirstResponder(host: KeyboardHost) {
        guard let restFrame else { return }
        animate(host) { host.bar.frame = restFrame }
    }

    private func animate(_ host: KeyboardHost, _ changes: () -> Void) {
        let options: AnimationOptions? = switch curve {
        case .easeOut: .curveEaseOut
        case .easeIn: .curveEaseIn
        case .easeInOut: .curveEaseInOut
        case .linear: .curveLinear
        default: nil
        }
        if let options {
            host.animate(withDuration: durationSeconds, delay: 0, options: options, animations: changes)
        } else {
            host.animate(withDuration: durationSeconds, timingCurve: curve, animations: changes)
        }
    }
}
