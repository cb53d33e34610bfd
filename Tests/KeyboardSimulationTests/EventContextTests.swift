import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// Events act only through `EventContext`: here a context that records UIKit's operations instead
/// of running them, so each event's own rules (what it refuses, which operation it asks for, what
/// state it leaves) are checked without a simulator, a window or a film.
@MainActor
struct EventContextTests {
    /// The keyboard up is 336 pt above the view's bottom (a switched-to one its own height),
    /// hidden 0 (no accessory), on a 390 × 844 pt screen.
    final class RecordingContext: EventContext {
        let storyboard: Storyboard
        let host: KeyboardHost
        var keyboard = KeyboardState(setup: KeyboardSetup(quickType: true))
        let keyboardTiming = Timing(curve: .linear, durationSeconds: 0.25)
        var calls: [String] = []

        init(_ sb: Storyboard) {
            storyboard = sb
            host = KeyboardHost(device: sb.device, system: sb.system, orientation: sb.orientation, layout: sb.layout,
                                additiveAnimations: sb.additiveAnimations, keyboard: sb.keyboard)
        }

        func failure(_ event: Int, _ message: String) -> StoryboardError {
            StoryboardError(file: storyboard.source, path: "events[\(event)]", message: message)
        }
        var keyboardShown: Bool { keyboard.field.isFocused }
        var hiddenVisible: Double { 0 }
        func keyboardTargetVisible(_ o: InterfaceOrientation) -> Double { keyboard.field.isFocused ? keyboardTargetHeight(o) : 0 }
        func keyboardTargetHeight(_ o: InterfaceOrientation) -> Double { keyboard.setup.customHeight ?? 336 }
        func screenFrame(visible: Double, height: Double, in o: InterfaceOrientation, left: Double, right: Double,
                         as use: FrameUse) -> CGRect {
            CGRect(x: left, y: 844 - visible, width: 390 - left - right, height: height)
        }
        func focus(at t: Double, event i: Int) throws { calls.append("focus"); keyboard.field = .focused }
        func unfocus(at t: Double, event i: Int) throws { calls.append("unfocus"); keyboard.field = .resigned }
        func moveKeyboard(visible: Double, height: Double, left: Double, right: Double,
                          timing: Timing?, showing: Bool?, at t: Double, begin reportedBegin: CGRect?) {
            let begin = reportedBegin.map { " from y \(Int($0.minY))" } ?? ""
            calls.append("move to \(Int(visible)) height \(Int(height)) showing \(showing.map(String.init) ?? "nil")\(begin)")
        }
        func resizeKeyboard(at t: Double) { calls.append("resize") }
        func postFocusChange(at t: Double) { calls.append("focusChange") }
        func rotate(to: InterfaceOrientation, durationSeconds: Double?, event i: Int, at t: Double) throws { calls.append("rotate") }
        func beginBackSwipe(_ gesture: Events.BackSwipe, at t: Double) { calls.append("backSwipe") }
        func beginInteractiveDismiss(_ drag: Events.InteractiveDismiss, at t: Double) { calls.append("drag") }
    }

    func context() throws -> RecordingContext {
        RecordingContext(try storyboard(strategy: "layoutGuide", events: #"{ "at": 0.1, "do": "show" }"#))
    }

    @Test("show asks the responder to become first, once; a second show is refused naming the event and moves nothing")
    func showTwice() throws {
        let uikit = try context()
        try StoryboardAction.show.kind.happen(in: uikit, event: 0, at: 0.1)
        #expect(uikit.calls == ["focus"])
        let e = try #require(throws: StoryboardError.self) { try StoryboardAction.show.kind.happen(in: uikit, event: 1, at: 0.5) }
        #expect(e.path == "events[1]" && e.message == "show while the keyboard is already shown")
        #expect(uikit.calls == ["focus"])
    }

    @Test("hide and resign with the keyboard down are refused; up, each resigns through the responder")
    func hideAndResign() throws {
        let uikit = try context()
        for action in [StoryboardAction.hide, .resign] {
            let e = try #require(throws: StoryboardError.self) { try action.kind.happen(in: uikit, event: 2, at: 1) }
            #expect(e.message == "\(action.name) while the keyboard is already hidden")
        }
        uikit.keyboard.field = .focused
        try StoryboardAction.resign.kind.happen(in: uikit, event: 3, at: 1)
        #expect(uikit.calls == ["unfocus"])
    }

    @Test("an alert over a focused field takes first responder and gives it back when dismissed; a second alert is refused")
    func alertReturnsFocus() throws {
        let uikit = try context()
        uikit.keyboard.field = .focused
        try StoryboardAction.presentAlert.kind.happen(in: uikit, event: 0, at: 0.5)
        #expect(uikit.keyboard.alert == .presented(returnsFocus: true))
        #expect(throws: StoryboardError.self) { try StoryboardAction.presentAlert.kind.happen(in: uikit, event: 1, at: 0.6) }
        try StoryboardAction.dismissAlert.kind.happen(in: uikit, event: 2, at: 1)
        #expect(uikit.keyboard.alert == AlertState.none)
        #expect(uikit.calls == ["unfocus", "focus"])
    }

    @Test("QuickType hidden changes the set-up and resizes the keyboard once; hiding it again is refused")
    func quickType() throws {
        let uikit = try context()
        try StoryboardAction.quickType(visible: false).kind.happen(in: uikit, event: 0, at: 0.5)
        #expect(!uikit.keyboard.setup.quickType)
        #expect(uikit.calls == ["resize"])
        let e = try #require(throws: StoryboardError.self) { try StoryboardAction.quickType(visible: false).kind.happen(in: uikit, event: 1, at: 0.6) }
        #expect(e.message == "the QuickType bar is already hidden")
    }

    @Test("a keyboard switch reported as hide-then-show moves the keys down at their old height, then up at the new one from below the screen")
    func switchAsHideShow() throws {
        let uikit = try context()
        uikit.keyboard.field = .focused
        uikit.host.keyboardHeight.set(336, at: 0, timing: nil)
        try StoryboardAction.switchKeyboard(height: 260, asHideShow: true).kind.happen(in: uikit, event: 0, at: 0.5)
        #expect(uikit.keyboard.setup.customHeight == 260)
        // Down first, at the old height; then up from the hidden frame's top, 844 − 0.
        #expect(uikit.calls == ["move to 0 height 336 showing false", "move to 260 height 260 showing true from y 844"])
    }
}
