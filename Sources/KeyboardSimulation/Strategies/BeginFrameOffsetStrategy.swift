/// Moves the bar up on WillShow and down on WillHide by the height of the **Begin** frame,
/// in its own block with the notification's duration and `curve << 16` as options (seed 001).
///
/// Fine on a first show and a final hide, where Begin and End frames have the same size. A
/// QuickType toggle or keyboard switch posts a second WillShow while the keyboard stays up:
/// the handler adds the whole height again and the bar flies off, and never comes back.
public struct BeginFrameOffsetStrategy: AttachmentStrategy {
    public init() {}

    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {
        guard case .keyboard(let n) = callback, n.name == .willShow || n.name == .willHide else { return }
        let height = host.height(ofScreenFrame: n.beginFrame)
        // The handler offsets the bar's current *model* frame, not what is on screen.
        let moved = host.barOverlap.target + (n.name == .willShow ? height : -height)
        host.animateOverlap(moved, timing: notificationTiming(n, host))
    }
}
