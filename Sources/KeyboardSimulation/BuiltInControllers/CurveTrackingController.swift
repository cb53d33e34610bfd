import Foundation

/// Curve tracking, the technique of react-native-keyboard-controller on iOS and of Flutter's
/// engine: on every display tick, take the keyboard layer's running animation (a
/// `CASpringAnimation`: mass, stiffness, damping, begin time, from and to), evaluate the spring
/// at the time of the frame being drawn (`targetTimestamp`), and put the bar's bottom there,
/// never below its rest position.
///
/// No lag and no curve mismatch: attached in every frame, on every device — the reference the
/// other techniques are measured against. While the interface rotates the ticks stand aside
/// and the bar's final frame is set inside the rotation's animation (alongside the transition
/// coordinator from iOS 8, in `willAnimateRotation` on iOS 7), so it rides the rotation.
final class CurveTrackingController: ChatScreenController {
    private var displayLink: CADisplayLink?
    private var rotating = false

    override func viewDidLoad() {
        super.viewDidLoad()
        textField.inputAccessoryView = UIView()
        displayLink = CADisplayLink(filmTick: { [weak self] in self?.tick($0) })
        displayLink?.add(to: .main, forMode: .common)
    }

    /// The keyboard's view: the host of the (empty) input accessory view.
    private var keyboardView: UIView? { textField.inputAccessoryView?.superview }

    func tick(_ link: CADisplayLink) {
        guard !rotating, transitionCoordinator == nil, let keyboardView else { return }
        let keyboard = keyboardFrame(at: link.targetTimestamp, of: keyboardView)
        let frame = attachedFrame(keyboardTop: view.convert(keyboard, from: keyboardView.superview).minY)
        if frame != commentBar.frame { commentBar.frame = frame; tableFollowsBar() }
    }

    /// Where the keyboard's layer is at `time`: its running position and bounds animations
    /// evaluated, or its frame at rest.
    private func keyboardFrame(at time: CFTimeInterval, of keyboardView: UIView) -> CGRect {
        let model = keyboardView.layer.frame
        guard let position = keyboardView.layer.animation(forKey: "position") as? CABasicAnimation,
              let from = (position.fromValue as? NSValue)?.cgPointValue,
              let to = (position.toValue as? NSValue)?.cgPointValue else { return model }
        let p = Self.progress(position, at: time)
        let center = CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
        var size = model.size
        if let bounds = keyboardView.layer.animation(forKey: "bounds") as? CABasicAnimation,
           let fromSize = (bounds.fromValue as? NSValue)?.cgRectValue.size,
           let toSize = (bounds.toValue as? NSValue)?.cgRectValue.size {
            let p = Self.progress(bounds, at: time)
            size = CGSize(width: fromSize.width + (toSize.width - fromSize.width) * p,
                          height: fromSize.height + (toSize.height - fromSize.height) * p)
        }
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    private static func progress(_ animation: CABasicAnimation, at time: CFTimeInterval) -> CGFloat {
        if let spring = animation as? CASpringAnimation { return springProgress(spring, elapsed: time - spring.beginTime) }
        return bezierProgress(animation, elapsed: time - animation.beginTime)
    }

    /// A damped spring's progress after `t` seconds, in closed form (Core Animation treats an
    /// overdamped spring as critically damped).
    static func springProgress(_ spring: CASpringAnimation, elapsed t: CFTimeInterval) -> CGFloat {
        guard t > 0 else { return 0 }
        let w0 = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        let v0 = -spring.initialVelocity
        if zeta < 1 {
            let w1 = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (((v0 + zeta * w0) / w1) * sin(w1 * t) + cos(w1 * t))
        }
        return 1 - exp(-w0 * t) * (1 + (v0 + w0) * t)
    }

    /// A basic animation's progress: its timing function (a cubic Bézier) at the elapsed fraction.
    static func bezierProgress(_ animation: CABasicAnimation, elapsed t: CFTimeInterval) -> CGFloat {
        guard t > 0 else { return 0 }
        guard animation.duration > 0, t < animation.duration else { return 1 }
        // No timing function is linear: control points (0, 0) and (1, 1).
        var c1: [Float] = [0, 0], c2: [Float] = [1, 1]
        animation.timingFunction?.getControlPoint(at: 1, values: &c1)
        animation.timingFunction?.getControlPoint(at: 2, values: &c2)
        return CubicBezier(Double(c1[0]), Double(c1[1]), Double(c2[0]), Double(c2[1])).progress(atFraction: t / animation.duration)
    }

    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        rotating = true
    }

    override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        commentBar.frame = attachedFrame(keyboardTop: restingKeyboardTop())
        tableFollowsBar()
    }

    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        rotating = false
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.commentBar.frame = self.attachedFrame(keyboardTop: self.restingKeyboardTop())
            self.tableFollowsBar()
        }, completion: nil)
    }

    /// The keyboard's top (model value) in the view's coordinates.
    private func restingKeyboardTop() -> CGFloat {
        guard let keyboardView else { return view.bounds.height }
        return view.convert(keyboardView.frame, from: keyboardView.superview).minY
    }

    /// The bar's frame with its bottom on the keyboard's top, or at rest above the safe area.
    private func attachedFrame(keyboardTop: CGFloat) -> CGRect {
        let bounds = view.bounds
        let rest = bounds.height - view.safeAreaInsets.bottom
        let h = commentBar.frame.height
        return CGRect(x: 0, y: min(keyboardTop, rest) - h, width: bounds.width, height: h)
    }
}

extension Strategies {
    struct CurveTracking: BuiltInStrategy {
        static let name = StrategyName.curveTracking
        static let summary = "evaluates the keyboard's own spring at each frame's time (react-native-keyboard-controller, Flutter)"

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            CurveTrackingController(strategy: Self.name, layout: layout)
        }
    }
}
