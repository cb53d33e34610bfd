import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// Two renders of a film (before and after a change) compared frame by frame: geometry from
/// their `trace.json`, pixels from their `frames/` or `animation.png`. `kbfilm diff DIR_A DIR_B`.
public struct RenderDiff: Sendable {
    /// What changed in one frame.
    public struct FrameChange: Sendable {
        public var index: Int
        public var timeSeconds: Double
        /// The bar's bottom edge before and after, in points.
        public var barBottom: (before: Double, after: Double)
        public var drift: (before: Double, after: Double)
        /// Geometry fields that differ (`bar.y`, `drift`, `notifications`, …).
        public var fields: [String]
        /// Pixels pixelmatch counts as different (nil when a render has no pixels).
        public var pixels: Int?
    }

    public var before: Trace
    /// The canvas of the render before the change (pixels are compared only when both agree).
    public var beforeCanvas: Canvas
    public var after: Trace
    /// Frames where geometry or pixels differ, in order.
    public var changes: [FrameChange] = []
    /// Differences of the film as a whole (frame count, canvas), each a sentence.
    public var filmDifferences: [String] = []
    /// Whether pixels were compared (both renders hold frames of the same canvas size).
    public var comparedPixels = false

    public var firstChange: FrameChange? { changes.first }
    public var identical: Bool { changes.isEmpty && filmDifferences.isEmpty }

    /// Compares the renders in `beforeFolder` and `afterFolder` with pixelmatch's `threshold`.
    public init(before beforeFolder: URL, after afterFolder: URL, threshold: Double = 0.1, includeAntialiasing: Bool = false) throws {
        let a = try RenderFolder(beforeFolder), b = try RenderFolder(afterFolder)
        // A comparison that could not look is not a pass: pixels on one side only, or no frames.
        if a.hasPixels != b.hasPixels {
            let bare = a.hasPixels ? afterFolder : beforeFolder
            throw RenderDiffError(file: bare.path, message: "holds no frames (rendered with --format trace?) while the other folder does: render both with png or apng to compare pixels, or both with trace alone")
        }
        // Frames pair by index, which is by time only at one rate: two rates would caption the
        // after-film's frames with the before-film's times and call every frame changed.
        if a.trace.fps != b.trace.fps {
            throw RenderDiffError(file: afterFolder.appendingPathComponent("trace.json").path,
                                  message: "is at \(b.trace.fps) fps, but \(beforeFolder.appendingPathComponent("trace.json").path) is at \(a.trace.fps): frames pair by time only at one rate; render both with the same --fps")
        }
        before = a.trace
        beforeCanvas = a.canvas
        after = b.trace
        let count = min(a.trace.frames.count, b.trace.frames.count)
        if a.trace.frames.count != b.trace.frames.count {
            filmDifferences.append("frame count: \(a.trace.frames.count) → \(b.trace.frames.count) (frames 0 … \(count - 1) compared)")
        }
        let sameCanvas = a.canvas.width == b.canvas.width && a.canvas.height == b.canvas.height
        if !sameCanvas {
            filmDifferences.append("canvas: \(a.canvas.width)×\(a.canvas.height) → \(b.canvas.width)×\(b.canvas.height) px (pixels not compared)")
        }
        var fields = [Int: [String]]()
        for d in GeometryDiff(expected: a.trace, actual: b.trace).differences where !(fields[d.frame]?.contains(d.field) ?? false) {
            fields[d.frame, default: []].append(d.field)
        }
        var pixels = [Int?](repeating: nil, count: count)
        if sameCanvas, a.hasPixels, b.hasPixels {
            comparedPixels = true
            var fa = try a.frames(), fb = try b.frames()
            // Frames are decoded in order (an APNG's build on each other) and compared a batch at a time on every core.
            var batch: [(index: Int, x: RGBAImage, y: RGBAImage)] = []
            func compareBatch() throws {
                let counts = try parallelMap(batch.count) { k in
                    PixelmatchDiff.compare(batch[k].x, batch[k].y, threshold: threshold, includeAntialiasing: includeAntialiasing).0.different
                }
                for (k, n) in counts.enumerated() { pixels[batch[k].index] = n }
                batch.removeAll()
            }
            for i in 0..<count {
                // Equal PNG files hold equal pixels: only frames whose bytes differ are decoded.
                if let ua = a.frameFile(i), let ub = b.frameFile(i), FileManager.default.contentsEqual(atPath: ua.path, andPath: ub.path) {
                    try fa.skip(); try fb.skip()
                    pixels[i] = 0
                    continue
                }
                guard let x = try fa.next(), let y = try fb.next() else { break }
                if Self.samePixels(x.pixels, y.pixels) { pixels[i] = 0; continue }
                batch.append((i, x, y))
                if batch.count == Self.batchSize { try compareBatch() }
            }
            try compareBatch()
        }
        for i in 0..<count where fields[i] != nil || (pixels[i] ?? 0) > 0 {
            let e = a.trace.frames[i], f = b.trace.frames[i]
            changes.append(FrameChange(index: i, timeSeconds: e.time, barBottom: (e.bar.maxY, f.bar.maxY),
                                       drift: (e.drift, f.drift), fields: fields[i] ?? [], pixels: pixels[i]))
        }
    }

    /// Frames decoded before they are compared (or drawn) together on every core: enough to keep
    /// two cores busy, few enough that two 3x films' frames stay small in memory.
    static let batchSize = 8

    /// Whether two frames' bytes are equal: `memcmp`, which stays fast in users' unoptimized
    /// debug builds where comparing the arrays element by element does not.
    static func samePixels(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in memcmp(x.baseAddress!, y.baseAddress!, a.count) == 0 } }
    }

    /// The frames worth showing side by side: the first change, the largest move of the bar,
    /// the most pixels, then evenly spaced others, at most `limit`, in order.
    public func framesToShow(limit: Int = 6) -> [Int] {
        guard let first = changes.first else { return [] }
        var picked: Set<Int> = [first.index]
        if let moved = changes.max(by: { abs($0.barBottom.after - $0.barBottom.before) < abs($1.barBottom.after - $1.barBottom.before) }) {
            picked.insert(moved.index)
        }
        if let most = changes.max(by: { ($0.pixels ?? 0) < ($1.pixels ?? 0) }) { picked.insert(most.index) }
        let spare = max(0, limit - picked.count)
        if spare > 0, changes.count > 1 {
            for k in 0..<spare { picked.insert(changes[(changes.count - 1) * (k + 1) / spare].index) }
        }
        return Array(picked.sorted().prefix(limit))
    }
}

/// A folder `kbfilm render` wrote: its trace, and its frames if it kept any.
struct RenderFolder {
    let url: URL
    let trace: Trace
    /// The pixels its frames were drawn on, as trace.json records them.
    let canvas: Canvas
    let framesFolder: URL?
    let animation: URL?
    var hasPixels: Bool { framesFolder != nil || animation != nil }

    init(_ url: URL) throws {
        self.url = url
        let fm = FileManager.default
        let traceURL = url.appendingPathComponent(OutputFormat.trace.file)
        guard (try? GoldenStore.checkRegularFile(traceURL)) != nil, let bytes = fm.contents(atPath: traceURL.path) else {
            throw RenderDiffError(file: traceURL.path, message: "no trace.json: give folders written by `kbfilm render` with the trace format")
        }
        (trace, canvas) = try TraceReader.parse(Array(bytes), file: traceURL.path)
        guard !trace.frames.isEmpty else { throw RenderDiffError(file: traceURL.path, message: "holds no frames: nothing to compare") }
        let frames = url.appendingPathComponent("frames")
        let first = frames.appendingPathComponent(frameFileName(0, count: trace.frames.count))
        framesFolder = fm.fileExists(atPath: first.path) ? frames : nil
        let apng = url.appendingPathComponent(OutputFormat.apng.file)
        animation = framesFolder == nil && fm.fileExists(atPath: apng.path) ? apng : nil
    }

    /// Frame `i`'s PNG file, when the render kept its frames.
    func frameFile(_ i: Int) -> URL? { framesFolder?.appendingPathComponent(frameFileName(i, count: trace.frames.count)) }

    /// The frames in order, each decoded once.
    func frames() throws -> RenderFrames {
        let canvas = (self.canvas.width, self.canvas.height)
        if let framesFolder { return RenderFrames(folder: framesFolder, count: trace.frames.count, canvas: canvas) }
        guard let animation else { return RenderFrames(folder: nil, count: 0, canvas: canvas) }
        let reader = try APNGReader(contentsOf: animation.path)
        guard reader.frameCount == trace.frames.count, reader.width == self.canvas.width, reader.height == self.canvas.height else {
            throw RenderDiffError(file: animation.path, message: "\(reader.frameCount) frames of \(reader.width)×\(reader.height), but trace.json has \(trace.frames.count) of \(self.canvas.width)×\(self.canvas.height)")
        }
        return RenderFrames(apng: reader)
    }
}

/// Frames of a render, from its PNG files or its APNG.
struct RenderFrames {
    private var folder: URL?
    private var count = 0
    private var apng: APNGFrames?
    private var size = (0, 0)
    private var index = 0

    private var canvas: (Int, Int)?

    init(folder: URL?, count: Int, canvas: (Int, Int)) { self.folder = folder; self.count = count; self.canvas = canvas }
    init(apng reader: APNGReader) { apng = reader.frames(); size = (reader.width, reader.height); count = reader.frameCount }

    /// Moves past a frame without decoding it (an APNG's frames build on each other, so those are composited).
    mutating func skip() throws {
        if apng != nil { _ = try next() } else { index += 1 }
    }

    mutating func next() throws -> RGBAImage? {
        guard index < count else { return nil }
        defer { index += 1 }
        if apng != nil {
            guard let px = try apng!.next() else { return nil }
            return RGBAImage(width: size.0, height: size.1, pixels: px)
        }
        guard let folder else { return nil }
        return try Self.decode(folder.appendingPathComponent(frameFileName(index, count: count)).path, canvas: canvas)
    }

    /// Frames `indices` (ascending, none before the next one), those between them skipped: a
    /// folder's PNG files decoded on every core, an APNG's frames in order. Fewer when the
    /// render ends first.
    mutating func frames(at indices: [Int]) throws -> [RGBAImage] {
        guard let last = indices.last, let first = indices.first, first >= index else { return [] }
        if apng == nil, let folder {
            let files = indices.filter { $0 < count }.map { folder.appendingPathComponent(frameFileName($0, count: count)).path }
            let canvas = self.canvas
            let images = try parallelMap(files.count) { k in try Self.decode(files[k], canvas: canvas) }
            index = last + 1
            return images
        }
        var out: [RGBAImage] = []
        let wanted = Set(indices)
        while index <= last {
            if wanted.contains(index) {
                guard let image = try next() else { break }
                out.append(image)
            } else {
                try skip()
            }
        }
        return out
    }

    /// A frame's PNG file; a frame of another size (edited, or from another render) cannot be
    /// compared pixel by pixel.
    private static func decode(_ file: String, canvas: (Int, Int)?) throws -> RGBAImage {
        let image = try PNGCodec.decode(contentsOf: file)
        if let expected = canvas, image.width != expected.0 || image.height != expected.1 {
            throw RenderDiffError(file: file, message: "is \(image.width)×\(image.height), but trace.json says the canvas is \(expected.0)×\(expected.1)")
        }
        return image
    }
}

/// A render folder that cannot be compared: the file and what is wrong with it.
public struct RenderDiffError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var message: String
    public var description: String { "\(file): \(message)" }
}
