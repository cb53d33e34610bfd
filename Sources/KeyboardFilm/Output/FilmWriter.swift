import Foundation
import FrameRendering
import KeyboardSimulation
import PNGCodec

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
    /// The film's report as its folder holds it (and as an index of several films lists it).
    public var report: Report { Report(film: film, formats: formats) }

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
        let outputs = FilmOutputs(r)
        for writer in OutputWriter.all where !writer.formats.isDisjoint(with: r.formats) {
            try writer.write(outputs, dir)
        }
    }

    static func writeFrames(_ r: RenderRequest, scene: FrameScene, into dir: OutputDirectory) throws {
        let count = r.trace.frames.count
        let folder = r.formats.contains(.png) ? try dir.url(OutputFormat.png.file + "/.keep").deletingLastPathComponent() : nil
        let progress = Progress(label: r.storyboard.name, total: count, quiet: r.quiet)
        // PNG files are written by the workers (no order needed); APNG chunks are appended in order.
        var writeFile: (@Sendable (FilmRenderer.Frame) throws -> Void)?
        if let folder {
            writeFile = { @Sendable frame in
                if let png = frame.png { try Data(png).write(to: folder.appendingPathComponent(frameFileName(frame.index, count: count))) }
            }
        }
        guard r.formats.contains(.apng) else {
            try FilmRenderer(scene: scene).render(jobs: r.jobs, encodePNG: true, progress: progress, inWorker: writeFile) { _ in }
            return
        }
        let handle = try dir.openForWriting(OutputFormat.apng.file)
        defer { try? handle.close() }
        try FilmAnimation.write(scene, jobs: r.jobs, encodePNG: folder != nil, progress: progress, inWorker: writeFile) {
            try handle.write(contentsOf: $0)
        }
    }
}
