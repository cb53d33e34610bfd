import Foundation

/// "Animating Around the iOS Keyboard": on WillShow move the controls up, on WillHide down, by
/// the height of the **Begin** frame (converted into the view), in
/// `animate(withDuration:delay:options:)` with the notification's duration and `curve << 16`.
///
/// It offsets the bar's current *model* frame. On a Face ID iPhone the first show lifts it by
/// the keyboard's height from its rest position above the 34 pt safe area: a permanent 34 pt
/// gap. A QuickType toggle or a focus change posts another WillShow while the keyboard stays
/// up: the bar moves up by the whole height again ("the predictions bar breaks it").
final class BeginFrameOffsetController: ChatScreenController {
    var controlsView: UIView { commentBar }

    override func registerForKeyboardNotifications() {
        observe(UIResponder.keyboardWillShowNotification, BeginFrameOffsetController.keyboardWillShow)
        observe(UIResponder.keyboardWillHideNotification, BeginFrameOffsetController.keyboardWillBeHidden)
    }

    func keyboardWillShow(_ notification: Notification) { moveControls(notification, up: true) }
    func keyboardWillBeHidden(_ notification: Notification) { moveControls(notification, up: false) }

    func moveControls(_ notification: Notification, up: Bool) {
        let userInfo = notification.userInfo!
        let newFrame = getNewControlsFrame(userInfo, up: up)
        animateControls(userInfo, withFrame: newFrame)
    }

    func getNewControlsFrame(_ userInfo: [AnyHashable: Any], up: Bool) -> CGRect {
        var kbFrame = (userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as! NSValue).cgRectValue
        kbFrame = view.convert(kbFrame, from: nil)
        var newFrame = controlsView.frame
        newFrame.origin.y += kbFrame.size.height * (up ? -1 : 1)
        return newFrame
    }

    func animateControls(_ userInfo: [AnyHashable: Any], withFrame newFrame: CGRect) {
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as! NSNumber).doubleValue
        let animationCurve = UIView.AnimationCurve(rawValue: (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as! NSNumber).intValue)!
        UIView.animate(withDuration: duration, delay: 0, options: animationOptionsWithCurve(animationCurve),
                       animations: { self.controlsView.frame = newFrame; self.tableFollowsBar() }, completion: { _ in })
    }

    /// The article's helper: the curve shifted left by 16 bits.
    func animationOptionsWithCurve(_ curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    }
}

extension Strategies {
    struct BeginFrameOffset: BuiltInStrategy {
        static let name = StrategyName.beginFrameOffset
        static let summary = "moves the bar by ± the Begin frame's height, options curve << 16 (\"Animating Around the iOS Keyboard\")"

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            BeginFrameOffsetController(strategy: Self.name, layout: layout)
        }
    }
}
