import struct Foundation.CGFloat
import struct Foundation.CGRect
import struct Foundation.CGSize
import FrameRendering
import KeyboardSimulation

/// Builds the display list of one frame from the storyboard and the frame's trace geometry:
/// the only place that knows both what a keyboard is and how to draw.
///
/// The canvas shows the device as a user sees it: when the interface rotates, the device has
/// already turned (its physical orientation is the target orientation) and the interface turns
/// inside it by the trace's `angle`. At angle 0 in portrait the screen's top-left corner sits at
/// the canvas's origin. The scale is the renderer's: the same trace renders at any.
public struct FrameScene: Sendable {
    public let film: Film
    public var storyboard: Storyboard { film.storyboard }
    public var trace: Trace { film.trace }
    /// The pixels the frames are drawn on: scale, size and where the screen sits.
    public let canvas: Canvas
    /// Draw the keyboard's top and the bar's bottom as lines, and the drift between them in red.
    public var overlay: Bool
    let theme: Theme
    /// For each frame, the frame whose keyboard it shows: itself, or during a rotation the last
    /// frame before the turn began (`keyboardLookFrames`).
    let keyboardLook: [Int]

    /// A scene at `scale` pixels per point (the storyboard's when nil).
    public init(film: Film, scale: Int? = nil, overlay: Bool = false) {
        self.film = film; self.overlay = overlay
        canvas = Canvas(film.storyboard, scale: scale)
        theme = Theme.of(film.storyboard.appearance)
        keyboardLook = Self.keyboardLookFrames(film.trace.frames)
    }

    public init(storyboard: Storyboard, trace: Trace, scale: Int? = nil, overlay: Bool = false) {
        self.init(film: Film(storyboard: storyboard, trace: trace), scale: scale, overlay: overlay)
    }

    /// While the interface turns, the keyboard is the one it was before the turn — its QuickType
    /// strip, its Face ID band, its layout — turning with it; it becomes the new orientation's
    /// keyboard when the turn ends. A turn starts where the orientation changes and lasts while
    /// the interface's size or angle still changes from one frame to the next.
    static func keyboardLookFrames(_ frames: [TraceFrame]) -> [Int] {
        var look = Array(frames.indices)
        var i = 1
        while i < frames.count {
            guard frames[i].orientation != frames[i - 1].orientation else { i += 1; continue }
            let before = i - 1
            var j = i
            while j + 1 < frames.count, frames[j].interfaceSize != frames[j + 1].interfaceSize || frames[j].angle != frames[j + 1].angle {
                look[j] = before
                j += 1
            }
            i = j + 1
        }
        return look
    }

    /// Device points → canvas pixels: the device rotated about the screen's centre by the
    /// opposite of its physical orientation.
    func deviceTransform(_ f: TraceFrame) -> AffineTransform {
        let s = Double(canvas.scale)
        let w = storyboard.device.portraitSize.width, h = storyboard.device.portraitSize.height
        return AffineTransform.translation(Double(canvas.originX) + w * s / 2, Double(canvas.originY) + h * s / 2)
            .concatenating(.rotation(degrees: -f.orientation.angleDegrees))
            .concatenating(.scale(s, s))
            .concatenating(.translation(-w / 2, -h / 2))
    }

    /// Interface points → device points: the interface turned by `angle` about the screen's centre.
    func interfaceTransform(_ f: TraceFrame) -> AffineTransform {
        let w = storyboard.device.portraitSize.width, h = storyboard.device.portraitSize.height
        return AffineTransform.translation(w / 2, h / 2)
            .concatenating(.rotation(degrees: f.angle))
            .concatenating(.translation(-f.interfaceSize.width / 2, -f.interfaceSize.height / 2))
    }

    /// Interface points of frame `index` → canvas pixels (where the trace's geometry lands on the image).
    public func canvasTransform(frame index: Int) -> AffineTransform {
        let f = trace.frames[index]
        return deviceTransform(f).concatenating(interfaceTransform(f))
    }

    /// The display list of frame `index`, in canvas pixels.
    public func displayList(frame index: Int) -> DisplayList {
        let f = trace.frames[index]
        let device = storyboard.device
        let w = device.portraitSize.width, h = device.portraitSize.height
        let deviceTransform = deviceTransform(f), interfaceTransform = interfaceTransform(f)
        let W = f.interfaceSize.width, H = f.interfaceSize.height
        let content = interfaceNodes(f)
        let interface = Group(transform: interfaceTransform, clip: .rect(0, 0, W, H), children: content)
        // The black glass shows only where the interface leaves the screen uncovered (while it
        // turns): under an interface that starts with an opaque fill of the whole screen it is
        // not drawn, which saves a pass over every pixel.
        let glass: [Node] = Self.startsOpaque(content, W, H) && Self.covers(interfaceTransform, W, H, screenWidth: w, screenHeight: h)
            ? [] : [.fill(.rect(0, 0, w, h), .solid(.black), .nonZero)]
        let screen = Group(transform: deviceTransform, clip: screenShape(), children: glass + [.group(interface)] + cutout())
        return DisplayList(width: canvas.width, height: canvas.height, background: theme.canvas, nodes: [.group(screen)])
    }

    /// Whether the first node fills the interface's whole rectangle with an opaque colour.
    static func startsOpaque(_ nodes: [Node], _ W: Double, _ H: Double) -> Bool {
        guard case .fill(let path, .solid(let colour), _)? = nodes.first else { return false }
        return colour.a == 255 && path == .rect(0, 0, W, H)
    }

    /// Whether the interface's rectangle, placed by `t`, covers the whole screen (a turn by
    /// quarter turns only: then its edges are the screen's).
    static func covers(_ t: AffineTransform, _ W: Double, _ H: Double, screenWidth w: Double, screenHeight h: Double) -> Bool {
        guard t.keepsRectanglesAxisAligned else { return false }
        let corners = [Point2(0, 0), Point2(W, H)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return xs.min()! <= 0 && xs.max()! >= w && ys.min()! <= 0 && ys.max()! >= h
    }

    /// The screen's outline: rounded on devices without a home button.
    func screenShape() -> Path {
        let d = storyboard.device
        let radius = d.cornerRadius
        let size = d.portraitSize
        return radius > 0 ? .roundedRect(0, 0, size.width, size.height, radius: radius) : .rect(0, 0, size.width, size.height)
    }

    /// The notch or Dynamic Island, in device points: hardware, so it stays at the device's top edge.
    func cutout() -> [Node] {
        let w = storyboard.device.portraitSize.width
        switch storyboard.device.cutout {
        case .notch(let width, let height):
            // Rounded at the bottom, with small outward fillets where it meets the screen's edge.
            let x = (w - width) / 2, fillet = 6.0
            return [.fill(.roundedRect(x, -20, width, height + 20, radii: (0, 0, 20, 20)), .solid(.black), .nonZero),
                    .fill(Path.polygon([Point2(x - fillet, 0), Point2(x, 0), Point2(x, fillet)]), .solid(.black), .nonZero),
                    .fill(Path.polygon([Point2(x + width + fillet, 0), Point2(x + width, 0), Point2(x + width, fillet)]), .solid(.black), .nonZero)]
        case .island(let width, let height, let top):
            return [.fill(.roundedRect((w - width) / 2, top, width, height, radius: height / 2), .solid(.black), .nonZero)]
        case nil:
            return []
        }
    }

    func interfaceNodes(_ f: TraceFrame) -> [Node] {
        var nodes: [Node] = []
        let W = f.interfaceSize.width, H = f.interfaceSize.height
        let fullScreen = f.view == CGRect(x: 0, y: 0, width: W, height: H)
        if fullScreen {
            nodes += viewNodes(f)
        } else {
            // The view's content drawn in its own coordinates, clipped to its sheet or window.
            let v = f.view, radius = storyboard.layout.presentation.cornerRadius
            var local = f
            local.interfaceSize = v.size
            local.bar = CGRect(x: f.bar.minX - v.minX, y: f.bar.minY - v.minY, width: f.bar.width, height: f.bar.height)
            local.restBottom = f.restBottom - v.minY
            local.keyboard = CGRect(x: f.keyboard.minX - v.minX, y: f.keyboard.minY - v.minY, width: f.keyboard.width, height: f.keyboard.height)
            if let r = f.scrollView?.frame {
                local.scrollView?.frame = CGRect(x: r.minX - v.minX, y: r.minY - v.minY, width: r.width, height: r.height)
            }
            // A view slid sideways by a back swipe uncovers the screen it goes back to; the status
            // bar belongs to the system and stays where it is.
            let swiping = v.size == f.interfaceSize && v.minY == 0 && v.minX != 0
            if swiping {
                nodes += previousScreen(f, progress: min(1, max(0, v.minX / W)))
            } else {
                nodes.append(.fill(.rect(0, 0, W, H), .solid(theme.behindView), .nonZero))
            }
            let clip: Path = radius > 0 ? .roundedRect(0, 0, v.width, v.height, radius: radius) : .rect(0, 0, v.width, v.height)
            nodes.append(.group(Group(transform: .translation(v.minX, v.minY), clip: clip, children: viewNodes(local, statusBar: !swiping))))
            if swiping, f.safeArea.top >= 20 { nodes += statusBar(f) }
            if f.bar.maxY > f.view.maxY + 0.5 || f.bar.minY < f.view.minY - 0.5 {
                // A bar pushed outside its view is clipped away on device; outline where it would be.
                nodes.append(.stroke(.rect(f.bar.minX, f.bar.minY, f.bar.width, f.bar.height), .solid(theme.tint.withAlpha(160)), width: 1))
            }
        }
        if f.alertOpacity > 0 { nodes += alert(f) }
        nodes += keyboard(f)
        if let riding = f.keyboardViews { nodes.append(node(riding)) }
        if storyboard.device.portraitSafeArea.bottom > 0 { // devices with a home indicator
            let width = min(134, W * 0.36)
            nodes.append(.fill(.roundedRect((W - width) / 2, H - 8 - 5, width, 5, radius: 2.5), .solid(theme.homeIndicator), .nonZero))
        }
        if overlay { nodes += overlayNodes(f) }
        return nodes
    }

    /// The controller's views, in its view's coordinates (a trace without views, read from a file,
    /// shows the window's black with the tab bar and status bar).
    func viewNodes(_ f: TraceFrame, statusBar: Bool = true) -> [Node] {
        userViewNodes(f.views, f, statusBar: statusBar)
    }

    /// A presented alert over a dimmed screen (`UIAlertController`, 270 pt wide), fading with `alertOpacity`.
    func alert(_ f: TraceFrame) -> [Node] {
        let W = f.interfaceSize.width, H = f.interfaceSize.height, a = f.alertOpacity
        let w = 270.0, h = 122.0, x = (W - w) / 2, y = (H - h) / 2
        func alpha(_ c: Color, _ max: Double) -> Color { c.withAlpha(UInt8((max * a).rounded())) }
        let card = theme.navBackground
        return [
            .fill(.rect(0, 0, W, H), .solid(alpha(Color(hex: 0x000000), 51)), .nonZero),
            // Opaque once presented (UIKit's alert is a blurred material; nothing behind reads through).
            .fill(.roundedRect(x, y, w, h, radius: 14), .solid(alpha(card, 255)), .nonZero),
            .text(Text("Delete this chat?", at: Point2(W / 2, y + 34), size: 17, color: alpha(theme.primaryText, 255), alignment: .center, weight: 0.1)),
            .text(Text("This cannot be undone.", at: Point2(W / 2, y + 56), size: 13, color: alpha(theme.primaryText, 255), alignment: .center)),
            .fill(.rect(x, y + h - 44, w, 0.5), .solid(alpha(theme.hairline, 255)), .nonZero),
            .fill(.rect(W / 2, y + h - 44, 0.5, 44), .solid(alpha(theme.hairline, 255)), .nonZero),
            .text(Text("Cancel", at: Point2(x + w / 4, y + h - 16), size: 17, color: alpha(theme.tint, 255), alignment: .center)),
            .text(Text("Delete", at: Point2(x + 3 * w / 4, y + h - 16), size: 17, color: alpha(Color(hex: 0xFF3B30), 255), alignment: .center, weight: 0.1)),
        ]
    }

    /// The screen's safe-area insets (the keyboard spans the screen, not the view).
    func screenSafeArea(_ f: TraceFrame) -> UIEdgeInsets {
        f.view.size == f.interfaceSize ? f.safeArea : storyboard.device.safeArea(f.orientation)
    }

    /// Thin lines at the keyboard's top (blue) and the bar's bottom (orange); red between them
    /// where the frame drifts (|drift| > 0.5 pt).
    func overlayNodes(_ f: TraceFrame) -> [Node] {
        let px = 1 / Double(canvas.scale)
        var nodes: [Node] = []
        if f.isDrifting {
            let top = min(f.bar.maxY, f.intendedBarBottom), bottom = max(f.bar.maxY, f.intendedBarBottom)
            nodes.append(.fill(.rect(0, top, f.interfaceSize.width, bottom - top), .solid(Color(hex: 0xFF3B30, alpha: 115)), .nonZero))
        }
        nodes.append(.fill(.rect(0, f.keyboard.minY - px / 2, f.interfaceSize.width, px), .solid(Color(hex: 0x0A84FF)), .nonZero))
        nodes.append(.fill(.rect(0, f.bar.maxY - px / 2, f.interfaceSize.width, px), .solid(Color(hex: 0xFF9F0A)), .nonZero))
        return nodes
    }
}
