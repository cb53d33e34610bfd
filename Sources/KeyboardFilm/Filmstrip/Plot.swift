import Foundation
import KeyboardSimulation
import FrameRendering

/// A line chart over time, as display-list nodes: axes with round-number ticks, one polyline
/// per series, optional markers and a legend.
struct Plot {
    struct Series {
        var label: String
        var color: Color
        var points: [(t: Double, v: Double)]
    }

    var title: String
    var unit: String
    var frame: (x: Double, y: Double, width: Double, height: Double)
    var timeRange: ClosedRange<Double>
    var series: [Series]
    /// A band drawn around zero (the ±0.5 pt drift tolerance), if any.
    var toleranceBand: Double?
    /// Times marked with a tick on the time axis (the frames shown above).
    var markers: [Double] = []
    /// Drawn this many times larger than its `frame` says (the frame is in the scaled space):
    /// see `readableScale`.
    var scale = 1.0

    /// Images are shown about this wide in a pull request or a README (GitHub's column).
    static let readableWidth = 1000.0

    /// How much to enlarge a plot under an image `imageWidth` pixels wide so that, shown
    /// `readableWidth` wide, its 10–13 px labels stay 10–13 px instead of shrinking with the image.
    static func readableScale(imageWidth: Double) -> Double { max(1, imageWidth / readableWidth) }

    static let axisColor = Color(hex: 0x8E8E93)
    static let textColor = Color(hex: 0x3A3A3C)

    /// Round tick values covering `lo…hi` with about `count` steps of 1, 2 or 5 × 10ⁿ.
    static func ticks(_ lo: Double, _ hi: Double, count: Int = 5) -> [Double] {
        guard hi > lo else { return [lo] }
        let raw = (hi - lo) / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        var out: [Double] = []
        var v = (lo / step).rounded(.up) * step
        while v <= hi + step * 1e-9 { out.append(abs(v) < step * 1e-9 ? 0 : v); v += step }
        return out
    }

    func nodes() -> [Node] {
        guard scale != 1 else { return unscaledNodes() }
        var plain = self
        plain.scale = 1
        plain.frame = (frame.x / scale, frame.y / scale, frame.width / scale, frame.height / scale)
        return [.group(Group(transform: .scale(scale, scale), children: plain.unscaledNodes()))]
    }

    private func unscaledNodes() -> [Node] {
        let (x0, y0, w, h) = frame
        let left = x0 + 56, right = x0 + w - 12, top = y0 + 24, bottom = y0 + h - 28
        var values = series.flatMap { $0.points.map(\.v) }
        if let band = toleranceBand { values += [band, -band] }
        var lo = values.min() ?? 0, hi = values.max() ?? 1
        if hi - lo < 1 { lo -= 0.5; hi += 0.5 }
        let pad = (hi - lo) * 0.08
        lo -= pad; hi += pad
        let t0 = timeRange.lowerBound, t1 = max(timeRange.upperBound, t0 + 1e-6)
        func px(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * (right - left) }
        func py(_ v: Double) -> Double { bottom - (v - lo) / (hi - lo) * (bottom - top) }

        // The legend sits top right; the title takes what is left of the line.
        let legendWidth = series.reduce(0.0) { $0 + VectorFont.width(of: $1.label, size: 11) + 32 }
        var nodes: [Node] = [
            .fill(.rect(x0, y0, w, h), .solid(.white), .nonZero),
            .text(.fitted(title, at: Point2(left, y0 + 15), maxWidth: right - left - legendWidth - 12, size: 13, minSize: 9,
                          color: Self.textColor, weight: 0.1)),
        ]
        if let band = toleranceBand {
            nodes.append(.fill(.rect(left, py(band), right - left, py(-band) - py(band)), .solid(Color(hex: 0x34C759, alpha: 60)), .nonZero))
        }
        for v in Self.ticks(lo, hi) {
            let y = py(v)
            nodes.append(.fill(.rect(left, y - 0.25, right - left, 0.5), .solid(Color(hex: 0xE5E5EA)), .nonZero))
            nodes.append(.text(Text(Self.label(v), at: Point2(left - 6, y + 4), size: 10, color: Self.textColor, alignment: .trailing)))
        }
        if lo < 0 && hi > 0 { nodes.append(.fill(.rect(left, py(0) - 0.5, right - left, 1), .solid(Self.axisColor), .nonZero)) }
        for t in Self.ticks(t0, t1, count: 8) {
            nodes.append(.fill(.rect(px(t) - 0.5, bottom, 1, 4), .solid(Self.axisColor), .nonZero))
            nodes.append(.text(Text(Self.label(t) + " s", at: Point2(px(t), bottom + 16), size: 10, color: Self.textColor, alignment: .center)))
        }
        for t in markers { nodes.append(.fill(.rect(px(t) - 0.5, bottom - 5, 1, 5), .solid(Color(hex: 0x007AFF)), .nonZero)) }
        nodes.append(.stroke(.polyline([Point2(left, top), Point2(left, bottom), Point2(right, bottom)]), .solid(Self.axisColor), width: 1))
        nodes.append(.text(Text(unit, at: Point2(x0 + 4, top - 6), size: 10, color: Self.textColor)))
        // Each curve is drawn 2 units narrower than the one before it, on top of it: where curves
        // coincide, the earlier ones show as coloured edges instead of vanishing.
        for (k, s) in series.enumerated() where !s.points.isEmpty {
            nodes.append(.stroke(.polyline(s.points.map { Point2(px($0.t), py($0.v)) }), .solid(s.color),
                                 width: 1.6 + 2 * Double(series.count - 1 - k)))
        }
        // Legend, top right.
        var lx = right
        for s in series.reversed() {
            let width = VectorFont.width(of: s.label, size: 11)
            lx -= width
            nodes.append(.text(Text(s.label, at: Point2(lx, y0 + 15), size: 11, color: Self.textColor)))
            lx -= 18
            nodes.append(.fill(.rect(lx, y0 + 9, 14, 3), .solid(s.color), .nonZero))
            lx -= 14
        }
        return nodes
    }

    static func label(_ v: Double) -> String { NumberFormat.trimmed(v, decimals: 2) }
}
