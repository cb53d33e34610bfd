import FrameRendering
import KeyboardSimulation

/// A rectangle of canvas pixels: x0 ≤ x < x1, y0 ≤ y < y1.
public typealias PixelBox = (x0: Int, y0: Int, x1: Int, y1: Int)

extension FrameScene {
    /// Where frame `index` shows the bar and the keyboard's top edge, `marginPoints` around them,
    /// in canvas pixels, for the frame's own geometry and any `others` (a golden's, say): the
    /// region golden tests hold to a zero budget and review animations keep.
    public func barBand(frame index: Int, marginPoints m: Double, others: [TraceFrame] = []) -> PixelBox? {
        var points: [Point2] = []
        let t = canvasTransform(frame: index)
        for f in [trace.frames[index]] + others {
            let top = min(f.bar.minY, f.keyboard.minY) - m, bottom = max(f.bar.maxY, f.keyboard.minY) + m
            for (x, y) in [(0.0, top), (f.interfaceSize.width, top), (0, bottom), (f.interfaceSize.width, bottom)] {
                points.append(t.apply(Point2(x, y)))
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let r = (x0: max(0, Int(xs.min()!.rounded(.down))), y0: max(0, Int(ys.min()!.rounded(.down))),
                 x1: min(canvas.width, Int(xs.max()!.rounded(.up))), y1: min(canvas.height, Int(ys.max()!.rounded(.up))))
        return r.x1 > r.x0 && r.y1 > r.y0 ? r : nil
    }
}
