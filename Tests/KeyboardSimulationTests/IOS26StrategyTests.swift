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

    @Test("a layout-guide bar over a 44 pt accessory during a drag: with iOS 26's reported bug on, the guide leaves the accessory out, so the bar sits 44 pt below the accessory's top (on the keys) until the snap-back; without the bug, or on iOS 18, it stays on the accessory")
    func layoutGuideDragWithoutAccessory() throws {
        let events = #"{ "at": 0.05, "do": "show" }, { "at": 0.5, "do": "setAccessory", "height": 44 }, { "at": 0.7, "do": "interactiveDismiss", "to": 0.5, "release": "cancel", "duration": 0.3 }"#
        func film(_ system: String, bug: Bool) throws -> Trace {
            var sb = try storyboard(system: system, sdk: "ios18", strategy: "layoutGuide", duration: 1.5, events: events)
            sb.systemBugs.layoutGuideDragWithoutAccessory = bug
            return try Simulator.run(sb)
        }
        let buggy = try film("ios26", bug: true)
        let dragged = buggy.frames(from: 0.71, to: 1.0)
        try #require(dragged.count >= 15)
        for f in dragged {
            // Keys + accessory: 336 + 44 = 380 pt, top at 464; the finger takes half of it in 0.3 s.
            let top = 464 + 190 * (f.time - 0.7) / 0.3
            #expect(abs(f.keyboard.minY - top) <= 0.5, "frame \(f.index): keyboard top \(f.keyboard.minY), expected \(top)")
            #expect(abs(f.bar.maxY - (top + Self.accessory)) <= 0.5, "frame \(f.index): bar bottom \(f.bar.maxY), expected \(top + Self.accessory)")
        }
        #expect(abs((buggy.frames.last?.bar.maxY ?? 0) - 464) <= 0.01, "back on the accessory once fully open")
        for (system, bug) in [("ios18", true), ("ios26", false)] {
            for f in try film(system, bug: bug).frames(from: 0.71, to: 1.0) {
                #expect(abs(f.bar.maxY - f.keyboard.minY) <= 0.5, "\(system), bug \(bug), frame \(f.index): bar bottom \(f.bar.maxY), keyboard top \(f.keyboard.minY)")
            }
        }
    }

    @Test("iPadOS 26's view-coordinate End frame (FB18129544): a form sheet on iPad Pro 11-inch (834 × 1194, sheet 620 pt tall from y = 287), keys 333 pt + a 44 pt accessory (top 817); the keyboard-overlap handler converts the frame from the screen's coordinates again, so its bar rises 287 pt too far (bottom 530); without an accessory, without the bug, on iOS 18 or on an iPhone the bar rests on the keys")
    func endFrameInViewCoordinates() throws {
        let example = TestSupport.packageRoot.appendingPathComponent("Examples/ipad-ios26-end-frame-view-coordinates.json").path
        func film(_ change: (inout Storyboard) -> Void = { _ in }) throws -> Trace {
            var sb = try StoryboardLoader.load(path: example)
            change(&sb)
            return try Simulator.run(sb)
        }
        let buggy = try film()
        let beforeAccessory = try #require(buggy.frame(atTime: 0.65)), withAccessory = try #require(buggy.frame(atTime: 1.25))
        // Before the accessory: keys alone, 1194 − 333 = 861, and the bar on them.
        #expect(abs(beforeAccessory.keyboard.minY - 861) < 0.01 && abs(beforeAccessory.bar.maxY - 861) < 0.01, "\(beforeAccessory.bar)")
        #expect(abs(withAccessory.keyboard.minY - 817) < 0.01, "keys and accessory top \(withAccessory.keyboard.minY)")
        #expect(abs(withAccessory.bar.maxY - (817 - 287)) < 0.01, "bar bottom \(withAccessory.bar.maxY), expected 530")
        #expect(abs((buggy.frames.last?.bar.maxY ?? 0) - 907) < 0.01, "back at the sheet's bottom (287 + 620) after the hide")
        for (label, change) in [("bug off", { (sb: inout Storyboard) in sb.systemBugs.endFrameInViewCoordinates = false }),
                                ("ios18", { (sb: inout Storyboard) in sb.system = .ios18 })] as [(String, (inout Storyboard) -> Void)] {
            let f = try #require(try film(change).frame(atTime: 1.25))
            #expect(abs(f.bar.maxY - 817) < 0.01, "\(label): bar bottom \(f.bar.maxY), expected on the accessory at 817")
        }
        // The report names iPadOS: an iPhone 13 whose view starts 100 pt down keeps the screen's frame.
        let phone = try film {
            $0.device = DeviceCatalogue.device(named: "iPhone 13")!
            $0.layout.presentation = .frame(CGRect(x: 0, y: 100, width: 390, height: 700))
        }
        let up = try #require(phone.frame(atTime: 1.25))
        #expect(abs(up.bar.maxY - up.keyboard.minY) < 0.01)
    }

    @Test("a drag that begins 0.1 s into the opening: no DidShow comes, so tracking code that starts observing at DidShow keeps its bar rising on the keyboard's spring (810 − 302·p) while the keys go down; starting at WillShow it follows the drag")
    func dragBeginsMidOpening() throws {
        let events = #"{ "at": 0.1, "do": "show" }, { "at": 0.2, "do": "interactiveDismiss", "to": 0.5, "release": "dismiss", "duration": 0.3 }"#
        let missed = try Simulator.run(storyboard(system: "ios18", strategy: "trackingAccessory", duration: 1.1, events: events))
        #expect(!missed.allNotifications.contains("UIKeyboardDidShowNotification"))
        let dragged = missed.frames(from: 0.21, to: 0.5)
        try #require(dragged.count >= 15)
        for f in dragged {
            let rising = Self.rest - 302 * springProgress(f.time - 0.1)
            #expect(abs(f.bar.maxY - rising) <= 0.5, "frame \(f.index): bar bottom \(f.bar.maxY), expected \(rising)")
        }
        #expect((missed.frame(atTime: 0.45)?.drift ?? 0) < -150, "the keys are far below the bar")
        let followed = try Simulator.run(storyboard(system: "ios18", strategy: "trackingAccessory", options: #""startsObserving": "willShow""#,
                                                    duration: 1.1, events: events))
        for f in followed.frames(from: 0.21, to: 0.49) {
            #expect(abs(f.bar.maxY - min(Self.rest, f.keyboard.minY)) <= 0.5, "frame \(f.index): bar bottom \(f.bar.maxY), keys' top \(f.keyboard.minY)")
        }
    }

    @Test("systemBugs: a misspelt bug is refused at its JSON path, naming the known ones; a bug's value must be true or false")
    func systemBugsKeys() throws {
        func load(_ bugs: String) throws -> Storyboard {
            let json = #"{ "name": "b", "device": "iPhone 13", "system": "ios26", "duration": 1, "strategy": { "name": "layoutGuide" }, "systemBugs": "# + bugs + #", "events": [{ "at": 0.1, "do": "show" }] }"#
            return try StoryboardLoader.parse(Array(json.utf8), file: "bugs.json")
        }
        #expect(try load(#"{ "layoutGuideDragWithoutAccessory": true }"#).systemBugs.layoutGuideDragWithoutAccessory)
        #expect(try !load("{}").systemBugs.layoutGuideDragWithoutAccessory)
        let typo = #expect(throws: StoryboardError.self) { try load(#"{ "layoutGuideDragWithoutAcessory": true }"#) }
        #expect(typo?.path == "systemBugs.layoutGuideDragWithoutAcessory" && typo?.message.contains("layoutGuideDragWithoutAccessory") == true, "\(String(describing: typo))")
        let notBool = #expect(throws: StoryboardError.self) { try load(#"{ "layoutGuideDragWithoutAccessory": 1 }"#) }
        #expect(notBool?.path == "systemBugs.layoutGuideDragWithoutAccessory")
    }
}
