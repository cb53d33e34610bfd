/// Sets the bar's frame inside the *Will* handlers, with no animation block of its own
/// (seed 004, point 1 and "contents outside any UIScrollView").
///
/// The handlers run inside the keyboard's animation block, so the change rides the
/// keyboard's spring and the bar stays attached. It reads the keyboard's height from the End
/// frame. On iOS 7 the rotation's WillShow arrives inside the rotation block, so the bar
/// rides the rotation; from iOS 8 the rotation's notifications come without animation and the
/// bar jumps to its end position while the interface is still turning.
public struct InheritedAnimationStrategy: AttachmentStrategy {
    public init() {}

    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {
        guard case .keyboard(let n) = callback else { return }
        switch n.name {
        case .willShow: host.setOverlap(host.height(ofScreenFrame: n.endFrame))
        case .willHide: host.setOverlap(0)
        default: break
        }
    }
}
