import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// A film as one PNG file: the animation (an APNG of every frame) or the filmstrip (one image),
/// with the trace stored inside in a `zTXt` chunk, so a snapshot tool that keeps one file per
/// snapshot (swift-snapshot-testing) can compare geometry first, then pixels.
public struct EncodedFilm: Sendable {
    /// The PNG or APNG bytes, trace included.
    public var bytes: [UInt8]
    /// The trace read back from (or written into) the file.
    public var trace: Trace
    /// The canvas its frames were drawn on (scale, size, screen origin), stored with the trace.
    public var canvas: Canvas
    /// The scene of a film encoded here as an animation (nil for one read back from a file or a
    /// filmstrip): it places the strict region — the bar and the keyboard's edge — on each frame.
    var scene: FrameScene?
    /// The strip of a film encoded as a filmstrip (nil otherwise): it places the strict region
    /// in each cell.
    var strip: Filmstrip?

    static let keyword = "kbfilm-trace"

    /// Every frame as a lossless APNG, with the trace.
    public static func animation(_ film: Film, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> EncodedFilm {
        let t = film.trace, scene = film.scene, canvas = scene.canvas
        var bytes: [UInt8] = []
        try FilmAnimation.write(scene, level: 6, jobs: jobs, to: { bytes += $0 })
        var encoded = EncodedFilm(bytes: try withTrace(bytes, t, canvas), trace: t, canvas: canvas)
        encoded.scene = scene
        return encoded
    }

    /// The filmstrip (sampled frames, captions and drift plots) as one PNG, with the trace.
    public static func filmstrip(_ film: Film, options: FilmstripOptions = FilmstripOptions()) throws -> EncodedFilm {
        var rasterizer = Rasterizer()
        let scene = film.scene
        let strip = Filmstrip(scene: scene, options: options)
        let png = try FrameEncoder.png(rasterizer.render(strip.displayList()), encoding: .compact)
        var encoded = EncodedFilm(bytes: try withTrace(png, film.trace, scene.canvas), trace: film.trace, canvas: scene.canvas)
        encoded.strip = strip
        return encoded
    }

    /// Reads a file written by `animation` or `filmstrip`.
    public init(bytes: [UInt8], file: String = "<snapshot>") throws {
        guard let text = try PNGChunks.compressedText(in: bytes, keyword: Self.keyword, file: file) else {
            throw GoldenError(file: file, .notAFilmSnapshot(keyword: Self.keyword))
        }
        self.bytes = bytes
        (trace, canvas) = try TraceReader.parse(Array(text.utf8), file: file)
    }

    init(bytes: [UInt8], trace: Trace, canvas: Canvas) { self.bytes = bytes; self.trace = trace; self.canvas = canvas }

    /// Why this value holds no film (a film that could not be encoded, or a reference file that is
    /// not a film snapshot); nil for a real film. Comparing with such a value always fails.
    public private(set) var problem: String?

    /// A stand-in that fails every comparison with `reason` (snapshot closures cannot throw).
    public static func failed(_ reason: String, bytes: [UInt8] = []) -> EncodedFilm {
        var e = EncodedFilm(bytes: bytes, trace: Trace(name: "", device: "", system: .ios15, strategy: "", fps: 1, frames: []),
                            canvas: Canvas(scale: 1, width: 0, height: 0, originX: 0, originY: 0))
        e.problem = reason
        return e
    }

    private static func withTrace(_ png: [UInt8], _ trace: Trace, _ canvas: Canvas) throws -> [UInt8] {
        try PNGChunks.insertingCompressedText(TraceWriter.json(trace, canvas: canvas), keyword: keyword, into: png)
    }

    /// Why `self` (the new film) differs from `reference`: geometry first (every frame, within
    /// `GeometryDiff.tolerance`), then pixels (pixelmatch rules of `policy`, frame by frame), with
    /// the first failing frame's expected | diff | actual image. Nil when they match.
    public func difference(from reference: EncodedFilm, policy: DiffPolicy = DiffPolicy()) throws -> (message: String, image: [UInt8]?)? {
        if let p = reference.problem { return ("the reference snapshot: \(p)", nil) }
        if let p = problem { return ("the new film: \(p)", nil) }
        var lines: [String] = []
        if reference.trace.frames.count != trace.frames.count {
            lines.append("frame count differs: snapshot \(reference.trace.frames.count), now \(trace.frames.count)")
        }
        let geometry = GeometryDiff(expected: reference.trace, actual: trace)
        if let first = geometry.first {
            lines.append("geometry differs in \(geometry.differingFrames) frames; first at frame \(first.frame): \(first.field) \(first.expected) → \(first.actual)")
        }
        let old = try APNGReader(bytes: reference.bytes, file: "snapshot"), new = try APNGReader(bytes: bytes, file: "new film")
        guard old.width == new.width, old.height == new.height, old.frameCount == new.frameCount else {
            lines.append("image differs in size: snapshot \(old.frameCount) × \(old.width)×\(old.height), now \(new.frameCount) × \(new.width)×\(new.height)")
            return (lines.joined(separator: "\n"), nil)
        }
        // The strict region needs one trace frame per image (an animation, not a filmstrip).
        let bands = scene.flatMap { new.frameCount == trace.frames.count && old.frameCount == reference.trace.frames.count ? $0 : nil }
        var a = old.frames(), b = new.frames()
        var verdicts = FrameVerdicts(policy: policy, width: new.width, height: new.height), image: [UInt8]?
        var index = 0
        while let x = try a.next(), let y = try b.next() {
            defer { index += 1 }
            if x == y { verdicts.countIdentical(); continue }
            // As verify does: any change in the bar's band fails, whatever the pixel budget.
            let strict = strictBoxes(image: index, bands: bands, reference: reference.trace, policy: policy)
            guard verdicts.compare(frame: index, expected: x, actual: y, strict: strict).fails, image == nil else { continue }
            let expected = RGBAImage(width: old.width, height: old.height, pixels: x)
            let actual = RGBAImage(width: new.width, height: new.height, pixels: y)
            image = try Self.triptych(expected, actual, threshold: policy.threshold)
        }
        if let f = verdicts.failures.first {
            lines.append("pixels differ in \(verdicts.failures.count) of \(verdicts.compared) images; first at \(new.frameCount > 1 ? "frame" : "image") \(f.frame)")
        }
        return lines.isEmpty ? nil : (lines.joined(separator: "\n"), image)
    }

    /// The strict region of image `index`: the bar's band of that frame (an animation), or of
    /// every cell (a filmstrip), in this film's geometry and the reference's.
    private func strictBoxes(image index: Int, bands: FrameScene?, reference: Trace, policy: DiffPolicy) -> [PixelBox] {
        if let bands { return policy.strictRegion(bands, frame: index, reference: reference).map { [$0] } ?? [] }
        guard let strip, index == 0 else { return [] }
        return strip.strictBoxes(marginPoints: policy.strictMarginPoints) { frame in
            frame < reference.frames.count ? [reference.frames[frame]] : []
        }
    }

    /// expected | pixelmatch's diff | actual, side by side.
    static func triptych(_ expected: RGBAImage, _ actual: RGBAImage, threshold: Double) throws -> [UInt8] {
        let diff = PixelmatchDiff.compare(expected, actual, threshold: threshold, diffImage: true).1!
        let gap = 8, w = expected.width, h = expected.height
        var sheet = Pixmap(width: 3 * w + 4 * gap, height: h + 2 * gap, fill: Color(hex: 0xF2F2F7))
        for (k, image) in [expected, diff, actual].enumerated() {
            RenderDiff.blit(image, into: &sheet, x: gap + k * (w + gap), y: gap)
        }
        sheet.isKnownOpaque = true
        return try FrameEncoder.png(sheet, encoding: .compact)
    }
}
