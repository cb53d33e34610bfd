import Foundation

import FrameRendering

/// The keyboard's system-key symbols, drawn as vector strokes in a `size`-point square.
enum KeyIcon {
    static func nodes(_ icon: KeyboardLayout.Icon, centre c: Point2, size s: Double, color: Color) -> [Node] {
        let paint = Paint.solid(color)
        let line = max(1, s * 0.08)
        func p(_ x: Double, _ y: Double) -> Point2 { Point2(c.x + x * s, c.y + y * s) } // x, y in −0.5 … 0.5
        switch icon {
        case .shift:
            // An upward arrow outline, filled: auto-capitalisation has shift on in an empty field.
            let arrow = Path.polygon([p(0, -0.42), p(0.4, 0.02), p(0.18, 0.02), p(0.18, 0.38), p(-0.18, 0.38), p(-0.18, 0.02), p(-0.4, 0.02)])
            return [.fill(arrow, paint, .nonZero)]
        case .delete:
            let outline = Path.polygon([p(-0.5, 0), p(-0.22, -0.32), p(0.48, -0.32), p(0.48, 0.32), p(-0.22, 0.32)])
            return [.stroke(outline, paint, width: line),
                    .stroke(.polyline([p(-0.02, -0.13), p(0.24, 0.13)]), paint, width: line),
                    .stroke(.polyline([p(0.24, -0.13), p(-0.02, 0.13)]), paint, width: line)]
        case .globe:
            return [.stroke(.ellipse(c.x - 0.42 * s, c.y - 0.42 * s, 0.84 * s, 0.84 * s), paint, width: line),
                    .stroke(.ellipse(c.x - 0.18 * s, c.y - 0.42 * s, 0.36 * s, 0.84 * s), paint, width: line),
                    .stroke(.polyline([p(-0.42, 0), p(0.42, 0)]), paint, width: line),
                    .stroke(.polyline([p(0, -0.42), p(0, 0.42)]), paint, width: line)]
        case .dictation:
            let arc = (0...8).map { i -> Point2 in
                let a = Double.pi * Double(i) / 8
                return p(-0.26 * cos(a), 0.02 + 0.24 * sin(a))
            }
            return [.fill(.roundedRect(c.x - 0.13 * s, c.y - 0.45 * s, 0.26 * s, 0.56 * s, radius: 0.13 * s), paint, .nonZero),
                    .stroke(.polyline(arc), paint, width: line),
                    .stroke(.polyline([p(0, 0.26), p(0, 0.44)]), paint, width: line)]
        case .emoji:
            let smile = (0...8).map { i -> Point2 in
                let a = Double.pi * (0.15 + 0.7 * Double(i) / 8)
                return p(0.24 * cos(a), 0.02 + 0.2 * sin(a))
            }
            return [.stroke(.ellipse(c.x - 0.42 * s, c.y - 0.42 * s, 0.84 * s, 0.84 * s), paint, width: line),
                    .fill(.ellipse(c.x - 0.19 * s, c.y - 0.2 * s, 0.1 * s, 0.14 * s), paint, .nonZero),
                    .fill(.ellipse(c.x + 0.09 * s, c.y - 0.2 * s, 0.1 * s, 0.14 * s), paint, .nonZero),
                    .stroke(.polyline(smile), paint, width: line)]
        case .dismiss:
            // A small keyboard over a downward chevron.
            var nodes: [Node] = [.stroke(.roundedRect(c.x - 0.45 * s, c.y - 0.42 * s, 0.9 * s, 0.5 * s, radius: 0.06 * s), paint, width: line)]
            for row in 0..<2 {
                for col in 0..<5 {
                    nodes.append(.fill(.rect(c.x + (-0.34 + 0.15 * Double(col)) * s, c.y + (-0.32 + 0.14 * Double(row)) * s,
                                             0.08 * s, 0.07 * s), paint, .nonZero))
                }
            }
            nodes.append(.stroke(.polyline([p(-0.14, 0.24), p(0, 0.38), p(0.14, 0.24)]), paint, width: line))
            return nodes
        }
    }
}
