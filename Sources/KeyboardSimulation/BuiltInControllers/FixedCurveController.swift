import Foundation

/// "Animating in sync with the iOS keyboard", the rough approximation Apple Music shipped: when
/// the text field becomes first responder, run a 0.3 s ease-out animation of the bar to the top
/// of the keyboard (its End frame, cached from WillShow); when it resigns, the same animation
/// back to where the bar rested. The keyboard's own timing is ignored.
///
/// The bar ends attached but drifts while the ease-out and the keyboard's spring disagree.
final class FixedCurveController: ChatScreenController {
    /// The animation run on focus changes (storyboard options `duration` and `curve`).
    let timing: Timing
    private var keyboardTop: CGFloat?
    private var restFrame: CGRect?

    init(strategy: StrategyName, layout: Layout, timing: Timing) {
        self.timing = timing
        super.init(strategy: strategy, layout: layout, textField: ComposeField())
    }
    required init?(coder: NSCoder) { nil }

    /// The text field tells its screen when `becomeFirstResponder` / `resignFirstResponder` were called.
    final class ComposeField: UITextField {
        weak var screen: FixedCurveController?
        override func becomeFirstResponder() -> Bool {
            let became = super.becomeFirstResponder()
            if became { screen?.textFieldDidBecomeFirstResponder() }
            return became
        }
        override func resignFirstResponder() -> Bool {
            let resigned = super.resignFirstResponder()
            if resigned { screen?.textFieldDidResignFirstResponder() }
            return resigned
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        (textField as? ComposeField)?.screen = self
    }

    override func registerForKeyboardNotifications() {
        observe(UIResponder.keyboardWillShowNotification, FixedCurveController.keyboardWillShow)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardTop = view.convert(end, from: nil).minY
    }

    func textFieldDidBecomeFirstResponder() {
        guard let keyboardTop else { return }
        if restFrame == nil { restFrame = commentBar.frame }
        var frame = commentBar.frame
        frame.origin.y = keyboardTop - frame.height
        animate { self.commentBar.frame = frame; self.tableFollowsBar() }
    }

    func textFieldDidResignFirstResponder() {
        guard let restFrame else { return }
        animate { self.commentBar.frame = restFrame; self.tableFollowsBar() }
    }

    /// Apple Music's `UIView.animate` with `.curveEaseOut`; other curves a storyboard asks for
    /// run through a property animator.
    private func animate(_ changes: @escaping () -> Void) {
        let options: UIView.AnimationOptions? = switch timing.curve {
        case .easeOut: .curveEaseOut
        case .easeIn: .curveEaseIn
        case .easeInOut: .curveEaseInOut
        case .linear: .curveLinear
        default: nil
        }
        if let options {
            UIView.animate(withDuration: timing.durationSeconds, delay: 0, options: options, animations: changes)
        } else {
            let animator = UIViewPropertyAnimator(duration: timing.durationSeconds, timingParameters: timing.curve.timingParameters)
            animator.addAnimations(changes)
            animator.startAnimation()
        }
    }
}

extension TimingCurve {
    /// The property animator's parameters that run this curve.
    @MainActor var timingParameters: UITimingCurveProvider {
        switch self {
        case .bezier(let b):
            return UICubicTimingParameters(controlPoint1: CGPoint(x: b.x1, y: b.y1), controlPoint2: CGPoint(x: b.x2, y: b.y2))
        case .spring(let s):
            return UISpringTimingParameters(mass: s.mass, stiffness: s.stiffness, damping: s.damping,
                                            initialVelocity: CGVector(dx: 0, dy: s.initialVelocity))
        }
    }
}

extension Strategies {
    struct FixedCurve: BuiltInStrategy {
        static let name = StrategyName.fixedCurve
        static let summary = "0.3 s ease-out on focus, ignoring the keyboard's timing (Apple Music, \"Animating in sync with the iOS keyboard\")"
        static let duration = StoryboardNumber("fixedCurve.duration", 0.001...10, .seconds, default: "0.3")
        /// The animation it runs on focus (storyboard options `duration` and `curve`; Apple Music's 0.3 s ease-out).
        var timing = Timing(curve: .easeOut, durationSeconds: 0.3)

        init() {}
        init(timing: Timing) { self.timing = timing }

        init(reading o: inout JSONObjectReader) throws {
            if let d = try o.number(Self.duration) { timing.durationSeconds = d }
            if let c = try StoryboardLoader.readCurve(&o, "curve") { timing.curve = c }
        }

        func validate(_ check: FieldCheck) throws {
            try check.number(timing.durationSeconds, Self.duration)
            try check.curve(timing.curve, "curve")
        }

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            FixedCurveController(strategy: Self.name, layout: layout, timing: timing)
        }
    }
}

extension StrategyConfiguration {
    /// `fixedCurve` running `timing` on focus instead of Apple Music's 0.3 s ease-out.
    public static func fixedCurve(timing: Timing) -> StrategyConfiguration { StrategyConfiguration(Strategies.FixedCurve(timing: timing)) }
}
