import Foundation
import FrameRendering
import KeyboardSimulation

/// A grid of sampled frames with captions, and plots of drift and positions over time: one
/// display list that becomes both `filmstrip.svg` and `filmstrip.png`.
public struct Filmstrip: Sendable {
    public let scene: FrameScene
    public let options: FilmstripOptions
    /// The frames shown, in order.
    public let frames: [Int]

    static let margin = 16.0, gap = 14.0, plotHeight = 190.0
    /// Captions are 16 px before the strip grows past 1000 px (then in proportion): a cap height of
    /// 11 px where GitHub shows the image, 1000 px wide.
    var captionSize: Double { PullRequestWidth.captionSize(imageWidth: width, minimum: 16) }
    var captionHeight: Double { captionSize * 5.6 }
    /// The header: name, strategy, device, system and verdict, on up to two lines.
    var headerLines: [String] {
        let sb = scene.storyboard
        let line = "\(sb.name)  ·  \(trace.strategy)  ·  \(sb.device.name)  ·  \(sb.system.rawValue)  ·  \(trace.verdict)"
        return VectorFont.wrap(line, width: Double(width) - 2 * Self.margin, size: captionSize, maxLines: 2)
    }
    var headerHeight: Double { captionSize * (2.75 + 1.3 * Double(max(0, headerLines.count - 1))) }
    static let red = Color(hex: 0xFF3B30)

    public init(scene: FrameScene, options: FilmstripOptions = FilmstripOptions(), frames: [Int]? = nil) {
        self.scene = scene; self.options = options
        self.frames = frames ?? options.sample(scene.trace.frames)
    }

    var trace: Trace { scene.trace }
    var thumbScale: Double { options.thumbnailHeight / Double(scene.canvas.height) }
    var cellWidth: Double { Double(scene.canvas.width) * thumbScale }
    /// By default as many frames a row as fit 1000 px (GitHub's column), so that the strip is
    /// shown at its own size, captions readable.
    var columns: Int {
        let fitting = Int((PullRequestWidth.displayWidth - 2 * Self.margin + Self.gap) / (cellWidth + Self.gap))
        return max(1, min(frames.count, options.columns ?? fitting))
    }
    var rows: Int { max(1, (frames.count + columns - 1) / columns) }
    var gridWidth: Double { Double(columns) * cellWidth + Double(columns - 1) * Self.gap }
    public var width: Int { Int((2 * Self.margin + max(gridWidth, 640)).rounded(.up)) }
    var gridHeight: Double { Double(rows) * (options.thumbnailHeight + captionHeight) + Double(rows - 1) * Self.gap }
    public var height: Int { Int((headerHeight + gridHeight + 2 * (plotHeight + Self.gap) + 2 * Self.margin).rounded(.up)) }
    /// Plots grow with a wide grid so they stay readable where the image is shown 1000 px wide.
    var plotScale: Double { Plot.readableScale(imageWidth: Double(width)) }
    var plotHeight: Double { Self.plotHeight * plotScale }

    /// Where frame `k` of the strip (not the film) sits.
    func cellOrigin(_ k: Int) -> Point2 {
        let col = k % columns, row = k / columns
        return Point2(Self.margin + Double(col) * (cellWidth + Self.gap),
                      headerHeight + Double(row) * (options.thumbnailHeight + captionHeight + Self.gap))
    }

    /// The bar's band (`FrameScene.barBand`) in every cell, in the strip's pixels: where a
    /// snapshot of the strip holds any change to a zero budget, as `verify` does per frame.
    /// `others(index)` adds another geometry of that frame (the reference's).
    public func strictBoxes(marginPoints: Double, others: (Int) -> [TraceFrame] = { _ in [] }) -> [PixelBox] {
        frames.enumerated().compactMap { k, index in
            guard let band = scene.barBand(frame: index, marginPoints: marginPoints, others: others(index)) else { return nil }
            let o = cellOrigin(k)
            return (x0: Int((o.x + Double(band.x0) * thumbScale).rounded(.down)), y0: Int((o.y + Double(band.y0) * thumbScale).rounded(.down)),
                    x1: Int((o.x + Double(band.x1) * thumbScale).rounded(.up)), y1: Int((o.y + Double(band.y1) * thumbScale).rounded(.up)))
        }
    }

    public func displayList() -> DisplayList {
        var nodes: [Node] = header()
        let firstDrift = trace.firstDriftFrame
        for (k, index) in frames.enumerated() { nodes += cell(k, index, isFirstDrift: index == firstDrift) }
        let plotsTop = headerHeight + gridHeight + Self.gap
        nodes += plots(top: plotsTop, width: Double(width) - 2 * Self.margin)
        return DisplayList(width: width, height: height, background: .white, nodes: nodes)
    }

    func header() -> [Node] {
        headerLines.enumerated().map { k, line in
            .text(.fitted(line, at: Point2(Self.margin, captionSize * (1.75 + 1.3 * Double(k))), maxWidth: Double(width) - 2 * Self.margin,
                          size: captionSize, minSize: captionSize, color: Plot.textColor, weight: 0.1))
        }
    }

    func cell(_ k: Int, _ index: Int, isFirstDrift: Bool) -> [Node] {
        let f = trace.frames[index]
        let o = cellOrigin(k)
        let list = scene.displayList(frame: index)
        let picture = Group(transform: AffineTransform.translation(o.x, o.y).concatenating(.scale(thumbScale, thumbScale)),
                            clip: .rect(0, 0, Double(list.width), Double(list.height)),
                            children: [.fill(.rect(0, 0, Double(list.width), Double(list.height)), .solid(list.background ?? .white), .nonZero)] + list.nodes)
        let h = options.thumbnailHeight
        var nodes: [Node] = [.group(picture)]
        if f.isDrifting {
            nodes.append(.stroke(.rect(o.x - 1.5, o.y - 1.5, cellWidth + 3, h + 3), .solid(Self.red), width: 3))
        } else {
            nodes.append(.stroke(.rect(o.x - 0.5, o.y - 0.5, cellWidth + 1, h + 1), .solid(Color(hex: 0xC7C7CC)), width: 1))
        }
        if isFirstDrift {
            let label = "FIRST DRIFT"
            let size = captionSize, w = VectorFont.width(of: label, size: size) + 12
            nodes.append(.fill(.roundedRect(o.x + 6, o.y + 6, w, size * 1.6, radius: 4), .solid(Self.red), .nonZero))
            nodes.append(.text(Text(label, at: Point2(o.x + 12, o.y + 6 + size * 1.15), size: size, color: .white, weight: 0.11)))
        }
        let s = captionSize, line = s * 1.3
        var y = o.y + h + s * 1.3
        nodes.append(.text(.fitted(Captions.time(f), at: Point2(o.x, y), maxWidth: cellWidth, size: s, minSize: s, color: Plot.textColor)))
        y += line
        nodes.append(.text(.fitted(Captions.drift(f), at: Point2(o.x, y), maxWidth: cellWidth, size: s, minSize: s,
                                   color: Captions.color(f))))
        for text in Captions.notificationLines(f, width: cellWidth, size: s) {
            y += line
            nodes.append(.text(.fitted(text, at: Point2(o.x, y), maxWidth: cellWidth, size: s, minSize: s, color: Plot.axisColor)))
        }
        return nodes
    }

    func plots(top: Double, width: Double) -> [Node] {
        let range = (trace.frames.first?.time ?? 0)...(trace.frames.last?.time ?? 1)
        let markers = frames.map { trace.frames[$0].time }
        let heightAbove = { (f: TraceFrame, y: Double) in f.interfaceSize.height - y }
        let positions = Plot(
            title: "Keyboard top and bar bottom, height above the screen's bottom edge", unit: "pt",
            frame: (Self.margin, top, width, plotHeight), timeRange: range,
            series: [
                Plot.Series(label: "keyboard top", color: Color(hex: 0x007AFF), points: trace.frames.map { ($0.time, heightAbove($0, $0.keyboard.minY)) }),
                Plot.Series(label: "bar bottom", color: Color(hex: 0xFF9500), points: trace.frames.map { ($0.time, heightAbove($0, $0.bar.maxY)) }),
            ], toleranceBand: nil, markers: markers, scale: plotScale)
        let drift = Plot(
            title: "Drift: bar bottom minus min(keyboard top, rest); green band ±0.5 pt", unit: "pt",
            frame: (Self.margin, top + plotHeight + Self.gap, width, plotHeight), timeRange: range,
            // Red only when some frame drifts; a film that rides the keyboard's animation is not a fault.
            series: [Plot.Series(label: "drift", color: trace.firstDriftFrame == nil ? Captions.neutral : Self.red,
                                 points: trace.frames.map { ($0.time, $0.drift) })],
            toleranceBand: Trace.driftThresholdPoints, markers: markers, scale: plotScale)
        return positions.nodes() + drift.nodes()
    }
}
