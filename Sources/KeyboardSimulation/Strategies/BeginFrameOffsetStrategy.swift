/// "Animating Around the iOS Keyboard": on WillShow move the controls up, on WillHide down, by
/// the height of the **Begin** frame (converted into the view), in
/// `animate(withDuration:delay:options:)` with the notification's duration and `curve << 16`.
///
/// It offsets the bar's current *model* frame. On a Face ID iPhone the first show lifts it by
/// the keyboard's height from its rest position above the 34 pt safe area: a permanent 34 pt
/// gap. A QuickType toggle or a focus change posts another WillShow while the keyboard stays
/// up: the bar moves up by the whole height again ("the predictions bar breaks it").
public struct BeginFrameOffsetStrategy: AttachmentStrategy {
    public init() {}
    public var name: String { "beginFrameOffset" }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        switch notification.name {
        case .willShow: Self.moveControls(notification, up: true, host: host)
        case .willHide: Self.moveControls(notification, up: false, host: host)
        default: break
        }
    }

    static func moveControls(_ notification: KeyboardNotification, up: Bool, host: KeyboardHost) {
        let newFrame = newControlsFrame(notification, up: up, host: host)
        animateControls(notification, frame: newFrame, host: host)
    }

    static func newControlsFrame(_ notification: KeyboardNotification, up: Bool, host: KeyboardHost) -> Rect {
        var kbFrame = notification.beginFrame
        kbFrame = host.view.convert(kbFrame, from: nil)
        var newFrame = host.bar.frame
        newFrame.origin.y += kbFrame.size.height * (up ? -1 : 1)
        return newFrame
    }

    static func animateControls(_ notification: KeyboardNotification, frame newFrame: Rect, host: KeyboardHost) {
        let duration = notification.animationDuration
        let animationCurve = notification.animationCurve
        host.animate(withDuration: duration, delay: 0, options: animationOptions(curve: animationCurve)) {
            host.bar.frame = newFrame
        }
    }

    /// The article's `animationOptionsWithCurve`: the curve shifted left by 16 bits.
    static func animationOptions(curve: Int) -> AnimationOptions { AnimationOptions(curve: curve) }
}
