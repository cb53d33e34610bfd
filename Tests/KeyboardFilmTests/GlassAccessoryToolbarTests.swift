import Foundation
import FrameRendering
@testable import KeyboardFilm
import KeyboardSimulation
import PNGCodec
import TestSupport
import Testing

/// iOS 26 built with the iOS 26 SDK: the input accessory toolbar is Liquid Glass, with no
/// background of its own, so the screen behind shows through it (stripe-ios pull request #5443).
/// The bundled example: iPhone 13, a bar on the keyboard layout guide, a 44 pt accessory toolbar
/// set at 0.5 s. Expected colours are the light theme's: the chat's background white (#FFFFFF),
/// UIKit's opaque bar background #F7F7F7.
@MainActor
struct GlassAccessoryToolbarTests {
    /// The decoded pixel at a point in the toolbar's left half, mid-height, in the film's last
    /// frame (keys and toolbar up), for the example filmed on `system` with `sdk`.
    func toolbarPixel(system: SystemVersion, sdk: SDKVersion?) throws -> (Int, Int, Int) {
        var sb = try StoryboardLoader.load(path: TestSupport.packageRoot.appendingPathComponent("Examples/ios26-glass-accessory-toolbar.json").path)
        sb.system = system
        sb.sdk = sdk
        sb.scale = 1
        let scene = FrameScene(storyboard: sb, trace: try Simulator.run(sb))
        let last = try #require(scene.trace.frames.last)
        #expect(last.keyboardAccessoryHeight == 44, "the toolbar is up in the last frame")
        // The layout guide puts the bar on the toolbar's top, so what is behind the toolbar is the screen's background.
        #expect(abs(last.bar.maxY - last.keyboard.minY) < 0.01)
        let p = scene.canvasTransform(frame: last.index).apply(Point2(40, last.keyboard.minY + 22))
        var rasterizer = Rasterizer()
        let image = try PNGCodec.decode(try FrameEncoder.png(rasterizer.render(scene.displayList(frame: last.index))))
        let i = (Int(p.y) * image.width + Int(p.x)) * 4
        return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
    }

    @Test("built with the iOS 26 SDK on iOS 26 the accessory toolbar lets the screen's white show through; on iOS 18, and on iOS 26 built with the iOS 18 SDK, it is UIKit's opaque #F7F7F7")
    func toolbarBackground() throws {
        #expect(try toolbarPixel(system: .ios26, sdk: nil) == (255, 255, 255))
        #expect(try toolbarPixel(system: .ios26, sdk: .ios18) == (247, 247, 247))
        #expect(try toolbarPixel(system: .ios18, sdk: nil) == (247, 247, 247))
    }
}
