import Foundation
import FrameRendering
@testable import KeyboardFilm
import KeyboardSimulation
import TestSupport
import Testing

/// iPad's split and floating keyboards are keyboards of their own, not the docked one cut or squeezed.
struct KeyboardModeTests {
    static let letters = "QWERTYUIOPASDFGHJKLZXCVBNM".map(String.init)

    @Test("split: two halves at the sides, every key whole inside one half, every letter once, the middle empty",
          arguments: ["iPad 10.2-inch", "iPad mini 6", "iPad Pro 11-inch", "iPad Pro 12.9-inch"], [InterfaceOrientation.portrait, .landscapeLeft])
    func split(deviceName: String, orientation: InterfaceOrientation) throws {
        let device = try #require(DeviceCatalogue.device(named: deviceName))
        let width = orientation.isLandscape ? device.portraitSize.height : device.portraitSize.width
        let layout = KeyboardLayout.make(device: device, orientation: orientation, width: width, height: 240,
                                         insets: device.safeArea(orientation), mode: .split)
        let half = width / 3
        var left = 0, right = 0
        for key in layout.keys {
            let inLeft = key.frame.minX >= 0 && key.frame.maxX <= half
            let inRight = key.frame.minX >= width - half && key.frame.maxX <= width
            #expect(inLeft || inRight, "\(key.name) at \(key.frame) crosses a half's edge or lies in the middle")
            if inLeft { left += 1 } else if inRight { right += 1 }
            #expect(key.frame.width >= 20, "\(key.name) is a sliver: \(key.frame.width) pt")
        }
        #expect(left >= 15 && right >= 15, "left \(left), right \(right)")
        for letter in Self.letters { #expect(layout.keys.filter { $0.name == letter }.count == 1, "\(letter)") }
        #expect(layout.rowCount == 4)
    }

    @Test("floating: the phone layout's four rows and keys (as a Face ID iPhone's, without the band), no key shrunk below 20 pt at 320 pt wide")
    func floating() throws {
        let pad = try #require(DeviceCatalogue.device(named: "iPad Pro 11-inch"))
        let phone = try #require(DeviceCatalogue.device(named: "iPhone 13"))
        let floating = KeyboardLayout.make(device: pad, orientation: .portrait, width: 320, height: 216, insets: .zero, mode: .floating)
        let phoneKeys = KeyboardLayout.make(device: phone, orientation: .portrait, width: 390, height: 291 - 44,
                                            insets: phone.safeArea(.portrait)).keys.filter { $0.role != .bandIcon }
        #expect(floating.keys.map(\.name) == phoneKeys.map(\.name))
        #expect(floating.rowCount == 4)
        #expect(Set(floating.keys.map { $0.frame.minY }).count == 4)
        for key in floating.keys { #expect(key.frame.width >= 20 && key.frame.maxX <= 320, "\(key.name): \(key.frame)") }
        #expect(floating.key("123")?.label == "123") // the phone's label, not ".?123" squeezed to ".?1‥"
    }
}

/// A keyboard switched in (`switchKeyboard`) is not the system keyboard: no QuickType strip.
@MainActor
struct SwitchedKeyboardTests {
    static func texts(_ nodes: [Node]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .text(let t): return [t.string]
            case .group(let g): return texts(g.children)
            default: return []
            }
        }
    }

    @Test("a switched-in keyboard 320 pt tall (29 pt more than the plain one) shows no QuickType predictions: the trace marks it custom, trace.json says so only for those frames")
    func noStripOnASwitchedKeyboard() throws {
        // iPhone 13, iOS 15: 336 pt with QuickType, 291 pt without (keyboard-physics.md §3).
        let sb = try TestSupport.storyboard(strategy: "layoutGuide", duration: 1.0, scale: 1,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 0.5, "do": "switchKeyboard", "height": 320 }"#)
        let trace = try Simulator.run(sb)
        let scene = FrameScene(storyboard: sb, trace: trace)
        let before = try #require(trace.frame(atTime: 0.45)), after = try #require(trace.frame(atTime: 0.95))
        #expect(!before.keyboardCustom && after.keyboardCustom)
        #expect(abs(after.keyboard.height - 320) < 0.01, "\(after.keyboard)")
        let shownBefore = Self.texts(scene.displayList(frame: before.index).nodes)
        let shownAfter = Self.texts(scene.displayList(frame: after.index).nodes)
        #expect(shownBefore.contains("The") && shownBefore.contains("I'm"), "the system keyboard's predictions: \(shownBefore)")
        #expect(!shownAfter.contains("The") && !shownAfter.contains("I'm"), "a custom keyboard drew predictions: \(shownAfter)")
        let json = TraceWriter.json(trace, canvas: scene.canvas)
        let marked = json.components(separatedBy: "\"keyboardCustom\": true").count - 1
        #expect(marked == trace.frames.filter(\.keyboardCustom).count && marked > 0)
        #expect(try TraceReader.parse(Array(json.utf8), file: "t.json").trace.frames.map(\.keyboardCustom) == trace.frames.map(\.keyboardCustom))
    }

    @Test("the trace says when a hardware keyboard is connected (from its event's time on, until it is disconnected), and trace.json carries it for those frames only")
    func hardwareKeyboardInTheTrace() throws {
        let sb = try TestSupport.storyboard(device: "iPad Pro 11-inch", strategy: "layoutGuide", fps: 10, duration: 1.0, scale: 1,
                                            events: #"{ "at": 0.1, "do": "show" }, { "at": 0.4, "do": "hardwareKeyboard", "connected": true }, { "at": 0.7, "do": "hardwareKeyboard", "connected": false }"#)
        let trace = try Simulator.run(sb)
        // Frames fall on k / 10 s: 0.4, 0.5, 0.6 have it connected.
        #expect(trace.frames.map(\.hardwareKeyboard) == trace.frames.map { $0.time >= 0.4 - 1e-9 && $0.time < 0.7 - 1e-9 })
        let json = TraceWriter.json(trace, canvas: Canvas(sb))
        #expect(json.components(separatedBy: "\"hardwareKeyboard\": true").count - 1 == 3)
        #expect(try TraceReader.parse(Array(json.utf8), file: "t.json").trace.frames.map(\.hardwareKeyboard) == trace.frames.map(\.hardwareKeyboard))
    }
}
