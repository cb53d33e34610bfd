import CPixelDiff
import Foundation
import FrameRendering
import KeyboardFilm
import PNGCodec

/// Failure artifacts: per failing frame an expected | diff | actual triptych, an animated diff
/// of those triptychs, and an HTML page tying them together. They are written into a staging
/// folder that replaces the film's artifact folder as a whole (`OutputDirectory`), so no
/// triptych of an earlier run stays beside this run's, and a folder KeyboardFilm did not write
/// is never replaced.
final class ArtifactWriter: @unchecked Sendable {
    let folder: URL
    private var output: OutputDirectory?
    let width: Int, height: Int, fps: Int
    static let gap = 12
    var label: Int { Self.label(width) }
    private var frames: [ArtifactPage.Frame] = []
    private var triptychs: [[UInt8]] = []

    init(folder: URL, width: Int, height: Int, fps: Int) {
        self.folder = folder; self.width = width; self.height = height; self.fps = fps
    }

    /// Adds frame `index` to the animated diff, and its full-size triptych as a file when
    /// `writeFile`, from the comparison already made (`diff`, and `marks`: one `ImageDiff.Mark`
    /// per pixel).
    /// `movement` (the bar's and the content's, against the golden) is named under the actual side.
    func add(frame index: Int, expected: [UInt8], actual: [UInt8], diff: ImageDifference, marks: [UInt8],
             strict: (x0: Int, y0: Int, x1: Int, y1: Int)?, movement: FrameMovement, writeFile: Bool) throws {
        let titles = [["expected (golden)"], ["diff · frame \(index)", "\(diff.strictPixels) red (bar) · \(diff.loosePixels) orange"],
                      ["actual", movement.words]]
        let sides = Triptych(expected: expected, actual: actual, marks: marks, width: width, height: height, changed: diff.box, strict: strict)
        if writeFile {
            let file = "frame-\(String(format: "%04d", index))-triptych.png"
            try staged().write(try FrameEncoder.png(sides.panel(factor: 1, titles: titles)), to: file)
            frames.append(ArtifactPage.Frame(index: index, file: file, strictPixels: diff.strictPixels, loosePixels: diff.loosePixels, strictBox: strict))
        }
        // The animation's frame: the same triptych shrunk to read at a pull request's width.
        triptychs.append(sides.panel(factor: animationFactor, titles: titles).data)
    }

    /// Every `animationFactor` × `animationFactor` pixels of a frame are one in the animated diff,
    /// so that three panels stay within about 2000 px (GitHub shows images 1000 px wide).
    var animationFactor: Int { max(1, Int((Double(3 * width) / 2000).rounded(.up))) }
    var animationWidth: Int { 3 * (width / animationFactor) + 4 * Self.gap }
    var animationHeight: Int { height / animationFactor + Self.label(width / animationFactor) + Self.gap }

    /// Title size and the band above the panels (two lines) for panels `width` px wide: titles
    /// grow with the triptych so they stay readable where it is shown 1000 px wide.
    static func titleSize(_ width: Int) -> Double { PullRequestWidth.captionSize(imageWidth: 3 * width + 4 * gap, minimum: 16) }
    static func label(_ width: Int) -> Int { Int(titleSize(width) * 3.1) }

    /// The staging folder, made when the first file is written (a passing film makes none).
    private func staged() throws -> OutputDirectory {
        if let output { return output }
        let made = try OutputDirectory(destination: folder)
        output = made
        return made
    }

    /// Removes what was staged (a verification that stopped before `finish`).
    func discard() { output?.discard(); output = nil }

    /// Writes the animated diff and the HTML page into the staging folder; returns every
    /// artifact the folder will hold once `commit()` puts it in place.
    func stage(report: VerificationReport) throws -> [URL] {
        let dir = try staged()
        do { try write(report: report, into: dir) } catch {
            discard()
            throw error
        }
        let names = [ArtifactFile.page] + frames.map(\.file) + (triptychs.isEmpty ? [] : [ArtifactFile.animation])
        return names.map { folder.appendingPathComponent($0) }
    }

    /// Puts the staged folder in place of the film's artifact folder.
    func commit() throws {
        guard let dir = output else { return }
        defer { output = nil }
        do { try dir.commit() } catch {
            dir.discard()
            throw error
        }
    }

    private func write(report: VerificationReport, into dir: OutputDirectory) throws {
        if !triptychs.isEmpty {
            var bytes: [UInt8] = []
            let writer = try APNGWriter(width: animationWidth, height: animationHeight, frameCount: triptychs.count,
                                        delayNumerator: 1, delayDenominator: UInt16(max(1, min(fps, 4))), opaque: true, level: 1) { bytes += $0 }
            for t in triptychs { try t.withUnsafeBytes { try writer.append($0, bytesPerRow: animationWidth * 4) } }
            try dir.write(bytes, to: ArtifactFile.animation)
        }
        let html = ArtifactPage(report: report, frames: frames,
                                width: width, height: height, gap: Self.gap, label: label,
                                animated: !triptychs.isEmpty).html()
        try dir.write(html, to: ArtifactFile.page)
    }
}

/// One failing frame as expected | diff | actual: the diff panel is the expected frame faded to
/// light grey with changed pixels in colour — red in the strict region (the bar and the keyboard's
/// edge), orange elsewhere (content that moved), yellow where they look like anti-aliasing — a
/// magenta ring around what changed (so that even one pixel is seen) and the strict region
/// outlined in blue. The actual side's title says how far the bar and the content moved.
struct Triptych {
    let expected: [UInt8], actual: [UInt8], marks: [UInt8]
    let width: Int, height: Int
    let changed: (x: Int, y: Int, width: Int, height: Int)?
    let strict: (x0: Int, y0: Int, x1: Int, y1: Int)?

    /// The three panels shrunk by `factor` (C: loops over every pixel, run by users' debug test
    /// builds too), under their titles (lines per panel).
    func panel(factor: Int, titles: [[String]]) -> Pixmap {
        let gap = ArtifactWriter.gap
        let w = width / factor, h = height / factor, label = ArtifactWriter.label(w), size = ArtifactWriter.titleSize(w)
        var picture = [UInt8](repeating: 255, count: w * h * 4)
        expected.withUnsafeBufferPointer { e in
            actual.withUnsafeBufferPointer { a in
                marks.withUnsafeBufferPointer { m in
                    picture.withUnsafeMutableBufferPointer { kbf_diff_picture(e.baseAddress, a.baseAddress, m.baseAddress, width, height, factor, $0.baseAddress) }
                }
            }
        }
        let sides = [expected, actual].map { RenderDiff.shrink(RGBAImage(width: width, height: height, pixels: $0), by: factor).pixels }
        if let b = changed {
            Self.ring(&picture, w, h, x0: (b.x - 6) / factor, y0: (b.y - 6) / factor, x1: (b.x + b.width + 6) / factor,
                      y1: (b.y + b.height + 6) / factor, color: (255, 0, 255), thickness: 2)
        }
        if let s = strict { Self.ring(&picture, w, h, x0: s.x0 / factor, y0: s.y0 / factor, x1: s.x1 / factor, y1: s.y1 / factor, color: (0, 122, 255), thickness: 1) }
        let panelWidth = 3 * w + 4 * gap
        var panel = Pixmap(width: panelWidth, height: h + label + gap, fill: Color(hex: 0xF2F2F7))
        panel.data.withUnsafeMutableBytes { dst in
            for (k, image) in [sides[0], picture, sides[1]].enumerated() {
                let x0 = gap + k * (w + gap)
                image.withUnsafeBytes { src in
                    for y in 0..<h { memcpy(dst.baseAddress! + ((y + label) * panelWidth + x0) * 4, src.baseAddress! + y * w * 4, w * 4) }
                }
            }
        }
        panel.isKnownOpaque = true
        var r = Rasterizer()
        r.draw(titles.enumerated().flatMap { k, lines in
            lines.enumerated().map { j, t in
                .text(.fitted(t, at: Point2(Double(gap + k * (w + gap)), size * (1.3 + 1.35 * Double(j))), maxWidth: Double(w), size: size, minSize: size,
                              color: Color(hex: 0x1C1C1E)))
            }
        }, into: &panel)
        return panel
    }

    static func ring(_ px: inout [UInt8], _ width: Int, _ height: Int, x0: Int, y0: Int, x1: Int, y1: Int, color: (UInt8, UInt8, UInt8), thickness: Int) {
        let xa = max(0, x0), xb = min(width - 1, x1), ya = max(0, y0), yb = min(height - 1, y1)
        guard xb >= xa, yb >= ya else { return }
        func put(_ x: Int, _ y: Int) { let i = (y * width + x) * 4; px[i] = color.0; px[i + 1] = color.1; px[i + 2] = color.2 }
        for t in 0..<thickness {
            for x in xa...xb { if ya + t <= yb { put(x, ya + t) }; if yb - t >= ya { put(x, yb - t) } }
            for y in ya...yb { if xa + t <= xb { put(xa + t, y) }; if xb - t >= xa { put(xb - t, y) } }
        }
    }
}

/// The files of a failing film's artifact folder (`<artifacts>/<film>/`), named once: the page
/// (also the name of the index over every failing film) and the animated expected | diff | actual.
/// Each triptych is `frame-NNNN-triptych.png`.
public enum ArtifactFile {
    public static let page = "index.html"
    public static let animation = "diff-animation.png"
}
