import Foundation
import FrameRendering
import KeyboardSimulation

/// One storyboard under several strategies: a labelled strip per strategy, stacked, and their
/// drift curves overlaid in one plot — the picture of which technique keeps the bar attached.
public struct Comparison {
    public let strips: [Filmstrip]

    /// The label above each strategy's strip: as tall as its captions need (`Filmstrip.captionSize`).
    var labelHeight: Double { (strips.first?.captionSize ?? 16) * 1.9 }
    static let palette: [Color] = [0xFF3B30, 0x007AFF, 0x34C759, 0xFF9500, 0xAF52DE, 0x5AC8FA, 0xFF2D55, 0x8E8E93, 0xFFCC00, 0x5856D6]
        .map { Color(hex: $0) }

    /// Strips for each (storyboard, trace), all showing the same frames: the sampled ones plus
    /// every strategy's first drifting frame.
    public init(films: [Film], options: FilmstripOptions = FilmstripOptions(), overlay: Bool = false) {
        var frames = Set(films.first.map { options.sample($0.trace.frames) } ?? [])
        for film in films { if let f = film.trace.firstDriftFrame { frames.insert(f) } }
        let shown = frames.sorted()
        strips = films.map { Filmstrip(scene: FrameScene(film: $0, overlay: overlay), options: options, frames: shown) }
    }

    /// `summary.md` of `kbfilm compare`: the picture and a row per strategy.
    public func summaryMarkdown(storyboard: Storyboard, image: String) -> String {
        var md = "# \(markdownCell(storyboard.name)): strategies compared\n\n\(markdownCell(storyboard.summary))\n\n![comparison](\(image))\n\n"
        md += "| strategy | max \\|drift\\| | drifting frames | first drifting frame |\n|---|---:|---:|---:|\n"
        for strip in strips {
            let t = strip.trace
            md += "| \(t.strategy) | \(NumberFormat.points(t.maxAbsDrift)) pt | \(t.driftFrames) | \(t.firstDriftFrame.map(String.init) ?? "—") |\n"
        }
        return md
    }

    var rowHeight: Double { labelHeight + (strips.first?.gridHeight ?? 0) + Filmstrip.gap }

    public func displayList() -> DisplayList {
        guard let first = strips.first else { return DisplayList(width: 1, height: 1, background: .white) }
        let width = Double(first.width)
        var nodes: [Node] = []
        for (r, strip) in strips.enumerated() {
            let top = Filmstrip.margin + Double(r) * rowHeight
            let t = strip.trace
            let color = Self.palette[r % Self.palette.count]
            let size = strip.captionSize
            nodes.append(.fill(.rect(Filmstrip.margin, top + size * 0.35, size * 0.9, size * 0.9), .solid(color), .nonZero))
            nodes.append(.text(.fitted("\(t.strategy)  ·  \(t.verdict)", at: Point2(Filmstrip.margin + size * 1.4, top + size * 1.2),
                                       maxWidth: width - 2 * Filmstrip.margin - size * 1.4, size: size, minSize: size,
                                       color: t.firstDriftFrame == nil ? Color(hex: 0x248A3D) : Filmstrip.red, weight: 0.1)))
            var cells: [Node] = []
            for (k, index) in strip.frames.enumerated() { cells += strip.cell(k, index, isFirstDrift: index == t.firstDriftFrame) }
            // Cells are laid out below a strip header; move them under this row's label instead.
            nodes.append(.group(Group(transform: .translation(0, top + labelHeight - strip.headerHeight), children: cells)))
        }
        let plotTop = Filmstrip.margin + Double(strips.count) * rowHeight
        let range = (first.trace.frames.first?.time ?? 0)...(first.trace.frames.last?.time ?? 1)
        let scale = Plot.readableScale(imageWidth: width), plotHeight = (Filmstrip.plotHeight + 40) * scale
        let plot = Plot(
            title: "Drift of each strategy (bar bottom minus min(keyboard top, rest)); green band ±0.5 pt", unit: "pt",
            frame: (Filmstrip.margin, plotTop, width - 2 * Filmstrip.margin, plotHeight), timeRange: range,
            series: driftSeries(),
            toleranceBand: Trace.driftThresholdPoints, markers: first.frames.map { first.trace.frames[$0].time }, scale: scale)
        nodes += plot.nodes()
        let height = Int((plotTop + plotHeight + Filmstrip.margin).rounded(.up))
        return DisplayList(width: first.width, height: height, background: .white, nodes: nodes)
    }

    /// One drift curve per strategy, except that strategies whose drift is the same in every frame
    /// (within 0.01 pt) share one curve labelled "a = b": drawn on top of each other, one would vanish.
    func driftSeries() -> [Plot.Series] {
        var series: [Plot.Series] = []
        var drifts: [[Double]] = []
        for (r, s) in strips.enumerated() {
            let d = s.trace.frames.map(\.drift)
            if let same = drifts.firstIndex(where: { $0.count == d.count && zip($0, d).allSatisfy { abs($0 - $1) <= 0.01 } }) {
                series[same].label += " = " + s.trace.strategy
                continue
            }
            drifts.append(d)
            series.append(Plot.Series(label: s.trace.strategy, color: Self.palette[r % Self.palette.count],
                                      points: s.trace.frames.map { ($0.time, $0.drift) }))
        }
        return series
    }
}

extension Comparison {
    /// One storyboard filmed under each of `strategies` (its own strategy replaced), in order.
    /// A strategy that cannot run on the storyboard's system is a `StoryboardError` at `strategy.name`.
    @MainActor
    public static func films(of storyboard: Storyboard, strategies: [StrategyName]) throws -> [Film] {
        try strategies.map { name in
            if let problem = name.incompatibility(with: storyboard.system) {
                throw StoryboardError(file: storyboard.source, path: "strategy.name", message: problem)
            }
            var sb = storyboard
            sb.strategy = StrategyConfiguration(name)
            sb.namesStrategy = true // a storyboard written for a controller of yours, compared with a strategy
            return try Film(storyboard: sb)
        }
    }

    /// Writes `compare.svg`, `compare.png` and `summary.md` (and, with a review, `review.png` and
    /// `review.md`) into `dir`.
    public func write(into dir: OutputDirectory, storyboard: Storyboard, review: ReviewAnimation?) throws {
        let list = displayList()
        try dir.write(SVGWriter().document(list), to: "compare.svg")
        var rasterizer = Rasterizer()
        try dir.write(try FrameEncoder.png(rasterizer.render(list), encoding: .compact), to: "compare.png")
        try dir.write(summaryMarkdown(storyboard: storyboard, image: "compare.png"), to: "summary.md")
        if let review {
            try dir.write(review.bytes, to: OutputFormat.review.files[0])
            try dir.write(review.comparisonMarkdown(storyboard: storyboard, traces: strips.map(\.trace)), to: OutputFormat.review.files[1])
        }
    }
}
