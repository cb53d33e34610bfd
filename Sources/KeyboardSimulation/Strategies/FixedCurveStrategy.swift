/// Runs a fixed animation (default 0.3 s ease-out) to the keyboard's End frame whenever the
/// keyboard shows or hides, ignoring the keyboard's own timing: the Apple Music approach
/// (seed 002, "a very rough approximation").
///
/// The bar ends attached but drifts visibly while the keyboard's spring and the ease-out disagree.
public struct FixedCurveStrategy: AttachmentStrategy {
    /// The animation it runs.
    public var timing: Timing
    public init(timing: Timing) { self.timing = timing }

    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {
        guard case .keyboard(let n) = callback, n.name == .willShow || n.name == .willHide else { return }
        host.animateOverlap(host.overlap(ofScreenFrame: n.endFrame), timing: timing)
    }
}
