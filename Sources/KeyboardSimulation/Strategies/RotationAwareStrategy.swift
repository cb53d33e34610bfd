/// "Synchronizing rotation animation between the keyboard and the attached view", second
/// listing: as `notificationSync`, but an `animatingRotation` flag, set in
/// `willRotateToInterfaceOrientation` and cleared in `didRotateFromInterfaceOrientation`, makes
/// the handler only set the frames, with no block of its own.
///
/// On iOS 7 the rotation's WillShow arrives inside the rotation's animation block, so the frames
/// ride the interface's own animation and the bar stays attached. From iOS 8 these callbacks
/// are no longer made and the rotation's notifications come without animation: the bar jumps.
public struct RotationAwareStrategy: AttachmentStrategy {
    private var animatingRotation = false
    public init() {}
    public var name: String { "rotationAware" }

    public mutating func willRotate(to orientation: InterfaceOrientation, duration: Double, host: KeyboardHost) {
        animatingRotation = true
    }

    public mutating func didRotate(from orientation: InterfaceOrientation, host: KeyboardHost) {
        animatingRotation = false
    }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        switch notification.name {
        case .willShow, .willHide:
            NotificationSyncStrategy.adjustViewForKeyboardNotification(notification, host: host, animated: !animatingRotation)
        default: break
        }
    }
}
