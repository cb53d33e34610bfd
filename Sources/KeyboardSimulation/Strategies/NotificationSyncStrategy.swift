/// Opens its own animation block with the notification's duration and curve and moves the
/// bar to the End frame (seed 000, first listing; seed 002, "for exact results").
///
/// Duration 0.25 s with curve 7 runs the keyboard's own spring, so show and hide stay
/// attached. On an iOS 7 rotation the keyboard is hidden and shown instantly and the handler
/// starts a keyboard-timed animation while the interface rotates with its own, shorter
/// ease-in-out: the bar detaches (the WhatsApp/Messenger bug). From iOS 8 the rotation's
/// notifications come inside `performWithoutAnimation` and the bar jumps.
public struct NotificationSyncStrategy: AttachmentStrategy {
    public init() {}

    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {
        guard case .keyboard(let n) = callback, n.name == .willShow || n.name == .willHide else { return }
        host.animateOverlap(host.overlap(ofScreenFrame: n.endFrame), timing: notificationTiming(n, host))
    }
}

/// The timing an own block built from a notification's duration and curve runs with; nil (the
/// change applies at once) for duration 0, as UIKit does even with curve 7.
func notificationTiming(_ n: KeyboardNotification, _ host: BarHost) -> Timing? {
    guard n.durationSeconds > 0 else { return nil }
    return Timing(curve: host.curveForRawValue(n.curve), durationSeconds: n.durationSeconds)
}
