/// The Stack Overflow answer on toolbars above the keyboard, third technique: from WillShow or
/// WillHide until DidShow or DidHide a `CADisplayLink` copies the keyboard view's presentation
/// frame into the toolbar's bottom constraint (`constant = view height − keyboard top`). With
/// `minBottom`, the answer's second constraint (a required `≥` at the rest distance, the
/// equality at priority 500) keeps the bar at or above its rest position.
///
/// A tick fires before the next frame is drawn and reads the frame on screen: the bar lags one
/// display frame (≈ 37 pt at the spring's peak speed at 60 Hz, half that at 120 Hz). On hide
/// with `minBottom` it "drops off" the keyboard at its rest position; without it the bar first
/// drops to the keyboard's hidden top. The link runs only between the notifications, so an
/// interactive drag or an iOS 8 rotation (whose notifications come all at once) leaves it behind.
public struct DisplayLinkStrategy: AttachmentStrategy {
    public var minBottom: Bool
    /// `preferredFramesPerSecond` (nil: the display's rate, the film's fps).
    public var preferredFramesPerSecond: Int?
    private var displayLink: DisplayLink?

    public init(minBottom: Bool, preferredFramesPerSecond: Int? = nil) {
        self.minBottom = minBottom; self.preferredFramesPerSecond = preferredFramesPerSecond
    }
    public var name: String { "displayLink" }
    public var barLayout: BarLayout { .bottomConstraint(minimumAboveRest: minBottom) }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        switch notification.name {
        case .willShow, .willHide:
            // A new link each time, as the answer does (a link it loses track of keeps firing).
            displayLink = host.addDisplayLink(preferredFramesPerSecond: preferredFramesPerSecond)
        case .didShow, .didHide:
            displayLink?.invalidate()
        default:
            break
        }
    }

    public mutating func displayLinkDidFire(_ link: DisplayLink, host: KeyboardHost) {
        host.barBottomConstraint.constant = Self.keyboardTopFromBottom(host)
    }

    /// The answer's tick: the keyboard's presentation frame, as a distance above the view's bottom.
    static func keyboardTopFromBottom(_ host: KeyboardHost) -> Double {
        let r = host.keyboardView.presentationFrame
        return host.view.bounds.size.height - r.origin.y
    }
}
