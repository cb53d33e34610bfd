import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

extension RenderDiff {
    /// The largest move of the bar where it rests: over frames in which nothing moves in either
    /// film (keyboard and bar where they were a frame before), the largest change of the bar's
    /// bottom edge beyond half a point. What a reviewer should read first: a bar that now rests
    /// 8 pt higher is a change that stays, unlike a frame that drifts more mid-animation.
    public var restChange: (frame: Int, points: Double, keyboardShown: Bool)? {
        let n = min(before.frames.count, after.frames.count)
        var best: (frame: Int, points: Double, keyboardShown: Bool)?
        for i in stride(from: 1, to: n, by: 1) {
            let b0 = before.frames[i - 1], b = before.frames[i], a0 = after.frames[i - 1], a = after.frames[i]
            guard b0.keyboard == b.keyboard, a0.keyboard == a.keyboard, b0.bar == b.bar, a0.bar == a.bar else { continue }
            let d = Double(a.bar.maxY - b.bar.maxY)
            if abs(d) > Trace.driftThresholdPoints, abs(d) > abs(best?.points ?? 0) + 1e-9 {
                best = (i, d, b.keyboard.minY < b.interfaceSize.height - Trace.driftThresholdPoints)
            }
        }
        return best
    }

    /// `restChange` in words: "rests 8.0 pt higher once shown (frame 30)".
    public var restSentence: String? {
        guard let r = restChange else { return nil }
        return "rests \(pt(abs(r.points))) pt \(r.points < 0 ? "higher" : "lower") \(r.keyboardShown ? "once shown" : "with the keyboard down") (frame \(r.frame))"
    }

    /// One sentence: how the bar's resting place changed, where the first change is, or that
    /// nothing changed.
    public var headline: String {
        if identical {
            let what = comparedPixels ? "geometry and pixels" : "geometry only: neither folder holds frames"
            return "\(before.name) → \(after.name): no frame changes (\(before.frames.count) frames compared, \(what))"
        }
        var s = "\(before.name) → \(after.name): " + (restSentence.map { $0 + "; " } ?? "")
        s += "\(changes.count) of \(min(before.frames.count, after.frames.count)) frames change"
        if let f = firstChange {
            s += "; first at frame \(f.index) (\(ms(f.timeSeconds)))"
            if !f.fields.isEmpty { s += ": " + f.fields.prefix(4).joined(separator: ", ") }
            else if let p = f.pixels { s += ": \(p) pixels" }
        }
        if !filmDifferences.isEmpty { s += "; " + filmDifferences.joined(separator: "; ") }
        return s
    }

    /// A Markdown section for a pull request: the headline, the drift before and after, and a
    /// table of changed frames (at most `rows`, the rest counted).
    public func markdown(rows: Int = 40, image: String? = "side-by-side.png") -> String {
        var md = "### \(before.name == after.name ? before.name : "\(before.name) → \(after.name)"): before → after\n\n"
        md += headline + ".\n\n"
        md += "| | before | after |\n|---|---|---|\n"
        md += "| strategy | \(before.strategy) | \(after.strategy) |\n"
        md += "| max \\|drift\\| | \(pt(before.maxAbsDrift)) | \(pt(after.maxAbsDrift)) |\n"
        md += "| first drifting frame | \(before.firstDriftFrame.map(String.init) ?? "none") | \(after.firstDriftFrame.map(String.init) ?? "none") |\n\n"
        if let image, !changes.isEmpty { md += "![before | after | diff](\(image))\n\n" }
        guard !changes.isEmpty else { return md }
        md += "| frame | time | bar bottom (pt) | drift (pt) | changed | pixels |\n|---:|---:|---|---|---|---:|\n"
        for c in changes.prefix(rows) {
            let fields = c.fields.isEmpty ? "pixels only" : c.fields.prefix(4).joined(separator: ", ") + (c.fields.count > 4 ? ", …" : "")
            md += "| \(c.index) | \(ms(c.timeSeconds)) | \(pt(c.barBottom.before)) → \(pt(c.barBottom.after)) | "
            md += "\(pt(c.drift.before)) → \(pt(c.drift.after)) | \(fields) | \(c.pixels.map(String.init) ?? "–") |\n"
        }
        if changes.count > rows { md += "\n…and \(changes.count - rows) more changed frames.\n" }
        return md
    }

    /// The comparison as JSON, for scripts.
    public var json: String {
        let list = changes.map { c in
            #"{"frame": \#(c.index), "time": \#(TraceWriter.number(c.timeSeconds)), "barBottom": [\#(TraceWriter.number(c.barBottom.before)), \#(TraceWriter.number(c.barBottom.after))], "drift": [\#(TraceWriter.number(c.drift.before)), \#(TraceWriter.number(c.drift.after))], "fields": [\#(c.fields.map { "\"\($0)\"" }.joined(separator: ", "))], "pixels": \#(c.pixels.map(String.init) ?? "null")}"#
        }
        let film = filmDifferences.map { "\"" + $0.replacingOccurrences(of: "\"", with: "'") + "\"" }
        return "{\n  \"identical\": \(identical),\n  \"firstChangedFrame\": \(firstChange.map { String($0.index) } ?? "null"),\n"
            + "  \"comparedPixels\": \(comparedPixels),\n  \"film\": [\(film.joined(separator: ", "))],\n"
            + "  \"changes\": [\n    " + list.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    /// A PNG with one row per shown frame: before | after | pixelmatch's diff, each scaled to
    /// about `thumbHeight` pixels, captioned. Nil when pixels were not compared or nothing changed.
    public func sideBySide(before beforeFolder: URL, after afterFolder: URL, threshold: Double = 0.1,
                           thumbHeight: Int = 360) throws -> [UInt8]? {
        let shown = framesToShow()
        guard comparedPixels, !shown.isEmpty else { return nil }
        var fa = try RenderFolder(beforeFolder).frames(), fb = try RenderFolder(afterFolder).frames()
        let factor = max(1, Int((Double(beforeCanvas.height) / Double(thumbHeight)).rounded(.up)))
        let tw = beforeCanvas.width / factor, th = beforeCanvas.height / factor
        let gap = 12, caption = 38, header = 24
        let width = 3 * tw + 4 * gap, rowHeight = th + caption + gap
        var sheet = Pixmap(width: width, height: header + shown.count * rowHeight + gap, fill: Color(hex: 0xF2F2F7))
        let ink = Color(hex: 0x1C1C1E)
        var texts: [Node] = ["before", "after", "diff"].enumerated().map { k, t in
            .text(Text(t, at: Point2(Double(gap + k * (tw + gap)), 17), size: 13, color: ink))
        }
        var row = 0
        for i in 0...(shown.last ?? 0) {
            // Frames not shown are skipped: PNG files are not even read (APNG frames must be composited).
            guard shown.contains(i), let change = changes.first(where: { $0.index == i }) else {
                try fa.skip(); try fb.skip()
                continue
            }
            guard let a = try fa.next(), let b = try fb.next() else { break }
            let diff = PixelmatchDiff.compare(a, b, threshold: threshold, diffImage: true).1!
            let y0 = header + row * rowHeight + caption
            for (k, image) in [a, b, diff].enumerated() {
                Self.blit(Self.shrink(image, by: factor), into: &sheet, x: gap + k * (tw + gap), y: y0)
            }
            let lines = ["frame \(i) · \(ms(change.timeSeconds))" + (change.pixels.map { " · \($0) px" } ?? ""),
                         "bar bottom \(pt(change.barBottom.before)) → \(pt(change.barBottom.after)) pt · drift \(pt(change.drift.before)) → \(pt(change.drift.after)) pt"]
            for (k, line) in lines.enumerated() {
                texts.append(.text(Text(line, at: Point2(Double(gap), Double(y0 - 22 + 14 * k)), size: 11, color: ink)))
            }
            row += 1
        }
        sheet.isKnownOpaque = true
        var r = Rasterizer()
        r.draw(texts, into: &sheet)
        return try FrameEncoder.png(sheet, encoding: .compact)
    }

    /// Box-filter downscale by an integer factor.
    static func shrink(_ image: RGBAImage, by f: Int) -> RGBAImage {
        guard f > 1 else { return image }
        let w = image.width / f, h = image.height / f
        var out = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                var sum = (0, 0, 0)
                for dy in 0..<f {
                    var i = ((y * f + dy) * image.width + x * f) * 4
                    for _ in 0..<f {
                        sum.0 += Int(image.pixels[i]); sum.1 += Int(image.pixels[i + 1]); sum.2 += Int(image.pixels[i + 2])
                        i += 4
                    }
                }
                let o = (y * w + x) * 4, n = f * f
                out[o] = UInt8((sum.0 + n / 2) / n); out[o + 1] = UInt8((sum.1 + n / 2) / n); out[o + 2] = UInt8((sum.2 + n / 2) / n)
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    static func blit(_ image: RGBAImage, into sheet: inout Pixmap, x: Int, y: Int) {
        for row in 0..<image.height {
            let dst = ((y + row) * sheet.width + x) * 4, src = row * image.width * 4
            sheet.data.replaceSubrange(dst..<(dst + image.width * 4), with: image.pixels[src..<(src + image.width * 4)])
        }
    }
}

private func pt(_ v: Double) -> String { NumberFormat.fixed(v, decimals: 1) }
private func ms(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }
