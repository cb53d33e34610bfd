/// As `notificationSync`, but between `willRotate…` and `didRotate…` it only sets the frame,
/// with no animation of its own (seed 000, second listing: the `animatingRotation` flag).
///
/// On iOS 7 the rotation's WillShow arrives inside the rotation's animation block, so the bar
/// rides the rotation and stays attached. From iOS 8 these callbacks are replaced by the
/// transition coordinator and the notifications come without animation: the bar jumps.
public struct RotationAwareStrategy: AttachmentStrategy {
    private var animatingRotation = false
    public init() {}

    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {
        switch callback {
        case .willRotate: animatingRotation = true
        case .didRotate: animatingRotation = false
        case .keyboard(let n) where n.name == .willShow || n.name == .willHide:
            let overlap = host.overlap(ofScreenFrame: n.endFrame)
            if animatingRotation {
                host.setOverlap(overlap)
            } else {
                host.animateOverlap(overlap, timing: notificationTiming(n, host))
            }
        default:
            break
        }
    }
}
