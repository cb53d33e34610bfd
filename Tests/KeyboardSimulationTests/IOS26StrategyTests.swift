import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// The built-in tracking-accessory strategy on iOS 18 and iOS 26 (docs/keyboard-physics.md
/// §13). iPhone 13 built with the iOS 18 SDK, so both systems show the same keyboard: 336 pt
/// with QuickType, its keys' top at 844 − 336 = 508 once up; the bar (44 pt) rests on the safe
/// area's bottom, 844 − 34 = 810; the empty accessory is as tall as the bar, 44 pt.
@MainActor
struct IOS26StrategyTests {
    static let keysTop = 508.0, rest = 810.0, accessory = 44.0

    func film(_ system: String, options: String = "", events: String) throws -> Trace {
        try Simulator.run(storyboard(system: system, sdk: "ios18", strategy: "trackingAccessory", options: options,
                                     duration: 2.0, events: events))
    }

    @Test("with the keys up, the tracking accessory's bar sits on the keys' top (508) on iOS 18 and the accessory's 44 pt lower (552), under the keys, on iOS 26; both rest at 810 before and after")
    func reportedFrameWithoutAccessory() throws {
        let events = #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#
        let ios18 = try film("ios18", events: events), ios26 = try film("ios26", events: events)
        for (trace, bottom) in [(ios18, Self.keysTop), (ios26, Self.keysTop + Self.accessory)] {
            let up = try #require(trace.frame(atTime: 0.9))
            #expect(abs(up.keyboard.minY - Self.keysTop) < 0.01, "keys' top \(up.keyboard.minY)")
            #expect(abs(up.bar.maxY - bottom) < 0.01, "bar bottom \(up.bar.maxY), expected \(bottom)")
            #expect(abs(trace.frames[0].bar.maxY - Self.rest) < 0.01)
            #expect(abs((trace.frames.last?.bar.maxY ?? 0) - Self.rest) < 0.01)
        }
        // iOS 26's gap is the accessory's height, and the keyboard covers the bar by it.
        let up26 = try #require(ios26.frame(atTime: 0.9))
        #expect(abs(up26.drift - Self.accessory) < 0.01)
        #expect(ios26.verdict.contains("covered by up to 44 pt"), "\(ios26.verdict)")
    }

    @Test("during an interactive dismissal the KVO-following bar stays on the keys (508 + 228·(t − 0.8)/0.4: the finger takes 60 % of the 336 + 44 pt the keys and accessory travel); without the observer it stays where the last notification put it")
    func dragFollowedByKeyValueObserving() throws {
        let events = #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "interactiveDismiss", "to": 0.6, "release": "cancel", "duration": 0.4 }"#
        let following = try film("ios18", events: events)
        let still = try film("ios18", options: #""observesHostView": false"#, events: events)
        let dragged = following.frames(from: 0.81, to: 1.2)
        try #require(dragged.count >= 10)
        for f in dragged {
            let keys = Self.keysTop + (336 + Self.accessory) * 0.6 * (f.time - 0.8) / 0.4
            #expect(abs(f.keyboard.minY - keys) <= 0.5, "frame \(f.index): keys' top \(f.keyboard.minY), expected \(keys)")
            #expect(abs(f.bar.maxY - min(Self.rest, keys)) <= 0.5, "frame \(f.index): bar bottom \(f.bar.maxY), keys' top \(keys)")
        }
        for f in still.frames(from: 0.81, to: 1.2) {
            #expect(abs(f.bar.maxY - Self.keysTop) <= 0.01, "frame \(f.index): bar bottom \(f.bar.maxY)")
        }
    }
}
