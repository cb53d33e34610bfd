import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// The scenarios users report (docs/keyboard-physics.md §9): views that do not reach the
/// screen's bottom, undocked and floating keyboards, focus stolen mid-animation, newer systems.
/// Expected values are computed here from the presets' definitions and the reference's formulas.
/// Over 300 lines on purpose: one suite mirrors §9 section by section (MARKs below), so a reader
/// checks the reference and its tests side by side.
@MainActor
struct ScenarioTests {
    // iPad Pro 11-inch: 834 × 1194 pt, keyboard 333 pt with QuickType (reference table).
    static let padHeight = 1194.0, padKeyboard = 333.0
    static let showThenHide = #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#

    func frame(_ trace: Trace, at t: Double) -> TraceFrame { trace.frame(atTime: t)! }

    // MARK: Views that do not fill the screen

    @Test("iPad Pro 11 form sheet, keyboard-height handler: the settled drift is minus the sheet's distance to the screen's bottom")
    func formSheetKeyboardHeight() throws {
        let trace = try film(device: "iPad Pro 11-inch", strategy: "keyboardHeight", layout: #""presentation": "formSheet""#,
                             events: Self.showThenHide)
        // A 540 × 620 pt form sheet centred on the 1194 pt tall screen.
        let sheetBottom = (Self.padHeight - 620) / 2 + 620
        let gap = Self.padHeight - sheetBottom
        let settled = frame(trace, at: 0.9)
        #expect(abs(settled.view.maxY - sheetBottom) < 1e-9)
        #expect(abs(settled.keyboard.minY - (Self.padHeight - Self.padKeyboard)) < 1e-6)
        #expect(abs(settled.drift - -gap) < 1e-6, "the bar floats \(gap) pt above the keyboard")
        #expect(abs(gap - 287) < 1e-9)
        #expect(abs(trace.frames.last!.drift) < 0.5) // back at rest after the hide
    }

    @Test("iPad Pro 11 form sheet, overlap handler: the bar ends on the keyboard, raised by the 46 pt it covers of the sheet")
    func formSheetOverlap() throws {
        let trace = try film(device: "iPad Pro 11-inch", strategy: "keyboardOverlap", layout: #""presentation": "formSheet""#,
                             events: Self.showThenHide)
        let sheetBottom = (Self.padHeight - 620) / 2 + 620
        let settled = frame(trace, at: 0.9)
        #expect(abs(settled.drift) <= 0.5)
        #expect(abs(settled.bar.maxY - (Self.padHeight - Self.padKeyboard)) < 1e-6)
        #expect(abs((sheetBottom - settled.bar.maxY) - 46) < 1e-6)
        // On the way it runs the keyboard's spring over its own 46 pt, so it leads the keyboard
        // until the keyboard reaches the sheet: bar = 907 − 46·p, intended = min(1194 − 333·p, 907).
        for f in trace.frames(from: 0.1, to: 0.6) {
            let p = springProgress(f.time - 0.1)
            let expected = (sheetBottom - 46 * p) - min(Self.padHeight - Self.padKeyboard * p, sheetBottom)
            #expect(abs(f.drift - expected) < 0.01, "t = \(f.time)")
        }
    }

    @Test("iPhone 13 over a tab bar, keyboard-height handler: the keyboard's 336 pt already contain the 34 pt inset; the inset and the 49 pt tab bar are counted twice")
    func tabBarCountedTwice() throws {
        let height = try film(strategy: "keyboardHeight", layout: #""tabBar": true"#, events: #"{ "at": 0.1, "do": "show" }"#)
        #expect(abs(frame(height, at: 1.0).drift - -(34 + 49)) < 1e-6)
        let overlap = try film(strategy: "keyboardOverlap", layout: #""tabBar": true"#, events: #"{ "at": 0.1, "do": "show" }"#)
        #expect(abs(frame(overlap, at: 1.0).drift) < 1e-6)
        #expect(abs(frame(overlap, at: 1.0).bar.maxY - (844 - 336)) < 1e-6)
    }

    @Test("Split View widths follow Apple's multitasking table (10 pt divider)",
          arguments: [("iPad Pro 12.9-inch", "landscapeLeft", "splitViewTwoThirds", 981.0), ("iPad Pro 12.9-inch", "landscapeLeft", "splitViewHalf", 678),
                      ("iPad Pro 12.9-inch", "landscapeLeft", "splitViewThird", 375), ("iPad Pro 12.9-inch", "portrait", "splitViewTwoThirds", 639),
                      ("iPad Pro 11-inch", "landscapeLeft", "splitViewTwoThirds", 809), ("iPad Pro 11-inch", "portrait", "splitViewTwoThirds", 504),
                      ("iPad 9.7-inch", "landscapeLeft", "splitViewHalf", 507), ("iPad 9.7-inch", "portrait", "splitViewThird", 320)])
    func splitViewWidths(device: String, orientation: String, preset: String, width: Double) throws {
        let trace = try film(device: device, strategy: "keyboardOverlap", duration: 1.0, layout: "\"presentation\": \"\(preset)\"",
                             orientation: orientation, events: #"{ "at": 0.1, "do": "show" }"#)
        let f = trace.frames.last!
        #expect(f.view.width == width && f.view.minX == 0 && f.view.height == f.interfaceSize.height)
        #expect(abs(f.drift) < 1e-6) // full height: the overlap handler ends on the keyboard
        #expect(f.keyboard.width == f.interfaceSize.width) // the keyboard spans both apps
    }

    @Test("a page sheet is the screen's portrait width, full height, centred: in landscape on iPad Pro 11 it spans x 180 … 1014 and reaches the bottom")
    func pageSheetLandscape() throws {
        let trace = try film(device: "iPad Pro 11-inch", strategy: "keyboardHeight", duration: 1.0, layout: #""presentation": "pageSheet""#,
                             orientation: "landscapeLeft", events: #"{ "at": 0.1, "do": "show" }"#)
        let f = trace.frames.last!
        #expect(f.view == CGRect(x: (1194 - 834) / 2, y: 0, width: 834, height: 834))
        // Reaching the bottom of a home-indicator iPad, the height handler still counts the inset twice.
        #expect(abs(f.keyboard.minY - (834 - 418)) < 1e-6)
        #expect(abs(f.drift - -f.safeArea.bottom) < 1e-6 && f.safeArea.bottom > 0)
    }

    @Test("new events with a missing or misspelt field name the JSON path",
          arguments: [(#"{ "at": 0.5, "do": "float", "x": 10 }"#, "events[1].y"),
                      (#"{ "at": 0.5, "do": "backSwipe", "to": 0.5, "release": "finish" }"#, "events[1].release"),
                      (#"{ "at": 0.5, "do": "setAccessory" }"#, "events[1].height"),
                      (#"{ "at": 0.5, "do": "undock", "lift": -4 }"#, "events[1].lift"),
                      (#"{ "at": 0.5, "do": "dock", "lift": 4 }"#, "events[1].lift")])
    func eventFieldErrors(event: String, path: String) throws {
        do {
            _ = try storyboard(device: "iPad Pro 11-inch", strategy: "layoutGuide", events: #"{ "at": 0.1, "do": "show" }, "# + event)
            Issue.record("accepted \(event)")
        } catch let e as StoryboardError {
            #expect(e.path == path, "\(e)")
        }
    }

    @Test("iPad presentations are refused on an iPhone, explicit frames must fit and cannot rotate")
    func presentationValidation() throws {
        // Only a StoryboardError counts; any other error fails the test.
        func error(_ build: () throws -> Storyboard) throws -> StoryboardError? {
            do { _ = try build(); return nil } catch let e as StoryboardError { return e }
        }
        let phone = try error { try storyboard(strategy: "keyboardOverlap", layout: #""presentation": "formSheet""#, events: "") }
        #expect(phone?.path == "layout.presentation")
        let outside = try error { try storyboard(strategy: "keyboardOverlap", layout: #""presentation": {"x": 100, "y": 100, "width": 390, "height": 300}"#, events: "") }
        #expect(outside?.path == "layout.presentation")
        let rotates = try error {
            try storyboard(strategy: "keyboardOverlap", layout: #""presentation": {"x": 0, "y": 100, "width": 390, "height": 600}"#,
                           events: #"{ "at": 0.1, "do": "rotate", "to": "landscapeLeft" }"#)
        }
        #expect(rotates?.path == "events[0]")
        let typo = try error { try storyboard(device: "iPad Pro 11-inch", strategy: "keyboardOverlap", layout: #""presentation": "formsheet""#, events: "") }
        #expect(typo?.message.contains("formSheet") == true)
    }

    @Test("a form sheet in landscape, or turned to it, is refused: UIKit moves it there by an amount no source gives (keyboard-physics.md); portrait and landscape page sheets are filmed")
    func landscapeFormSheetRefused() throws {
        func error(_ build: () throws -> Storyboard) throws -> StoryboardError? {
            do { _ = try build(); return nil } catch let e as StoryboardError { return e }
        }
        let landscape = try error {
            try storyboard(device: "iPad Pro 11-inch", strategy: "keyboardOverlap", layout: #""presentation": "formSheet""#, orientation: "landscapeLeft", events: "")
        }
        #expect(landscape?.path == "layout.presentation" && landscape?.message.contains("portrait") == true, "\(String(describing: landscape))")
        let turned = try error {
            try storyboard(device: "iPad Pro 11-inch", strategy: "keyboardOverlap", layout: #""presentation": "formSheet""#,
                           events: #"{ "at": 0.1, "do": "show" }, { "at": 0.5, "do": "rotate", "to": "landscapeRight" }"#)
        }
        #expect(turned?.path == "events[1]", "\(String(describing: turned))")
        let show = #"{ "at": 0.1, "do": "show" }"#
        let portrait = try error { try storyboard(device: "iPad Pro 11-inch", strategy: "keyboardOverlap", layout: #""presentation": "formSheet""#, events: show) }
        #expect(portrait == nil, "\(String(describing: portrait))")
        let page = try error {
            try storyboard(device: "iPad Pro 11-inch", strategy: "keyboardOverlap", layout: #""presentation": "pageSheet""#, orientation: "landscapeLeft", events: show)
        }
        #expect(page == nil, "\(String(describing: page))")
    }

    // MARK: Undocked, split and floating keyboards

    @Test("undock posts WillChangeFrame then WillHide with the raised frame; the layout guide (followsUndockedKeyboard false) settles the bar at rest")
    func undockGuideDrops() throws {
        let probe = NotificationProbe()
        let sb = try storyboard(device: "iPad Pro 11-inch", strategy: "layoutGuide", duration: 1.6,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "undock", "lift": 300 }"#)
        _ = try probe.film(sb)
        let atUndock = probe.notifications.filter { abs($0.time - 0.8) < 1e-9 }.map(\.notification)
        #expect(atUndock.map(\.name) == [.willChangeFrame, .willHide])
        // The End frame no longer reaches the bottom: its bottom is 300 pt above the screen's.
        #expect(abs(atUndock[1].endFrame.maxY - (Self.padHeight - 300)) < 1e-9)
        #expect(abs(atUndock[1].endFrame.height - Self.padKeyboard) < 1e-9)

        let trace = try Simulator.run(sb)
        let settled = trace.frames.last!
        #expect(settled.keyboardMode == .undocked)
        #expect(abs(settled.keyboard.minY - (Self.padHeight - 300 - Self.padKeyboard)) < 1e-6)
        #expect(abs(settled.bar.maxY - settled.restBottom) < 1e-6 && abs(settled.drift) < 1e-6)
        #expect(abs(settled.restBottom - (Self.padHeight - 20)) < 1e-9) // above the 20 pt home-indicator inset
    }

    @Test("with followsUndockedKeyboard true the bar rides the undocking keyboard and sits on it")
    func undockGuideFollows() throws {
        let trace = try film(device: "iPad Pro 11-inch", strategy: "layoutGuide", duration: 1.6,
                             layout: #""followsUndockedKeyboard": true"#,
                             events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "undock", "lift": 300 }"#)
        #expect(trace.maxAbsDrift(from: 0.8, to: 1.6) <= 0.5)
        #expect(abs(trace.frames.last!.bar.maxY - (Self.padHeight - 300 - Self.padKeyboard)) < 1e-6)
    }

    @Test("the floating keyboard: the followed guide puts the bar on its top, and a drag moves both at once (ChangeFrame only)")
    func floatingKeyboardFollows() throws {
        let trace = try film(device: "iPad Pro 11-inch", strategy: "layoutGuide", fps: 30, duration: 2.0,
                             layout: #""followsUndockedKeyboard": true"#,
                             events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "float", "x": 420, "y": 640 }, { "at": 1.5, "do": "float", "x": 120, "y": 800 }"#)
        let floating = frame(trace, at: 1.4)
        #expect(floating.keyboardMode == .floating)
        #expect(floating.keyboard == CGRect(x: 420, y: 640, width: 320, height: 262))
        #expect(abs(floating.bar.maxY - 640) < 1e-6)
        let dragged = frame(trace, at: 1.5)
        #expect(dragged.keyboard.minY == 800 && abs(dragged.bar.maxY - 800) < 1e-6)
        #expect(dragged.notifications.filter { $0.hasPrefix("UIKeyboard") }
                == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification"])
    }

    @Test("undocking needs an iPad and a docked software keyboard; rotating an undocked keyboard is refused")
    func undockRefusals() throws {
        #expect(throws: StoryboardError.self) {
            try film(strategy: "layoutGuide", events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "undock" }"#)
        }
        #expect(throws: StoryboardError.self) {
            try film(device: "iPad Pro 11-inch", strategy: "layoutGuide",
                     events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "undock" }, { "at": 1.0, "do": "rotate", "to": "landscapeLeft" }"#)
        }
        #expect(throws: StoryboardError.self) {
            try film(device: "iPad Pro 11-inch", strategy: "layoutGuide",
                     events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "float", "x": 700, "y": 100 }"#)
        }
    }

    // MARK: Focus stolen mid-animation

    /// iPhone SE (2nd generation): 667 pt screen, 260 pt keyboard, no bottom inset, so a bar at
    /// rest sits on the hidden keyboard's top. Show at t0, alert at t1 (mid-show).
    static let t0 = 0.1, t1 = 0.2, travel = 260.0, screen = 667.0

    /// A spring animation's progress as Core Animation runs it: the reference's curve until the
    /// 99.9 % milestone (0.506 s), where the animation is over and the value snaps to its end.
    static func p(_ t: Double) -> Double { t >= 0.5065 ? 1 : springProgress(t) }

    /// The keyboard: rises on the spring, and at t1 falls from where it was (a new animation
    /// from the presented value: v1·(1 − p(t − t1)) above the bottom).
    static func keyboardTop(_ t: Double) -> Double {
        guard t >= t1 else { return screen - travel * p(t - t0) }
        let v1 = travel * p(t1 - t0)
        return screen - v1 * (1 - p(t - t1))
    }

    /// A bar moved by a layout or frame change in the keyboard's spring (its own block with curve
    /// 7, or the inherited one): iOS 8+ animations are additive, so the show's offset keeps
    /// running and the hide adds one from −260 to 0: bottom = 667 + 260·(p(t − t1) − p(t − t0)).
    static func additiveBarBottom(_ t: Double) -> Double {
        screen + travel * (p(t - t1) - p(t - t0))
    }

    @Test("an alert presented mid-show: WillHide interrupts the show, whose Did pair never comes; dismissing gives focus back")
    func alertMidShowSequence() throws {
        let trace = try film(device: "iPhone SE (2nd generation)", strategy: "layoutGuide", duration: 1.6,
                             events: #"{ "at": 0.1, "do": "show" }, { "at": 0.2, "do": "presentAlert" }, { "at": 1.0, "do": "dismissAlert" }"#)
        let kb = "UIKeyboard", n = "Notification"
        #expect(frame(trace, at: 0.1).notifications == ["\(kb)WillChangeFrame\(n)", "\(kb)WillShow\(n)", "becomeFirstResponder"])
        #expect(frame(trace, at: 0.2).notifications == ["\(kb)WillChangeFrame\(n)", "\(kb)WillHide\(n)", "resignFirstResponder"])
        let all = trace.allNotifications
        #expect(all.filter { $0 == "\(kb)DidShow\(n)" }.count == 1) // only the show after the alert completes
        let didHide = all.firstIndex(of: "\(kb)DidHide\(n)")!, secondShow = all.lastIndex(of: "\(kb)WillShow\(n)")!
        #expect(didHide < secondShow)
        #expect(frame(trace, at: 1.0).notifications == ["\(kb)WillChangeFrame\(n)", "\(kb)WillShow\(n)", "becomeFirstResponder"])
        #expect(frame(trace, at: 0.6).alertOpacity == 1 && frame(trace, at: 1.5).alertOpacity == 0)
    }

    @Test("an alert mid-show: strategies whose bar runs the keyboard's spring drift by the additive-versus-restarted difference",
          arguments: ["layoutGuide", "keyboardOverlap", "keyboardHeight", "notificationSync", "inheritedAnimation", "beginFrameOffset"])
    func alertMidShowSpringStrategies(strategy: String) throws {
        let trace = try film(device: "iPhone SE (2nd generation)", strategy: strategy, duration: 1.0,
                             events: #"{ "at": 0.1, "do": "show" }, { "at": 0.2, "do": "presentAlert" }"#)
        var largest = 0.0
        for f in trace.frames(from: 0, to: 0.75) {
            let expected = Self.additiveBarBottom(f.time) - min(Self.keyboardTop(f.time), Self.screen)
            largest = max(largest, abs(expected))
            #expect(abs(f.drift - expected) < 0.01, "t = \(f.time)")
        }
        #expect(largest > 10) // the interruption really detaches the bar
        #expect(abs(trace.frames.last!.drift) < 0.5)
    }

    @Test("an alert mid-show: curve tracking and the accessory view stay on the keyboard; the display link trails it by one frame",
          arguments: ["curveTracking", "inputAccessory", "displayLink"])
    func alertMidShowTrackers(strategy: String) throws {
        let trace = try film(device: "iPhone SE (2nd generation)", strategy: strategy, duration: 1.0,
                             events: #"{ "at": 0.1, "do": "show" }, { "at": 0.2, "do": "presentAlert" }"#)
        for f in trace.frames(from: 0, to: 1.0) {
            let expected = strategy == "displayLink"
                ? min(Self.keyboardTop(f.time - 1.0 / 60), Self.screen) - min(Self.keyboardTop(f.time), Self.screen)
                : 0
            #expect(abs(f.drift - expected) < 0.01, "t = \(f.time)")
        }
    }

    @Test("setAccessory while shown posts WillShow with duration 0 and a keyboard taller by the accessory; the overlap handler follows")
    func setAccessory() throws {
        let probe = NotificationProbe()
        let sb = try storyboard(device: "iPhone 8", strategy: "keyboardOverlap", duration: 1.2,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "setAccessory", "height": 44 }"#)
        _ = try probe.film(sb)
        let reload = probe.notifications.filter { abs($0.time - 0.8) < 1e-9 }.map(\.notification)
        #expect(reload.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        #expect(reload[1].animationDuration == 0 && reload[1].endFrame.height == 260 + 44)
        let trace = try Simulator.run(sb)
        #expect(abs(trace.frames.last!.bar.maxY - (667 - 304)) < 1e-6 && abs(trace.frames.last!.drift) < 1e-6)
    }

    @Test("a keyboard switch that arrives as hide + show: WillHide to below the screen, then WillShow from there, in one turn; the keyboard goes straight to its new height")
    func switchAsHideShow() throws {
        let probe = NotificationProbe()
        let sb = try storyboard(device: "iPhone SE (2nd generation)", strategy: "curveTracking", duration: 1.6,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "switchKeyboard", "height": 300, "asHideShow": true }"#)
        _ = try probe.film(sb)
        let atSwitch = probe.notifications.filter { abs($0.time - 0.8) < 1e-9 }.map(\.notification)
        #expect(atSwitch.map(\.name) == [.willChangeFrame, .willHide, .willChangeFrame, .willShow])
        #expect(atSwitch[1].endFrame.minY == 667 && atSwitch[3].beginFrame.minY == 667 && atSwitch[3].endFrame.minY == 667 - 300)
        let trace = try Simulator.run(sb)
        for f in trace.frames(from: 0.8, to: 1.3) { // 407 → 367 on the spring, never down to the screen's edge
            #expect(abs(f.keyboard.minY - (407 - 40 * springProgress(f.time - 0.8))) < 0.01, "t = \(f.time)")
        }
        #expect(trace.maxAbsDrift <= 0.5)
    }

    @Test("events that need first responder are refused while an alert holds it")
    func alertRefusals() throws {
        #expect(throws: StoryboardError.self) {
            try film(strategy: "layoutGuide", events: #"{ "at": 0.1, "do": "presentAlert" }, { "at": 0.3, "do": "show" }"#)
        }
        #expect(throws: StoryboardError.self) {
            try film(strategy: "inputAccessory", events: #"{ "at": 0.1, "do": "show" }, { "at": 0.5, "do": "setAccessory", "height": 44 }"#)
        }
    }

    @Test("a back-swipe with the keyboard up: WillHide as the finger starts, the keyboard slides sideways with the view, the layout guide sinks the bar behind it")
    func backSwipe() throws {
        let trace = try film(strategy: "layoutGuide", duration: 2.0,
                             events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "backSwipe", "to": 0.4, "release": "cancel", "duration": 0.4 }"#)
        let kb = "UIKeyboard", n = "Notification"
        #expect(frame(trace, at: 0.8).notifications == ["\(kb)WillChangeFrame\(n)", "\(kb)WillHide\(n)", "resignFirstResponder"])
        for f in trace.frames(from: 0.8, to: 1.2) {
            let offset = 390 * 0.4 * (f.time - 0.8) / 0.4 // the finger, linearly
            #expect(abs(f.keyboard.minX - offset) < 1e-4 && abs(f.view.minX - offset) < 1e-4, "t = \(f.time)") // as written: four decimals
            #expect(abs(f.keyboard.minY - 508) < 1e-9) // the keyboard does not fall
            // The guide moved to the safe area inside the keyboard's block: 508 → 810 on the spring.
            #expect(abs(f.drift - 302 * springProgress(f.time - 0.8)) < 0.01, "t = \(f.time)")
        }
        // Cancelled: it slides back over 0.4 × 0.35 s, then the text field takes focus again (Begin == End).
        let back = 0.8 + 0.4 + 0.4 * 0.35
        let restored = trace.frames.first { $0.time >= back - 1e-9 }!
        #expect(restored.notifications == ["\(kb)WillChangeFrame\(n)", "\(kb)WillShow\(n)", "becomeFirstResponder"])
        #expect(restored.keyboard.minX == 0 && abs(trace.frames.last!.drift) < 0.5)

        let popped = try film(strategy: "layoutGuide", duration: 1.6,
                              events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "backSwipe", "to": 0.6, "release": "complete", "duration": 0.3 }"#)
        #expect(popped.allNotifications.suffix(2) == ["\(kb)DidChangeFrame\(n)", "\(kb)DidHide\(n)"])
        #expect(popped.frames.last!.view.minX == 390)
        #expect(throws: StoryboardError.self) {
            try film(strategy: "layoutGuide", duration: 1.6,
                     events: #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "backSwipe", "to": 0.6, "release": "complete", "duration": 0.3 }, { "at": 1.4, "do": "show" }"#)
        }
    }

    // MARK: Newer systems

    @Test("ios26 runs the iOS 26 spring: mass 1, stiffness 555, damping 47.1 (ω ≈ 23.56 s⁻¹, about critically damped)")
    func ios26Spring() throws {
        #expect(abs(Spring.keyboardIOS26.omega - 23.56) < 0.01)
        let trace = try film(device: "iPhone SE (2nd generation)", system: "ios26", strategy: "curveTracking", duration: 1.0,
                             events: #"{ "at": 0.1, "do": "show" }"#)
        let w = 555.0.squareRoot()
        for f in trace.frames(from: 0.1, to: 0.4) {
            let t = f.time - 0.1
            let critical = 1 - (1 + w * t) * exp(-w * t)
            #expect(abs(f.keyboard.minY - (667 - 260 * critical)) < 0.05, "t = \(f.time)")
        }
        // Faster than curve 7: 90 % of the travel within 0.17 s (curve 7 needs 0.213 s).
        #expect(frame(trace, at: 0.1 + 10.0 / 60).keyboard.minY < 667 - 0.9 * 260)
    }

    @Test("Reduce Motion: the keyboard moves linearly over 0.25 s; a handler animating with curve 7 still runs the spring")
    func reduceMotion() throws {
        var sb = try storyboard(device: "iPhone SE (2nd generation)", strategy: "notificationSync", fps: 120, duration: 1.0,
                                events: #"{ "at": 0.1, "do": "show" }"#)
        sb.reduceMotion = true
        let trace = try Simulator.run(sb)
        for f in trace.frames(from: 0.1, to: 0.35) {
            let t = f.time - 0.1
            #expect(abs(f.keyboard.minY - (667 - 260 * min(1, t / 0.25))) < 1e-4, "t = \(f.time)") // as written: four decimals
            #expect(abs(f.bar.maxY - (667 - 260 * springProgress(t))) < 0.01, "t = \(f.time)")
        }
    }
}
