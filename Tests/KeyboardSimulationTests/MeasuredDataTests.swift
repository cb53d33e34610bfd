import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// The model held against measured data (docs/keyboard-physics.md §10), not against itself. Every
/// expected value comes from a published measurement, computed here from its own formula: the
/// curves fitted to screen recordings of the keyboard, the pinned values of public keyboard code,
/// keyboard heights in simulator screenshots, and a snap-back test fixture. Each is read off a
/// film (`Simulator.run`), so the whole path from storyboard to trace is what is measured.
@MainActor
struct MeasuredDataTests {
    /// react-native-reanimated's fit to screen recordings: progress(x) = 1 − a1(1−x)^a2
    /// − b1·x(1−x)^b2 − c1·x²(1−x)^c2, x = elapsed / duration.
    struct RecordedCurve {
        var duration: Double
        var a1, a2, b1, b2, c1, c2: Double

        func progress(_ elapsed: Double) -> Double {
            let x = elapsed / duration
            if x <= 0 { return 0 }
            if x >= 1 { return 1 }
            let y = 1 - x
            return 1 - a1 * pow(y, a2) - b1 * x * pow(y, b2) - c1 * x * x * pow(y, c2)
        }

        static let opening = RecordedCurve(duration: 0.48, a1: 1, a2: 4.62, b1: 2.44, b2: 9.82, c1: 0.22, c2: 2.09)
        static let closing = RecordedCurve(duration: 0.496, a1: 1, a2: 5.65, b1: 2.74, b2: 8.38, c1: 0.93, c2: 3.29)
    }

    /// A 336 pt keyboard on iPhone 15 Pro (852 pt tall) filmed at `fps`: shown at 0.1 s, hidden at 1 s.
    static func showHide(fps: Int) throws -> Trace {
        let sb = try storyboard(device: "iPhone 15 Pro", system: "ios17", strategy: "layoutGuide", fps: fps, duration: 1.8,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#)
        return try Simulator.run(sb)
    }

    /// The largest difference, as a fraction of the travel, between the film's keyboard and the
    /// recorded curve started `shift` seconds after the motion's t = 0 (the notification's post).
    static func worstResidual(_ trace: Trace, from start: Double, opening: Bool, shift: Double) -> Double {
        let travel = 336.0, screen = 852.0
        let curve = opening ? RecordedCurve.opening : .closing
        var worst = 0.0
        for f in trace.frames where f.time >= start && f.time <= start + 0.6 {
            let shown = (screen - f.keyboard.minY) / travel
            let film = opening ? shown : 1 - shown
            worst = max(worst, abs(film - curve.progress(f.time - start - shift)))
        }
        return worst
    }

    @Test("the film's spring is within 2 % of the curves fitted to recordings (1.1 % opening, 1.9 % closing measured) when the recording starts 10 / 12 ms after t = 0",
          arguments: [(true, 0.1, 0.010), (false, 1.0, 0.012)])
    func recordedCurve(opening: Bool, start: Double, shift: Double) throws {
        let trace = try Self.showHide(fps: 120)
        let shifted = Self.worstResidual(trace, from: start, opening: opening, shift: shift)
        #expect(shifted <= 0.02, "worst residual \(shifted)")
        // The shift matters as much as the curve: without it the residual is several times larger.
        #expect(Self.worstResidual(trace, from: start, opening: opening, shift: 0) > 3 * shifted)
    }

    @Test("the five values public keyboard code pins for 0 → 336 pt, read off a 200 fps film to 1e-4 pt")
    func pinnedValues() throws {
        let sb = try storyboard(device: "iPhone 15 Pro", system: "ios17", strategy: "layoutGuide", fps: 200, duration: 0.6,
                                events: #"{ "at": 0, "do": "show" }"#)
        let trace = try Simulator.run(sb)
        for (t, value) in [(0.080, 144.11039), (0.125, 223.44513), (0.250, 316.52488), (0.325, 329.82914), (0.500, 335.63073)] {
            let f = try #require(trace.frame(atTime: t))
            #expect(abs((852 - f.keyboard.minY) - value) <= 1e-4, "t = \(t): \(852 - f.keyboard.minY)")
        }
    }

    /// The keyboard's height at rest after a show, with the predictive bar on or off.
    static func restHeight(_ device: String, system: String = "ios17", sdk: String? = nil, quickType: Bool) throws -> Double {
        var fields = #""name": "rest", "device": "\#(device)", "system": "\#(system)", "fps": 10, "duration": 1, "strategy": { "name": "layoutGuide" }, "keyboard": { "quickType": \#(quickType) }, "events": [{ "at": 0.1, "do": "show" }]"#
        if let sdk { fields += #", "sdk": "\#(sdk)""# }
        let sb = try StoryboardLoader.parse(Array(("{" + fields + "}").utf8), file: "rest.json")
        let last = try #require(try Simulator.run(sb).frames.last)
        return last.interfaceSize.height - last.keyboard.minY
    }

    @Test("simulator screenshots, iOS 15.5–26.2: the alphabetic keyboard is 291 pt on 6.1″/6.3″ Face ID iPhones, 336 with the predictive bar",
          arguments: ["iPhone 13 Pro", "iPhone 14", "iPhone 15", "iPhone 15 Pro", "iPhone 16", "iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"])
    func restHeights(device: String) throws {
        #expect(try Self.restHeight(device, quickType: false) == 291)
        #expect(try Self.restHeight(device, quickType: true) == 336)
        // iOS 26 shows the same keyboard to an app built with the iOS 18 SDK.
        #expect(try Self.restHeight(device, system: "ios26", sdk: "ios18", quickType: false) == 291)
    }

    @Test("iOS 26 by SDK (iPhone 16e, iOS 26.1): the rounded keyboard is 308 pt for an app built with the iOS 26 SDK, 291 with the iOS 18 SDK")
    func ios26BySDK() throws {
        #expect(try Self.restHeight("iPhone 16e", system: "ios26", sdk: "ios26", quickType: false) == 308)
        #expect(try Self.restHeight("iPhone 16e", system: "ios26", quickType: false) == 308,
                "an ios26 film is built with the iOS 26 SDK unless it says otherwise")
        #expect(try Self.restHeight("iPhone 16e", system: "ios26", sdk: "ios18", quickType: false) == 291)
        // The SDK changes nothing on an earlier system.
        #expect(try Self.restHeight("iPhone 16e", system: "ios17", sdk: "ios26", quickType: false) == 291)
    }

    @Test("a cancelled drag from 122 back to 291 pt snaps back ease-in-ease-out in 0.14518900343642613 s (a keyboard library's fixture)")
    func snapBack() throws {
        // 291 pt keyboard; the finger pulls it down to 122 pt visible (169 of 291), lets go at 1.3 s.
        let fraction = 169.0 / 291.0
        let sb = try storyboard(device: "iPhone 13", system: "ios17", strategy: "layoutGuide", fps: 240, duration: 1.6,
                                keyboard: "\"quickType\": false",
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "interactiveDismiss", "to": \#(fraction), "release": "cancel", "duration": 0.3 }"#)
        let trace = try Simulator.run(sb)
        let duration = 0.14518900343642613, release = 1.3
        var checked = 0
        for f in trace.frames where f.time >= release && f.time <= release + 0.2 {
            let x = min(1, (f.time - release) / duration)
            let expected = 122 + 169 * easeInOut(x)
            #expect(abs((844 - f.keyboard.minY) - expected) <= 0.01, "t = \(f.time): \(844 - f.keyboard.minY), expected \(expected)")
            checked += 1
        }
        #expect(checked >= 40)
    }
}
