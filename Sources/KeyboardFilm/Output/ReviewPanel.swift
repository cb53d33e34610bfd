import Foundation
import FrameRendering
import KeyboardSimulation

/// One film's part of each review frame, in its own pixels: what `ReviewAnimation` stacks under
/// a caption.
struct ReviewPanel: Sendable {
    let width: Int, height: Int
    /// Frame `index`'s nodes, in the panel's pixels (its top-left corner at 0, 0).
    let nodes: @Sendable (Int) -> [Node]

    /// Whether a film turns: its interface changes orientation or angle.
    static func turns(_ trace: Trace) -> Bool {
        guard let first = trace.frames.first else { return false }
        return trace.frames.contains { $0.angle != first.angle || $0.orientation != first.orientation }
    }

    /// Rows of the canvas, full width: the film's own frame pixels. For films that do not turn.
    static func canvasRows(_ scene: FrameScene, _ rows: Range<Int>) -> ReviewPanel {
        let width = scene.canvas.width
        return ReviewPanel(width: width, height: rows.count) { index in
            let body = scene.displayList(frame: index)
            return [.group(Group(transform: .translation(0, -Double(rows.lowerBound)), clip: nil,
                                 children: [.fill(.rect(0, Double(rows.lowerBound), Double(width), Double(rows.count)),
                                                  .solid(body.background ?? scene.theme.canvas), .nonZero)] + body.nodes))]
        }
    }

    /// For a film that turns, the canvas rows holding the bar in every frame span most of the
    /// canvas: portrait's band at the bottom, landscape's higher up, and the turned bands between.
    /// Here each frame is drawn upright in its interface's own points instead, centred, with the
    /// interface's bottom edge (where the keyboard docks) on the same row in every frame; the
    /// panel holds every frame's bar and keyboard top edge, `marginPoints` around them.
    static func upright(_ scene: FrameScene, marginPoints m: Double) -> ReviewPanel {
        let band = uprightBand(scene.trace, marginPoints: m)
        let s = Double(scene.canvas.scale)
        let width = Int((scene.trace.frames.map { span($0).right - span($0).left }.max()! * s).rounded(.up))
        let height = Int(((band.above - band.below) * s).rounded(.up))
        return ReviewPanel(width: width, height: height) { index in
            let f = scene.trace.frames[index]
            let H = f.interfaceSize.height, (left, right) = span(f)
            let top = H - band.above
            let transform = AffineTransform.translation((Double(width) - (right - left) * s) / 2 - left * s, -top * s).concatenating(.scale(s, s))
            let clip = Path.rect(left, max(0, top), right - left, H - band.below - max(0, top))
            return [.group(Group(transform: transform, clip: clip, children: scene.interfaceNodes(f)))]
        }
    }

    /// The interface's columns a frame shows, in its points: its width, widened to hold the bar
    /// and the keyboard when, mid-turn, their frames already have the size the turn ends with
    /// (cut to the interface, the send button was cut in half and the field ran off the edge).
    static func span(_ f: TraceFrame) -> (left: Double, right: Double) {
        (min(0, f.bar.minX, f.keyboard.minX), max(f.interfaceSize.width, f.bar.maxX, f.keyboard.maxX))
    }

    /// Points above the interface's bottom edge: the highest any frame's band reaches (`above`)
    /// and the lowest (`below`), where a frame's band is its bar and keyboard top edge,
    /// `marginPoints` around them, within the interface.
    static func uprightBand(_ trace: Trace, marginPoints m: Double) -> (above: Double, below: Double) {
        var above = 0.0, below = Double.infinity
        for f in trace.frames {
            let H = f.interfaceSize.height
            above = max(above, H - max(0, min(f.bar.minY, f.keyboard.minY) - m))
            below = min(below, H - min(H, max(f.bar.maxY, f.keyboard.minY) + m))
        }
        return (above, min(below, above))
    }
}
