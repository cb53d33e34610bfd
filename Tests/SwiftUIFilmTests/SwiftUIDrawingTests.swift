import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardFilmSwiftUI
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// A SwiftUI screen is drawn from its views, through the same path as UIKit views: the film's
/// frames show the bubbles and the composer where the layout put them.
@MainActor
struct SwiftUIDrawingTests {
    /// Frame `k` of `trace`, and a reader of its pixels at points of the interface.
    static func frame(_ sb: Storyboard, _ trace: Trace, _ k: Int, saveTo variable: String) throws -> (Int, Int) -> (Int, Int, Int) {
        let scene = FrameScene(storyboard: sb, trace: trace)
        var rasterizer = Rasterizer()
        let pixmap = rasterizer.render(scene.displayList(frame: k))
        if let path = ProcessInfo.processInfo.environment[variable] { try Data(FrameEncoder.png(pixmap)).write(to: URL(fileURLWithPath: path)) }
        let t = scene.canvasTransform(frame: k)
        return { x, y in
            let p = t.apply(Point2(Double(x), Double(y)))
            let i = (Int(p.y) * pixmap.width + Int(p.x)) * 4
            return (Int(pixmap.data[i]), Int(pixmap.data[i + 1]), Int(pixmap.data[i + 2]))
        }
    }

    @Test("a navigation stack's bar is drawn: its material from the screen's top to 91 (47 + 44), the title's glyphs dark at the centre, the trailing item in the accent blue")
    func navigationBarIsDrawn() throws {
        let sb = try SwiftUIKeyboardAvoidanceTests.showHide()
        let trace = try SwiftUINavigationTests.film(NavigationChatScreen())
        let pixel = try Self.frame(sb, trace, 0, saveTo: "KBFILM_SWIFTUI_NAVIGATION_FRAME")
        // The bar material (light grey, not the white page) under the status bar and in the bar.
        for y in [30, 60, 88] {
            let p = pixel(100, y)
            #expect(p.0 > 230 && p.0 < 252, "y \(y): \(p)")
        }
        // "Ada", 17 pt semibold, centred: some pixel on its line is near black.
        let title = (180...210).map { pixel($0, 69) }
        #expect(title.contains { $0.0 < 90 && $0.1 < 90 && $0.2 < 90 }, "\(title)")
        // "Call" ends at 374: blue glyphs (accent 0, 122, 255) left of it.
        let call = (340...374).map { pixel($0, 69) }
        #expect(call.contains { $0.2 > 200 && $0.0 < 120 }, "\(call)")
    }

    @Test("the composer is drawn where the trace puts it: its bar material across the bar, the keyboard right under it once shown")
    func composerIsDrawn() throws {
        let sb = try SwiftUIKeyboardAvoidanceTests.showHide()
        let trace = try Simulator.run(sb) { window in
            window.rootViewController = UIHostingController(rootView: ComposerChatScreen())
            return FilmSubject(barIdentifier: "composer")
        }
        let scene = FrameScene(storyboard: sb, trace: trace)
        var rasterizer = Rasterizer()
        let k = try #require(trace.frames.indices.min { trace.frames[$0].keyboard.minY < trace.frames[$1].keyboard.minY })
        let f = trace.frames[k]
        let pixmap = rasterizer.render(scene.displayList(frame: k))
        if let dir = ProcessInfo.processInfo.environment["KBFILM_SWIFTUI_FRAME"] {
            try Data(FrameEncoder.png(pixmap)).write(to: URL(fileURLWithPath: dir))
        }
        let t = scene.canvasTransform(frame: k)
        func pixel(_ x: Double, _ y: Double) -> (Int, Int, Int) {
            let p = t.apply(Point2(x, y))
            let i = (Int(p.y) * pixmap.width + Int(p.x)) * 4
            return (Int(pixmap.data[i]), Int(pixmap.data[i + 1]), Int(pixmap.data[i + 2]))
        }
        // The field's rounded border box is white, inside the bar; the bar's material is light grey.
        let field = pixel(f.bar.minX + 250, f.bar.midY)    // right of the placeholder
        #expect(field.0 > 240 && field.1 > 240 && field.2 > 240, "\(field)")
        let material = pixel(f.bar.minX + 4, f.bar.minY + 2)
        #expect(material.0 > 200 && material.0 < 250, "\(material)")
        // Just below the bar: the keyboard's background, not the chat.
        let below = pixel(f.bar.midX, f.bar.maxY + 2)
        #expect(below.0 < 230 && below.0 > 180, "\(below)")
    }

    @Test("a Toggle that is on draws its switch in green (52, 199, 89) near its trailing end, the thumb white near the end")
    func toggleIsDrawn() throws {
        let sb = try SwiftUIKeyboardAvoidanceTests.showHide(duration: 0.3, events: #"{ "at": 0.2, "do": "show" }"#)
        let trace = try Simulator.run(sb) { window in
            window.rootViewController = UIHostingController(rootView: PreferencesForm())
            return FilmSubject(barIdentifier: "remember")
        }
        let pixel = try Self.frame(sb, trace, 0, saveTo: "KBFILM_SWIFTUI_FORM_FRAME")
        let row = trace.frames[0].bar
        let track = pixel(Int(row.maxX - 45), Int(row.midY))
        #expect(track.1 > 170 && track.0 < 90 && track.2 < 120, "\(track)")
        let thumb = pixel(Int(row.maxX - 15), Int(row.midY))
        #expect(thumb.0 > 240 && thumb.1 > 240 && thumb.2 > 240, "\(thumb)")
    }
}
