import CPixelDiff
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
    /// `imageFrames`: the frames `image` shows, named under it.
    public func markdown(rows: Int = 40, image: String? = DiffFile.sideBySide, imageFrames: [Int] = [], review: String? = nil) -> String {
        var md = "### \(markdownCell(before.name == after.name ? before.name : "\(before.name) → \(after.name)")): before → after\n\n"
        md += markdownCell(headline) + ".\n\n"
        md += "| | before | after |\n|---|---|---|\n"
        md += "| strategy | \(before.strategy) | \(after.strategy) |\n"
        md += "| max \\|drift\\| | \(pt(before.maxAbsDrift)) | \(pt(after.maxAbsDrift)) |\n"
        md += "| first drifting frame | \(before.firstDriftFrame.map(String.init) ?? "none") | \(after.firstDriftFrame.map(String.init) ?? "none") |\n\n"
        if let review, !changes.isEmpty { md += "![\(markdownCell(after.name)): before | after, every frame, changes in red](\(review))\n\n" }
        if let image, !changes.isEmpty {
            md += "![\(markdownCell(after.name)): before | after of the frames that change most, changes in red](\(image))\n\n"
            if !imageFrames.isEmpty {
                let named = imageFrames.map(String.init).joined(separator: ", ")
                md += "\(image) shows frame\(imageFrames.count == 1 ? "" : "s") \(named) of the \(changes.count) that change"
                md += review == nil ? "; the table below lists them.\n\n" : "; \(review!) shows every frame.\n\n"
            }
        }
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

    /// A PNG for a pull request: the headline and both verdicts, then the frames worth a look
    /// (`framesToShow`), each as before | after of the band that holds the bar and the keyboard's
    /// top edge, what changed marked red. Nil when pixels were not compared or nothing changed.
    /// It shows as many of those frames as fit about one screen's scroll (`frames`: which ones).
    public func sideBySide(before beforeFolder: URL, after afterFolder: URL, threshold: Double = 0.1) throws -> (bytes: [UInt8], frames: [Int])? {
        try BeforeAfter(self, before: beforeFolder, after: afterFolder, threshold: threshold).sheet()
    }

    /// The same, animated: every frame of the film (every `step`-th, to stay under `capBytes`) as
    /// before | after, each shown for as long as it lasts in the film. Nil when pixels were not
    /// compared or nothing changed.
    public func review(before beforeFolder: URL, after afterFolder: URL, threshold: Double = 0.1,
                       capBytes: Int = ReviewAnimation.defaultCapBytes) throws -> (step: Int, bytes: [UInt8])? {
        try BeforeAfter(self, before: beforeFolder, after: afterFolder, threshold: threshold).animation(capBytes: capBytes)
    }

    /// Box-filter downscale by an integer factor (C, as the diff's other per-pixel loops).
    static func shrink(_ image: RGBAImage, by f: Int) -> RGBAImage {
        guard f > 1 else { return image }
        let w = image.width / f, h = image.height / f
        var out = [UInt8](repeating: 255, count: w * h * 4)
        image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { kbf_shrink(src.baseAddress, image.width, image.height, f, $0.baseAddress) }
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

/// Points to one decimal and seconds as whole milliseconds, as the diff's reports and pictures write them.
func pt(_ v: Double) -> String { NumberFormat.fixed(v, decimals: 1) }
func ms(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }

/// The files `kbfilm diff` writes into its folder, named once.
public enum DiffFile {
    public static let sideBySide = "side-by-side.png"
    public static let review = "review.png"
    public static let summary = "summary.md"
    public static let json = "diff.json"
}
