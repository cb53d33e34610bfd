import Foundation
import KeyboardSimulation

/// What `render --format` can write.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// `frames/frame-0000.png`…
    case png
    /// `trace.json`
    case trace
}

/// One storyboard's render: what to write and where.
public struct RenderRequest: Sendable {
    public var storyboard: Storyboard
    public var trace: Trace
    public var destination: URL
    public var formats: Set<OutputFormat>
    public var jobs: Int
    public var overlay: Bool
    public var quiet: Bool

    public init(storyboard: Storyboard, trace: Trace, destination: URL, formats: Set<OutputFormat>,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, overlay: Bool = false, quiet: Bool = true) {
        self.storyboard = storyboard; self.trace = trace; self.destination = destination; self.formats = formats
        self.jobs = jobs; self.overlay = overlay; self.quiet = quiet
    }
}

/// Writes a film's outputs into its directory, atomically.
public enum FilmWriter {
    public static func write(_ r: RenderRequest) throws {
        let dir = try OutputDirectory(destination: r.destination)
        do {
            if r.formats.contains(.trace) { try dir.write(TraceWriter.json(r.trace), to: "trace.json") }
            if r.formats.contains(.png) {
                let folder = try dir.url("frames/.keep").deletingLastPathComponent()
                let count = r.trace.frames.count
                let renderer = FilmRenderer(scene: FrameScene(storyboard: r.storyboard, trace: r.trace, overlay: r.overlay))
                try renderer.renderAll(jobs: r.jobs, progress: Progress(label: r.storyboard.name, total: count, quiet: r.quiet)) { i, png in
                    try Data(png).write(to: folder.appendingPathComponent(frameFileName(i, count: count)))
                }
            }
            try dir.commit()
        } catch {
            dir.discard()
            throw error
        }
    }
}
