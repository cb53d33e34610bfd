import Foundation
import Testing
@testable import KeyboardSimulation

/// What each strategy must show (issue 2, facts 3–9), against keyboard-physics.md's figures.
struct AttachmentTests {
    static let showThenHide = #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#

    @Test("iPhone 13 show then hide at 60 fps: attached strategies keep |drift| ≤ 0.5 pt in every frame",
          arguments: ["layoutGuide", "inputAccessory", "inheritedAnimation", "notificationSync"])
    func attachedOnShowAndHide(strategy: String) throws {
        let trace = try film(strategy: strategy, events: Self.showThenHide)
        #expect(trace.maxAbsDrift <= 0.5)
        // The film really moves: the keyboard rises to 844 − 336 = 508 and the bar with it.
        let top = try #require(trace.frames.first { abs($0.time - 0.9) < 1e-9 })
        #expect(abs(top.keyboard.y - 508) < 0.01 && abs(top.bar.maxY - 508) < 0.5)
        // …and at the end the bar rests on the 34 pt safe area: 844 − 34 = 810.
        #expect(abs(trace.frames.last!.bar.maxY - 810) < 0.01)
    }

    @Test("the keyboard's position in the trace follows curve 7 (checked at every frame of the show)")
    func keyboardFollowsSpring() throws {
        let trace = try film(strategy: "layoutGuide", events: Self.showThenHide)
        for f in trace.frames(from: 0.1, to: 0.6) {
            #expect(abs(f.keyboard.y - (844 - 336 * referenceSpring(f.time - 0.1))) < 1e-3, "t = \(f.time)")
        }
    }

    static let rotation = #"{ "at": 0.1, "do": "show" }, { "at": 0.9, "do": "rotate", "to": "landscapeLeft" }"#

    @Test("iOS 7 rotation: notificationSync detaches (≥ 20 pt), rotationAware stays attached (≤ 0.5 pt)")
    func ios7Rotation() throws {
        let sync = try film(system: "ios7", strategy: "notificationSync", events: Self.rotation)
        let aware = try film(system: "ios7", strategy: "rotationAware", events: Self.rotation)
        #expect(sync.maxAbsDrift(from: 0.9, to: 1.5) >= 20)
        #expect(aware.maxAbsDrift <= 0.5)
        // The interface really turned: 844 × 390 landscape, keyboard 209 pt high (with QuickType).
        let end = aware.frames.last!
        #expect(end.interfaceSize == Size(width: 844, height: 390) && end.angle == -90)
        #expect(abs(end.keyboard.y - (390 - 209)) < 0.01)
    }

    @Test("iOS 8 rotation: rotationAware jumps (≥ 20 pt), rotationCoordinator stays attached (≤ 0.5 pt)",
          arguments: ["ios8", "ios15"])
    func ios8Rotation(system: String) throws {
        let aware = try film(system: system, strategy: "rotationAware", events: Self.rotation)
        let coordinator = try film(system: system, strategy: "rotationCoordinator", events: Self.rotation)
        #expect(aware.maxAbsDrift(from: 0.9, to: 1.5) >= 20)
        #expect(coordinator.maxAbsDrift <= 0.5)
    }

    @Test("iOS 7 rotation posts seed 000's order: willRotate, WillHide, willAnimateRotation, WillShow, didRotate")
    func ios7RotationOrder() throws {
        let trace = try film(system: "ios7", strategy: "notificationSync", events: Self.rotation)
        let seed000 = ["willRotateToInterfaceOrientation", "UIKeyboardWillHideNotification",
                       "willAnimateRotationToInterfaceOrientation", "UIKeyboardWillShowNotification",
                       "didRotateFromInterfaceOrientation"]
        let fromRotation = trace.frames(from: 0.9, to: 2.0).flatMap(\.notifications).filter(seed000.contains)
        #expect(fromRotation == seed000)
        // didRotate comes when the 0.3 s rotation ends, not with the others.
        let didRotate = try #require(trace.frames.first { $0.notifications.contains("didRotateFromInterfaceOrientation") })
        #expect(abs(didRotate.time - 1.2) < 1.0 / 60 + 1e-9)
    }

    @Test("fixedCurve (0.3 s ease-out) on show: max |drift| between 5 and 80 pt, attached at the end")
    func fixedCurve() throws {
        let trace = try film(strategy: "fixedCurve", duration: 1.0, events: #"{ "at": 0.1, "do": "show" }"#)
        #expect(trace.maxAbsDrift > 5 && trace.maxAbsDrift < 80)
        #expect(abs(trace.frames.last!.drift) <= 0.5)
    }

    /// The keyboard's largest displacement between two display frames, from the reference curve.
    func largestStep(rateHz: Double) -> Double {
        (1...200).map { k in 336 * (referenceSpring(Double(k) / rateHz) - referenceSpring(Double(k - 1) / rateHz)) }.max()!
    }

    @Test("displayLink lags one display frame: max |drift| within 10 % of the largest one-frame step; half at 120 Hz")
    func displayLinkLag() throws {
        let show = #"{ "at": 0.1, "do": "show" }"#
        let at60 = try film(strategy: "displayLink", options: #""minBottom": true"#, duration: 1.0, events: show)
        let step60 = largestStep(rateHz: 60)
        #expect(abs(step60 - 37.6) < 0.5) // the figure quoted by the physics reference
        #expect(abs(at60.maxAbsDrift - step60) <= 0.1 * step60)
        let at120 = try film(strategy: "displayLink", options: #""rate": 120, "minBottom": true"#, fps: 120,
                             duration: 1.0, events: show)
        #expect(abs(at120.maxAbsDrift - largestStep(rateHz: 120)) <= 0.1 * largestStep(rateHz: 120))
        let ratio = at120.maxAbsDrift / at60.maxAbsDrift
        #expect(ratio > 0.4 && ratio < 0.6)
        // The bar is covered (positive drift): it trails the rising keyboard.
        #expect(at60.frames.map(\.drift).max()! > 30)
    }

    @Test("beginFrameOffset: fine on first show; after a QuickType toggle |drift| ≥ 30 pt and it stays")
    func beginFrameOffsetQuickType() throws {
        let trace = try film(strategy: "beginFrameOffset", duration: 3.0, events: """
            { "at": 0.1, "do": "show" }, { "at": 1.0, "do": "quickType", "visible": false },
            { "at": 2.0, "do": "hide" }
            """)
        #expect(trace.maxAbsDrift(from: 0, to: 0.99) <= 0.5)
        let after = trace.frames(from: 1.0, to: 3.0)
        #expect(!after.isEmpty && after.allSatisfy { abs($0.drift) >= 30 })
        // The toggle itself is immediate (duration 0): the keyboard shrinks by the 44 pt QuickType bar at once.
        let toggle = try #require(trace.frames.first { abs($0.time - 1.0) < 1e-9 })
        #expect(abs(toggle.keyboard.y - (844 - 292)) < 0.01)
    }

    @Test("a QuickType toggle posts WillShow with duration 0: handlers that follow the End frame stay attached",
          arguments: ["layoutGuide", "inputAccessory", "inheritedAnimation", "notificationSync", "rotationAware"])
    func quickTypeImmediate(strategy: String) throws {
        let trace = try film(strategy: strategy, events: """
            { "at": 0.1, "do": "show" }, { "at": 1.0, "do": "quickType", "visible": false }
            """)
        #expect(trace.maxAbsDrift <= 0.5)
        // The keyboard shrinks by the 44 pt QuickType bar at once, in the toggle's own frame.
        let toggle = try #require(trace.frames.first { abs($0.time - 1.0) < 1e-9 })
        #expect(abs(toggle.keyboard.y - (844 - 292)) < 0.01 && abs(toggle.bar.maxY - (844 - 292)) < 0.01)
    }

    @Test("beginFrameOffset's flight after a QuickType toggle is immediate too (duration 0), 336 pt up at once")
    func beginFrameOffsetJumpsAtOnce() throws {
        let trace = try film(strategy: "beginFrameOffset", events: """
            { "at": 0.1, "do": "show" }, { "at": 1.0, "do": "quickType", "visible": false }
            """)
        let toggle = try #require(trace.frames.first { abs($0.time - 1.0) < 1e-9 })
        // Overlap 336 + Begin height 336 = 672 pt above the bottom: bar bottom at 844 − 672 = 172.
        #expect(abs(toggle.bar.maxY - 172) < 0.01)
    }

    @Test("displayLink with minBottom over a 49 pt tab bar: on hide the bar stops at rest while the keyboard goes on")
    func displayLinkDropsOff() throws {
        let events = #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#
        let layout = #""tabBar": true"#
        let clamped = try film(strategy: "displayLink", options: #""minBottom": true"#, layout: layout, events: events)
        let rest = 844.0 - 34 - 49
        let hiding = clamped.frames(from: 1.0, to: 2.0)
        #expect(hiding.allSatisfy { $0.bar.maxY <= rest + 1e-9 })
        #expect(abs(clamped.frames.last!.bar.maxY - rest) < 0.01)
        #expect(abs(clamped.frames.last!.keyboard.y - 844) < 0.01)
        // While the bar sits at rest the keyboard is still travelling far below it.
        #expect(hiding.contains { abs($0.bar.maxY - rest) < 0.01 && $0.keyboard.y > rest + 40 })
        // Without the min-distance constraint the bar follows the keyboard below its rest position.
        let free = try film(strategy: "displayLink", layout: layout, events: events)
        #expect(free.frames(from: 1.0, to: 2.0).contains { $0.bar.maxY > rest + 40 })
    }

    static let drag = #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "interactiveDismiss", "to": 0.5, "release": "cancel", "duration": 0.4 }"#

    @Test("interactive dismissal: inputAccessory stays attached during the drag; layoutGuide does not")
    func interactiveDismissal() throws {
        let accessory = try film(strategy: "inputAccessory", events: Self.drag)
        let guide = try film(strategy: "layoutGuide", events: Self.drag)
        // Halfway through the drag the keyboard is 0.25 × 336 = 84 pt lower; no notifications.
        let mid = try #require(accessory.frames.first { abs($0.time - 1.2) < 1e-9 })
        #expect(abs(mid.keyboard.y - (508 + 84)) < 0.01)
        #expect(accessory.frames(from: 1.0, to: 1.4).allSatisfy { $0.notifications.isEmpty })
        #expect(accessory.maxAbsDrift(from: 1.0, to: 1.4) <= 0.5)
        #expect(guide.maxAbsDrift(from: 1.0, to: 1.4) > 40)
        // Released and cancelled: the keyboard snaps back (ease-in-out, ≈0.145 s per 169 pt) and the guide is attached again.
        #expect(guide.maxAbsDrift(from: 1.6, to: 2.0) <= 0.5)
    }

    @Test("interactive dismissal released to dismiss posts WillHide and the keyboard leaves from where the finger let go")
    func interactiveDismissRelease() throws {
        let trace = try film(strategy: "inputAccessory", events: """
            { "at": 0.1, "do": "show" }, { "at": 1.0, "do": "interactiveDismiss", "to": 0.5, "release": "dismiss", "duration": 0.3 }
            """)
        let release = try #require(trace.frames.first { $0.notifications.contains("UIKeyboardWillHideNotification") })
        #expect(abs(release.time - 1.3) < 1e-9)
        #expect(abs(release.keyboard.y - (508 + 168)) < 0.01)
        #expect(abs(trace.frames.last!.keyboard.y - 844) < 0.5)
        #expect(trace.maxAbsDrift <= 0.5)
    }

    @Test("an iPad with a hardware keyboard shows only the 55 pt shortcuts bar; the frame stays full size")
    func hardwareKeyboard() throws {
        let trace = try film(device: "iPad Pro 11-inch", strategy: "layoutGuide", events: """
            { "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hardwareKeyboard", "connected": true }
            """)
        let end = trace.frames.last!
        #expect(abs(end.keyboard.y - (1194 - 55)) < 0.5 && end.keyboard.height == 333)
        #expect(trace.maxAbsDrift <= 0.5)
        // seed 004 reads the End frame's height: 333 pt, so its bar floats far above the 55 pt bar.
        let inherited = try film(device: "iPad Pro 11-inch", strategy: "inheritedAnimation", events: """
            { "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hardwareKeyboard", "connected": true }
            """)
        #expect(abs(inherited.frames.last!.drift) > 200)
    }

    @Test("same storyboard, same trace, every time")
    func deterministic() throws {
        let a = TraceWriter.json(try film(system: "ios7", strategy: "displayLinkHybrid", events: Self.rotation))
        let b = TraceWriter.json(try film(system: "ios7", strategy: "displayLinkHybrid", events: Self.rotation))
        #expect(a == b)
    }

    @Test("displayLinkHybrid: tracks until contact, then animates the rest of the reported 0.25 s: it drifts")
    func hybridDrifts() throws {
        let trace = try film(strategy: "displayLinkHybrid", duration: 1.0, events: #"{ "at": 0.1, "do": "show" }"#)
        #expect(trace.maxAbsDrift > 5)
        #expect(abs(trace.frames.last!.drift) <= 0.5)
    }
}
