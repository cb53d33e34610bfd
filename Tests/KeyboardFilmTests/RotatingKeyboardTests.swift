import Foundation
import FrameRendering
@testable import KeyboardFilm
import KeyboardSimulation
import PNGCodec
import TestSupport
import Testing

/// While the interface turns, the keyboard is the one it was before the turn: a QuickType strip
/// neither appears nor vanishes, and a Face ID phone's globe/dictation band stays below the keys.
@MainActor
struct RotatingKeyboardTests {
    static let root = TestSupport.packageRoot

    /// Whether the display list draws any of `words` as text.
    static func draws(_ words: Set<String>, in nodes: [Node]) -> Bool {
        nodes.contains { node in
            switch node {
            case .text(let t): return words.contains(t.string)
            case .group(let g): return draws(words, in: g.children)
            default: return false
            }
        }
    }

    /// The decoded pixel, in frame `index`, at the centre of where the band sits in the keyboard
    /// it had before the turn (the middle of its width, the band's middle height).
    /// Nil where that point is off the device's screen (mid-turn, the interface's corners are).
    static func bandCentre(_ scene: FrameScene, frame index: Int, before: TraceFrame) throws -> (Int, Int, Int)? {
        let f = scene.trace.frames[index]
        let strip = scene.quickTypeStripHeight(before) * f.keyboard.height / before.keyboard.height
        let layout = KeyboardLayout.make(device: scene.storyboard.device, orientation: before.orientation, width: f.keyboard.width,
                                         height: f.keyboard.height - strip, insets: scene.screenSafeArea(before))
        let local = Point2(f.keyboard.minX + f.keyboard.width / 2, f.keyboard.minY + strip + layout.rowPitch * 4 + layout.bandHeight / 2)
        let onDevice = scene.interfaceTransform(f).apply(local), screen = scene.storyboard.device.portraitSize
        guard (2...(screen.width - 2)).contains(onDevice.x), (2...(screen.height - 2)).contains(onDevice.y) else { return nil }
        let p = scene.canvasTransform(frame: index).apply(local)
        var rasterizer = Rasterizer()
        let image = try PNGCodec.decode(try FrameEncoder.png(rasterizer.render(scene.displayList(frame: index))))
        let i = (Int(p.y) * image.width + Int(p.x)) * 4
        return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
    }

    @Test("during a rotation the QuickType strip and the Face ID band are drawn exactly when they were before it (display list and decoded pixels)",
          arguments: ["layout-guide-quicktype-rotation.json", "rotation-ios8-rotation-aware.json", "rotation-ios7-notification-sync.json"])
    func keyboardKeepsItsLook(example: String) throws {
        var sb = try StoryboardLoader.load(path: Self.root.appendingPathComponent("Examples/\(example)").path)
        sb.scale = 1
        let scene = FrameScene(storyboard: sb, trace: try Simulator.run(sb))
        let frames = scene.trace.frames
        let turns = frames.indices.dropFirst().filter { frames[$0].orientation != frames[$0 - 1].orientation }
        #expect(!turns.isEmpty)
        let words: Set<String> = ["I", "The", "I'm"]
        var checked = 0, sampled = 0
        for start in turns {
            let before = frames[start - 1]
            let stripBefore = Self.draws(words, in: scene.displayList(frame: start - 1).nodes)
            let bandBefore = KeyboardLayout.make(device: sb.device, orientation: before.orientation, width: before.keyboard.width,
                                                 height: before.keyboard.height, insets: scene.screenSafeArea(before)).bandHeight > 0
            // The turn lasts while the interface's size or angle changes.
            var i = start
            while i + 1 < frames.count, frames[i].interfaceSize != frames[i + 1].interfaceSize || frames[i].angle != frames[i + 1].angle {
                #expect(Self.draws(words, in: scene.displayList(frame: i).nodes) == stripBefore, "\(example) frame \(i): QuickType strip \(stripBefore ? "lost" : "appeared")")
                if bandBefore, frames[i].keyboard.minY < frames[i].interfaceSize.height,
                   let (r, g, b) = try Self.bandCentre(scene, frame: i, before: before) {
                    sampled += 1
                    // The band is bare keyboard (#D1D4D9 in light mode); a key cap there is white.
                    #expect(abs(r - 0xD1) <= 12 && abs(g - 0xD4) <= 12 && abs(b - 0xD9) <= 12, "\(example) frame \(i): band centre (\(r), \(g), \(b))")
                }
                checked += 1
                i += 1
            }
        }
        #expect(checked >= 10, "\(checked) rotating frames")
        #expect(sampled >= (example.contains("ios7") ? 0 : 6), "\(sampled) band samples")
    }
}

/// System chrome over the keyboard and the chat: an alert hides what is behind it, and the home
/// indicator stays clear of the hardware keyboard's shortcuts bar.
@MainActor
struct ChromeOverKeyboardTests {
    static func example(_ name: String) throws -> FrameScene {
        var sb = try StoryboardLoader.load(path: RotatingKeyboardTests.root.appendingPathComponent("Examples/\(name)").path)
        sb.scale = 1
        return FrameScene(storyboard: sb, trace: try Simulator.run(sb))
    }

    static func decoded(_ scene: FrameScene, frame: Int) throws -> RGBAImage {
        var rasterizer = Rasterizer()
        return try PNGCodec.decode(try FrameEncoder.png(rasterizer.render(scene.displayList(frame: frame))))
    }

    @Test("a presented alert is opaque: inside its card, between its text and its buttons, every pixel is the card's colour whatever the chat behind")
    func alertIsOpaque() throws {
        let scene = try Self.example("alert-mid-show.json")
        let frames = scene.trace.frames.filter { $0.alertOpacity >= 1 }
        #expect(!frames.isEmpty)
        for f in frames.prefix(3) {
            let image = try Self.decoded(scene, frame: f.index)
            // The card: 270 × 122 pt, centred; a band 12 pt wide along its left edge, from 10 pt to 70 pt down.
            let x0 = (f.interfaceSize.width - 270) / 2, y0 = (f.interfaceSize.height - 122) / 2
            let t = scene.canvasTransform(frame: f.index)
            var off = 0
            for y in stride(from: y0 + 10, to: y0 + 70, by: 1) {
                for x in stride(from: x0 + 8, to: x0 + 20, by: 1) {
                    let p = t.apply(Point2(x, y))
                    let i = (Int(p.y) * image.width + Int(p.x)) * 4
                    if abs(Int(image.pixels[i]) - 0xF7) > 1 || abs(Int(image.pixels[i + 1]) - 0xF7) > 1 || abs(Int(image.pixels[i + 2]) - 0xF7) > 1 { off += 1 }
                }
            }
            #expect(off == 0, "frame \(f.index): \(off) pixels of the card show what is behind it")
        }
    }

    @Test("hardware keyboard on iPad: the shortcuts bar's words end above the home indicator (decoded pixels)")
    func shortcutsBarClearsTheHomeIndicator() throws {
        let scene = try Self.example("hardware-keyboard-ipad.json")
        let last = scene.trace.frames.count - 1
        let image = try Self.decoded(scene, frame: last)
        // Near-black rows in the middle third: the word "The" (dark text) and the home indicator (black, wider).
        func darkRun(_ y: Int) -> Int {
            (image.width / 3..<(2 * image.width / 3)).filter { x in
                let i = (y * image.width + x) * 4
                return image.pixels[i] < 60 && image.pixels[i + 1] < 60 && image.pixels[i + 2] < 60
            }.count
        }
        let rows = (image.height - 60..<image.height).map { (y: $0, dark: darkRun($0)) }
        let indicator = try #require(rows.first { $0.dark >= 100 }, "no home indicator found")
        let text = rows.filter { $0.y < indicator.y && $0.dark > 0 }
        #expect(!text.isEmpty, "no word found above the indicator")
        #expect(indicator.y - text.map(\.y).max()! >= 3, "the word ends at row \(text.map(\.y).max()!), the indicator starts at \(indicator.y)")
    }

    /// Where the display list draws `string` (text origin in canvas pixels, through every group's transform).
    static func origins(of string: String, in nodes: [Node], _ t: FrameRendering.AffineTransform = .identity) -> [Point2] {
        nodes.flatMap { node -> [Point2] in
            switch node {
            case .text(let text): return text.string == string ? [t.apply(text.origin)] : []
            case .group(let g): return origins(of: string, in: g.children, t.concatenating(g.transform))
            default: return []
            }
        }
    }

    @Test("back swipe: the status bar stays put and the chat list it returns to shows under the sliding view, not a grey void")
    func backSwipeUncoversTheChatList() throws {
        let scene = try Self.example("back-swipe-layout-guide.json")
        let frames = scene.trace.frames
        let still = try #require(frames.first { $0.view.minX == 0 && $0.time > 0.5 })
        let clock = try #require(Self.origins(of: "9:41", in: scene.displayList(frame: still.index).nodes).first)
        let sliding = frames.filter { $0.view.minX > 20 }
        #expect(sliding.count >= 5)
        for f in sliding {
            let nodes = scene.displayList(frame: f.index).nodes
            let clocks = Self.origins(of: "9:41", in: nodes)
            #expect(clocks.count == 1 && abs(clocks[0].x - clock.x) < 0.01 && abs(clocks[0].y - clock.y) < 0.01,
                    "frame \(f.index): the clock at \(clocks), not \(clock)")
            #expect(!Self.origins(of: "Sam", in: nodes).isEmpty, "frame \(f.index): no chat list under the view")
            // Decoded: the uncovered strip at the screen's left edge, halfway down, is the list's (dimmed) white.
            let image = try Self.decoded(scene, frame: f.index)
            let p = scene.canvasTransform(frame: f.index).apply(Point2(4, f.interfaceSize.height / 2))
            let i = (Int(p.y) * image.width + Int(p.x)) * 4
            #expect(image.pixels[i] >= 225 && image.pixels[i + 1] >= 225 && image.pixels[i + 2] >= 225,
                    "frame \(f.index): (\(image.pixels[i]), \(image.pixels[i + 1]), \(image.pixels[i + 2])) at the uncovered edge")
        }
    }
}
