/// The UIKit behaviour for each storyboard event: what the keyboard does, which notifications
/// and callbacks are posted, in which order and inside which animation block
/// (keyboard-physics.md §2, §4, §5).
extension Simulator {
    func failure(_ event: Int, _ message: String) -> StoryboardError {
        StoryboardError(file: storyboard.source, path: "events[\(event)]", message: message)
    }

    /// The keyboard's height in orientation `o` (a switched-to keyboard keeps its own height).
    func keyboardTargetHeight(_ o: InterfaceOrientation) -> Double {
        customHeight ?? storyboard.keyboard.heights.height(o, quickType: quickType)
    }

    /// How far the keyboard should rise above the interface's bottom in orientation `o`.
    func keyboardTargetVisible(_ o: InterfaceOrientation) -> Double {
        guard focused else { return 0 }
        let h = keyboardTargetHeight(o)
        return hardwareKeyboard ? min(storyboard.keyboard.hardwareBarHeight, h) : h
    }

    /// A keyboard frame in screen coordinates, laid out in orientation `o`.
    func screenFrame(visible: Double, height: Double, in o: InterfaceOrientation) -> Rect {
        let size = storyboard.device.interfaceSize(o)
        return screen.screenRect(Rect(x: 0, y: size.height - visible, width: size.width, height: height), interface: o)
    }

    func notification(_ name: KeyboardNotification.Name, begin: Rect, end: Rect, animated: Bool) -> UIKitCallback {
        .keyboard(KeyboardNotification(name: name, beginFrame: begin, endFrame: end,
                                       durationSeconds: animated ? storyboard.keyboard.reportedDurationSeconds : 0,
                                       curve: storyboard.keyboard.reportedCurve))
    }

    /// Moves the keyboard to `visible`/`height` and posts WillChangeFrame + WillShow/WillHide
    /// from inside its animation block, then the *Did* pair when the motion really ends
    /// (or at once when `timing` is nil: QuickType toggles and keyboard switches have duration 0).
    mutating func moveKeyboard(visible: Double, height: Double, timing: Timing?, showing: Bool, at t: Double) {
        let begin = screenFrame(visible: keyboardVisible.value(at: t), height: keyboardHeight.value(at: t), in: orientation)
        keyboardGeneration += 1
        keyboardHeight.set(height, at: t, timing: timing)
        keyboardVisible.set(visible, at: t, timing: timing)
        let end = screenFrame(visible: visible, height: height, in: orientation)
        let animated = timing != nil
        let context: AnimationContext = timing.map { .inherited($0) } ?? .none
        deliver(notification(.willChangeFrame, begin: begin, end: end, animated: animated), context: context, at: t)
        deliver(notification(showing ? .willShow : .willHide, begin: begin, end: end, animated: animated), context: context, at: t)
        let did: [(UIKitCallback, AnimationContext)] = [
            (notification(.didChangeFrame, begin: begin, end: end, animated: animated), .none),
            (notification(showing ? .didShow : .didHide, begin: begin, end: end, animated: animated), .none),
        ]
        if let timing {
            schedule(at: t + timing.realDurationSeconds, .post(did, keyboardGeneration: keyboardGeneration))
        } else {
            for (cb, ctx) in did { deliver(cb, context: ctx, at: t) }
        }
    }

    mutating func handle(event i: Int, at t: Double) throws {
        let action = storyboard.events[i].action
        if let end = dragEndTime {
            guard t >= end - 1e-9 else {
                throw failure(i, "\(action.name) during an interactive dismissal (the drag ends at \(fmt(end)) s)")
            }
            release(event: i, at: t)
        }
        switch action {
        case .show:
            guard !focused else { throw failure(i, "show while the keyboard is already shown") }
            focused = true
            let visible = keyboardTargetVisible(orientation)
            if visible > 0 {
                moveKeyboard(visible: visible, height: keyboardTargetHeight(orientation), timing: keyboardTiming, showing: true, at: t)
            }
        case .hide:
            guard focused else { throw failure(i, "hide while the keyboard is already hidden") }
            focused = false
            if keyboardVisible.target > 0 {
                moveKeyboard(visible: 0, height: keyboardHeight.target, timing: keyboardTiming, showing: false, at: t)
            }
        case .quickType(let visible):
            guard visible != quickType else {
                throw failure(i, "the QuickType bar is already \(visible ? "visible" : "hidden")")
            }
            quickType = visible
            resizeKeyboard(at: t)
        case .switchKeyboard(let height):
            customHeight = height
            resizeKeyboard(at: t)
        case .hardwareKeyboard(let connected):
            guard connected != hardwareKeyboard else {
                throw failure(i, "a hardware keyboard is already \(connected ? "connected" : "disconnected")")
            }
            hardwareKeyboard = connected
            if focused {
                let visible = keyboardTargetVisible(orientation)
                moveKeyboard(visible: visible, height: keyboardTargetHeight(orientation), timing: keyboardTiming,
                             showing: visible > 0, at: t)
            }
        case .rotate(let to, let duration):
            try rotate(to: to, durationSeconds: duration, event: i, at: t)
        case .interactiveDismiss(let fraction, _, let duration):
            guard focused, keyboardVisible.target > 0 else {
                throw failure(i, "interactiveDismiss while the keyboard is hidden")
            }
            if let r = rotation { throw failure(i, "interactiveDismiss while the interface rotates (until \(fmt(r.end)) s)") }
            // The finger drags the keyboard down, linearly; nothing is posted until it lets go.
            keyboardGeneration += 1
            let docked = keyboardVisible.target
            keyboardVisible.set(docked * (1 - fraction), at: t, timing: Timing(curve: .linear, durationSeconds: duration))
            dragEndTime = t + duration
            schedule(at: t + duration, .dragReleased(event: i))
        }
    }

    /// A QuickType toggle or keyboard switch: immediate while shown (WillShow with duration 0).
    mutating func resizeKeyboard(at t: Double) {
        let height = keyboardTargetHeight(orientation)
        if focused && !hardwareKeyboard {
            moveKeyboard(visible: height, height: height, timing: nil, showing: true, at: t)
        } else {
            keyboardHeight.set(height, at: t, timing: nil)
        }
    }

    /// The end of an interactive dismissal: Will/Did Hide from the dragged position, or a
    /// silent ease-in-out snap back over a distance-dependent time.
    mutating func release(event i: Int, at t: Double) {
        guard dragEndTime != nil, case .interactiveDismiss(_, let release, _) = storyboard.events[i].action else {
            dragEndTime = nil
            return
        }
        dragEndTime = nil
        switch release {
        case .dismiss:
            focused = false
            moveKeyboard(visible: 0, height: keyboardHeight.target, timing: keyboardTiming, showing: false, at: t)
        case .cancel:
            let docked = keyboardTargetVisible(orientation)
            let distance = abs(docked - keyboardVisible.value(at: t))
            let timing = Timing(curve: storyboard.keyboard.snapBackCurve,
                                durationSeconds: distance * storyboard.keyboard.snapBackSecondsPerPoint)
            keyboardVisible.set(docked, at: t, timing: timing)
        }
    }

    /// Interface rotation: the keyboard turns with the interface over the rotation's duration
    /// and curve; the callbacks follow the era's order (§5).
    mutating func rotate(to: InterfaceOrientation, durationSeconds: Double?, event i: Int, at t: Double) throws {
        if let r = rotation { throw failure(i, "rotate while the previous rotation runs (until \(fmt(r.end)) s)") }
        let from = orientation
        guard to != from else { throw failure(i, "the interface is already \(to.rawValue)") }
        let degrees = from.rotationDegrees(to: to)
        let duration = durationSeconds
            ?? (abs(degrees) > 90 ? storyboard.rotation.halfTurnSeconds : storyboard.rotation.quarterTurnSeconds)
        let timing = Timing(curve: storyboard.rotation.curve, durationSeconds: duration)
        let shown = keyboardVisible.target > 0
        let dockedBefore = screenFrame(visible: keyboardVisible.target, height: keyboardHeight.target, in: from)
        let hiddenBefore = screenFrame(visible: 0, height: keyboardHeight.target, in: from)

        customHeight = nil
        rotation = Rotation(from: from, to: to, start: t, timing: timing, degrees: degrees)
        schedule(at: t + duration, .rotationEnded)
        orientation = to
        let height = keyboardTargetHeight(to)
        let visible = keyboardTargetVisible(to)
        keyboardGeneration += 1
        keyboardHeight.set(height, at: t, timing: timing)
        keyboardVisible.set(visible, at: t, timing: timing)
        let hiddenAfter = screenFrame(visible: 0, height: height, in: to)
        let dockedAfter = screenFrame(visible: visible, height: height, in: to)
        let ride = AnimationContext.inherited(timing)

        switch storyboard.system {
        case .ios7:
            // willRotate → WillHide → willAnimateRotation → WillShow → didRotate (seed 000). The
            // keyboard hides and shows instantly; the interface turns in one animation.
            deliver(.willRotate(to: to), context: .none, at: t, viewOrientation: from)
            if shown {
                for name in [KeyboardNotification.Name.willChangeFrame, .willHide, .didChangeFrame, .didHide] {
                    deliver(notification(name, begin: dockedBefore, end: hiddenBefore, animated: false),
                            context: .none, at: t, viewOrientation: from)
                }
            }
            deliver(.willAnimateRotation(to: to), context: ride, at: t)
            var later: [(UIKitCallback, AnimationContext)] = []
            if shown {
                for name in [KeyboardNotification.Name.willChangeFrame, .willShow] {
                    deliver(notification(name, begin: hiddenAfter, end: dockedAfter, animated: true), context: ride, at: t)
                }
                later = [(notification(.didChangeFrame, begin: hiddenAfter, end: dockedAfter, animated: true), .none),
                         (notification(.didShow, begin: hiddenAfter, end: dockedAfter, animated: true), .none)]
            }
            schedule(at: t + duration, .post(later + [(.didRotate(from: from), .none)], keyboardGeneration: nil))
        case .ios8, .ios15:
            // viewWillTransitionToSize; the keyboard's notifications come at once, inside
            // performWithoutAnimation, as a hide/show pair; then the coordinator's alongside blocks.
            deliver(.willTransition(to: to), context: .none, at: t, viewOrientation: from)
            if shown {
                for name in [KeyboardNotification.Name.willChangeFrame, .willHide, .didChangeFrame, .didHide] {
                    deliver(notification(name, begin: dockedBefore, end: hiddenAfter, animated: false), context: .disabled, at: t)
                }
                for name in [KeyboardNotification.Name.willChangeFrame, .willShow, .didChangeFrame, .didShow] {
                    deliver(notification(name, begin: hiddenAfter, end: dockedAfter, animated: false), context: .disabled, at: t)
                }
            }
            deliver(.alongsideTransition, context: ride, at: t)
            schedule(at: t + duration, .post([(.transitionCompleted, .none)], keyboardGeneration: nil))
        }
    }
}
