import FrameRendering
import KeyboardSimulation

/// What `render --format` can write, and the files each one names in a film's folder.
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

    /// The names this format writes at the top of a film's folder (`frames` is a folder).
    public var files: [String] {
        switch self {
        case .png: return ["frames"]
        case .svg: return ["filmstrip.svg"]
        case .strip: return ["filmstrip.png"]
        case .apng: return ["animation.png"]
        case .trace: return ["trace.json"]
        case .report: return ["report.html", "summary.md"]
        case .review: return ["review.png", "review.md"]
        }
    }

    /// The format's main file (what reports link to).
    public var file: String { files[0] }
}

/// What a film's outputs share, each made once and only when an output asks for it.
final class FilmOutputs {
    let request: RenderRequest
    let scene: FrameScene
    init(_ request: RenderRequest) {
        self.request = request
        scene = FrameScene(film: request.film, overlay: request.overlay)
    }
    lazy var strip = Filmstrip(scene: scene, options: request.filmstrip)
    lazy var stripList = strip.displayList()
    lazy var stripSVG = SVGWriter().document(stripList)
}

/// How outputs are written: one entry per piece of work, in order, each serving the formats it
/// lists (the frames pass writes PNG files and the APNG together). A new format adds a case to
/// `OutputFormat` and an entry here.
struct OutputWriter: Sendable {
    let formats: Set<OutputFormat>
    let write: @Sendable (FilmOutputs, OutputDirectory) throws -> Void

    static let all: [OutputWriter] = [
        OutputWriter(formats: [.trace]) { o, dir in
            try dir.write(TraceWriter.json(o.request.trace, canvas: o.scene.canvas), to: OutputFormat.trace.file)
        },
        OutputWriter(formats: [.png, .apng]) { o, dir in try FilmWriter.writeFrames(o.request, scene: o.scene, into: dir) },
        OutputWriter(formats: [.svg]) { o, dir in try dir.write(o.stripSVG, to: OutputFormat.svg.file) },
        OutputWriter(formats: [.strip]) { o, dir in
            var rasterizer = Rasterizer()
            try dir.write(try FrameEncoder.png(rasterizer.render(o.stripList), encoding: .compact), to: OutputFormat.strip.file)
        },
        OutputWriter(formats: [.review]) { o, dir in
            let r = o.request
            let progress = Progress(label: r.storyboard.name + " review", total: r.trace.frames.count, quiet: r.quiet)
            let review = try ReviewAnimation(scene: o.scene, capBytes: r.reviewCapBytes, jobs: r.jobs, progress: progress)
            try dir.write(review.bytes, to: OutputFormat.review.files[0])
            try dir.write(review.markdown(film: r.film, stripFile: r.formats.contains(.strip) ? OutputFormat.strip.file : nil),
                          to: OutputFormat.review.files[1])
        },
        OutputWriter(formats: [.report]) { o, dir in
            let report = o.request.report
            try dir.write(report.html(filmstripSVG: o.stripSVG), to: OutputFormat.report.files[0])
            try dir.write(report.summaryMarkdown(linkPrefix: ""), to: OutputFormat.report.files[1])
        },
    ]
}
