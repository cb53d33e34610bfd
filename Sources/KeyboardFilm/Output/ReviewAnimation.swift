import Foundation
import FrameRendering
import KeyboardSimulation
import PNGCodec

/// What to paste into a pull request: an APNG of the band of the screen that holds the bar and
/// the keyboard's top edge in every frame, sampled to the frame rate that keeps it under a size
/// cap (GitHub refuses images over 10 MB in comments).
public struct ReviewAnimation {
    /// Each frame's size in pixels: one panel per film (a grid of them when comparing), each under its caption.
    public let width: Int, height: Int
    /// Whether the films turn, so each frame is drawn upright in its interface's own points
    /// (`ReviewPanel.upright`) instead of cut from the canvas.
    public let upright: Bool
    /// Every `step`-th frame is kept; each shows for `step / fps` seconds.
    public let step: Int
    /// The APNG's bytes.
    public let bytes: [UInt8]

    /// Points kept around the bar and the keyboard's top edge.
    public static let marginPoints = 24.0
    /// The default cap: under GitHub's 10 MB for an image in a comment.
    public static let defaultCapBytes = 9_500_000

    /// The canvas rows that hold every frame's bar band (the panel of a film that does not turn).
    public static func rows(of scene: FrameScene) -> Range<Int> {
        var y0 = scene.canvas.height, y1 = 0
        for i in scene.trace.frames.indices {
            guard let b = scene.barBand(frame: i, marginPoints: marginPoints) else { continue }
            y0 = min(y0, b.y0); y1 = max(y1, b.y1)
        }
        return y1 > y0 ? y0..<y1 : 0..<scene.canvas.height
    }

    /// Encodes the band at the film's rate, then at every 2nd, 3rd … frame until it fits `capBytes`
    /// (each try's step estimated from the last size). Throws when even two frames do not fit.
    /// Each frame carries a caption: its number, its time and its drift (red where it drifts).
    public init(scene: FrameScene, capBytes: Int = defaultCapBytes, jobs: Int, progress: Progress? = nil) throws {
        try self.init(panels: [scene], namesStrategies: false, capBytes: capBytes, jobs: jobs, progress: progress)
    }

    /// One storyboard under several strategies (`kbfilm compare --review`): each frame lays the
    /// films' bands out in a grid close to 4:3, each under a caption naming its strategy.
    public init(comparing scenes: [FrameScene], capBytes: Int = defaultCapBytes, jobs: Int, progress: Progress? = nil) throws {
        precondition(!scenes.isEmpty)
        try self.init(panels: scenes, namesStrategies: true, capBytes: capBytes, jobs: jobs, progress: progress)
    }

    /// The caption above a film's band in frame `index`; a film that turns also names the
    /// interface's orientation, and "turning" while it turns.
    /// A comparison names the strategy on a line of its own, so the frame's drift is never cut.
    static func caption(_ t: Trace, frame index: Int, namesStrategy: Bool, upright: Bool) -> [String] {
        let f = t.frames[index]
        // An upright review says "turning" after the orientation; its drift needs no second one.
        let word = upright && f.attachment == .turning ? nil : f.driftWord
        var text = "frame \(index) · \(Int((f.time * 1000).rounded())) ms · drift \(NumberFormat.points(f.drift)) pt" + (word.map { " (\($0))" } ?? "")
        if upright { text += " · " + (f.orientation.isLandscape ? "landscape" : "portrait") + (f.isTurning ? ", turning" : "") }
        return namesStrategy ? [t.strategy, text] : [text]
    }

    /// Columns of a comparison's grid: the count whose image is closest to 4:3 (a comment's
    /// proportions), so three or four strategies are not a tower of bands; an empty cell costs
    /// as much as a third off the proportions (four bands: two by two, not three and one).
    static func columns(panels: Int, width: Int, height: Int) -> Int {
        guard panels > 1 else { return 1 }
        func misfit(_ c: Int) -> Double {
            let rows = (panels + c - 1) / c
            return abs(log(Double(c * width) / Double(rows * height)) - log(4.0 / 3.0)) + 0.3 * Double(rows * c - panels)
        }
        return (1...panels).min { misfit($0) < misfit($1) }!
    }

    private init(panels scenes: [FrameScene], namesStrategies: Bool, capBytes: Int, jobs: Int, progress: Progress?) throws {
        let upright = scenes.contains { ReviewPanel.turns($0.trace) }
        let panels = scenes.map { upright ? ReviewPanel.upright($0, marginPoints: Self.marginPoints) : ReviewPanel.canvasRows($0, Self.rows(of: $0)) }
        let first = scenes[0].trace
        let scale = Double(scenes[0].canvas.scale)
        let cellWidth = panels.map(\.width).max()!, bodyHeight = panels.map(\.height).max()!
        let columns = Self.columns(panels: panels.count, width: cellWidth, height: bodyHeight)
        let rows = (panels.count + columns - 1) / columns
        let width = columns * cellWidth
        // Captions read where GitHub shows the image (1000 px wide): never below 14 pt.
        let font = PullRequestWidth.captionSize(imageWidth: width, minimum: 14 * scale)
        let lines = namesStrategies ? 2 : 1
        let label = Int((font * (1.55 + 1.3 * Double(lines - 1))).rounded(.up)), panel = label + bodyHeight
        let theme = Theme.of(scenes[0].storyboard.appearance)
        let composite: @Sendable (Int) -> DisplayList = { index in
            var nodes: [Node] = []
            for (k, (scene, body)) in zip(scenes, panels).enumerated() {
                let left = Double((k % columns) * cellWidth), top = Double((k / columns) * panel)
                let t = scene.trace
                for (j, line) in Self.caption(t, frame: index, namesStrategy: namesStrategies, upright: upright).enumerated() {
                    nodes.append(.text(Text.fitted(line, at: Point2(left + 8 * scale, top + font * (1.1 + 1.3 * Double(j))),
                                                   maxWidth: Double(cellWidth) - 16 * scale, size: font, minSize: font,
                                                   color: t.frames[index].isDrifting ? Filmstrip.red : theme.primaryText)))
                }
                nodes.append(.group(Group(transform: .translation(left + Double(cellWidth - body.width) / 2, top + Double(label)),
                                          clip: .rect(0, 0, Double(body.width), Double(body.height)), children: body.nodes(index))))
            }
            return DisplayList(width: width, height: panel * rows, background: theme.canvas, nodes: nodes)
        }
        let renderer = FilmRenderer(frameCount: first.frames.count, displayList: composite)
        let height = panel * rows
        self.width = width; self.height = height; self.upright = upright
        (step, bytes) = try Self.fitting(frameCount: first.frames.count, capBytes: capBytes) { frames, step in
            try Self.encode(renderer, width: width, height: height, fps: first.fps, frames: frames, step: step, jobs: jobs, progress: progress)
        }
    }

    /// Tries every 1st, 2nd, 3rd … frame until `encode(frames, step)` fits the cap.
    package static func fitting(frameCount: Int, capBytes: Int, encode: ([Int], Int) throws -> [UInt8]) throws -> (step: Int, bytes: [UInt8]) {
        var step = 1
        while true {
            let frames = Array(stride(from: 0, to: frameCount, by: step))
            let bytes = try encode(frames, step)
            if bytes.count <= capBytes { return (step, bytes) }
            guard frames.count > 2 else {
                throw ReviewCapError(bytes: bytes.count, capBytes: capBytes)
            }
            // The size grows about linearly with the frames kept: aim 10 % under the cap.
            step = max(step + 1, Int((Double(step) * Double(bytes.count) / (0.9 * Double(capBytes))).rounded(.up)))
        }
    }

    /// The APNG of the frames listed, each shown for `step / fps` seconds.
    static func encode(_ renderer: FilmRenderer, width: Int, height: Int, fps: Int, frames: [Int], step: Int,
                       jobs: Int, progress: Progress?) throws -> [UInt8] {
        var out: [UInt8] = []
        let writer = try APNGWriter(width: width, height: height, frameCount: frames.count,
                                    delayNumerator: UInt16(min(step, Int(UInt16.max))), delayDenominator: UInt16(fps),
                                    opaque: true, level: 6) { out += $0 }
        writer.adaptiveFilters = true // smaller beats faster here: the file is uploaded
        try renderer.render(jobs: jobs, encodePNG: false, frames: frames, progress: progress) { frame in
            try frame.pixmap.data.withUnsafeBytes { all in
                try writer.append(UnsafeRawBufferPointer(all), bytesPerRow: width * 4)
            }
        }
        return out
    }

    /// The Markdown to paste: the animation, the strip, and the verdict in a sentence.
    public func markdown(film: Film, stripFile: String?) -> String {
        let storyboard = film.storyboard, trace = film.trace
        // Names are the user's: escaped, so a name cannot turn into HTML or links in a pull request.
        let name = markdownText(storyboard.name)
        var md = "**\(name)** (\(markdownCode(trace.strategy)), \(storyboard.device.name), \(storyboard.system.rawValue)): "
        md += "the bar " + trace.verdict
        let rate = Double(trace.fps) / Double(step)
        md += "\n\n![\(name): the bar and the keyboard's top edge\(uprightNote), \(NumberFormat.trimmed(rate, decimals: 1)) fps](review.png)\n"
        if let stripFile { md += "\n![\(name) filmstrip](\(stripFile))\n" }
        return md
    }
}

extension ReviewAnimation {
    /// The Markdown to paste for `compare --review`: one verdict line per strategy, the stacked
    /// animation, and the comparison strip.
    public func comparisonMarkdown(storyboard: Storyboard, traces: [Trace]) -> String {
        let name = markdownText(storyboard.name)
        var md = "**\(name)** (\(storyboard.device.name), \(storyboard.system.rawValue)), strategies compared:\n\n"
        for t in traces {
            md += "- \(markdownCode(t.strategy)): " + t.verdict + "\n"
        }
        let rate = Double(traces[0].fps) / Double(step)
        md += "\n![\(name): each strategy's bar and keyboard edge, top to bottom\(uprightNote), \(NumberFormat.trimmed(rate, decimals: 1)) fps](review.png)\n"
        md += "\n![\(name) comparison](compare.png)\n"
        return md
    }
}

extension ReviewAnimation {
    /// What the image's alt text adds when frames are drawn upright.
    var uprightNote: String { upright ? ", upright in the interface's own coordinates (the device's turn not shown)" : "" }
}

/// Even two frames of the review band exceed the cap.
public struct ReviewCapError: Error, CustomStringConvertible, Sendable {
    public var bytes: Int
    public var capBytes: Int
    public var description: String {
        "two frames of the review band already take \(bytes) bytes, more than the cap of \(capBytes): raise --review-cap or lower --scale"
    }
}
