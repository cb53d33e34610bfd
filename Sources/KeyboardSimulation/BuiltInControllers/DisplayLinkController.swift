import Foundation

/// The Stack Overflow answer on toolbars above the keyboard, third technique: from WillShow or
/// WillHide until DidShow or DidHide a `CADisplayLink` copies the keyboard view's presentation
/// frame (`inputAccessoryView.superview`, an empty accessory view's host) into the toolbar's
/// bottom constraint (`constant = view height − keyboard top`). With `minBottom`, the answer's
/// second constraint (a required `≥` at the rest distance, the equality at priority 500) keeps
/// the bar at or above its rest position.
///
/// A tick fires before the next frame is drawn and reads the frame on screen: the bar lags one
/// display frame (≈ 37 pt at the spring's peak speed at 60 Hz, half that at 120 Hz). On hide
/// with `minBottom` it "drops off" the keyboard at its rest position; without it the bar first
/// drops to the keyboard's hidden top. The link runs only between the notifications, so an
/// interactive drag or an iOS 8 rotation (whose notifications come all at once) leaves it behind.
class DisplayLinkController: ChatScreenController {
    let minBottom: Bool
    /// `preferredFramesPerSecond` (0: the display's rate, the film's fps).
    let preferredFramesPerSecond: Int
    var displayLink: CADisplayLink?

    init(strategy: StrategyName, layout: Layout, minBottom: Bool, preferredFramesPerSecond: Int?) {
        self.minBottom = minBottom
        self.preferredFramesPerSecond = preferredFramesPerSecond ?? 0
        super.init(strategy: strategy, layout: layout)
    }
    required init?(coder: NSCoder) { nil }

    override var barAttachment: BarAttachment { .bottomDistance(minimumAboveRest: minBottom) }

    override func viewDidLoad() {
        super.viewDidLoad()
        textField.inputAccessoryView = UIView()
    }

    override func registerForKeyboardNotifications() {
        observe(UIResponder.keyboardWillShowNotification, DisplayLinkController.keyboardWillShowHide)
        observe(UIResponder.keyboardWillHideNotification, DisplayLinkController.keyboardWillShowHide)
        observe(UIResponder.keyboardDidShowNotification, DisplayLinkController.keyboardDidShowHide)
        observe(UIResponder.keyboardDidHideNotification, DisplayLinkController.keyboardDidShowHide)
    }

    func keyboardWillShowHide(_ n: Notification) {
        // A new link each time, as the answer does (a link it loses track of keeps firing).
        displayLink = makeDisplayLink()
    }

    func keyboardDidShowHide(_ n: Notification) {
        displayLink?.remove(from: .current, forMode: .common)
    }

    /// `CADisplayLink(target: self, selector: #selector(tick))`, added to the main run loop.
    func makeDisplayLink() -> CADisplayLink {
        let link = CADisplayLink(filmTick: { [weak self] in self?.tick($0) })
        link.preferredFramesPerSecond = preferredFramesPerSecond
        link.add(to: .current, forMode: .common)
        return link
    }

    func tick(_ dl: CADisplayLink) {
        toolbarBottomDistanceConstraint.constant = keyboardTopFromBottom()
    }

    /// The answer's tick: the keyboard's presentation frame, as a distance above the view's bottom.
    func keyboardTopFromBottom() -> CGFloat {
        let keyboardView = textField.inputAccessoryView!.superview!
        var r = keyboardView.layer.presentation()!.frame
        r = view.convert(r, from: keyboardView.superview)
        return view.bounds.size.height - r.origin.y
    }
}

/// The same answer's closing suggestion, "a hybrid": on show, a `CADisplayLink` watches the
/// keyboard's presentation frame until the keyboard runs into the resting toolbar, then the link
/// stops and an ordinary `UIView` animation moves the toolbar into place over the notification's
/// duration minus the time already elapsed. On hide the link tracks the keyboard as
/// `displayLink` does.
///
/// The keyboard's real motion is a ≈ 0.5 s spring while the notification reports 0.25 s, and
/// the remaining animation has a plain curve: the bar arrives early and drifts meanwhile. On
/// hide it tracks until DidHide.
final class DisplayLinkHybridController: DisplayLinkController {
    /// The curve of the animation after contact (storyboard option `curve`).
    let curve: TimingCurve
    private var showStart: CFTimeInterval?
    private var showDuration: TimeInterval = 0
    private var finalConstant: CGFloat = 0

    init(strategy: StrategyName, layout: Layout, minBottom: Bool, preferredFramesPerSecond: Int?, curve: TimingCurve) {
        self.curve = curve
        super.init(strategy: strategy, layout: layout, minBottom: minBottom, preferredFramesPerSecond: preferredFramesPerSecond)
    }
    required init?(coder: NSCoder) { nil }

    /// The same four observers as the answer's tracking; the *Will* ones differ.
    override func keyboardWillShowHide(_ n: Notification) {
        if n.name == UIResponder.keyboardWillShowNotification { keyboardWillShow(n) } else { keyboardWillHide(n) }
    }

    func keyboardWillShow(_ n: Notification) {
        let info = n.userInfo!
        let end = view.convert((info[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue, from: nil)
        finalConstant = view.bounds.height - end.origin.y
        showDuration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as! TimeInterval
        if showDuration > 0 {
            showStart = CACurrentMediaTime()
            displayLink = makeDisplayLink()
        } else {
            showStart = nil
            toolbarBottomDistanceConstraint.constant = finalConstant
        }
    }

    func keyboardWillHide(_ n: Notification) {
        showStart = nil
        displayLink = makeDisplayLink()
    }

    override func tick(_ dl: CADisplayLink) {
        let fromBottom = keyboardTopFromBottom()
        guard let start = showStart else {
            toolbarBottomDistanceConstraint.constant = fromBottom
            return
        }
        // Not there yet (the keyboard's top is below the toolbar's bottom): the toolbar waits.
        guard view.bounds.height - fromBottom <= commentBar.frame.maxY else { return }
        // The keyboard has run into the toolbar: hand over to an animation for the time left.
        dl.invalidate()
        showStart = nil
        let remaining = max(0, showDuration - (CACurrentMediaTime() - start))
        toolbarBottomDistanceConstraint.constant = finalConstant
        let animator = UIViewPropertyAnimator(duration: remaining, timingParameters: curve.timingParameters)
        animator.addAnimations { self.view.layoutIfNeeded() }
        animator.startAnimation()
    }
}

extension Strategies {
    /// The options both display-link strategies read: the link's rate and the answer's minimum.
    struct DisplayLinkOptions: Sendable, Equatable {
        static let rate = StoryboardNumber("displayLink.rate, displayLinkHybrid.rate", 1...240, .hertz, whole: true, default: "the film's fps")
        /// `preferredFramesPerSecond` (nil: the display's rate, the film's fps).
        var rate: Int?
        /// Keep the bar at or above its rest position (a priority-500 equality plus a required ≥ constraint).
        var minBottom = false

        init(rate: Int? = nil, minBottom: Bool = false) { self.rate = rate; self.minBottom = minBottom }

        init(reading o: inout JSONObjectReader) throws {
            rate = try o.integer(Self.rate)
            minBottom = try o.bool("minBottom") ?? false
        }

        func validate(_ check: FieldCheck) throws {
            if let rate { try check.number(Double(rate), Self.rate) }
        }
    }

    struct DisplayLink: BuiltInStrategy {
        static let name = StrategyName.displayLink
        static let summary = "copies the keyboard's presentation frame on each display tick (Stack Overflow answer, CADisplayLink)"
        var options = DisplayLinkOptions()

        init() {}
        init(options: DisplayLinkOptions) { self.options = options }
        init(reading o: inout JSONObjectReader) throws { options = try DisplayLinkOptions(reading: &o) }
        func validate(_ check: FieldCheck) throws { try options.validate(check) }

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            DisplayLinkController(strategy: Self.name, layout: layout, minBottom: options.minBottom,
                                  preferredFramesPerSecond: options.rate)
        }
    }

    struct DisplayLinkHybrid: BuiltInStrategy {
        static let name = StrategyName.displayLinkHybrid
        static let summary = "display link until contact, then an animation for the time left (Stack Overflow answer, hybrid)"
        var options = DisplayLinkOptions()
        /// The curve of the plain `UIView.animate` after contact.
        var curve = TimingCurve.easeInOut

        init() {}
        init(options: DisplayLinkOptions, curve: TimingCurve) { self.options = options; self.curve = curve }

        init(reading o: inout JSONObjectReader) throws {
            options = try DisplayLinkOptions(reading: &o)
            if let c = try StoryboardLoader.readCurve(&o, "curve") { curve = c }
        }

        func validate(_ check: FieldCheck) throws {
            try options.validate(check)
            try check.curve(curve, "curve")
        }

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            DisplayLinkHybridController(strategy: Self.name, layout: layout, minBottom: options.minBottom,
                                        preferredFramesPerSecond: options.rate, curve: curve)
        }
    }
}

extension StrategyConfiguration {
    /// `displayLink` with the link at `rate` (nil: the display's) and, with `minBottom`, the
    /// answer's second constraint keeping the bar at or above its rest position.
    public static func displayLink(rate: Int? = nil, minBottom: Bool = false) -> StrategyConfiguration {
        StrategyConfiguration(Strategies.DisplayLink(options: .init(rate: rate, minBottom: minBottom)))
    }

    /// `displayLinkHybrid`, as `displayLink`, with `curve` for the animation after contact.
    public static func displayLinkHybrid(rate: Int? = nil, minBottom: Bool = false, curve: TimingCurve = .easeInOut) -> StrategyConfiguration {
        StrategyConfiguration(Strategies.DisplayLinkHybrid(options: .init(rate: rate, minBottom: minBottom), curve: curve))
    }
}
