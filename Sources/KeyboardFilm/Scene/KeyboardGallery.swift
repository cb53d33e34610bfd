import FrameRendering
import KeyboardSimulation

/// Sheets of keyboards as films draw them: each panel is the bottom of a real rendered frame
/// (the bar and the keyboard), so a sheet shows exactly what films show.
/// - `families`: every keyboard family side by side, portrait and landscape, QuickType on.
/// - `modes`: every keyboard mode — docked with QuickType on and off, the hardware keyboard's
///   shortcuts bar, split and floating — on an iPhone and an iPad.
/// - `ios26`: iOS 26 by the SDK the app is built with: the iOS 18 SDK's keyboard beside the
///   rounded one of the iOS 26 SDK, with QuickType on and off, on the phone they were measured on.
public enum KeyboardGallery {
    public enum Sheet: String, CaseIterable, Sendable { case families, modes, ios26 }

    /// The phone iOS 26's rounded keyboard was measured on (docs/keyboard-physics.md §9, §10).
    public static let ios26Device = "iPhone 16e"

    /// One device per family of `KeyboardLayout.Family`, in its order.
    public static let devices = ["iPhone 8", "iPhone 15 Pro", "iPad 10.2-inch", "iPad Pro 11-inch", "iPad Pro 12.9-inch"]
    /// The phone and the tablet of the modes sheet.
    public static let modeDevices = ["iPhone 15 Pro", "iPad Pro 11-inch"]

    /// A keyboard mode: what its storyboard does after the keyboard is shown at 0 s, and whether
    /// phones have it.
    public struct Mode: Sendable {
        public var title: String
        public var events: String
        public var onPhone: Bool
    }

    public static let modes: [Mode] = [
        Mode(title: "docked, QuickType on", events: "", onPhone: true),
        Mode(title: "docked, QuickType off", events: #", { "at": 0.05, "do": "quickType", "visible": false }"#, onPhone: true),
        Mode(title: "hardware keyboard (iPad: its shortcuts bar)", events: #", { "at": 0.05, "do": "hardwareKeyboard", "connected": true }"#, onPhone: true),
        Mode(title: "split", events: #", { "at": 0.05, "do": "split" }"#, onPhone: false),
        Mode(title: "floating", events: #", { "at": 0.05, "do": "float", "x": 220, "y": 700 }"#, onPhone: false),
    ]

    typealias Panel = (title: String, list: DisplayList?, crop: (x0: Double, y0: Double, x1: Double, y1: Double))

    @MainActor
    public static func displayList(_ sheet: Sheet = .families, appearance: Appearance, scale: Int) throws -> DisplayList {
        switch sheet {
        case .families:
            return try layout(devices.map { name in
                try [InterfaceOrientation.portrait, .landscapeLeft].map { orientation in
                    let title = { (d: Device) in "\(name) · \(KeyboardLayout.Family.of(d).rawValue) · \(orientation.isLandscape ? "landscape" : "portrait")" }
                    return try panel(device: name, orientation: orientation, events: "", appearance: appearance, scale: scale, title: title)
                }
            }, appearance: appearance, scale: scale)
        case .modes:
            return try layout(modes.map { mode in
                try modeDevices.map { name in
                    let title = { (d: Device) in "\(mode.title) · \(name)" }
                    guard mode.onPhone || name.hasPrefix("iPad") else {
                        return (title: "\(mode.title) · \(name): iPad only", list: nil, crop: (0, 0, 0, 0))
                    }
                    return try panel(device: name, orientation: .portrait, events: mode.events, appearance: appearance, scale: scale, title: title)
                }
            }, appearance: appearance, scale: scale)
        case .ios26:
            return try layout(SDKVersion.allCases.map { sdk in
                try [true, false].map { quickType in
                    let events = quickType ? "" : #", { "at": 0.05, "do": "quickType", "visible": false }"#
                    let title = { (d: Device) in
                        "iOS 26, built with the \(sdk == .ios26 ? "iOS 26" : "iOS 18") SDK · QuickType \(quickType ? "on" : "off") · \(heightText(d, sdk, quickType))"
                    }
                    return try panel(device: ios26Device, orientation: .portrait, events: events, appearance: appearance, scale: scale,
                                     title: title, system: #""system": "ios26", "sdk": "\#(sdk.rawValue)","#)
                }
            }, appearance: appearance, scale: scale)
        }
    }

    /// "308 pt": the keyboard's height in an `ios26` film built with `sdk`.
    private static func heightText(_ d: Device, _ sdk: SDKVersion, _ quickType: Bool) -> String {
        let heights = sdk == .ios26 ? (d.liquidGlassKeyboard ?? d.keyboard) : d.keyboard
        let h = heights.height(.portrait, quickType: quickType)
        return "\(h == h.rounded() ? String(Int(h)) : String(h)) pt"
    }

    /// The last frame of a one-second film that shows the keyboard at 0 s, then does `events`:
    /// the bar, the keyboard and everything below them, in canvas pixels.
    @MainActor
    static func panel(device name: String, orientation: InterfaceOrientation, events: String, appearance: Appearance, scale: Int,
                      title: (Device) -> String, system: String = "") throws -> Panel {
        let storyboard = try StoryboardLoader.parse(Array("""
        { "name": "keyboard", "device": "\(name)", "orientation": "\(orientation.rawValue)", \(system)
          "appearance": "\(appearance.rawValue)", "scale": \(scale), "fps": 2, "duration": 1.0,
          "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.0, "do": "show" }\(events) ] }
        """.utf8), file: "gallery")
        let trace = try Simulator.run(storyboard)
        let last = trace.frames.count - 1, f = trace.frames[last]
        let scene = FrameScene(storyboard: storyboard, trace: trace)
        let t = scene.canvasTransform(frame: last)
        let a = t.apply(Point2(0, min(f.bar.minY, f.keyboard.minY) - 1)), b = t.apply(Point2(f.interfaceSize.width, f.interfaceSize.height))
        return (title(storyboard.device), scene.displayList(frame: last), (min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y)))
    }

    /// Rows of panels under their titles; a panel without a picture is its title alone.
    static func layout(_ panels: [[Panel]], appearance: Appearance, scale: Int) throws -> DisplayList {
        let s = Double(scale), margin = 24 * s, caption = 26 * s
        let columns = panels.map(\.count).max()!
        let columnWidths = (0..<columns).map { c in panels.map { $0[c].crop.x1 - $0[c].crop.x0 }.max()! }
        let width = margin * Double(columns + 1) + columnWidths.reduce(0, +)
        var y = margin, nodes: [Node] = []
        let theme = Theme.of(appearance)
        for row in panels {
            let height = row.map { $0.crop.y1 - $0.crop.y0 }.max()!
            var x = margin
            for (c, panel) in row.enumerated() {
                let (cx0, cy0, cx1, cy1) = panel.crop
                nodes.append(.text(Text.fitted(panel.title, at: Point2(x, y + 17 * s), maxWidth: columnWidths[c], size: 15 * s,
                                               minSize: 8 * s, color: theme.primaryText)))
                if let list = panel.list {
                    nodes.append(.group(Group(transform: .translation(x - cx0, y + caption - cy0),
                                              clip: .rect(cx0, cy0, cx1 - cx0, cy1 - cy0), children: list.nodes)))
                }
                x += columnWidths[c] + margin
            }
            y += caption + height + margin
        }
        return DisplayList(width: Int(width.rounded(.up)), height: Int(y.rounded(.up)), background: theme.canvas, nodes: nodes)
    }

    /// A sheet as a PNG.
    @MainActor
    public static func png(_ sheet: Sheet = .families, appearance: Appearance, scale: Int) throws -> [UInt8] {
        var rasterizer = Rasterizer()
        return try FrameEncoder.png(rasterizer.render(try displayList(sheet, appearance: appearance, scale: scale)), encoding: .compact)
    }
}
