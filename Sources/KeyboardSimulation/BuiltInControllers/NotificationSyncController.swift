import Foundation

/// "Synchronizing rotation animation between the keyboard and the attached view", first
/// listing (also the "exact results" of "Animating in sync with the iOS keyboard"): on WillShow
/// and WillHide, convert the End frame into the view, put the comment bar's bottom on the
/// keyboard's top, shrink the table to end at the bar, and commit both frames in a
/// `beginAnimations` block with the notification's duration and curve, beginning from the
/// current state.
///
/// Curve 7 runs the keyboard's spring, so the bar moves on the keyboard's timeline — but from
/// its own rest position: on a Face ID iPhone it leads the keyboard by 34·(1−p) while showing.
/// After a hide the bar sits on the keyboard's hidden top, the screen's bottom edge, under the
/// home indicator. On an iOS 7 rotation the WillHide/WillShow blocks run on the keyboard's
/// spring while the interface turns with its own curve: the bar detaches (the WhatsApp and
/// Messenger bug). From iOS 8 the rotation's notifications come without animation: it jumps.
class NotificationSyncController: ChatScreenController {
    override func registerForKeyboardNotifications() {
        observe(UIResponder.keyboardWillShowNotification, NotificationSyncController.keyboardWillShow)
        observe(UIResponder.keyboardWillHideNotification, NotificationSyncController.keyboardWillHide)
    }

    func keyboardWillShow(_ notification: Notification) { adjustViewForKeyboardNotification(notification) }
    func keyboardWillHide(_ notification: Notification) { adjustViewForKeyboardNotification(notification) }

    func adjustViewForKeyboardNotification(_ notification: Notification) {
        let notificationInfo = notification.userInfo!
        // The end frame of the keyboard, in screen coordinates; the animation's curve and duration.
        var finalKeyboardFrame = (notificationInfo[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        let animationCurve = UIView.AnimationCurve(rawValue: (notificationInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as! NSNumber).intValue)!
        let animationDuration = (notificationInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as! NSNumber).doubleValue

        // Into the view's coordinates, which accounts for the interface's rotation.
        finalKeyboardFrame = view.convert(finalKeyboardFrame, from: view.window)

        var commentBarFrame = commentBar.frame
        commentBarFrame.origin.y = finalKeyboardFrame.origin.y - commentBarFrame.size.height
        var tableViewFrame = tableView.frame
        tableViewFrame.size.height = commentBarFrame.origin.y

        commit(commentBarFrame: commentBarFrame, tableViewFrame: tableViewFrame,
               animationDuration: animationDuration, animationCurve: animationCurve)
    }

    /// Sets both frames in a block of its own that follows the keyboard's timing.
    func commit(commentBarFrame: CGRect, tableViewFrame: CGRect, animationDuration: TimeInterval,
                animationCurve: UIView.AnimationCurve) {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(animationDuration)
        UIView.setAnimationCurve(animationCurve)
        UIView.setAnimationBeginsFromCurrentState(true)
        commentBar.frame = commentBarFrame
        tableView.frame = tableViewFrame
        scrollToNewestMessage()
        UIView.commitAnimations()
    }
}

/// The same article's second listing: an `animatingRotation` flag, set in
/// `willRotate(to:duration:)` and cleared in `didRotate(from:)`, makes the handler only set the
/// frames, with no block of its own.
///
/// On iOS 7 the rotation's WillShow arrives inside the rotation's animation block, so the frames
/// ride the interface's own animation and the bar stays attached. From iOS 8 these callbacks
/// are no longer made and the rotation's notifications come without animation: the bar jumps.
final class RotationAwareController: NotificationSyncController {
    private var animatingRotation = false

    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        super.willRotate(to: toInterfaceOrientation, duration: duration)
        animatingRotation = true
    }

    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        super.didRotate(from: fromInterfaceOrientation)
        animatingRotation = false
    }

    override func commit(commentBarFrame: CGRect, tableViewFrame: CGRect, animationDuration: TimeInterval,
                         animationCurve: UIView.AnimationCurve) {
        guard animatingRotation else {
            return super.commit(commentBarFrame: commentBarFrame, tableViewFrame: tableViewFrame,
                                animationDuration: animationDuration, animationCurve: animationCurve)
        }
        commentBar.frame = commentBarFrame
        tableView.frame = tableViewFrame
        scrollToNewestMessage()
    }
}

/// The iOS 8 sequel to the same article: while a size transition runs (`transitionCoordinator`
/// is non-nil) the new frames go into a block given to `animate(alongsideTransition:)` instead
/// of a block of their own.
///
/// The rotation's notifications arrive inside `performWithoutAnimation`; the alongside block
/// runs inside the transition's animation, so the bar rides the rotation and stays attached.
final class RotationCoordinatorController: NotificationSyncController {
    override func commit(commentBarFrame: CGRect, tableViewFrame: CGRect, animationDuration: TimeInterval,
                         animationCurve: UIView.AnimationCurve) {
        guard let coordinator = transitionCoordinator else {
            return super.commit(commentBarFrame: commentBarFrame, tableViewFrame: tableViewFrame,
                                animationDuration: animationDuration, animationCurve: animationCurve)
        }
        coordinator.animate(alongsideTransition: { _ in
            self.commentBar.frame = commentBarFrame
            self.tableView.frame = tableViewFrame
            self.scrollToNewestMessage()
        }, completion: nil)
    }
}

extension Strategies {
    struct NotificationSync: BuiltInStrategy {
        static let name = StrategyName.notificationSync
        static let summary = "own block with the notification's duration and curve (\"Synchronizing rotation animation…\", first listing)"
        /// The article's listings shrink the table's frame.
        static let listingTableAdjustment: TableAdjustment? = .frame

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            NotificationSyncController(strategy: Self.name, layout: layout)
        }
    }

    struct RotationAware: BuiltInStrategy {
        static let name = StrategyName.rotationAware
        static let summary = "as notificationSync, frames only between willRotate and didRotate (\"Synchronizing rotation animation…\", second listing)"
        static let listingTableAdjustment: TableAdjustment? = .frame

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            RotationAwareController(strategy: Self.name, layout: layout)
        }
    }

    struct RotationCoordinator: BuiltInStrategy {
        static let name = StrategyName.rotationCoordinator
        static let summary = "animates alongside the iOS 8 transition coordinator (the article's iOS 8 sequel)"
        static let listingTableAdjustment: TableAdjustment? = .frame

        static func incompatibility(with system: SystemVersion) -> String? {
            system.hasTransitionCoordinator ? nil : "rotationCoordinator needs system ios8 or later (transition coordinators arrived in iOS 8)"
        }

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            RotationCoordinatorController(strategy: Self.name, layout: layout)
        }
    }
}
