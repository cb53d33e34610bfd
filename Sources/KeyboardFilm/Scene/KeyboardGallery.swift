import FrameRendering
import KeyboardSimulation

/// One sheet with every keyboard family side by side, portrait and landscape: each panel is the
/// bottom of a real rendered frame (bar and keyboard, QuickType on), so the sheet shows exactly
/// what films show.
public enum KeyboardGallery {
    /// One device per family of `KeyboardLayout.Family`, in its order.
    public static let devices = ["iPhone 8", "iPhone 15 Pro", "iPad 10.2-inch", "iPad Pro 11-inch", "iPad Pro 12.9-inch"]

    @MainActor
    public static func displayList(appearance: Appearance, scale: Int) throws -> DisplayList {
        let s = Double(scale), margin = 24 * s, caption = 26 * s
        var panels: [[(title: String, list: DisplayList, crop: (x0: Double, y0: Double, x1: Double, y1: Double))]] = []
        for name in devices {
            var row: [(String, DisplayList, (Double, Double, Double, Double))] = []
            for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
                let storyboard = try StoryboardLoader.parse(Array("""
                { "name": "keyboard", "device": "\(name)", "orientation": "\(orientation.rawValue)",
                  "appearance": "\(appearance.rawValue)", "scale": \(scale), "fps": 2, "duration": 1.0,
                  "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.0, "do": "show" } ] }
                """.utf8), file: "gallery")
                let trace = try Simulator.run(storyboard)
                let last = trace.frames.count - 1, f = trace.frames[last]
                let scene = FrameScene(storyboard: storyboard, trace: trace)
                // The bar and everything below it, in canvas pixels.
                let t = scene.canvasTransform(frame: last)
                let a = t.apply(Point2(0, f.bar.minY - 1)), b = t.apply(Point2(f.interfaceSize.width, f.interfaceSize.height))
                let family = KeyboardLayout.Family.of(storyboard.device).rawValue
                row.append(("\(name) · \(family) · \(orientation.isLandscape ? "landscape" : "portrait")",
                            scene.displayList(frame: last), (min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))))
            }
            panels.append(row)
        }
        let columnWidths = (0..<2).map { c in panels.map { $0[c].crop.x1 - $0[c].crop.x0 }.max()! }
        let width = margin * 3 + columnWidths.reduce(0, +)
        var y = margin, nodes: [Node] = []
        let theme = Theme.of(appearance)
        for row in panels {
            let height = row.map { $0.crop.y1 - $0.crop.y0 }.max()!
            var x = margin
            for (c, panel) in row.enumerated() {
                let (cx0, cy0, cx1, cy1) = panel.crop
                nodes.append(.text(Text.fitted(panel.title, at: Point2(x, y + 17 * s), maxWidth: columnWidths[c], size: 15 * s,
                                               minSize: 8 * s, color: theme.primaryText)))
                let picture = Group(transform: .translation(x - cx0, y + caption - cy0),
                                    clip: .rect(cx0, cy0, cx1 - cx0, cy1 - cy0), children: panel.list.nodes)
                nodes.append(.group(picture))
                x += columnWidths[c] + margin
            }
            y += caption + height + margin
        }
        return DisplayList(width: Int(width.rounded(.up)), height: Int(y.rounded(.up)), background: theme.canvas, nodes: nodes)
    }

    /// The sheet as a PNG.
    @MainActor
    public static func png(appearance: Appearance, scale: Int) throws -> [UInt8] {
        var rasterizer = Rasterizer()
        return try FrameEncoder.png(rasterizer.render(try displayList(appearance: appearance, scale: scale)), encoding: .compact)
    }
}
