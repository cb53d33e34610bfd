import Foundation

/// Interface rotation, in each era's order of callbacks (docs/keyboard-physics.md §5).
extension Simulator {
    /// Interface rotation: the keyboard turns with the interface over the rotation's duration
    /// and curve; the callbacks follow the era's order (§5) and the view's bounds change inside
    /// the rotation's animation block.
    func rotate(to: InterfaceOrientation, durationSeconds: Double?, event i: Int, at t: Double) throws {
        if let r = host.rotation, t < r.end { throw failure(i, "rotate while the previous rotation runs (until \(NumberFormat.asGiven(r.end)) s)") }
        let from = host.interfaceOrientation
        guard to != from else { throw failure(i, "the interface is already \(to.rawValue)") }
        // UIKit asks the root controller: one that does not rotate, or not to `to`, keeps the
        // interface (and the keyboard) as they are; the film says so rather than show a turn.
        let root = stage.root
        if !root.shouldAutorotate {
            throw failure(i, "rotate to \(to.rawValue): \(type(of: root)).shouldAutorotate is false, so UIKit keeps the interface \(from.rawValue)")
        }
        if !root.supportedInterfaceOrientations.allows(to.uiInterfaceOrientation) {
            throw failure(i, "rotate to \(to.rawValue): \(type(of: root)).supportedInterfaceOrientations does not include it, so UIKit keeps the interface \(from.rawValue)")
        }
        let degrees = from.rotationDegrees(to: to)
        let duration = durationSeconds
            ?? (abs(degrees) > 90 ? storyboard.rotation.halfTurnSeconds : storyboard.rotation.quarterTurnSeconds)
        let timing = Timing(curve: storyboard.rotation.curve, durationSeconds: duration)
        let shown = host.keyboardVisible.target > hiddenVisible
        let dockedBefore = screenFrame(visible: host.keyboardVisible.target, height: host.keyboardHeight.target, in: from)
        let hiddenBefore = screenFrame(visible: hiddenVisible, height: host.keyboardHeight.target, in: from)

        keyboard.setup.customHeight = nil
        // The device turns first; the interface follows (UIDevice's notification, then the era's callbacks).
        world.deviceDidTurn(to: to.uiInterfaceOrientation)
        host.rotation = KeyboardHost.Rotation(from: from, to: to, start: t, timing: timing, degrees: degrees)
        schedule(at: t + duration, .rotationEnded)
        let height = keyboardTargetHeight(to)
        let visible = keyboardTargetVisible(to)
        keyboard.generation += 1
        let plan = RotationPlan(from: from, turn: Turn(to: to, height: height, visible: visible, timing: timing, at: t), shown: shown,
                                dockedBefore: dockedBefore, hiddenBefore: hiddenBefore,
                                hiddenAfter: screenFrame(visible: hiddenVisible, height: height, in: to),
                                dockedAfter: screenFrame(visible: visible, height: height, in: to))
        switch storyboard.system {
        case .ios7: rotateIOS7(plan)
        case .ios8, .ios15, .ios17, .ios18, .ios26: rotateWithCoordinator(plan)
        }
    }

    /// iOS 7: willRotate → WillHide → willAnimateRotation → WillShow → didRotate. The keyboard is
    /// hidden and shown at once; the interface turns in one animation.
    private func rotateIOS7(_ r: RotationPlan) {
        let to = r.turn.to, duration = r.turn.timing.durationSeconds
        deliver(.willRotate(to: to, duration: duration))
        if r.shown {
            for name in [KeyboardNotification.Name.willChangeFrame, .willHide, .didChangeFrame, .didHide] {
                deliver(notification(name, begin: r.dockedBefore, end: r.hiddenBefore, animated: true))
            }
        }
        systemBlock(r.turn.timing) {
            r.turn.apply(to: host)
            turnWindow(to: to)
            deliver(.willAnimateRotation(to: to, duration: duration))
            if r.shown {
                deliver(notification(.willChangeFrame, begin: r.hiddenAfter, end: r.dockedAfter, animated: true))
                deliver(notification(.willShow, begin: r.hiddenAfter, end: r.dockedAfter, animated: true))
            }
            layoutPass()
        }
        var later: [UIKitCallback] = []
        if r.shown {
            later = [notification(.didChangeFrame, begin: r.hiddenAfter, end: r.dockedAfter, animated: true),
                     notification(.didShow, begin: r.hiddenAfter, end: r.dockedAfter, animated: true)]
        }
        schedule(at: r.turn.at + duration, .post(later + [.didRotate(from: r.from)], keyboardGeneration: nil))
    }

    /// iOS 8+: viewWillTransition(to:with:); inside the transition's block the bounds change, the
    /// keyboard's notifications come inside performWithoutAnimation as a hide/show pair, then the
    /// coordinator's alongside blocks and the layout pass.
    private func rotateWithCoordinator(_ r: RotationPlan) {
        let coordinator = SizeTransitionCoordinator(timing: r.turn.timing, beginTime: r.turn.at)
        world.transitionCoordinator = coordinator
        deliver(.willTransition(to: storyboard.device.interfaceSize(r.turn.to)))
        systemBlock(r.turn.timing) {
            r.turn.apply(to: host)
            turnWindow(to: r.turn.to)
            if r.shown {
                withoutAnimation {
                    for name in [KeyboardNotification.Name.willChangeFrame, .willHide, .didChangeFrame, .didHide] {
                        deliver(notification(name, begin: r.dockedBefore, end: r.hiddenAfter, animated: false))
                    }
                    for name in [KeyboardNotification.Name.willChangeFrame, .willShow, .didChangeFrame, .didShow] {
                        deliver(notification(name, begin: r.hiddenAfter, end: r.dockedAfter, animated: false))
                    }
                }
            }
            deliver(.alongsideTransition)
            layoutPass()
        }
        schedule(at: r.turn.at + r.turn.timing.durationSeconds, .sizeTransitionCompleted(coordinator))
    }
}

/// One rotation's facts, worked out before its callbacks: where the keyboard was and will be,
/// in screen coordinates, hidden and docked.
struct RotationPlan {
    var from: InterfaceOrientation
    var turn: Turn
    /// Whether the keyboard was up when the rotation began.
    var shown: Bool
    var dockedBefore: CGRect, hiddenBefore: CGRect, hiddenAfter: CGRect, dockedAfter: CGRect
}

/// What happens inside the rotation's block: the interface takes the new orientation (the window
/// and the views follow in `turnWindow`) and the keyboard turns with it.
struct Turn {
    var to: InterfaceOrientation
    var height: Double
    var visible: Double
    var timing: Timing
    var at: Double

    func apply(to host: KeyboardHost) {
        host.interfaceOrientation = to
        host.keyboardHeight.set(height, at: at, timing: timing)
        host.keyboardVisible.set(visible, at: at, timing: timing)
    }
}
