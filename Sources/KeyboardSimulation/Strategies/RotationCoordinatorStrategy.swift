/// iOS 8+: during a size transition it keeps the notifications' End frame without animating,
/// and moves the bar in a block given to `animateAlongsideTransition:` (seed 000, part 2).
/// Outside rotations it behaves as `notificationSync`.
///
/// The bar rides the rotation's own animation and stays attached while the interface turns.
public struct RotationCoordinatorStrategy: AttachmentStrategy {
    private var transitioning = false
    private var pendingOverlap: Double?
    public init() {}

    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {
        switch callback {
        case .willTransition:
            transitioning = true
        case .alongsideTransition:
            if let pendingOverlap { host.animateAlongsideTransition(pendingOverlap) }
            pendingOverlap = nil
        case .transitionCompleted:
            transitioning = false
        case .keyboard(let n) where n.name == .willShow || n.name == .willHide:
            let overlap = host.overlap(ofScreenFrame: n.endFrame)
            if transitioning {
                pendingOverlap = overlap
            } else {
                host.animateOverlap(overlap, timing: notificationTiming(n, host))
            }
        default:
            break
        }
    }
}
