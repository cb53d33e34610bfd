import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// Bad storyboards are rejected with the file and the JSON path of the bad value.
@MainActor
struct StoryboardValidationTests {
    static let valid = """
    { "name": "x", "device": "iPhone 13", "duration": 2, "strategy": { "name": "layoutGuide" },
      "events": [ { "at": 0.1, "do": "show" }, { "at": 0.5, "do": "rotate", "to": "landscapeLeft" }, { "at": 1.0, "do": "hide" } ] }
    """

    /// The storyboard error `json` gives, nil when it loads and simulates; any other error is thrown
    /// (and fails the test), never taken for a pass.
    func error(_ json: String) throws -> StoryboardError? {
        do {
            _ = try Simulator.run(StoryboardLoader.parse(Array(json.utf8), file: "bad.json"))
            return nil
        } catch let e as StoryboardError {
            return e
        }
    }

    @Test("the valid storyboard loads")
    func validLoads() throws {
        #expect(try error(Self.valid) == nil)
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
        // A name that starts several devices' names lists them all.
        ("\"iPhone 13\"", "\"iPhone SE\"", "device",
         "did you mean \"iPhone SE (1st generation)\", \"iPhone SE (2nd generation)\" or \"iPhone SE (3rd generation)\"?"),
        ("\"layoutGuide\"", "\"layoutGiude\"", "strategy.name", "expected one of"),
        ("\"do\": \"show\"", "\"do\": \"shwo\"", "events[0].do", "expected one of"),
        ("\"to\": \"landscapeLeft\"", "\"to\": \"sideways\"", "events[1].to", "landscapeLeft"),
        ("\"do\": \"show\" }", "\"do\": \"show\", \"visible\": true }", "events[0].visible", "unknown key"),
        ("\"do\": \"hide\" }", "\"do\": \"hide\" }, { \"at\": 1.5, \"do\": \"hide\" }", "events[3]", "already hidden"),
        ("\"name\": \"layoutGuide\" }", "\"name\": \"layoutGuide\" }, \"system\": \"ios7\"", "strategy.name", "ios15"),
        ("\"layoutGuide\" }", "\"layoutGuide\", \"rate\": 60 }", "strategy.rate", "unknown key"),
        // ios7 has no QuickType bar: neither a toggle nor a keyboard that starts with one.
        ("\"name\": \"layoutGuide\" }", "\"name\": \"notificationSync\" }, \"system\": \"ios7\", \"keyboard\": { \"quickType\": true }",
         "keyboard.quickType", "no QuickType"),
        // Face ID iPhones never turn upside down; other iPhones only when the app allows it.
        ("\"to\": \"landscapeLeft\"", "\"to\": \"portraitUpsideDown\"", "events[1].to", "iPhones without a home button"),
        ("\"iPhone 13\"", "\"iPhone SE (2nd generation)\", \"orientation\": \"portraitUpsideDown\"", "orientation", "allButUpsideDown"),
        ("{ \"at\": 1.0, \"do\": \"hide\" }", "{ \"at\": 1.0, \"do\": \"focusChange\" }, { \"at\": 1.2, \"do\": \"hide\" }, { \"at\": 1.4, \"do\": \"focusChange\" }",
         "events[4]", "focusChange needs the keyboard shown"),
    ])
    func rejected(_ find: String, _ replace: String, _ path: String, _ message: String) throws {
        let json = Self.valid.replacingOccurrences(of: find, with: replace)
        #expect(json != Self.valid)
        let e = try #require(try error(json))
        #expect(e.file == "bad.json")
        #expect(e.path == path)
        #expect(e.message.contains(message), "\(e)")
    }

    @Test("quickType on ios7 is rejected even with the other ios7 defaults; SE upside down loads when the app allows it")
    func systemFacts() throws {
        let ios7 = Self.valid.replacingOccurrences(of: "\"name\": \"layoutGuide\" }", with: "\"name\": \"notificationSync\" }, \"system\": \"ios7\"")
        #expect(try error(ios7) == nil)
        let sb = try StoryboardLoader.parse(Array(ios7.utf8), file: "ok.json")
        #expect(sb.keyboard.startsWithQuickType(on: sb.system) == false)
        let toggle = try #require(try error(ios7.replacingOccurrences(of: "{ \"at\": 1.0, \"do\": \"hide\" }",
                                                                  with: "{ \"at\": 1.0, \"do\": \"quickType\", \"visible\": false }")))
        #expect(toggle.path == "events[2].do" && toggle.message.contains("no QuickType"))
        let upsideDown = Self.valid.replacingOccurrences(of: "\"iPhone 13\"", with: "\"iPhone SE (2nd generation)\", \"supportsUpsideDown\": true, \"orientation\": \"portraitUpsideDown\"")
        #expect(try error(upsideDown) == nil)
        let iPad = Self.valid.replacingOccurrences(of: "\"to\": \"landscapeLeft\"", with: "\"to\": \"portraitUpsideDown\"")
            .replacingOccurrences(of: "\"iPhone 13\"", with: "\"iPad Pro 11-inch\"")
        #expect(try error(iPad) == nil)
    }

    @Test("an event after the last frame (duration 0.25 s at 10 fps: frames at 0, 0.1, 0.2) is refused, not silently skipped")
    func eventAfterLastFrame() throws {
        let json = """
        { "name": "x", "device": "iPhone 13", "duration": 0.25, "fps": 10, "strategy": { "name": "layoutGuide" },
          "events": [ { "at": 0.22, "do": "show" } ] }
        """
        let e = try #require(try error(json))
        #expect(e.path == "events[0].at")
        #expect(e.message.contains("after the film's last frame (0.2 s at 10 fps)"), "\(e)")
        // At the last frame itself the event is shown by that frame.
        #expect(try error(json.replacingOccurrences(of: "0.22", with: "0.2")) == nil)
    }

    @Test("a storyboard built in code goes through the same validate(): scale 0 is an error, not a crash")
    func codeBuiltValidated() throws {
        var sb = try StoryboardLoader.parse(Array(Self.valid.utf8), file: "ok.json")
        sb.scale = 0
        sb.source = "<code>"
        let e = try #require(throws: StoryboardError.self) { try Simulator.run(sb) }
        #expect(e.path == "scale" && e.file == "<code>")
    }

    /// Each event kind once, as a storyboard file writes it and as code builds it.
    static let eventsBothWays: [(json: String, code: StoryboardAction)] = [
        (#""do": "show""#, .show), (#""do": "hide""#, .hide), (#""do": "resign""#, .resign),
        (#""do": "focusChange""#, .focusChange),
        (#""do": "rotate", "to": "landscapeRight", "duration": 0.4"#, .rotate(to: .landscapeRight, durationSeconds: 0.4)),
        (#""do": "quickType", "visible": false"#, .quickType(visible: false)),
        (#""do": "interactiveDismiss", "to": 0.5, "release": "cancel""#, .interactiveDismiss(fraction: 0.5, release: .cancel)),
        (#""do": "hardwareKeyboard", "connected": true"#, .hardwareKeyboard(connected: true)),
        (#""do": "switchKeyboard", "height": 320, "asHideShow": true"#, .switchKeyboard(height: 320, asHideShow: true)),
        (#""do": "undock""#, .undock()), (#""do": "split", "lift": 120"#, .split(liftPoints: 120)),
        (#""do": "float", "x": 10, "y": 20"#, .float(x: 10, y: 20)), (#""do": "dock""#, .dock),
        (#""do": "presentAlert""#, .presentAlert), (#""do": "dismissAlert""#, .dismissAlert),
        (#""do": "setAccessory", "height": 44"#, .setAccessory(heightPoints: 44)),
        (#""do": "backSwipe", "to": 0.3, "release": "complete", "duration": 0.2"#, .backSwipe(fraction: 0.3, release: .complete, durationSeconds: 0.2)),
    ]

    @Test("every event kind reads from JSON as the value code builds for it, and no two kinds compare equal")
    func eventsReadAsBuilt() throws {
        for (json, code) in Self.eventsBothWays {
            let file = #"{ "name": "x", "device": "iPad Pro 11-inch", "duration": 1, "events": [ { "at": 0.5, \#(json) } ] }"#
            let read = try StoryboardLoader.parse(Array(file.utf8), file: "e.json").events[0].action
            #expect(read == code, "\(json)")
            #expect(read.name == json.split(separator: "\"")[2].description)
        }
        // Seventeen kinds, each different from every other (and the list in the loader's message is the same seventeen).
        let actions = Self.eventsBothWays.map(\.code)
        #expect(Set(actions.map(\.name)).count == 17)
        for (a, x) in actions.enumerated() { for (b, y) in actions.enumerated() where a != b { #expect(x != y) } }
        #expect(StoryboardAction.rotate(to: .landscapeRight) != .rotate(to: .landscapeRight, durationSeconds: 0.4))
        let e = try #require(try error(Self.valid.replacingOccurrences(of: #""do": "hide""#, with: #""do": "hid""#)))
        for action in actions { #expect(e.message.contains(action.name)) }
    }

    @Test("an event built in code with a field out of range is refused where the loader would refuse it, by the same path")
    func codeBuiltEventRanges() throws {
        let cases: [(StoryboardAction, String)] = [
            (.switchKeyboard(height: 0), "events[1].height"), (.setAccessory(heightPoints: 600), "events[1].height"),
            (.interactiveDismiss(fraction: 1.5, release: .dismiss), "events[1].to"),
            (.backSwipe(fraction: 0.5, release: .cancel, durationSeconds: 0), "events[1].duration"),
            (.rotate(to: .landscapeLeft, durationSeconds: 9), "events[1].duration"), (.float(x: -1, y: 0), "events[1].x"),
            (.undock(liftPoints: .nan), "events[1].lift"),
        ]
        for (action, path) in cases {
            var sb = try StoryboardLoader.parse(Array(Self.valid.utf8), file: "ok.json")
            sb.events[1].action = action
            let e = try #require(throws: StoryboardError.self) { try Simulator.run(sb) }
            #expect(e.path == path, "\(action.name): \(e.message)")
        }
    }

    @Test("every strategy name has its one type, and options read from JSON equal the configuration code builds")
    func strategiesReadAsBuilt() throws {
        for name in StrategyName.allCases { #expect(name.strategy.name == name) }
        let cases: [(String, StrategyConfiguration)] = [
            (#""name": "fixedCurve", "duration": 0.5, "curve": "linear""#, .fixedCurve(timing: Timing(curve: .linear, durationSeconds: 0.5))),
            (#""name": "displayLink", "rate": 30, "minBottom": true"#, .displayLink(rate: 30, minBottom: true)),
            (#""name": "displayLinkHybrid", "curve": "easeOut""#, .displayLinkHybrid(curve: .easeOut)),
            (#""name": "curveTracking""#, StrategyConfiguration(.curveTracking)),
        ]
        for (json, code) in cases {
            let file = Self.valid.replacingOccurrences(of: #""name": "layoutGuide""#, with: json)
            #expect(try StoryboardLoader.parse(Array(file.utf8), file: "s.json").strategy == code, "\(json)")
        }
        #expect(StrategyConfiguration.displayLink(rate: 30) != .displayLinkHybrid(rate: 30))
        #expect(StrategyConfiguration(.fixedCurve) != .fixedCurve(timing: Timing(curve: .easeOut, durationSeconds: 0.4)))
        // A strategy's options are its own: another strategy's key is a typo, not a silent default.
        let foreign = Self.valid.replacingOccurrences(of: #""name": "layoutGuide""#, with: #""name": "displayLink", "duration": 0.5"#)
        #expect(try error(foreign)?.path == "strategy.duration")
    }

    @Test("strategy options built in code out of range are refused by the loader's path")
    func codeBuiltStrategyRanges() throws {
        let cases: [(StrategyConfiguration, String)] = [
            (.fixedCurve(timing: Timing(curve: .easeOut, durationSeconds: 0)), "strategy.duration"),
            (.fixedCurve(timing: Timing(curve: .bezier(CubicBezier(1.5, 0, 0.5, 1)), durationSeconds: 0.3)), "strategy.curve"),
            (.displayLink(rate: 0), "strategy.rate"), (.displayLinkHybrid(rate: 500), "strategy.rate"),
        ]
        for (strategy, path) in cases {
            var sb = try StoryboardLoader.parse(Array(Self.valid.utf8), file: "ok.json")
            sb.strategy = strategy
            let e = try #require(throws: StoryboardError.self) { try Simulator.run(sb) }
            #expect(e.path == path, "\(strategy.name): \(e.message)")
        }
    }

    @Test("invalid JSON names the line and column")
    func syntax() throws {
        let e = try #require(try error("{\n  \"device\": \"iPhone 13\",\n  \"duration\": 2,,\n}"))
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
        let f = try #require(trace.frame(atTime: 0.45))
        #expect(f.keyboard.height == 300)
        #expect(abs(f.keyboard.minY - (844 - 300 * CubicBezier.keyboardApproximation.progress(atFraction: 0.7))) < 0.01)
        #expect(abs(f.keyboard.minY - (844 - 300 * springProgress(0.35))) > 1)
    }

    @Test("a storyboard saved with a UTF-8 byte-order mark loads (RFC 8259 allows ignoring it); one saved as UTF-16 or UTF-32 is refused saying so, at line 1")
    func byteOrderMarks() throws {
        let text = Self.valid
        let withMark = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        #expect(try StoryboardLoader.parse(withMark, file: "bom.json").name == "x")
        let utf16LE: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16BE: [UInt8] = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf32: [UInt8] = [0x00, 0x00, 0xFE, 0xFF] + text.unicodeScalars.flatMap { s in [24, 16, 8, 0].map { UInt8((s.value >> UInt32($0)) & 0xFF) } }
        for (bytes, says) in [(utf16LE, "UTF-16"), (utf16BE, "UTF-16"), (utf32, "UTF-32")] {
            let e = #expect(throws: StoryboardError.self) { try StoryboardLoader.parse(bytes, file: "wide.json") }
            #expect(e?.file == "wide.json" && e?.message.contains("line 1, column 1: the file is \(says)") == true && e?.message.contains("save it as UTF-8") == true,
                    "\(String(describing: e))")
        }
    }
}

/// keyboard-physics.md §4: up to iOS 7 the screen's coordinates stay portrait-fixed.
struct ScreenSpaceTests {
    @Test("iOS 7 landscape keyboard frames arrive rotated (width and height swapped) and convert back exactly")
    func portraitFixedConversion() {
        let space = ScreenSpace(portraitSize: CGSize(width: 390, height: 844), isPortraitFixed: true)
        let keyboard = CGRect(x: 0, y: 390 - 209, width: 844, height: 209)
        for o in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
            let s = space.screenRect(keyboard, interface: o)
            #expect(s.width == 209 && s.height == 844)
            #expect(space.interfaceRect(s, interface: o) == keyboard)
        }
        // Home button on the left: the phone's right side points down, so the keyboard (the
        // interface's bottom) lies along the screen's right edge; home on the right: the left edge.
        #expect(space.screenRect(keyboard, interface: .landscapeLeft) == CGRect(x: 390 - 209, y: 0, width: 209, height: 844))
        #expect(space.screenRect(keyboard, interface: .landscapeRight) == CGRect(x: 0, y: 0, width: 209, height: 844))
        let modern = ScreenSpace(portraitSize: CGSize(width: 390, height: 844), isPortraitFixed: false)
        #expect(modern.screenRect(keyboard, interface: .landscapeLeft) == keyboard)
    }
}

@MainActor
struct TraceReaderTests {
    @Test("a written trace reads back equal (to the written precision)")
    func roundTrip() throws {
        let trace = try film(system: "ios7", strategy: "notificationSync", events: AttachmentTests.rotation)
        let canvas = Canvas(scale: 2, width: 1688, height: 1688, originX: 454, originY: 0)
        let text = TraceWriter.json(trace, canvas: canvas)
        let (back, backCanvas) = try TraceReader.parse(Array(text.utf8), file: "trace.json")
        #expect(TraceWriter.json(back, canvas: backCanvas) == text && backCanvas == canvas)
        #expect(back.frames.count == trace.frames.count && back.firstDriftFrame == trace.firstDriftFrame)
    }
}

/// The numbers a storyboard takes are refused where their description says, by the loader.
@MainActor
struct StoryboardNumberTests {
    /// `valid` with `path` set to `value` (objects on the way made), or nil for the paths that
    /// live in events, strategies, curves or presentation frames (their own tests cover them).
    static func storyboard(_ path: String, _ value: Double) -> String? {
        let keys = path.split(separator: ".").map(String.init)
        guard ["fps", "scale", "duration", "layout", "keyboard", "rotation", "deviceOverrides"].contains(keys[0]),
              !path.contains("presentation"), !path.contains(",") else { return nil }
        let number = value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
        let inner = keys.dropFirst().reversed().reduce(number) { "{ \"\($1)\": \($0) }" }
        var rest = StoryboardValidationTests.valid
        if keys[0] == "duration" {
            // The film's length is the number under test: one event at its start fits any length.
            rest = #"{ "name": "x", "device": "iPhone 13", "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0, "do": "show" } ] }"#
        }
        return rest.replacingOccurrences(of: "\"device\": \"iPhone 13\",", with: "\"device\": \"iPad Pro 11-inch (M4)\", \"\(keys[0])\": \(inner),")
    }

    @Test("each number of the README's table loads at its bounds and is refused just beyond them, at its path")
    func boundsAndBeyond() throws {
        var checked = 0
        for n in StoryboardNumber.all {
            let step = n.isWhole ? 1 : max(0.001, (n.range.upperBound - n.range.lowerBound) / 100)
            for (value, inRange) in [(n.range.lowerBound, true), (n.range.upperBound, true),
                                     (n.range.lowerBound - step, false), (n.range.upperBound + step, false)] {
                guard let json = Self.storyboard(n.path, value) else { continue }
                checked += 1
                do {
                    _ = try StoryboardLoader.parse(Array(json.utf8), file: "n.json")
                    #expect(inRange, "\(n.path) = \(value) loaded")
                } catch let e as StoryboardError {
                    #expect(!inRange, "\(n.path) = \(value) is in range and must load: \(e)")
                    if !inRange { #expect(e.path == n.path && e.message.contains("out of range"), "\(n.path) = \(value): \(e)") }
                }
            }
        }
        // The 23 numbers outside events, strategies, curves, presentation frames and safe areas, 4 values each.
        #expect(checked == 4 * 23, "\(checked) cases")
    }
}
