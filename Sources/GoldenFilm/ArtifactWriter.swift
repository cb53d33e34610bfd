import Foundation
import FrameRendering
import KeyboardFilm
import PNGCodec

/// Failure artifacts: per failing frame an expected | diff | actual triptych, an animated diff
/// of those triptychs, and an HTML page tying them together. They are written into a staging
/// folder that replaces the film's artifact folder as a whole (`OutputDirectory`), so no
/// triptych of an earlier run stays beside this run's, and a folder KeyboardFilm did not write
/// is never replaced.
final class ArtifactWriter {
    let folder: URL
    private var output: OutputDirectory?
    let width: Int, height: Int, fps: Int
    static let gap = 12
    /// Titles grow with the frame so they stay readable when the page scales a triptych to the window.
    var titleSize: Double { max(13, Double(width) / 40) }
    var label: Int { Int(titleSize * 2.1) }
    private var frames: [ArtifactPage.Frame] = []
    private var triptychs: [[UInt8]] = []
    var panelWidth: Int { 3 * width + 4 * Self.gap }
    var panelHeight: Int { height + label + Self.gap }

    init(folder: URL, width: Int, height: Int, fps: Int) {
        self.folder = folder; self.width = width; self.height = height; self.fps = fps
    }

    /// Adds frame `index`'s triptych.
    func add(frame index: Int, expected: [UInt8], actual: [UInt8], strict: (x0: Int, y0: Int, x1: Int, y1: Int)?, policy: DiffPolicy) throws {
        var marks = [UInt8](repeating: 0, count: width * height)
        let diff = marks.withUnsafeMutableBufferPointer {
            ImageDiff.compare(expected, actual, width: width, height: height, strict: strict, policy: policy, marks: $0)
        }
        // The diff panel: the expected frame faded to light grey, changed pixels in colour.
        var picture = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            let i = p * 4
            let luma = 0.299 * Double(expected[i]) + 0.587 * Double(expected[i + 1]) + 0.114 * Double(expected[i + 2])
            let faded = UInt8(255 - (255 - luma) * 0.15)
            var c: (UInt8, UInt8, UInt8) = (faded, faded, faded)
            switch ImageDiff.Mark(rawValue: marks[p]) ?? .same {
            case .strict, .loose: c = (255, 0, 0)
            case .antialiased: c = (255, 204, 0)
            case .same: if expected[i..<(i + 4)] != actual[i..<(i + 4)] { c = (255, 160, 160) }
            }
            picture[i] = c.0; picture[i + 1] = c.1; picture[i + 2] = c.2
        }
        // A ring around the changed region so that even one pixel is seen.
        if let b = diff.box {
            ring(&picture, x0: b.x - 6, y0: b.y - 6, x1: b.x + b.width + 6, y1: b.y + b.height + 6, color: (255, 0, 255), thickness: 2)
        }
        if let s = strict { ring(&picture, x0: s.x0, y0: s.y0, x1: s.x1, y1: s.y1, color: (0, 122, 255), thickness: 1) }
        var panel = Pixmap(width: panelWidth, height: panelHeight, fill: Color(hex: 0xF2F2F7))
        for (k, image) in [expected, picture, actual].enumerated() {
            let x0 = Self.gap + k * (width + Self.gap)
            for y in 0..<height {
                let dst = ((y + label) * panelWidth + x0) * 4
                panel.data.replaceSubrange(dst..<(dst + width * 4), with: image[(y * width * 4)..<((y + 1) * width * 4)])
            }
        }
        panel.isKnownOpaque = true
        var r = Rasterizer()
        let titles = ["expected (golden)", "diff frame \(index): \(diff.strictPixels) strict, \(diff.loosePixels) elsewhere", "actual"]
        r.draw(titles.enumerated().map { k, t in
            .text(Text(t, at: Point2(Double(Self.gap + k * (width + Self.gap)), titleSize * 1.5), size: titleSize, color: Color(hex: 0x1C1C1E)))
        }, into: &panel)
        let file = "frame-\(String(format: "%04d", index))-triptych.png"
        try staged().write(try FrameEncoder.png(panel), to: file)
        frames.append(ArtifactPage.Frame(index: index, file: file, strictPixels: diff.strictPixels, loosePixels: diff.loosePixels, strictBox: strict))
        triptychs.append(panel.data)
    }

    private func ring(_ px: inout [UInt8], x0: Int, y0: Int, x1: Int, y1: Int, color: (UInt8, UInt8, UInt8), thickness: Int) {
        let xa = max(0, x0), xb = min(width - 1, x1), ya = max(0, y0), yb = min(height - 1, y1)
        guard xb >= xa, yb >= ya else { return }
        func put(_ x: Int, _ y: Int) { let i = (y * width + x) * 4; px[i] = color.0; px[i + 1] = color.1; px[i + 2] = color.2 }
        for t in 0..<thickness {
            for x in xa...xb { if ya + t <= yb { put(x, ya + t) }; if yb - t >= ya { put(x, yb - t) } }
            for y in ya...yb { if xa + t <= xb { put(xa + t, y) }; if xb - t >= xa { put(xb - t, y) } }
        }
    }

    /// The staging folder, made when the first file is written (a passing film makes none).
    private func staged() throws -> OutputDirectory {
        if let output { return output }
        let made = try OutputDirectory(destination: folder)
        output = made
        return made
    }

    /// Removes what was staged (a verification that stopped before `finish`).
    func discard() { output?.discard(); output = nil }

    /// Writes the animated diff and the HTML page, then puts the folder in place; returns every
    /// artifact written.
    func finish(report: VerificationReport) throws -> [URL] {
        let dir = try staged()
        defer { output = nil }
        do {
            try write(report: report, into: dir)
            try dir.commit()
        } catch {
            dir.discard()
            throw error
        }
        let names = ["index.html"] + frames.map(\.file) + (triptychs.isEmpty ? [] : ["diff-animation.png"])
        return names.map { folder.appendingPathComponent($0) }
    }

    private func write(report: VerificationReport, into dir: OutputDirectory) throws {
        if !triptychs.isEmpty {
            var bytes: [UInt8] = []
            let writer = try APNGWriter(width: panelWidth, height: panelHeight, frameCount: triptychs.count,
                                        delayNumerator: 1, delayDenominator: UInt16(max(1, min(fps, 4))), opaque: true) { bytes += $0 }
            for t in triptychs { try t.withUnsafeBytes { try writer.append($0, bytesPerRow: panelWidth * 4) } }
            try dir.write(bytes, to: "diff-animation.png")
        }
        let html = ArtifactPage(report: report, frames: frames,
                                width: width, height: height, gap: Self.gap, label: label,
                                animated: !triptychs.isEmpty).html()
        try dir.write(html, to: "index.html")
    }
}
