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
public struct NotificationSyncStrategy: AttachmentStrategy {
    public init() {}
    public var name: String { "notificationSync" }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        switch notification.name {
        case .willShow, .willHide: Self.adjustViewForKeyboardNotification(notification, host: host, animated: true)
        default: break
        }
    }

    /// The article's `adjustViewForKeyboardNotification:`; `animated` false is its second
    /// listing's branch during a rotation (frames only, no block of its own).
    static func adjustViewForKeyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost, animated: Bool) {
        // The end frame of the keyboard, in screen coordinates.
        var finalKeyboardFrame = notification.endFrame
        // Into the view's coordinates, which accounts for the interface's rotation.
        finalKeyboardFrame = host.view.convert(finalKeyboardFrame, from: nil)

        var commentBarFrame = host.bar.frame
        commentBarFrame.origin.y = finalKeyboardFrame.origin.y - commentBarFrame.size.height
        var tableViewFrame = host.tableView.frame
        tableViewFrame.size.height = commentBarFrame.origin.y

        guard animated else {
            host.bar.frame = commentBarFrame
            host.tableView.frame = tableViewFrame
            return
        }
        let animationCurve = notification.animationCurve
        let animationDuration = notification.animationDuration
        host.beginAnimations()
        host.setAnimationDuration(animationDuration)
        host.setAnimationCurve(animationCurve)
        host.setAnimationBeginsFromCurrentState(true)
        host.bar.frame = commentBarFrame
        host.tableView.frame = tableViewFrame
        host.commitAnimations()
    }
}
