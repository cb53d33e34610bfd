import Foundation
/// The keyboard's motion and its notifications, as the events (`Events/`) call on them: how the
/// keyboard moves, which notifications and callbacks UIKit posts, in which order and inside which
/// animation block (docs/keyboard-physics.md §2, §4, §5, §8).
extension Simulator {
    func failure(_ event: Int, _ message: String) -> StoryboardError {
        StoryboardError(file: storyboard.source, path: "events[\(event)]", message: message)
    }

    /// The keys' height in orientation `o` (a switched-to keyboard keeps its own height), with
    /// any accessory view set by `setAccessory` on top.
    func keyboardTargetHeight(_ o: InterfaceOrientation) -> Double {
        keyboard.setup.height(o, storyboard.keyboardHeights)
    }

    /// Where the keys' top rests above the view's bottom when hidden: an input accessory view
    /// rides on top of them, so they start its height below the screen.
    /// A controller's accessory docked alone rests above the home indicator.
    var hiddenVisible: Double { keyboard.accessoryDocked ? storyboard.device.safeArea(host.interfaceOrientation).bottom : -host.accessoryHeight }

    /// Whether the keyboard is up or on its way up.
    var keyboardShown: Bool { host.keyboardVisible.target > hiddenVisible }

    /// How far the keys' top should rise above the view's bottom in orientation `o`.
    func keyboardTargetVisible(_ o: InterfaceOrientation) -> Double {
        guard keyboard.field.isFocused else { return hiddenVisible }
        let h = keyboardTargetHeight(o)
        guard keyboard.setup.hardware else { return h }
        let shortcutsBar = storyboard.keyboard.hardwareBarHeight
        if shortcutsBar > 0 { return min(shortcutsBar, h) }
        // iPhone: the keys hide, but an input accessory view stays docked above the home indicator.
        return host.accessoryHeight > 0 ? storyboard.device.safeArea(o).bottom : hiddenVisible
    }

    /// The keyboard (with any accessory) in screen coordinates: keys' top `visible` above the
    /// bottom of the interface laid out in orientation `o`, `left` from its left edge and
    /// `right` from its right edge (both 0 unless floating).
    /// An input accessory docked alone (keys down: a controller's accessory, or a hardware
    /// keyboard) is reported as the keyboard itself: its frame reaches the screen's bottom edge,
    /// the home indicator's strip included, so WillShow's begin frame is the accessory's and its
    /// end frame keys + accessory (docs/keyboard-physics.md §4).
    func screenFrame(visible: Double, height: Double, in o: InterfaceOrientation, left: Double, right: Double,
                     as use: FrameUse) -> CGRect {
        let size = storyboard.device.interfaceSize(o)
        var acc = host.accessoryHeight
        let dockedAlone = acc > 0 && abs(visible - storyboard.device.safeArea(o).bottom) < 1e-9
        // iOS 26 reports the keys without the input accessory above them (docs/keyboard-physics.md
        // §13); what it reports while the accessory is docked alone is not known: as iOS 18.
        if use == .reported, storyboard.system.reportsKeysWithoutAccessory, !dockedAlone { acc = 0 }
        // The keys alone: neither the accessory view nor one `setAccessory` made part of the keyboard.
        let keysOnly = use == .keysOnly ? keyboard.setup.accessoryHeight : 0
        if use == .keysOnly { acc = 0 }
        let r = CGRect(x: left, y: size.height - visible - acc + keysOnly, width: size.width - left - right,
                       height: (dockedAlone ? visible + acc : height + acc) - keysOnly)
        return host.screenSpace.screenRect(r, interface: o)
    }

    /// The frame the layout guides take when UIKit posts `reported`: on iOS 26 the report leaves
    /// out the accessory view above the keys, but the guide still covers it (§13).
    func guideFrame(reported: CGRect) -> CGRect {
        let acc = host.accessoryHeight
        guard storyboard.system.reportsKeysWithoutAccessory, acc > 0 else { return reported }
        let dockedAlone = abs(reported.height - (storyboard.device.safeArea(host.interfaceOrientation).bottom + acc)) < 1e-9
        if dockedAlone { return reported }
        return CGRect(x: reported.minX, y: reported.minY - acc, width: reported.width, height: reported.height + acc)
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
    func moveKeyboard(visible: Double, height: Double, left: Double, right: Double,
                      timing: Timing?, showing: Bool?, at t: Double, begin reportedBegin: CGRect?) {
        let o = host.interfaceOrientation
        let begin = reportedBegin ?? screenFrame(visible: host.keyboardVisible.value(at: t), height: host.keyboardHeight.value(at: t), in: o,
                                left: host.keyboardLeft.value(at: t), right: host.keyboardRightInset.value(at: t), as: .reported)
        keyboard.generation += 1
        host.keyboardHeight.set(height, at: t, timing: timing)
        host.keyboardVisible.set(visible, at: t, timing: timing)
        host.keyboardLeft.set(left, at: t, timing: timing)
        host.keyboardRightInset.set(right, at: t, timing: timing)
        let end = screenFrame(visible: visible, height: height, in: o, left: left, right: right, as: .reported)
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
            schedule(at: t + timing.realDurationSeconds, .post(did, keyboardGeneration: keyboard.generation))
        } else {
            for cb in will + did { deliver(cb) }
        }
    }

    /// The text field takes first responder: the keyboard rises (docked, where a floating one
    /// had been hidden), unless a hardware keyboard keeps it down.
    func becomeFirstResponder(at t: Double) {
        keyboard.field = .focused
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
        keyboard.field = .resigned
        host.keyboardMode = .docked
        if host.keyboardVisible.target > hiddenVisible {
            moveKeyboard(visible: hiddenVisible, height: host.keyboardHeight.target, left: host.keyboardLeft.target,
                         right: host.keyboardRightInset.target, timing: keyboardTiming, showing: false, at: t, begin: nil)
        }
        deliver(.didResignFirstResponder)
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
                        notification(.didShow, begin: frame, end: frame, animated: true)], keyboardGeneration: keyboard.generation))
    }

    /// A QuickType toggle or keyboard switch: immediate while shown (WillShow with duration 0).
    func resizeKeyboard(at t: Double) {
        let o = host.interfaceOrientation
        let height = keyboardTargetHeight(o)
        if keyboard.field.isFocused && !keyboard.setup.hardware {
            moveKeyboard(visible: height, height: height, timing: nil, showing: true, at: t)
        } else {
            host.keyboardHeight.set(height, at: t, timing: nil)
        }
    }
}

/// Who reads a keyboard frame: the notifications (iOS 26 leaves the accessory out), the layout
/// guides (keys and accessory), or iOS 26's guide during a drag with its reported bug (the keys alone).
enum FrameUse { case reported, guide, keysOnly }
