/// `UIKeyboardLayoutGuide` (iOS 15 API): the bar's bottom is pinned to the guide's top.
///
/// UIKit moves the guide inside the keyboard's own animations (show, hide, QuickType and
/// height changes) and re-lays it out with the rotation, so the bar stays attached there.
/// Off screen, the guide's top is the safe-area bottom. It does **not** follow an interactive
/// dismissal drag (no notifications are posted while the finger moves), so the keyboard
/// pulls away from the bar until the release.
public struct LayoutGuideStrategy: AttachmentStrategy {
    public init() {}

    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {
        switch callback {
        case .keyboard(let n) where n.name == .willChangeFrame:
            // During an iOS 8+ rotation the notifications come without animation; the guide is
            // then laid out by the rotation instead (below).
            guard host.context != .disabled else { return }
            host.setOverlap(host.overlap(ofScreenFrame: n.endFrame))
        case .alongsideTransition:
            host.animateAlongsideTransition(host.keyboardOverlapTarget)
        default:
            break
        }
    }
}
