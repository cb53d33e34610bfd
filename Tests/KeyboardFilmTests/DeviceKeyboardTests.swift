import Foundation
import TestSupport
import Testing
import FrameRendering
@testable import KeyboardFilm
import KeyboardSimulation

/// Issue 11's keyboards as on device. Expected figures are written out from the cited sources
/// (docs/keyboard-geometry.md): KeyboardKit's device configurations (row heights) and layout
/// providers (key order and widths as fractions of the row), the ANSI proportions for the iPad Pro
/// 12.9″, and the keyboard heights of keyboard-physics.md §3.
struct DeviceKeyboardTests {
    /// A key expected at `start … start + width` (fractions of the row's width) in `row`.
    struct Expected: Sendable, CustomStringConvertible {
        var name: String, label: String?, start: Double, width: Double, row: Int, system: Bool
        var description: String { name }
    }

    static func character(_ name: String, _ start: Double, _ width: Double, _ row: Int) -> Expected {
        Expected(name: name, label: name, start: start, width: width, row: row, system: false)
    }
    static func system(_ name: String, _ label: String?, _ start: Double, _ width: Double, _ row: Int) -> Expected {
        Expected(name: name, label: label, start: start, width: width, row: row, system: true)
    }

    /// KeyboardKit's iPhone provider: letters 1/10, shift and delete 11 % at the edges, bottom row
    /// 123 and globe/emoji (and dictation) 11 % each, return 24 %, space between.
    static let homeButtonPortrait: [Expected] = [
        character("Q", 0, 0.1, 0), character("P", 0.9, 0.1, 0), character("A", 0.05, 0.1, 1), character("L", 0.85, 0.1, 1),
        system("shift", nil, 0, 0.11, 2), character("Z", 0.15, 0.1, 2), character("M", 0.75, 0.1, 2), system("delete", nil, 0.89, 0.11, 2),
        system("123", "123", 0, 0.11, 3), system("globe", nil, 0.11, 0.11, 3), system("dictation", nil, 0.22, 0.11, 3),
        Expected(name: "space", label: "space", start: 0.33, width: 0.43, row: 3, system: false), system("return", "return", 0.76, 0.24, 3),
    ]
    static let faceIDBottomRow: [Expected] = [
        system("123", "123", 0, 0.11, 3), system("emoji", nil, 0.11, 0.11, 3),
        Expected(name: "space", label: "space", start: 0.22, width: 0.54, row: 3, system: false), system("return", "return", 0.76, 0.24, 3),
    ]
    /// KeyboardKit's iPad provider: letters 9 %, delete 10 %, return the rest of the home row,
    /// shifts share the third row's rest, bottom row .?123 / globe / dictation 9 % each, .?123 18 %,
    /// dismiss 16.2 %.
    static let pad: [Expected] = [
        character("Q", 0, 0.09, 0), character("P", 0.81, 0.09, 0), system("delete", nil, 0.9, 0.1, 0),
        character("A", 0.036, 0.09, 1), system("return", "return", 0.846, 0.154, 1),
        system("shift", nil, 0, 0.095, 2), character("Z", 0.095, 0.09, 2), system("right shift", nil, 0.905, 0.095, 2),
        system(".?123", ".?123", 0, 0.09, 3), system("globe", nil, 0.09, 0.09, 3), system("dictation", nil, 0.18, 0.09, 3),
        system("dismiss", nil, 0.838, 0.162, 3),
    ]
    /// ANSI rows of 15 units: a number row, tab 1.5, caps lock 1.75, shift 2.25 / 2.75, return 2.25.
    static let padPro: [Expected] = [
        character("1", 1.0 / 15, 1.0 / 15, 0), system("delete", "delete", 13.0 / 15, 2.0 / 15, 0),
        system("tab", "tab", 0, 1.5 / 15, 1), character("Q", 1.5 / 15, 1.0 / 15, 1),
        system("caps lock", "caps lock", 0, 1.75 / 15, 2), character("A", 1.75 / 15, 1.0 / 15, 2), system("return", "return", 12.75 / 15, 2.25 / 15, 2),
        system("shift", "shift", 0, 2.25 / 15, 3), system("right shift", "shift", 12.25 / 15, 2.75 / 15, 3),
        system("globe", nil, 0, 1.25 / 15, 4), system(".?123", ".?123", 1.25 / 15, 1.25 / 15, 4), system("dismiss", nil, 12.5 / 15, 2.5 / 15, 4),
    ]

    struct Case: Sendable, CustomStringConvertible {
        var device: String, orientation: String, appearance: String
        /// Row pitch: KeyboardKit's row height, or the key area shared out where the table's
        /// keyboard height leaves a different room (see each case).
        var pitch: Double
        /// Bottom inset kept free of keys (home indicator), and the side insets of the row.
        var bottomInset: Double, sideInset: Double
        var keys: [Expected]
        var description: String { "\(device) \(orientation) \(appearance)" }
    }

    static let cases: [Case] = [
        // 216 pt = 4 × 54: the row height exactly.
        Case(device: "iPhone 8", orientation: "portrait", appearance: "light", pitch: 54, bottomInset: 0, sideInset: 0, keys: homeButtonPortrait),
        Case(device: "iPhone 8", orientation: "portrait", appearance: "dark", pitch: 54, bottomInset: 0, sideInset: 0, keys: homeButtonPortrait),
        // 163 pt landscape = 4 × 40.75; dictation moves after return.
        Case(device: "iPhone 8", orientation: "landscapeLeft", appearance: "light", pitch: 163.0 / 4, bottomInset: 0, sideInset: 0,
             keys: [character("Q", 0, 0.1, 0), system("globe", nil, 0.11, 0.11, 3), system("return", "return", 0.65, 0.24, 3),
                    system("dictation", nil, 0.89, 0.11, 3)]),
        // Face ID portrait: 54 pt rows, then the globe/dictation band, then 34 pt home indicator.
        Case(device: "iPhone 13", orientation: "portrait", appearance: "light", pitch: 54, bottomInset: 34, sideInset: 0,
             keys: Array(homeButtonPortrait.prefix(8)) + faceIDBottomRow),
        Case(device: "iPhone 13", orientation: "portrait", appearance: "dark", pitch: 54, bottomInset: 34, sideInset: 0,
             keys: Array(homeButtonPortrait.prefix(8)) + faceIDBottomRow),
        // Face ID landscape: 172 − 21 = 151 pt for four rows, between the 47 pt side insets.
        Case(device: "iPhone 13", orientation: "landscapeLeft", appearance: "light", pitch: 151.0 / 4, bottomInset: 21, sideInset: 47,
             keys: Array(homeButtonPortrait.prefix(8)) + faceIDBottomRow),
        // iPad 10.2″: 263 pt for four rows of about KeyboardKit's 64.
        Case(device: "iPad 10.2-inch", orientation: "portrait", appearance: "light", pitch: 263.0 / 4, bottomInset: 0, sideInset: 0, keys: pad),
        // iPad Pro 11″ landscape: 368 − 20 pt home indicator = 348 for four rows of about 86.
        Case(device: "iPad Pro 11-inch", orientation: "landscapeLeft", appearance: "dark", pitch: 348.0 / 4, bottomInset: 20, sideInset: 0, keys: pad),
        // iPad Pro 12.9″: 348 − 20 = 328 pt for five rows of about 69.
        Case(device: "iPad Pro 12.9-inch", orientation: "portrait", appearance: "light", pitch: 328.0 / 5, bottomInset: 20, sideInset: 0, keys: padPro),
    ]

    /// Renders the keyboard fully shown (QuickType on) at 2x; returns the frame's PNG and scene.
    @MainActor static func render(_ c: Case) throws -> (png: URL, scene: FrameScene, frame: TraceFrame, dir: URL) {
        let sb = try storyboard("""
        { "name": "keys", "device": "\(c.device)", "orientation": "\(c.orientation)", "appearance": "\(c.appearance)",
          "scale": 2, "fps": 2, "duration": 1.0, "strategy": { "name": "layoutGuide" },
          "events": [ { "at": 0.0, "do": "show" } ] }
        """)
        let trace = try Simulator.run(sb)
        let dir = try temporaryDirectory()
        try FilmWriter.write(RenderRequest(film: Film(storyboard: sb, trace: trace), destination: dir.appendingPathComponent("film"), formats: [.png]))
        let last = trace.frames.count - 1
        let png = dir.appendingPathComponent("film/frames/\(frameFileName(last, count: trace.frames.count))")
        return (png, FrameScene(storyboard: sb, trace: trace), trace.frames[last], dir)
    }

    /// Texts of a display list with their origins in canvas pixels.
    static func texts(_ nodes: [Node], _ t: FrameRendering.AffineTransform = .identity) -> [(String, Point2)] {
        nodes.flatMap { node -> [(String, Point2)] in
            switch node {
            case .text(let text): return [(text.string, t.apply(text.origin))]
            case .group(let g): return texts(g.children, t.concatenating(g.transform))
            default: return []
            }
        }
    }

    func distance(_ a: (Int, Int, Int), _ b: Color) -> Int { abs(a.0 - Int(b.r)) + abs(a.1 - Int(b.g)) + abs(a.2 - Int(b.b)) }

    @Test("each family's keys sit where the cited layout puts them: labels in the display list, cap colours in the decoded pixels", .enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"), arguments: cases)
    @MainActor func keysWhereTheLayoutSays(c: Case) throws {
        let (png, scene, f, dir) = try Self.render(c)
        defer { try? FileManager.default.removeItem(at: dir) }
        let device = DeviceCatalogue.device(named: c.device)!
        let o = InterfaceOrientation(rawValue: c.orientation)!
        let theme = Theme.of(Appearance(rawValue: c.appearance)!)
        let t = scene.canvasTransform(frame: f.index)
        // The keyboard is fully up with QuickType: its keys start below the strip.
        #expect(abs(f.keyboard.height - device.keyboard.height(o, quickType: true)) < 0.01)
        let keysTop = f.keyboard.minY + device.keyboard.height(o, quickType: true) - device.keyboard.height(o, quickType: false)
        let rowWidth = f.keyboard.width - 2 * c.sideInset
        // Rows end where the bottom inset (and on Face ID portrait, the band) begins.
        let rows = Double(c.keys.map(\.row).max()! + 1)
        #expect(keysTop + rows * c.pitch <= f.keyboard.maxY - c.bottomInset + 0.01)

        let labels = Self.texts(scene.displayList(frame: f.index).nodes)
        var points: [(Int, Int)] = [], expectedColours: [Color] = [], what: [String] = []
        for key in c.keys {
            let x0 = f.keyboard.minX + c.sideInset + key.start * rowWidth, x1 = x0 + key.width * rowWidth
            let y0 = keysTop + Double(key.row) * c.pitch, y1 = y0 + c.pitch
            if let label = key.label {
                // Its label is drawn centred on the key, inside the row.
                let centre = t.apply(Point2((x0 + x1) / 2, (y0 + y1) / 2))
                let found = labels.contains { $0.0 == label && abs($0.1.x - centre.x) <= 2 && abs($0.1.y - centre.y) <= c.pitch }
                #expect(found, "\(c): no label \"\(label)\" centred at x \(centre.x)")
            }
            // The cap's colour just below its top edge, in the key's middle (above any label).
            let probe = t.apply(Point2((x0 + x1) / 2, y0 + 8))
            points.append((Int(probe.x), Int(probe.y)))
            expectedColours.append(key.system ? theme.specialKeyCap : theme.keyCap)
            what.append(key.name)
        }
        // Between the first two keys of the top row lies the keyboard's background: the gap.
        let gap = t.apply(Point2(f.keyboard.minX + c.sideInset + c.keys[0].width * rowWidth, keysTop + c.pitch / 2))
        points.append((Int(gap.x.rounded()), Int(gap.y)))
        expectedColours.append(theme.keyboardBackground)
        what.append("gap after \(c.keys[0].name)")
        let pixels = try pillowPixels(png, points)
        for (i, pixel) in pixels.enumerated() {
            #expect(distance(pixel, expectedColours[i]) <= 6, "\(c): \(what[i]) at \(points[i]) is \(pixel), expected \(expectedColours[i])")
        }
    }

    @Test("Face ID iPhones in portrait: globe at the band's left end, dictation at its right, nothing drawn between", .enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
    @MainActor func faceIDBand() throws {
        let c = Self.cases[3]
        let (png, scene, f, dir) = try Self.render(c)
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = scene.canvasTransform(frame: f.index)
        // 291 − 34 − 4 × 54 = 41 pt of band; each icon centred in a square of the band's height.
        let bandTop = f.keyboard.maxY - 34 - 41, cy = bandTop + 20.5
        let theme = Theme.of(.light)
        func inked(around x: Double) throws -> Int {
            var points: [(Int, Int)] = []
            for dy in stride(from: -10.0, through: 10, by: 1) {
                for dx in stride(from: -10.0, through: 10, by: 1) {
                    let p = t.apply(Point2(x + dx, cy + dy))
                    points.append((Int(p.x), Int(p.y)))
                }
            }
            return try pillowPixels(png, points).filter { distance($0, theme.keyboardBackground) > 40 }.count
        }
        #expect(try inked(around: 3 + 21) > 20)                      // globe
        #expect(try inked(around: f.keyboard.width - 3 - 21) > 20)   // dictation
        #expect(try inked(around: f.keyboard.width / 2) == 0)
    }

    @Test("row pitch against KeyboardKit's row heights: within 4 pt on every catalogued device and orientation but the iPad mini in portrait")
    func pitchesAgreeWithCitedRowHeights() {
        for device in DeviceCatalogue.all {
            for o in [InterfaceOrientation.portrait, .landscapeLeft] {
                let insets = device.safeArea(o)
                let width = device.interfaceSize(o).width
                let layout = KeyboardLayout.make(device: device, orientation: o, width: width,
                                                 height: device.keyboard.height(o, quickType: false), insets: insets)
                let size = device.portraitSize
                let cited: Double
                switch (device.isPad, o.isLandscape) {
                case (false, false): cited = size.width >= 428 && size.height >= 926 ? 56 : 54
                case (false, true): cited = 40
                case (true, false): cited = size.width >= 1024 ? 69 : 64
                case (true, true): cited = size.width >= 1024 ? 88 : 86
                }
                // The iPad mini 6's 328 pt portrait keyboard leaves 77 pt rows: no cited figure.
                if device.name.hasPrefix("iPad mini") && !o.isLandscape { #expect(abs(layout.rowPitch - 77) < 0.01); continue }
                #expect(abs(layout.rowPitch - cited) <= 4, "\(device.name) \(o): pitch \(layout.rowPitch), KeyboardKit \(cited)")
            }
        }
    }

    @Test("the Face ID band is what the table's height leaves: 41 pt on 375–402 pt phones, 52 on the 414 pt ones, 44 on 428 pt and wider")
    func faceIDBandHeights() {
        for device in DeviceCatalogue.all where !device.isPad && device.portraitSafeArea.bottom > 0 {
            let layout = KeyboardLayout.make(device: device, orientation: .portrait, width: device.portraitSize.width,
                                             height: device.keyboard.portrait, insets: device.portraitSafeArea)
            let w = device.portraitSize.width
            let expected: Double
            if w >= 428 { expected = 302 - 34 - 4 * 56 } else if w >= 414 { expected = 302 - 34 - 4 * 54 } else { expected = 291 - 34 - 4 * 54 }
            #expect(abs(layout.bandHeight - expected) < 0.01, "\(device.name): band \(layout.bandHeight)")
        }
    }

    @Test("notch on the iPhone X to 14 rows, Dynamic Island from the 14 Pro: black at the top centre in portrait, in the side in landscape")
    @MainActor func cutouts() throws {
        for (name, expectIsland) in [("iPhone 13", false), ("iPhone 15 Pro", true)] {
            for o in ["portrait", "landscapeLeft"] {
                let sb = try storyboard("""
                { "name": "cut", "device": "\(name)", "orientation": "\(o)", "scale": 1, "fps": 2, "duration": 0.5,
                  "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.4, "do": "show" } ] }
                """)
                let trace = try Simulator.run(sb)
                let scene = FrameScene(storyboard: sb, trace: trace)
                let device = sb.device
                // The cutout's centre in device points, then through the device's placement on the canvas.
                let centreY = expectIsland ? 11.33 + 37.33 / 2 : 15
                let dt = scene.deviceTransform(trace.frames[0])
                let c = dt.apply(Point2(device.portraitSize.width / 2, centreY))
                var rasterizer = Rasterizer()
                let pixmap = rasterizer.render(scene.displayList(frame: 0))
                let p = pixmap[Int(c.x), Int(c.y)]
                #expect(p.r < 10 && p.g < 10 && p.b < 10, "\(name) \(o): \(p) at the cutout")
                // 8 pt left of its edge (the notch is 209 pt wide, the island 126) is the status bar's background.
                let halfWidth = expectIsland ? 63.0 : 104.5
                let side = dt.apply(Point2(device.portraitSize.width / 2 - halfWidth - 8, centreY))
                let q = pixmap[Int(side.x), Int(side.y)]
                #expect(Int(q.r) + Int(q.g) + Int(q.b) > 300, "\(name) \(o): \(q) beside the cutout at \(side), cutout at \(c)")
            }
        }
    }
}
