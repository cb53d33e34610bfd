import CPixelDiff
import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// Before | after, one frame at a time, for a pull request: the band of the screen that holds the
/// bar and the keyboard's top edge in both renders, side by side at the same frame, each drawn as
/// it is (the after side is one screen, not the after screen under a ghost of the before one).
/// What changed is marked beside the pictures: a red ring around the changed pixels' box on the
/// after side, and red ticks in the gutter between the sides at every row that changed. Each side
/// is under its frame's caption, both verdicts in the header. `kbfilm diff DIR_A DIR_B` writes it
/// as an animation (`review.png`) and as a sheet of the frames worth a look (`side-by-side.png`),
/// whose frames are as many as fit `sheetHeight`.
struct BeforeAfter {
    let diff: RenderDiff
    let beforeFolder: URL, afterFolder: URL
    let threshold: Double
    /// Canvas rows shown: both films' band, or the whole canvas when a film turns or its
    /// interface does not fill the canvas.
    let rows: Range<Int>
    /// Every `factor` × `factor` canvas pixels become one, so the two panels side by side are at
    /// most 1000 px wide (GitHub's width for an image in a comment: shown at its own size).
    let factor: Int
    let panelWidth: Int, panelHeight: Int
    /// The image's width, and the caption font size that reads when it is shown 1000 px wide.
    let width: Int
    let font: Double
    let gap = 16
    let header: [(String, Color)]
    /// Frames whose pixels the diff found changed: only these are compared again (with marks).
    let changedPixelFrames: Set<Int>

    static let ink = Color(hex: 0x1C1C1E), grey = Color(hex: 0x6C6C70), red = Color(hex: 0xFF3B30), green = Color(hex: 0x248A3D)
    static let paper = Color(hex: 0xF2F2F7)
    /// Points kept around the bar and the keyboard's top edge, as in `kbfilm render --review`.
    static let marginPoints = ReviewAnimation.marginPoints

    init(_ diff: RenderDiff, before: URL, after: URL, threshold: Double) {
        self.diff = diff
        beforeFolder = before; afterFolder = after
        self.threshold = threshold
        changedPixelFrames = Set(diff.changes.filter { ($0.pixels ?? 0) > 0 }.map(\.index))
        let canvas = diff.beforeCanvas
        rows = Self.bandRows([diff.before, diff.after], canvas: canvas)
        let panelRoom = (PullRequestWidth.displayWidth - Double(3 * gap)) / 2
        factor = max(1, Int((Double(canvas.width) / panelRoom).rounded(.up)))
        panelWidth = canvas.width / factor
        panelHeight = rows.count / factor
        width = 2 * panelWidth + 3 * gap
        font = PullRequestWidth.captionSize(imageWidth: width, minimum: 16)
        let text = Double(width - 2 * gap)
        var header: [(String, Color)] = VectorFont.wrap(diff.headline, width: text, size: font, maxLines: 3).map { ($0, Self.ink) }
        for (side, t) in [("before", diff.before), ("after", diff.after)] {
            let colour = t.firstDriftFrame == nil ? Self.green : Self.red
            header += VectorFont.wrap("\(side): the bar \(t.verdict)", width: text, size: font, maxLines: 2).map { ($0, colour) }
        }
        self.header = header
    }

    var lineHeight: Int { Int((font * 1.4).rounded(.up)) }
    var headerHeight: Int { 2 * gap + header.count * lineHeight }
    /// One frame's block: two caption lines over each panel, then the panels.
    var blockHeight: Int { 2 * lineHeight + panelHeight + gap }

    /// The rows of the canvas holding every frame's bar and keyboard top edge in both films.
    static func bandRows(_ traces: [Trace], canvas: Canvas) -> Range<Int> {
        let s = Double(canvas.scale)
        var top = Double.infinity, bottom = -Double.infinity
        for t in traces {
            guard let f0 = t.frames.first else { continue }
            for f in t.frames {
                // A film that turns, or whose interface is not the whole canvas (a split view),
                // is not one band of rows: show the whole canvas.
                guard f.angle == f0.angle, f.orientation == f0.orientation,
                      Int((f.interfaceSize.width * s).rounded()) == canvas.width,
                      Int((f.interfaceSize.height * s).rounded()) == canvas.height else { return 0..<canvas.height }
                top = min(top, min(f.bar.minY, f.keyboard.minY) - marginPoints)
                bottom = max(bottom, max(f.bar.maxY, f.keyboard.minY) + marginPoints)
            }
        }
        guard top.isFinite, bottom.isFinite else { return 0..<canvas.height }
        let y0 = max(0, Int((top * s).rounded(.down))), y1 = min(canvas.height, Int((bottom * s).rounded(.up)))
        return y1 > y0 ? y0..<y1 : 0..<canvas.height
    }

    /// Draws frame `index` (decoded `a` before, `b` after) into `sheet` with its top at `y`;
    /// returns the captions to draw over it and how many pixels differ in the band.
    func drawBlock(_ index: Int, _ a: RGBAImage, _ b: RGBAImage, into sheet: inout Pixmap, y: Int, withGeometry: Bool) -> [Node] {
        let bandA = Self.crop(a, rows), bandB = Self.crop(b, rows)
        var marks = [UInt8](repeating: 0, count: bandA.width * bandA.height)
        var policy = DiffPolicy()
        policy.threshold = threshold
        policy.detectAntialiasing = true
        // A frame the diff found unchanged is not compared again (most frames of a film).
        let d = changedPixelFrames.contains(index) ? marks.withUnsafeMutableBufferPointer {
            ImageDiff.compare(bandA.pixels, bandB.pixels, width: bandA.width, height: bandA.height, strict: nil, policy: policy, marks: $0)
        } : ImageDifference()
        let top = y + 2 * lineHeight
        RenderDiff.blit(RenderDiff.shrink(bandA, by: factor), into: &sheet, x: gap, y: top)
        RenderDiff.blit(RenderDiff.shrink(bandB, by: factor), into: &sheet, x: 2 * gap + panelWidth, y: top)

        var nodes: [Node] = []
        // A tick in the gutter at every panel row where some pixel changed.
        var changedRows = [UInt8](repeating: 0, count: bandA.height / factor)
        marks.withUnsafeBufferPointer { m in
            changedRows.withUnsafeMutableBufferPointer { kbf_changed_rows(m.baseAddress, bandA.width, bandA.height, factor, $0.baseAddress) }
        }
        let rowCount = min(panelHeight, changedRows.count)
        var row = 0
        while row < rowCount {
            guard changedRows[row] != 0 else { row += 1; continue }
            var end = row
            while end < rowCount, changedRows[end] != 0 { end += 1 }
            nodes.append(.fill(.rect(Double(gap + panelWidth) + Double(gap) / 4, Double(top + row), Double(gap) / 2, Double(end - row)),
                               .solid(Self.red), .nonZero))
            row = end
        }
        if let box = d.box {
            // A ring around what changed, 4 px out, so a few changed pixels are found at a glance.
            // Kept on the panel: a change at its top edge must not draw over the caption above.
            let left = Double(2 * gap + panelWidth), right = left + Double(panelWidth)
            let x0 = max(left - 2, left + Double(box.x) / Double(factor) - 4), y0 = max(Double(top) + 1.5, Double(top) + Double(box.y) / Double(factor) - 4)
            let x1 = min(right + 2, left + Double(box.x + box.width) / Double(factor) + 4)
            let y1 = min(Double(top + panelHeight) - 1.5, Double(top) + Double(box.y + box.height) / Double(factor) + 4)
            nodes.append(.stroke(.rect(x0, y0, x1 - x0, y1 - y0), .solid(Self.red), width: 3))
        }
        let changed = d.loosePixels + d.strictPixels
        let fb = diff.before.frames[index], fa = diff.after.frames[index]
        let lines: [[(String, Color)]] = [
            [("before · frame \(index) · \(ms(fb.time))", Self.ink), (driftText(fb, withGeometry ? fb.bar.maxY : nil), fb.isDrifting ? Self.red : Self.grey)],
            [("after · frame \(index) · " + (changed == 0 ? "unchanged" : "\(changed) px changed"), changed == 0 ? Self.ink : Self.red),
             (driftText(fa, withGeometry ? fa.bar.maxY : nil), fa.isDrifting ? Self.red : Self.grey)],
        ]
        for (k, side) in lines.enumerated() {
            let x = Double(gap + k * (panelWidth + gap))
            for (j, (line, colour)) in side.enumerated() {
                nodes.append(.text(.fitted(line, at: Point2(x, Double(y + (j + 1) * lineHeight) - font * 0.35),
                                           maxWidth: Double(panelWidth), size: font, minSize: font, color: colour)))
            }
        }
        return nodes
    }

    private func driftText(_ f: TraceFrame, _ barBottom: Double?) -> String {
        "drift \(pt(f.drift)) pt" + (f.driftWord.map { " (\($0))" } ?? "") + (barBottom.map { " · bar bottom \(pt($0)) pt" } ?? "")
    }

    /// The header: the diff's headline and both verdicts.
    func headerNodes() -> [Node] {
        header.enumerated().map { k, line in
            .text(Text(line.0, at: Point2(Double(gap), Double(gap + (k + 1) * lineHeight) - font * 0.35), size: font, color: line.1))
        }
    }

    /// The tallest still sheet, in pixels: about one screen's scroll in a pull request at 1000 px wide.
    static let sheetHeight = 2400

    /// The still sheet: the header, then one block per frame worth a look (`framesToShow`), as
    /// many as fit `sheetHeight` (at least one); returns the frames it shows with its bytes.
    func sheet() throws -> (bytes: [UInt8], frames: [Int])? {
        let fitting = max(1, (Self.sheetHeight - headerHeight - gap) / blockHeight)
        let shown = diff.framesToShow(limit: min(6, fitting))
        guard diff.comparedPixels, let last = shown.last else { return nil }
        var fa = try RenderFolder(beforeFolder).frames(), fb = try RenderFolder(afterFolder).frames()
        var sheet = Pixmap(width: width, height: headerHeight + shown.count * blockHeight + gap, fill: Self.paper)
        var nodes = headerNodes()
        var block = 0
        for i in 0...last {
            // Frames not shown are skipped: PNG files are not even read (APNG frames must be composited).
            guard shown.contains(i) else { try fa.skip(); try fb.skip(); continue }
            guard let a = try fa.next(), let b = try fb.next() else { break }
            nodes += drawBlock(i, a, b, into: &sheet, y: headerHeight + block * blockHeight, withGeometry: true)
            block += 1
        }
        sheet.isKnownOpaque = true
        var r = Rasterizer()
        r.draw(nodes, into: &sheet)
        return (try FrameEncoder.png(sheet, encoding: .compact), shown)
    }

    /// The animation: every frame (every `step`-th, to stay under `capBytes`), each showing for as
    /// long as it does in the film.
    func animation(capBytes: Int) throws -> (step: Int, bytes: [UInt8])? {
        guard diff.comparedPixels, !diff.identical else { return nil }
        let count = min(diff.before.frames.count, diff.after.frames.count)
        let height = headerHeight + blockHeight
        return try ReviewAnimation.fitting(frameCount: count, capBytes: capBytes) { frames, step in
            var out: [UInt8] = []
            let writer = try APNGWriter(width: width, height: height, frameCount: frames.count,
                                        delayNumerator: UInt16(min(step, Int(UInt16.max))), delayDenominator: UInt16(diff.before.fps),
                                        opaque: true, level: 6) { out += $0 }
            writer.adaptiveFilters = true // smaller beats faster here: the file is uploaded
            var fa = try RenderFolder(beforeFolder).frames(), fb = try RenderFolder(afterFolder).frames()
            let kept = Set(frames)
            // Decoded in order, then drawn and encoded a batch at a time on every core; the chunks
            // are written in order, so the bytes do not depend on the cores.
            var batch: [(index: Int, a: RGBAImage, b: RGBAImage)] = []
            var previous: Pixmap?
            var written = 0
            /// Decodes frames `indices` of both renders (PNG files on every core) and draws them;
            /// false when a render ended first.
            func flush(_ indices: [Int]) throws -> Bool {
                let a = try fa.frames(at: indices), b = try fb.frames(at: indices)
                let n = min(a.count, b.count)
                batch = (0..<n).map { (indices[$0], a[$0], b[$0]) }
                let pictures = try parallelMap(batch.count) { k -> Pixmap in
                    var frame = Pixmap(width: width, height: height, fill: Self.paper)
                    let nodes = headerNodes() + drawBlock(batch[k].index, batch[k].a, batch[k].b, into: &frame, y: headerHeight, withGeometry: false)
                    frame.isKnownOpaque = true
                    var r = Rasterizer()
                    r.draw(nodes, into: &frame)
                    return frame
                }
                let chunks = try parallelMap(pictures.count) { k -> [UInt8] in
                    let before = k == 0 ? previous : pictures[k - 1]
                    return try pictures[k].data.withUnsafeBytes { current in
                        guard let before else { return try writer.encodeFrame(index: written + k, previous: nil, current: current) }
                        return try before.data.withUnsafeBytes { try writer.encodeFrame(index: written + k, previous: $0, current: current) }
                    }
                }
                for chunk in chunks { try writer.appendEncoded(chunk) }
                written += chunks.count
                previous = pictures.last ?? previous
                return n == indices.count
            }
            var pending: [Int] = []
            for i in 0...(frames.last ?? 0) where kept.contains(i) {
                pending.append(i)
                if pending.count == RenderDiff.batchSize {
                    guard try flush(pending) else { pending = []; break }
                    pending = []
                }
            }
            if !pending.isEmpty { _ = try flush(pending) }
            return out
        }
    }

    static func crop(_ image: RGBAImage, _ rows: Range<Int>) -> RGBAImage {
        let stride = image.width * 4
        return RGBAImage(width: image.width, height: rows.count, pixels: Array(image.pixels[(rows.lowerBound * stride)..<(rows.upperBound * stride)]))
    }
}
