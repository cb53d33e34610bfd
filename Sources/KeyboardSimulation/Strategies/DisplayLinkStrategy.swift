/// Runs a `CADisplayLink` from Will* to Did* and, on every tick, copies the keyboard's
/// presentation frame into the bar's bottom constraint (seed 003, third technique).
///
/// A tick fires before the next frame is composed, so it reads the frame **on screen**, the
/// previous display frame's position: the bar lags one display frame (≈38 pt at the spring's
/// peak speed at 60 Hz, half that at 120 Hz). With `minBottom` (an equality constraint at
/// priority 500 plus a ≥ constraint at 1000) the bar never drops below its rest position, so
/// on dismissal it "drops off" the keyboard there; without it the bar follows the keyboard
/// down to the screen's edge. Ticks stop between notifications, so an interactive drag or an
/// iOS 8 rotation (whose notifications all arrive at once) leaves the bar behind.
public struct DisplayLinkStrategy: AttachmentStrategy {
    public var minBottom: Bool
    public init(minBottom: Bool) { self.minBottom = minBottom }

    public var keepsBarAboveRest: Bool { minBottom }

    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {
        guard case .keyboard(let n) = callback else { return }
        switch n.name {
        case .willShow, .willHide: host.startDisplayLink()
        case .didShow, .didHide: host.stopDisplayLink()
        default: break
        }
    }

    public mutating func displayLinkTick(host: inout BarHost) {
        host.setOverlap(host.keyboardPresentation(host.time - host.displayLinkPeriod))
    }
}
