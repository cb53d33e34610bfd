import Foundation
import FrameRendering
import KeyboardSimulation
import PNGCodec

/// What `render --format` can write.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// `frames/frame-0000.png`…
    case png
    /// `filmstrip.svg`
    case svg
    /// `filmstrip.png`
    case strip
    /// `animation.png` (APNG)
    case apng
    /// `trace.json`
    case trace
    /// `report.html` and `summary.md`
    case report
    /// `review.png` (the bar's band, under a size cap) and `review.md`: for a pull request. Not
    /// among the defaults (`kbfilm render --review`).
    case review

    /// What `render` writes unless told otherwise.
    public static let defaults: [OutputFormat] = [.png, .svg, .strip, .apng, .trace, .report]
}

/// One storyboard's render: what to write and where.
public struct RenderRequest: Sendable {
    public var film: Film
    public var storyboard: Storyboard { film.storyboard }
    public var trace: Trace { film.trace }
    public var destination: URL
    public var formats: Set<OutputFormat>
    public var jobs: Int
    public var overlay: Bool
    public var quiet: Bool
    public var filmstrip: FilmstripOptions
    /// The review animation's size cap in bytes.
    public var reviewCapBytes = ReviewAnimation.defaultCapBytes

    public init(film: Film, destination: URL, formats: Set<OutputFormat>,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, overlay: Bool = false, quiet: Bool = true,
                filmstrip: FilmstripOptions = FilmstripOptions()) {
        self.film = film; self.destination = destination; self.formats = formats
        self.jobs = jobs; self.overlay = overlay; self.quiet = quiet; self.filmstrip = filmstrip
    }
}

/// Writes a film's outputs into its directory, atomically.
public enum FilmWriter {
    public static func write(_ r: RenderRequest) throws {
        try OutputDirectory.replace(r.destination) { try writeContents(r, into: $0) }
    }

    /// Writes the request's files into a staging folder and returns it uncommitted: a caller
    /// rendering several films commits them only once every one has been written.
    public static func stage(_ r: RenderRequest) throws -> OutputDirectory {
        let dir = try OutputDirectory(destination: r.destination)
        do { try writeContents(r, into: dir) } catch { dir.discard(); throw error }
        return dir
    }

    static func writeContents(_ r: RenderRequest, into dir: OutputDirectory) throws {
        let scene = FrameScene(film: r.film, overlay: r.overlay)
        if r.formats.contains(.trace) { try dir.write(TraceWriter.json(r.trace, canvas: scene.canvas), to: "trace.json") }
        if r.formats.contains(.png) || r.formats.contains(.apng) {
            try writeFrames(r, scene: scene, into: dir)
        }
        let strip = Filmstrip(scene: scene, options: r.filmstrip)
        var stripSVG: String?
        if r.formats.contains(.svg) || r.formats.contains(.report) {
            let list = strip.displayList()
            stripSVG = SVGWriter().document(list)
            if r.formats.contains(.svg) { try dir.write(stripSVG!, to: "filmstrip.svg") }
            if r.formats.contains(.strip) { try writeStripPNG(list, dir) }
        } else if r.formats.contains(.strip) {
            try writeStripPNG(strip.displayList(), dir)
        }
        if r.formats.contains(.review) {
            let progress = Progress(label: r.storyboard.name + " review", total: r.trace.frames.count, quiet: r.quiet)
            let review = try ReviewAnimation(scene: scene, capBytes: r.reviewCapBytes, jobs: r.jobs, progress: progress)
            try dir.write(review.bytes, to: "review.png")
            try dir.write(review.markdown(film: r.film, stripFile: r.formats.contains(.strip) ? "filmstrip.png" : nil),
                          to: "review.md")
        }
        if r.formats.contains(.report) {
            let report = Report(film: r.film, formats: r.formats)
            try dir.write(report.html(filmstripSVG: stripSVG ?? ""), to: "report.html")
            try dir.write(report.summaryMarkdown(linkPrefix: ""), to: "summary.md")
        }
    }

    static func writeStripPNG(_ list: DisplayList, _ dir: OutputDirectory) throws {
        var rasterizer = Rasterizer()
        try dir.write(try FrameEncoder.png(rasterizer.render(list), encoding: .compact), to: "filmstrip.png")
    }

    static func writeFrames(_ r: RenderRequest, scene: FrameScene, into dir: OutputDirectory) throws {
        let count = r.trace.frames.count
        let folder = r.formats.contains(.png) ? try dir.url("frames/.keep").deletingLastPathComponent() : nil
        var apng: APNGWriter?
        var apngFile: FileHandle?
        defer { try? apngFile?.close() }
        if r.formats.contains(.apng) {
            let handle = try dir.openForWriting("animation.png")
            apngFile = handle
            let (num, den) = delay(fps: r.trace.fps)
            apng = try APNGWriter(width: scene.canvas.width, height: scene.canvas.height, frameCount: count,
                                  delayNumerator: num, delayDenominator: den, opaque: true) { try handle.write(contentsOf: $0) }
        }
        let renderer = FilmRenderer(scene: scene)
        let progress = Progress(label: r.storyboard.name, total: count, quiet: r.quiet)
        // PNG files are written by the workers (no order needed); APNG chunks are appended in order.
        var writeFile: (@Sendable (FilmRenderer.Frame) throws -> Void)?
        if let folder {
            writeFile = { @Sendable frame in
                if let png = frame.png { try Data(png).write(to: folder.appendingPathComponent(frameFileName(frame.index, count: count))) }
            }
        }
        try renderer.render(jobs: r.jobs, encodePNG: folder != nil, apng: apng, progress: progress, inWorker: writeFile) { frame in
            if let apng, let chunk = frame.apngChunk {
                guard frame.pixmap.isOpaque else { throw PNGError(file: "animation.png", message: "frames must be opaque") }
                try apng.appendEncoded(chunk)
            }
        }
    }

    /// The frame delay as a fraction of a second (APNG stores 16-bit numerator/denominator).
    static func delay(fps: Int) -> (UInt16, UInt16) { (1, UInt16(fps)) }
}
