/// The "keyboard height" handler of countless chat screens (the pattern behind reports in the
/// InputBarAccessoryView, MessageKit and IQKeyboardManager trackers): the bar's bottom is
/// constrained to the safe area's bottom; on WillShow the constant becomes the End frame's
/// height, on WillHide 0, and `layoutIfNeeded` runs in a block with the notification's
/// duration and `curve << 16`.
///
/// It ignores where the view is: full screen on a Face ID iPhone the keyboard's height already
/// contains the 34 pt safe area (a 34 pt gap; 83 pt with a tab bar, counted twice); in an iPad
/// form sheet the keyboard covers only the sheet's lower part, so the bar rises by the whole
/// height and floats the distance between the sheet's bottom and the screen's bottom above the keyboard.
public struct KeyboardHeightStrategy: AttachmentStrategy {
    public init() {}
    public var name: String { "keyboardHeight" }
    public var barLayout: BarLayout { .safeAreaBottomConstraint }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        switch notification.name {
        case .willShow: host.barBottomConstraint.constant = notification.endFrame.height
        case .willHide: host.barBottomConstraint.constant = 0
        default: return
        }
        host.animate(withDuration: notification.animationDuration, delay: 0,
                     options: AnimationOptions(curve: notification.animationCurve)) {
            host.view.layoutIfNeeded()
        }
    }
}

/// The "overlap with the view" handler (Apple's "Managing the keyboard" approach, and the fix
/// those trackers settle on): on WillChangeFrame convert the End frame into the view, intersect
/// it with the view's bounds, and raise the bar — constrained to the safe area's bottom — by the
/// overlap less the safe-area inset the constraint already clears; animate the layout pass
/// with the notification's duration and `curve << 16`.
///
/// Right wherever the view sits (sheets, Split View, Slide Over, tab bars); an undocked or
/// floating keyboard in mid-screen still overlaps the view, so the bar jumps to its top edge's
/// distance from the view's bottom rather than to the keyboard.
public struct KeyboardOverlapStrategy: AttachmentStrategy {
    public init() {}
    public var name: String { "keyboardOverlap" }
    public var barLayout: BarLayout { .safeAreaBottomConstraint }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        guard notification.name == .willChangeFrame else { return }
        let keyboardFrame = host.view.convert(notification.endFrame, from: nil)
        let overlap = host.view.bounds.intersection(keyboardFrame).height
        host.barBottomConstraint.constant = max(0, overlap - host.view.safeAreaInsets.bottom)
        host.animate(withDuration: notification.animationDuration, delay: 0,
                     options: AnimationOptions(curve: notification.animationCurve)) {
            host.view.layoutIfNeeded()
        }
    }
}
