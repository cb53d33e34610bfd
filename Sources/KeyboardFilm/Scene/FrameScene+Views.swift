import Foundation
import FrameRendering
import KeyboardSimulation

/// A user's own views (`TraceFrame.views`): each a group placed by its presented transform,
/// with its alpha, its (rounded) background, what it draws, its subviews, then its border, as
/// Core Animation composites a layer; clipped to its rounded bounds when it clips.
extension FrameScene {
    /// The screen of a user's controller: the window's black where no view paints, the views,
    /// the tab bar the storyboard's layout puts the controller in, and the status bar (the
    /// system's, over them).
    func userViewNodes(_ root: DrawnView?, _ f: TraceFrame, statusBar: Bool) -> [Node] {
        let screen = CGRect(x: 0, y: 0, width: f.interfaceSize.width, height: f.interfaceSize.height)
        var nodes: [Node] = []
        // The window's black, unless the root view paints over all of it.
        if !(root.map { Self.coversOpaquely($0, screen) } ?? false) { nodes.append(.fill(.rect(0, 0, screen.width, screen.height), .solid(.black), .nonZero)) }
        if let root { nodes.append(node(root)) }
        if storyboard.layout.tabBar { nodes += tabBar(f) }
        if statusBar && f.safeArea.top >= 20 { nodes += self.statusBar(f) }
        return nodes
    }

    func node(_ v: DrawnView) -> Node {
        let t = v.transform
        let b = v.bounds
        let shape = Self.outline(b, radius: v.cornerRadius, corners: v.roundedCorners)
        var children: [Node] = []
        // A background a subview paints over entirely is not drawn (a full-screen fill saved per frame).
        if let bg = v.background, !v.subviews.contains(where: { Self.coversOpaquely($0, b) }) {
            children.append(.fill(shape, .solid(Self.color(bg)), .nonZero))
        }
        for c in v.content { children += nodes(c, in: b) }
        children += v.subviews.map(node)
        if v.borderWidth > 0, let border = v.borderColor {
            // Core Animation draws the border inside the bounds, over the sublayers.
            let w = v.borderWidth, inner = Self.outline(b.insetBy(dx: w / 2, dy: w / 2), radius: max(0, v.cornerRadius - w / 2), corners: v.roundedCorners)
            children.append(.stroke(inner, .solid(Self.color(border)), width: w))
        }
        return .group(Group(transform: AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty),
                            opacity: min(1, max(0, v.alpha)), clip: v.clips ? shape : nil, layer: Self.layerBox(v), children: children))
    }

    /// Views of a few parts that draw inside their bounds (a bubble, a bar, a button) are
    /// layers: drawn once, their pixels reused while they only move (as the renderer's own
    /// keyboard is). Big or changing views are not worth a picture of their own.
    static let layerViewLimit = 8

    /// The box a small view draws in (its bounds, a little wider for strokes and text that
    /// runs over), or nil when it is not a layer: too many views, or a subview outside it.
    static func layerBox(_ v: DrawnView) -> Rect? {
        // Only views that paint something themselves: a transparent container's picture would be
        // mostly empty pixels to composite.
        guard v.background != nil || !v.content.isEmpty, v.hasAtMost(layerViewLimit), v.bounds.width * v.bounds.height < 200_000,
              v.clips || v.subviews.allSatisfy({ within($0, v.bounds) }) else { return nil }
        let margin = 2.0
        // Content drawn past the bounds (a navigation bar's material under the status bar) is
        // not cut off: such a view is no layer.
        guard v.clips || v.content.allSatisfy({ $0.box.map { v.bounds.insetBy(dx: -margin, dy: -margin).contains($0) } ?? false }) else { return nil }
        return Rect(v.bounds.minX - margin, v.bounds.minY - margin, v.bounds.width + 2 * margin, v.bounds.height + 2 * margin)
    }

    /// Whether `v` and its subviews draw inside `r` (its superview's bounds coordinates).
    static func within(_ v: DrawnView, _ r: CGRect) -> Bool {
        let t = v.transform
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return false }
        let frame = CGRect(x: v.bounds.minX + t.tx, y: v.bounds.minY + t.ty, width: v.bounds.width, height: v.bounds.height)
        guard r.contains(frame) else { return false }
        return v.clips || v.subviews.allSatisfy { within($0, v.bounds) }
    }

    /// Whether `v` paints every point of `r` (its superview's bounds coordinates) opaquely: an
    /// opaque square-cornered background, fully visible, only moved (not scaled or turned).
    static func coversOpaquely(_ v: DrawnView, _ r: CGRect) -> Bool {
        let t = v.transform
        guard v.alpha >= 1, t.a == 1, t.b == 0, t.c == 0, t.d == 1, let bg = v.background, bg.alpha >= 1,
              v.cornerRadius == 0 || !v.roundedCorners.contains(true) else { return false }
        let frame = CGRect(x: v.bounds.minX + t.tx, y: v.bounds.minY + t.ty, width: v.bounds.width, height: v.bounds.height)
        return frame.contains(r)
    }

    /// The bounds, with `radius` on the corners `corners` marks (top-left, top-right, bottom-right, bottom-left).
    static func outline(_ b: CGRect, radius: Double, corners: [Bool]) -> Path {
        let r = min(radius, b.width / 2, b.height / 2)
        guard r > 0 else { return .rect(b.minX, b.minY, b.width, b.height) }
        func k(_ i: Int) -> Double { corners.indices.contains(i) && corners[i] ? r : 0 }
        return .roundedRect(b.minX, b.minY, b.width, b.height, radii: (k(0), k(1), k(2), k(3)))
    }

    static func color(_ c: RGBA) -> Color {
        func byte(_ x: Double) -> UInt8 { UInt8((min(1, max(0, x)) * 255).rounded()) }
        return Color(r: byte(c.red), g: byte(c.green), b: byte(c.blue), a: byte(c.alpha))
    }

    func nodes(_ content: DrawnContent, in bounds: CGRect) -> [Node] {
        switch content {
        case .text(let t): return Self.text(t)
        case .image(let image): return SymbolGlyph.nodes(image, color: Self.color(image.color))
        case .rule(let r, let c), .material(let r, let c): return [.fill(.rect(r.minX, r.minY, r.width, r.height), .solid(Self.color(c)), .nonZero)]
        case .control(let kind, let r, let c): return Self.control(kind, r, Self.color(c))
        }
    }

    /// The lines in the project's stroke font, at the font's size, baselines a line height
    /// apart; a line wider in this font than the box is narrowed a little, then cut with "…".
    static func text(_ t: DrawnText) -> [Node] {
        let n = Double(t.lines.count)
        let top = t.placement == .top ? t.box.minY : t.box.midY - n * t.lineHeight / 2
        let x: Double, alignment: TextAlignment
        switch t.alignment {
        case .left: x = t.box.minX; alignment = .leading
        case .center: x = t.box.midX; alignment = .center
        case .right: x = t.box.maxX; alignment = .trailing
        }
        // The stroke's weight follows UIFont.Weight (regular 0 → the font's usual 0.085 of the size).
        let weight = min(0.16, max(0.05, 0.085 + 0.1 * t.weight))
        let paint = color(t.color)
        return t.lines.enumerated().map { i, line in
            let baseline = top + Double(i) * t.lineHeight + t.ascender
            return .text(Text.fitted(line, at: Point2(x, baseline), maxWidth: max(1, t.box.width), size: t.fontSize,
                                     minSize: t.fontSize * 0.85, color: paint, alignment: alignment, weight: weight))
        }
    }

    /// Controls UIKit draws itself, as fixed sketches.
    static func control(_ kind: DrawnControl, _ r: CGRect, _ c: Color) -> [Node] {
        let cx = r.midX, cy = r.midY
        switch kind {
        case .activityIndicator:
            // Eight spokes, fading round the circle (one still frame of the spin).
            let outer = min(r.width, r.height) / 2, inner = outer * 0.45, w = max(1, outer * 0.22)
            return (0..<8).map { i in
                let a = Double(i) * Double.pi / 4
                return .stroke(.polyline([Point2(cx + inner * sin(a), cy - inner * cos(a)), Point2(cx + outer * 0.9 * sin(a), cy - outer * 0.9 * cos(a))]),
                               .solid(c.withAlpha(UInt8(Double(c.a) * (1 - Double(i) * 0.1)))), width: w)
            }
        case .disclosureIndicator:
            return [.stroke(.polyline([Point2(cx - 3, cy - 6.5), Point2(cx + 3, cy), Point2(cx - 3, cy + 6.5)]), .solid(c), width: 2)]
        case .checkmark:
            return [.stroke(.polyline([Point2(cx - 6, cy), Point2(cx - 2, cy + 5), Point2(cx + 7, cy - 7)]), .solid(c), width: 2)]
        }
    }
}
