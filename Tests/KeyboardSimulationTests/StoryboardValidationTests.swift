import Foundation
import Testing
@testable import KeyboardSimulation

/// Bad storyboards are rejected with the file and the JSON path of the bad value.
struct StoryboardValidationTests {
    static let valid = """
    { "name": "x", "device": "iPhone 13", "duration": 2, "strategy": { "name": "layoutGuide" },
      "events": [ { "at": 0.1, "do": "show" }, { "at": 0.5, "do": "rotate", "to": "landscapeLeft" }, { "at": 1.0, "do": "hide" } ] }
    """

    func error(_ json: String) -> StoryboardError? {
        do {
            _ = try Simulator.run(StoryboardLoader.parse(Array(json.utf8), file: "bad.json"))
            return nil
        } catch let e as StoryboardError {
            return e
        } catch {
            return nil
        }
    }

    @Test("the valid storyboard loads")
    func validLoads() throws {
        #expect(error(Self.valid) == nil)
    }

    @Test("each kind of mistake names its path", arguments: [
        ("\"duration\": 2", "\"duration\": 2, \"strategyy\": 1", "strategyy", "unknown key"),
        ("\"duration\": 2", "\"duration\": \"2\"", "duration", "expected a number, got a string"),
        ("\"duration\": 2", "\"duration\": 2, \"fps\": 0", "fps", "out of range"),
        ("\"duration\": 2", "\"duration\": 2, \"scale\": 7", "scale", "out of range"),
        ("\"duration\": 2", "\"duration\": 2, \"fps\": 59.5", "fps", "whole number"),
        ("{ \"at\": 0.1, \"do\": \"show\" }", "{ \"at\": -0.1, \"do\": \"show\" }", "events[0].at", "out of range"),
        ("{ \"at\": 1.0, \"do\": \"hide\" }", "{ \"at\": 0.2, \"do\": \"hide\" }", "events[2].at", "time order"),
        ("{ \"at\": 1.0, \"do\": \"hide\" }", "{ \"at\": 3.0, \"do\": \"hide\" }", "events[2].at", "out of range"),
        ("\"iPhone 13\"", "\"iPhone 99\"", "device", "unknown device"),
        ("\"layoutGuide\"", "\"layoutGiude\"", "strategy.name", "expected one of"),
        ("\"do\": \"show\"", "\"do\": \"shwo\"", "events[0].do", "expected one of"),
        ("\"to\": \"landscapeLeft\"", "\"to\": \"sideways\"", "events[1].to", "landscapeLeft"),
        ("\"do\": \"show\" }", "\"do\": \"show\", \"visible\": true }", "events[0].visible", "unknown key"),
        ("\"do\": \"hide\" }", "\"do\": \"hide\" }, { \"at\": 1.5, \"do\": \"hide\" }", "events[3]", "already hidden"),
        ("\"name\": \"layoutGuide\" }", "\"name\": \"layoutGuide\" }, \"system\": \"ios7\"", "strategy.name", "ios15"),
        ("\"layoutGuide\" }", "\"layoutGuide\", \"rate\": 60 }", "strategy.rate", "unknown key"),
    ])
    func rejected(_ find: String, _ replace: String, _ path: String, _ message: String) throws {
        let json = Self.valid.replacingOccurrences(of: find, with: replace)
        #expect(json != Self.valid)
        let e = try #require(error(json))
        #expect(e.file == "bad.json")
        #expect(e.path == path)
        #expect(e.message.contains(message), "\(e)")
    }

    @Test("invalid JSON names the line and column")
    func syntax() throws {
        let e = try #require(error("{\n  \"device\": \"iPhone 13\",\n  \"duration\": 2,,\n}"))
        #expect(e.description.contains("line 3"))
    }

    @Test("a missing file is an error naming it")
    func missingFile() {
        #expect(throws: StoryboardError.self) { try StoryboardLoader.load(path: "/nonexistent/story.json") }
        do { _ = try StoryboardLoader.load(path: "/nonexistent/story.json") } catch {
            #expect("\(error)".contains("/nonexistent/story.json"))
        }
    }

    @Test("overrides of physics defaults are read: heights, curve, rotation duration")
    func overrides() throws {
        let json = Self.valid.replacingOccurrences(of: "\"duration\": 2", with: """
            "duration": 2, "keyboard": { "heights": { "portraitQuickType": 300 }, "curve": { "bezier": [0.38, 0.7, 0.125, 1] } },
            "rotation": { "quarterTurnDuration": 0.5, "curve": "linear" }
            """)
        let sb = try StoryboardLoader.parse(Array(json.utf8), file: "x.json")
        #expect(sb.keyboard.heights.portraitQuickType == 300)
        #expect(sb.keyboard.curve == .bezier(.keyboardApproximation))
        #expect(sb.rotation.quarterTurnSeconds == 0.5 && sb.rotation.curve == .linear)
        let trace = try Simulator.run(sb)
        // 0.35 s into the 0.5 s bezier show: 844 − 300 × B(0.7), and no longer the spring's value.
        let f = try #require(trace.frames.first { abs($0.time - 0.45) < 1e-9 })
        #expect(f.keyboard.height == 300)
        #expect(abs(f.keyboard.y - (844 - 300 * CubicBezier.keyboardApproximation.progress(atFraction: 0.7))) < 0.01)
        #expect(abs(f.keyboard.y - (844 - 300 * referenceSpring(0.35))) > 1)
    }
}

/// keyboard-physics.md §4: up to iOS 7 the screen's coordinates stay portrait-fixed.
struct ScreenSpaceTests {
    @Test("iOS 7 landscape keyboard frames arrive rotated (width and height swapped) and convert back exactly")
    func portraitFixedConversion() {
        let space = ScreenSpace(portraitSize: Size(width: 390, height: 844), isPortraitFixed: true)
        let keyboard = Rect(x: 0, y: 390 - 209, width: 844, height: 209)
        for o in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
            let s = space.screenRect(keyboard, interface: o)
            #expect(s.width == 209 && s.height == 844)
            #expect(space.interfaceRect(s, interface: o) == keyboard)
        }
        // Home button on the left: the phone's right side points down, so the keyboard (the
        // interface's bottom) lies along the screen's right edge; home on the right: the left edge.
        #expect(space.screenRect(keyboard, interface: .landscapeLeft) == Rect(x: 390 - 209, y: 0, width: 209, height: 844))
        #expect(space.screenRect(keyboard, interface: .landscapeRight) == Rect(x: 0, y: 0, width: 209, height: 844))
        let modern = ScreenSpace(portraitSize: Size(width: 390, height: 844), isPortraitFixed: false)
        #expect(modern.screenRect(keyboard, interface: .landscapeLeft) == keyboard)
    }
}

struct TraceReaderTests {
    @Test("a written trace reads back equal (to the written precision)")
    func roundTrip() throws {
        let trace = try film(system: "ios7", strategy: "notificationSync", events: AttachmentTests.rotation)
        let text = TraceWriter.json(trace)
        let back = try TraceReader.parse(Array(text.utf8), file: "trace.json")
        #expect(TraceWriter.json(back) == text)
        #expect(back.frames.count == trace.frames.count && back.firstDriftFrame == trace.firstDriftFrame)
    }
}
