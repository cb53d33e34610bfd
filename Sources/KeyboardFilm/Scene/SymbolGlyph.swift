import Foundation
import FrameRendering
import KeyboardSimulation

/// Images in a user's views. The SF Symbols a composer uses most are drawn as their shapes
/// (`drawn`); any other symbol is a rounded square outline in its colour, and an asset image a
/// grey placeholder with a diagonal — the same every time, so a golden never depends on a font
/// or an asset catalogue the film does not have.
enum SymbolGlyph {
    /// The symbol names drawn as their shapes (a name's `.fill` / `.circle` variants included).
    static let drawn = ["arrow.up", "paperplane", "plus", "xmark", "mic", "camera", "photo", "chevron.left", "chevron.right",
                        "chevron.up", "chevron.down", "face.smiling", "ellipsis", "paperclip"]

    static func nodes(_ image: DrawnImage, color c: Color) -> [Node] {
        let r = image.frame
        guard r.width > 0, r.height > 0 else { return [] }
        guard image.isSymbol else {
            let grey = Color(hex: 0x8E8E93, alpha: 90)
            return [.fill(.rect(r.minX, r.minY, r.width, r.height), .solid(grey), .nonZero),
                    .stroke(.polyline([Point2(r.minX, r.maxY), Point2(r.maxX, r.minY)]), .solid(grey), width: 1)]
        }
        let s = min(r.width, r.height), cx = r.midX, cy = r.midY
        let name = image.name
        let filled = name.hasSuffix(".fill")
        let circled = name.contains(".circle")
        let base = drawn.first { name == $0 || name.hasPrefix($0 + ".") }
        let line = max(1, s * 0.09)
        var out: [Node] = []
        // In a circle, the mark is drawn smaller; on a filled circle, knocked out in white.
        var ink = Paint.solid(c), k = 1.0
        if circled {
            if filled {
                out.append(.fill(.ellipse(r.midX - s / 2, r.midY - s / 2, s, s), .solid(c), .nonZero))
                ink = .solid(.white)
            } else {
                out.append(.stroke(.ellipse(r.midX - s / 2 + line / 2, r.midY - s / 2 + line / 2, s - line, s - line), .solid(c), width: line))
            }
            k = 0.55
        }
        let pen = Pen(cx: cx, cy: cy, s: s, k: k, line: line, ink: ink, filled: filled, circled: circled)
        return out + pen.mark(base)
    }

    /// Where and how a symbol's mark is drawn: its centre and size, the scale inside a circle,
    /// the stroke width and ink.
    private struct Pen {
        let cx: Double, cy: Double, s: Double, k: Double, line: Double
        let ink: Paint
        let filled: Bool, circled: Bool

        /// A point of the mark, x and y in −0.5 … 0.5 of its size.
        func q(_ x: Double, _ y: Double) -> Point2 { Point2(cx + x * k * s, cy + y * k * s) }

        /// The mark of the drawn symbol `base` (a rounded square outline for any other).
        func mark(_ base: String?) -> [Node] {
            var out: [Node] = []
            switch base {
            case "arrow.up"?:
                out += [.stroke(.polyline([q(0, 0.42), q(0, -0.4)]), ink, width: line * 1.2),
                        .stroke(.polyline([q(-0.32, -0.08), q(0, -0.4), q(0.32, -0.08)]), ink, width: line * 1.2)]
            case "paperplane"?:
                let plane = Path.polygon([q(-0.45, -0.05), q(0.45, -0.42), q(0.1, 0.45), q(-0.02, 0.05)])
                out.append(filled && !circled ? .fill(plane, ink, .nonZero) : .stroke(plane, ink, width: line))
            case "plus"?:
                out += [.stroke(.polyline([q(0, -0.4), q(0, 0.4)]), ink, width: line * 1.2),
                        .stroke(.polyline([q(-0.4, 0), q(0.4, 0)]), ink, width: line * 1.2)]
            case "xmark"?:
                out += [.stroke(.polyline([q(-0.32, -0.32), q(0.32, 0.32)]), ink, width: line * 1.2),
                        .stroke(.polyline([q(0.32, -0.32), q(-0.32, 0.32)]), ink, width: line * 1.2)]
            case "mic"?:
                let capsule = Path.roundedRect(cx - 0.15 * s * k, cy - 0.45 * s * k, 0.3 * s * k, 0.55 * s * k, radius: 0.15 * s * k)
                let arc = (0...8).map { i -> Point2 in
                    let a = Double.pi * Double(i) / 8
                    return q(-0.3 * cos(a), 0.05 + 0.25 * sin(a))
                }
                out += [filled ? .fill(capsule, ink, .nonZero) : .stroke(capsule, ink, width: line),
                        .stroke(.polyline(arc), ink, width: line), .stroke(.polyline([q(0, 0.3), q(0, 0.45)]), ink, width: line)]
            case "camera"?:
                let body = Path.roundedRect(cx - 0.45 * s * k, cy - 0.25 * s * k, 0.9 * s * k, 0.6 * s * k, radius: 0.08 * s * k)
                let lens = Path.ellipse(cx - 0.15 * s * k, cy - 0.1 * s * k, 0.3 * s * k, 0.3 * s * k)
                out += filled ? [.fill(body, ink, .nonZero), .fill(lens, .solid(.white), .nonZero)] : [.stroke(body, ink, width: line), .stroke(lens, ink, width: line)]
                out.append(.fill(.rect(cx - 0.15 * s * k, cy - 0.35 * s * k, 0.3 * s * k, 0.1 * s * k), ink, .nonZero))
            case "photo"?:
                out += [.stroke(.roundedRect(cx - 0.45 * s * k, cy - 0.35 * s * k, 0.9 * s * k, 0.7 * s * k, radius: 0.06 * s * k), ink, width: line),
                        .stroke(.polyline([q(-0.38, 0.28), q(-0.1, 0), q(0.08, 0.15), q(0.22, 0.02), q(0.38, 0.28)]), ink, width: line),
                        .fill(.ellipse(cx + 0.12 * s * k, cy - 0.25 * s * k, 0.14 * s * k, 0.14 * s * k), ink, .nonZero)]
            case "chevron.left"?, "chevron.right"?, "chevron.up"?, "chevron.down"?:
                let pts: [Point2] = switch base! {
                case "chevron.left": [q(0.15, -0.35), q(-0.15, 0), q(0.15, 0.35)]
                case "chevron.right": [q(-0.15, -0.35), q(0.15, 0), q(-0.15, 0.35)]
                case "chevron.up": [q(-0.35, 0.15), q(0, -0.15), q(0.35, 0.15)]
                default: [q(-0.35, -0.15), q(0, 0.15), q(0.35, -0.15)]
                }
                out.append(.stroke(.polyline(pts), ink, width: line * 1.2))
            case "face.smiling"?:
                let arc = (0...8).map { i -> Point2 in
                    let a = Double.pi * Double(i) / 8
                    return q(-0.22 * cos(a), 0.08 + 0.16 * sin(a))
                }
                out += [.stroke(.ellipse(cx - 0.45 * s * k, cy - 0.45 * s * k, 0.9 * s * k, 0.9 * s * k), ink, width: line),
                        .fill(.ellipse(cx - 0.2 * s * k, cy - 0.18 * s * k, 0.1 * s * k, 0.14 * s * k), ink, .nonZero),
                        .fill(.ellipse(cx + 0.1 * s * k, cy - 0.18 * s * k, 0.1 * s * k, 0.14 * s * k), ink, .nonZero),
                        .stroke(.polyline(arc), ink, width: line)]
            case "ellipsis"?:
                out += [-0.3, 0, 0.3].map { x in .fill(.ellipse(cx + (x - 0.06) * s * k, cy - 0.06 * s * k, 0.12 * s * k, 0.12 * s * k), ink, .nonZero) }
            case "paperclip"?:
                out.append(.stroke(.polyline([q(0.1, -0.1), q(0.1, 0.3), q(0, 0.42), q(-0.1, 0.3), q(-0.1, -0.3), q(0, -0.42), q(0.2, -0.42),
                                              q(0.25, -0.3), q(0.25, 0.3)]), ink, width: line))
            default:
                // A symbol the film does not draw: a rounded square outline.
                out.append(.stroke(.roundedRect(cx - 0.4 * s * k, cy - 0.4 * s * k, 0.8 * s * k, 0.8 * s * k, radius: 0.15 * s * k), ink, width: line))
            }
            return out
        }
    }
}