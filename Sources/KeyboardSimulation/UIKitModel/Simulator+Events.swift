import Foundation
/// What UIKit does for each storyboard event: how the keyboard moves, which notifications and
/// callbacks it posts, in which order and inside which animation block
/// (docs/keyboard-physics.md §2, §4, §5, §8).
extension Simulator {
    func failure(_ event: Int, _ message: String) -> StoryboardError {
        StoryboardError(file: storyboard.source, path: "events[\(event)]", message: message)
    }

    /// The keys' height in orientation `o` (a switched-to keyboard keeps its own height), with
    /// any accessory view set by `setAccessory` on top.
    func keyboardTargetHeight(_ o: InterfaceOrientation) -> Double {
        setup.height(o, storyboard.keyboard.heights)
    }

    /// An alert's fade in or out (drawing only; UIKit's is about this long).
    static let alertFade = Timing(curve: .easeOut, durationSeconds: 0.25)

    /// Undocking, splitting and floating exist only for a visible iPad software keyboard.
    func requireMovableKeyboard(_ i: Int, _ action: StoryboardAction, shown: Bool) throws {
        guard storyboard.device.isPad else { throw failure(i, "\(action.name) needs an iPad (\(storyboard.device.name) has no undocked keyboards)") }
        guard field.isFocused, shown, !setup.hardware else { throw failure(i, "\(action.name) needs the software keyboard shown") }
    }

    /// Where the keys' top rests above the view's bottom when hidden: an input accessory view
    /// rides on top of them, so they start its height below the screen.
    var hiddenVisible: Double { -host.accessoryHeight }

    /// How far the keys' top should rise above the view's bottom in orientation `o`.
    func keyboardTargetVisible(_ o: InterfaceOrientation) -> Double {
        guard field.isFocused else { return hiddenVisible }
        let h = keyboardTargetHeight(o)
        guard setup.hardware else { return h }
        let shortcutsBar = storyboard.keyboard.hardwareBarHeight
        if shortcutsBar > 0 { return min(shortcutsBar, h) }
        // iPhone: the keys hide, but an input accessory view stays docked above the home indicator.
        return host.accessoryHeight > 0 ? storyboard.device.safeArea(o).bottom : hiddenVisible
    }

    /// The keyboard (with any accessory) in screen coordinates: keys' top `visible` above the
    /// bottom of the interface laid out in orientation `o`, `left` from its left edge and
    /// `right` from its right edge (both 0 unless floating).
    func screenFrame(visible: Double, height: Double, in o: InterfaceOrientation, left: Double = 0, right: Double = 0) -> CGRect {
        let size = storyboard.device.interfaceSize(o)
        let acc = host.accessoryHeight
        let r = CGRect(x: left, y: size.height - visible - acc, width: size.width - left - right, height: height + acc)
        return host.screenSpace.screenRect(r, interface: o)
    }

    func notification(_ name: KeyboardNotification.Name, begin: CGRect, end: CGRect, animated: Bool) -> UIKitCallback {
        .keyboard(KeyboardNotification(name: name, beginFrame: begin, endFrame: end,
                                       animationDuration: animated ? storyboard.keyboard.reportedDurationSeconds : 0,
                                       animationCurve: storyboard.keyboard.reportedCurve))
    }

    /// Moves the keyboard to `visible`/`height` (and `left`/`right` insets) and posts
    /// WillChangeFrame + WillShow/WillHide from inside its animation block, then the *Did* pair
    /// when the motion really ends (or at once when `timing` is nil: QuickType toggles and
    /// keyboard switches have duration 0). `showing` nil posts only the ChangeFrame pair.
    func moveKeyboard(visible: Double, height: Double, left: Double = 0, right: Double = 0,
                      timing: Timing?, showing: Bool?, at t: Double, begin reportedBegin: CGRect? = nil) {
        let o = host.interfaceOrientation
        let begin = reportedBegin ?? screenFrame(visible: host.keyboardVisible.value(at: t), height: host.keyboardHeight.value(at: t), in: o,
                                left: host.keyboardLeft.value(at: t), right: host.keyboardRightInset.value(at: t))
        keyboardGeneration += 1
        host.keyboardHeight.set(height, at: t, timing: timing)
        host.keyboardVisible.set(visible, at: t, timing: timing)
        host.keyboardLeft.set(left, at: t, timing: timing)
        host.keyboardRightInset.set(right, at: t, timing: timing)
        let end = screenFrame(visible: visible, height: height, in: o, left: left, right: right)
        let animated = timing != nil
        var will = [notification(.willChangeFrame, begin: begin, end: end, animated: animated)]
        var did = [notification(.didChangeFrame, begin: begin, end: end, animated: animated)]
        if let showing {
            will.append(notification(showing ? .willShow : .willHide, begin: begin, end: end, animated: animated))
            did.append(notification(showing ? .didShow : .didHide, begin: begin, end: end, animated: animated))
        }
        if let timing {
            systemBlock(timing) {
                for cb in will { deliver(cb) }
                layoutPass()
            }
            schedule(at: t + timing.realDurationSeconds, .post(did, keyboardGeneration: keyboardGeneration))
        } else {
            for cb in will + did { deliver(cb) }
        }
    }

    /// The text field takes first responder: the keyboard rises (docked, where a floating one
    /// had been hidden), unless a hardware keyboard keeps it down.
    func becomeFirstResponder(at t: Double) {
        field = .focused
        if host.keyboardLeft.target != 0 || host.keyboardRightInset.target != 0 { // a hidden floating keyboard docks again
            host.keyboardLeft.set(0, at: t, timing: nil)
            host.keyboardRightInset.set(0, at: t, timing: nil)
        }
        let visible = keyboardTargetVisible(host.interfaceOrientation)
        if visible > hiddenVisible {
            moveKeyboard(visible: visible, height: keyboardTargetHeight(host.interfaceOrientation),
                         timing: keyboardTiming, showing: true, at: t)
        }
        deliver(.didBecomeFirstResponder)
    }

    /// The text field resigns: the keyboard (docked or not) leaves through the screen's bottom.
    func resignFirstResponder(at t: Double) {
        field = .resigned
        host.keyboardMode = .docked
        if host.keyboardVisible.target > hiddenVisible {
            moveKeyboard(visible: hiddenVisible, height: host.keyboardHeight.target, left: host.keyboardLeft.target,
                         right: host.keyboardRightInset.target, timing: keyboardTiming, showing: false, at: t)
        }
        deliver(.didResignFirstResponder)
    }

    func handle(event i: Int, at t: Double) throws {
        let action = storyboard.events[i].action
        if case .dragging(let drag, let end) = field {
            guard t >= end - 1e-9 else {
                throw failure(i, "\(action.name) during an interactive dismissal (the drag ends at \(fmt(end)) s)")
            }
            // An event at the very moment the finger lets go comes after the release.
            release(event: drag, at: t)
        }
        if case .moving(let end, _) = swipe, t < end - 1e-9 {
            throw failure(i, "\(action.name) during a back-swipe (the finger lets go at \(fmt(end)) s)")
        }
        if swipe == .popped { throw failure(i, "\(action.name) after a completed backSwipe: the view has been popped") }
        let shown = host.keyboardVisible.target > hiddenVisible
        let docked = host.keyboardMode == .docked
        if !docked, action.needsDockedKeyboard {
            throw failure(i, "\(action.name) while the keyboard is \(host.keyboardMode.rawValue): dock it first (\"do\": \"dock\")")
        }
        if alert != .none, action.needsFirstResponder {
            throw failure(i, "\(action.name) while an alert holds first responder: dismissAlert first")
        }
        switch action {
        case .show:
            guard !field.isFocused else { throw failure(i, "show while the keyboard is already shown") }
            try focus(at: t, event: i)
        case .hide, .resign:
            guard field.isFocused else { throw failure(i, "\(action.name) while the keyboard is already hidden") }
            try unfocus(at: t, event: i)
        case .undock(let lift), .split(let lift):
            try requireMovableKeyboard(i, action, shown: shown)
            guard docked else { throw failure(i, "\(action.name) while the keyboard is \(host.keyboardMode.rawValue): dock it first") }
            host.keyboardMode = { if case .split = action { return .split } else { return .undocked } }()
            let height = keyboardTargetHeight(host.interfaceOrientation)
            let screen = storyboard.device.interfaceSize(host.interfaceOrientation)
            let lift = lift ?? storyboard.keyboard.undockLift ?? (screen.height * 0.3).rounded()
            guard lift + height <= screen.height - storyboard.device.statusBar(host.interfaceOrientation) else {
                throw failure(i, "a lift of \(fmt(lift)) pt puts the \(fmt(height)) pt keyboard above the screen's top")
            }
            moveKeyboard(visible: height + lift, height: height, timing: keyboardTiming, showing: false, at: t)
        case .float(let x, let y):
            try requireMovableKeyboard(i, action, shown: shown)
            let screen = storyboard.device.interfaceSize(host.interfaceOrientation)
            let w = storyboard.keyboard.floatingWidth, h = storyboard.keyboard.floatingHeight
            guard x >= 0, y >= 0, x + w <= screen.width, y + h <= screen.height else {
                throw failure(i, "the \(fmt(w)) × \(fmt(h)) pt floating keyboard at (\(fmt(x)), \(fmt(y))) leaves the \(fmt(screen.width)) × \(fmt(screen.height)) pt screen")
            }
            let wasFloating = host.keyboardMode == .floating
            host.keyboardMode = .floating
            // Becoming floating animates like an undock; dragging a floating keyboard follows the finger.
            moveKeyboard(visible: screen.height - y, height: h, left: x, right: screen.width - x - w,
                         timing: wasFloating ? nil : keyboardTiming, showing: wasFloating ? nil : false, at: t)
        case .dock:
            guard field.isFocused, shown, !docked else { throw failure(i, "dock needs an undocked, split or floating keyboard") }
            host.keyboardMode = .docked
            moveKeyboard(visible: keyboardTargetVisible(host.interfaceOrientation), height: keyboardTargetHeight(host.interfaceOrientation),
                         timing: keyboardTiming, showing: true, at: t)
        case .presentAlert:
            guard alert == .none else { throw failure(i, "presentAlert while an alert is already presented") }
            alert = .presented(returnsFocus: field.isFocused)
            host.alertOpacity.set(1, at: t, timing: Self.alertFade)
            if field.isFocused { try unfocus(at: t, event: i) }
        case .dismissAlert:
            guard case .presented(let returnsFocus) = alert else { throw failure(i, "dismissAlert with no alert presented") }
            alert = .none
            host.alertOpacity.set(0, at: t, timing: Self.alertFade)
            if returnsFocus { try focus(at: t, event: i) }
        case .backSwipe(let fraction, _, let duration):
            if let r = host.rotation, t < r.end { throw failure(i, "backSwipe while the interface rotates (until \(fmt(r.end)) s)") }
            beginBackSwipe(fraction: fraction, durationSeconds: duration, event: i, at: t)
        case .setAccessory(let height):
            guard host.barLayout != .inputAccessoryView else {
                throw failure(i, "setAccessory with the inputAccessory strategy: its bar already is the text field's accessory view")
            }
            guard field.isFocused else { throw failure(i, "setAccessory needs the text field focused (reloadInputViews on the first responder)") }
            guard height != setup.accessoryHeight else { throw failure(i, "the accessory view is already \(fmt(height)) pt tall") }
            setup.accessoryHeight = height
            resizeKeyboard(at: t)
        case .focusChange:
            guard field.isFocused, shown else { throw failure(i, "focusChange needs the keyboard shown (focus moves between two text fields)") }
            postFocusChange(at: t)
        case .quickType(let visible):
            guard visible != setup.quickType else {
                throw failure(i, "the QuickType bar is already \(visible ? "visible" : "hidden")")
            }
            setup.quickType = visible
            resizeKeyboard(at: t)
        case .switchKeyboard(let height, let asHideShow):
            setup.customHeight = height
            if asHideShow && field.isFocused && shown && !setup.hardware {
                // One run-loop turn: the keyboard goes from its old height to the new one; handlers
                // see a hide to below the screen, then a show from there.
                let o = host.interfaceOrientation
                let below = screenFrame(visible: hiddenVisible, height: host.keyboardHeight.target, in: o)
                moveKeyboard(visible: hiddenVisible, height: host.keyboardHeight.target, timing: keyboardTiming, showing: false, at: t)
                let newHeight = keyboardTargetHeight(o)
                moveKeyboard(visible: newHeight, height: newHeight, timing: keyboardTiming, showing: true, at: t, begin: below)
            } else {
                resizeKeyboard(at: t)
            }
        case .hardwareKeyboard(let connected):
            guard connected != setup.hardware else {
                throw failure(i, "a hardware keyboard is already \(connected ? "connected" : "disconnected")")
            }
            setup.hardware = connected
            if field.isFocused {
                let visible = keyboardTargetVisible(host.interfaceOrientation)
                moveKeyboard(visible: visible, height: keyboardTargetHeight(host.interfaceOrientation), timing: keyboardTiming,
                             showing: visible > hiddenVisible, at: t)
            }
        case .rotate(let to, let duration):
            try rotate(to: to, durationSeconds: duration, event: i, at: t)
        case .interactiveDismiss(let fraction, _, let duration):
            guard field.isFocused, shown else { throw failure(i, "interactiveDismiss while the keyboard is hidden") }
            if let r = host.rotation, t < r.end { throw failure(i, "interactiveDismiss while the interface rotates (until \(fmt(r.end)) s)") }
            // The finger drags the keyboard down, linearly; nothing is posted until it lets go.
            keyboardGeneration += 1
            let docked = host.keyboardVisible.target
            let travel = (docked - hiddenVisible) * fraction
            host.keyboardVisible.set(docked - travel, at: t, timing: Timing(curve: .linear, durationSeconds: duration))
            host.isDragging = true
            field = .dragging(event: i, until: t + duration)
            schedule(at: t + duration, .dragReleased(event: i))
        }
    }

    /// Focus moves to another text field: WillChangeFrame → WillShow with Begin == End and the
    /// usual duration and curve, inside the keyboard's block; the keyboard does not move.
    func postFocusChange(at t: Double) {
        let o = host.interfaceOrientation
        let frame = screenFrame(visible: host.keyboardVisible.target, height: host.keyboardHeight.target, in: o)
        systemBlock(keyboardTiming) {
            deliver(notification(.willChangeFrame, begin: frame, end: frame, animated: true))
            deliver(notification(.willShow, begin: frame, end: frame, animated: true))
            layoutPass()
        }
        schedule(at: t + keyboardTiming.realDurationSeconds,
                 .post([notification(.didChangeFrame, begin: frame, end: frame, animated: true),
                        notification(.didShow, begin: frame, end: frame, animated: true)], keyboardGeneration: keyboardGeneration))
    }

    /// A QuickType toggle or keyboard switch: immediate while shown (WillShow with duration 0).
    func resizeKeyboard(at t: Double) {
        let o = host.interfaceOrientation
        let height = keyboardTargetHeight(o)
        if field.isFocused && !setup.hardware {
            moveKeyboard(visible: height, height: height, timing: nil, showing: true, at: t)
        } else {
            host.keyboardHeight.set(height, at: t, timing: nil)
        }
    }
}
