import Foundation

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
final class KeyboardHeightController: ChatScreenController {
    override var barAttachment: BarAttachment { .safeAreaBottom }

    override func registerForKeyboardNotifications() {
        observe(UIResponder.keyboardWillShowNotification, KeyboardHeightController.keyboardWillShow)
        observe(UIResponder.keyboardWillHideNotification, KeyboardHeightController.keyboardWillHide)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        toolbarBottomDistanceConstraint.constant = keyboardFrame.height
        animateLayout(notification)
    }

    func keyboardWillHide(_ notification: Notification) {
        toolbarBottomDistanceConstraint.constant = 0
        animateLayout(notification)
    }

    private func animateLayout(_ notification: Notification) {
        guard let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
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
final class KeyboardOverlapController: ChatScreenController {
    override var barAttachment: BarAttachment { .safeAreaBottom }

    override func registerForKeyboardNotifications() {
        observe(UIResponder.keyboardWillChangeFrameNotification, KeyboardOverlapController.keyboardWillChangeFrame)
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
              let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue else { return }
        let keyboardFrame = view.convert(endFrame, from: nil)
        let overlap = view.bounds.intersection(keyboardFrame).height
        toolbarBottomDistanceConstraint.constant = max(0, overlap - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }
}

extension Strategies {
    struct KeyboardHeight: BuiltInStrategy {
        static let name = StrategyName.keyboardHeight
        static let summary = "raises the bar by the End frame's height above the safe area, ignoring where the view is (chat-UI issue trackers)"

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            KeyboardHeightController(strategy: Self.name, layout: layout)
        }
    }

    struct KeyboardOverlap: BuiltInStrategy {
        static let name = StrategyName.keyboardOverlap
        static let summary = "raises the bar by the keyboard's overlap with the view (convert + intersection; Apple's \"Managing the keyboard\")"

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            KeyboardOverlapController(strategy: Self.name, layout: layout)
        }
    }
}
