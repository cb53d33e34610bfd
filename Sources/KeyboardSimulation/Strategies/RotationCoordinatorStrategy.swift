/// The iOS 8 sequel to "Synchronizing rotation animation between the keyboard and the attached
/// view": the same handler, but while a size transition runs (the view controller's
/// `transitionCoordinator` is non-nil) the new frames are set in a block given to
/// `animate(alongsideTransition:)` instead of a block of its own.
///
/// The rotation's notifications arrive inside `performWithoutAnimation`; the alongside block
/// runs inside the transition's animation, so the bar rides the rotation and stays attached.
public struct RotationCoordinatorStrategy: AttachmentStrategy {
    public init() {}
    public var name: String { "rotationCoordinator" }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        guard notification.name == .willShow || notification.name == .willHide else { return }
        guard let coordinator = host.transitionCoordinator else {
            NotificationSyncStrategy.adjustViewForKeyboardNotification(notification, host: host, animated: true)
            return
        }
        let finalKeyboardFrame = host.view.convert(notification.endFrame, from: nil)
        var commentBarFrame = host.bar.frame
        commentBarFrame.origin.y = finalKeyboardFrame.origin.y - commentBarFrame.size.height
        var tableViewFrame = host.tableView.frame
        tableViewFrame.size.height = commentBarFrame.origin.y
        coordinator.animate(alongsideTransition: { _ in
            host.bar.frame = commentBarFrame
            host.tableView.frame = tableViewFrame
        })
    }
}
