import Foundation

/// Gestures: the interactive pop (back swipe) that ends editing while the keyboard slides with
/// the view (docs/keyboard-physics.md §9), and the release of an interactive dismissal (§1, §6).
extension Simulator {
    /// How long UIKit takes to finish or undo an interactive pop once the finger lets go, for the
    /// whole width (a parameter-free approximation: the rest of a 0.35 s pop, ease-out).
    static let popSeconds = 0.35

    /// The finger starts an interactive pop: the view being popped ends editing, so the text
    /// field resigns and WillChangeFrame → WillHide are posted (End frame below the screen),
    /// from inside the keyboard's block, as for any resign. The keyboard does not fall: it slides
    /// to the right with the view, following the finger.
    func beginBackSwipe(_ gesture: Events.BackSwipe, at t: Double) {
        let width = storyboard.device.interfaceSize(host.interfaceOrientation).width
        let finger = Timing(curve: .linear, durationSeconds: gesture.durationSeconds)
        slideView(to: width * gesture.fraction, timing: finger, at: t)
        let wasFocused = keyboard.field.isFocused
        if keyboard.field.isFocused {
            keyboard.field = .resigned
            let o = host.interfaceOrientation
            let begin = screenFrame(visible: host.keyboardVisible.target, height: host.keyboardHeight.target, in: o)
            let end = screenFrame(visible: hiddenVisible, height: host.keyboardHeight.target, in: o)
            keyboard.generation += 1
            systemBlock(keyboardTiming) {
                deliver(notification(.willChangeFrame, begin: begin, end: end, animated: true))
                deliver(notification(.willHide, begin: begin, end: end, animated: true))
                layoutPass()
            }
            deliver(.didResignFirstResponder)
        }
        keyboard.swipe = .moving(until: t + gesture.durationSeconds, returnsFocus: wasFocused)
        schedule(at: t + gesture.durationSeconds, .swipeReleased(gesture))
    }

    /// The view (and a keyboard still on screen) moves to `offset` points right of its place.
    func slideView(to offset: Double, timing: Timing?, at t: Double) {
        host.viewOffset.set(offset, at: t, timing: timing)
        if host.keyboardVisible.target > hiddenVisible || keyboard.swipe.returnsFocus {
            host.keyboardLeft.set(offset, at: t, timing: timing)
            host.keyboardRightInset.set(-offset, at: t, timing: timing)
        }
    }

    /// The finger lets go: the pop runs to the end or back, at the rest of a pop's pace.
    func releaseBackSwipe(_ gesture: Events.BackSwipe, at t: Double) {
        let returnsFocus = keyboard.swipe.returnsFocus
        let fraction = gesture.fraction, how = gesture.release
        let width = storyboard.device.interfaceSize(host.interfaceOrientation).width
        let left = how == .complete ? 1 - fraction : fraction
        let timing = Timing(curve: .easeOut, durationSeconds: max(0.05, left * Self.popSeconds))
        slideView(to: how == .complete ? width : 0, timing: timing, at: t)
        keyboard.swipe = .moving(until: t + timing.durationSeconds, returnsFocus: returnsFocus)
        schedule(at: t + timing.durationSeconds, .swipeEnded(how))
    }

    /// The pop is over. Completed: the view and its keyboard are gone (DidChangeFrame → DidHide).
    /// Cancelled: the text field takes first responder again, the keyboard never having moved
    /// (WillChangeFrame → WillShow with Begin == End).
    func endBackSwipe(_ how: BackSwipeRelease, at t: Double) {
        let returnsFocus = keyboard.swipe.returnsFocus
        keyboard.swipe = how == .complete ? .popped : .none
        let o = host.interfaceOrientation
        let docked = screenFrame(visible: host.keyboardVisible.target, height: host.keyboardHeight.target, in: o)
        guard returnsFocus else { return }
        switch how {
        case .complete:
            let end = screenFrame(visible: hiddenVisible, height: host.keyboardHeight.target, in: o)
            keyboard.generation += 1
            host.keyboardVisible.set(hiddenVisible, at: t, timing: nil)
            host.keyboardLeft.set(0, at: t, timing: nil)
            host.keyboardRightInset.set(0, at: t, timing: nil)
            deliver(notification(.didChangeFrame, begin: docked, end: end, animated: true))
            deliver(notification(.didHide, begin: docked, end: end, animated: true))
        case .cancel:
            keyboard.field = .focused
            postFocusChange(at: t)
            deliver(.didBecomeFirstResponder)
        }
    }

    /// A finger starts an interactive dismissal: it drags the keyboard down, linearly, to
    /// `drag.fraction` of its travel; nothing is posted until it lets go (`release`).
    func beginInteractiveDismiss(_ drag: Events.InteractiveDismiss, at t: Double) {
        keyboard.generation += 1
        let docked = host.keyboardVisible.target
        let travel = (docked - hiddenVisible) * drag.fraction
        let finger = Timing(curve: .linear, durationSeconds: drag.durationSeconds)
        host.keyboardVisible.set(docked - travel, at: t, timing: finger)
        host.isDragging = true
        // The keyboard layout guide follows the finger ("follows dismiss gesture when it
        // intersects": WWDC23, "Keep up with the keyboard"); code that listens to notifications hears nothing.
        keyboardLayoutGuidesFollow(visible: docked - travel, timing: finger, dragFrom: docked)
        keyboard.field = .dragging(drag, until: t + drag.durationSeconds)
        dragPan(.began, at: t)
        // The keyboard's view moves with the finger at every display refresh of the drag.
        // (Up to the release's own instant, before the release: the snap-back starts from there.)
        let rate = Double(storyboard.fps)
        let first = Int((t * rate + 1e-9).rounded(.down)) + 1, last = Int(((t + drag.durationSeconds) * rate + 1e-9).rounded(.down))
        for k in first...max(first, last) { schedule(at: Double(k) / rate, .fingerMoved) }
        schedule(at: t + drag.durationSeconds, .dragReleased(drag))
    }

    /// The end of an interactive dismissal: Will/Did Hide from the dragged position, or a
    /// silent ease-in-out snap back over a distance-dependent time.
    func release(_ drag: Events.InteractiveDismiss, at t: Double) {
        if case .dragging = keyboard.field { dragPan(.ended, at: t) }
        host.isDragging = false
        // Released once: by the event that comes at the drag's end, or when the drag ends.
        guard case .dragging = keyboard.field else { return }
        keyboard.field = .focused
        switch drag.release {
        case .dismiss:
            keyboard.field = .resigned
            moveKeyboard(visible: hiddenVisible, height: host.keyboardHeight.target, timing: keyboardTiming, showing: false, at: t)
            deliver(.didResignFirstResponder)
        case .cancel:
            let docked = keyboardTargetVisible(host.interfaceOrientation)
            let distance = abs(docked - host.keyboardVisible.value(at: t))
            let height = host.keyboardHeight.target
            let timing = Timing(curve: storyboard.keyboard.snapBackCurve,
                                durationSeconds: storyboard.keyboard.snapBackSeconds(distance: distance, keyboardHeight: height))
            host.keyboardVisible.set(docked, at: t, timing: timing)
            keyboardLayoutGuidesFollow(visible: docked, timing: timing)
        }
    }

    /// The finger of an interactive dismissal drags the chat's scroll view: its pan recognizer
    /// (if the code asked for it) hears `state` with the finger on the keyboard's top edge, the
    /// translation from where the drag began, and the finger's speed since the last frame.
    func dragPan(_ state: UIGestureRecognizer.State, at t: Double) {
        guard let pan = stage.scrollView?.ownPan else { return }
        let size = storyboard.device.interfaceSize(host.interfaceOrientation)
        let y = size.height - host.keyboardVisible.value(at: t) - host.accessoryHeight
        let previous = pan.location(in: nil).y
        let start = state == .began ? y : previous - pan.translation(in: nil).y
        pan.setTranslation(CGPoint(x: 0, y: y - start), in: nil)
        pan.velocity = CGPoint(x: 0, y: state == .began ? 0 : (y - previous) * Double(storyboard.fps))
        pan.recognize(state, at: CGPoint(x: size.width / 2, y: y))
    }

    /// During an interactive dismissal and its snap-back, UIKit moves the keyboard layout guides
    /// with the keyboard, without a notification: a layout pass in the finger's (or the
    /// snap-back's) timing moves what is pinned to them. The keyboard's view moves in the same
    /// block, so its key-value observers hear it there (and what they lay out rides the snap-back).
    func keyboardLayoutGuidesFollow(visible: Double, timing: Timing, dragFrom: Double? = nil) {
        let guides = storyboard.system.hasKeyboardLayoutGuide
        let o = host.interfaceOrientation
        // iOS 26's reported bug (§13): while a finger drags, the guide leaves out the accessory,
        // so it first jumps from the accessory's top to the keys' top, then follows the finger.
        let withoutAccessory = dragFrom != nil && storyboard.system == .ios26 && storyboard.systemBugs.layoutGuideDragWithoutAccessory
            && host.accessoryHeight + keyboard.setup.accessoryHeight > 0
        if guides && withoutAccessory, let start = dragFrom {
            let jumped = screenFrame(visible: start, height: host.keyboardHeight.target, in: o, left: 0, right: 0, as: .keysOnly)
            withoutAnimation {
                stage.world.moveKeyboardLayoutGuides(to: jumped, undocked: host.keyboardMode != .docked)
                layoutPass()
            }
            // The jump is committed on its own: the finger's block then moves views from where it left them.
            stage.window.layer.endTransactions()
        }
        let frame = screenFrame(visible: visible, height: host.keyboardHeight.target, in: o, left: 0, right: 0, as: withoutAccessory ? .keysOnly : .guide)
        systemBlock(timing) {
            if guides { stage.world.moveKeyboardLayoutGuides(to: frame, undocked: host.keyboardMode != .docked) }
            world.systemViewsDidMove()
            if guides { layoutPass() }
        }
    }
}
