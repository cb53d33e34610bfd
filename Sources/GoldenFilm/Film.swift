import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

extension Film {
    /// The film drawn at the storyboard's scale: changing `storyboard.scale` re-renders the same
    /// trace at another scale, without simulating again.
    var scene: FrameScene { FrameScene(film: self) }

    /// Renders frames (all, or those listed), in order, as straight RGBA, with each frame's
    /// XXH64 (as a manifest records it, hashed on the worker threads).
    /// Progress shows on a terminal (stderr) only, unless `quiet`.
    func forEachFrame(jobs: Int, frames: [Int]? = nil, quiet: Bool = false, _ body: (_ index: Int, _ pixels: [UInt8], _ hash: String) throws -> Void) throws {
        let progress = Progress(label: name, total: frames?.count ?? trace.frames.count, quiet: quiet)
        var renderer = FilmRenderer(scene: scene)
        renderer.hashesFrames = true
        try renderer.render(jobs: jobs, encodePNG: false, frames: frames, progress: progress) { frame in
            try body(frame.index, frame.pixmap.isOpaque ? frame.pixmap.data : frame.pixmap.unpremultiplied(), XXH64.hex(frame.hash!))
        }
    }
}

/// A pixel stride outside 1 … 1000.
public struct PixelStrideError: Error, CustomStringConvertible, Sendable {
    public var value: Int
    public var description: String { "pixelStride must lie in 1 … \(Manifest.pixelStrides.upperBound), got \(value) (a golden stores the pixels of every n-th frame)" }
}

/// Writes goldens.
public enum GoldenRecorder {
    /// Records `film` into `store` (replacing any golden of the same name, atomically): its
    /// trace, and the pixels of every `pixelStride`-th frame.
    public static func record(_ film: Film, in store: GoldenStore, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                              pixelStride: Int = 1, quiet: Bool = false) throws {
        // Checked as the command line checks it: a golden the next run would refuse is never written.
        guard Manifest.pixelStrides.contains(pixelStride) else { throw PixelStrideError(value: pixelStride) }
        try OutputDirectory.replace(store.folder(film.name)) { dir in
            let handle = try dir.openForWriting(GoldenFile.animation)
            defer { try? handle.close() }
            let t = film.trace, scene = film.scene, canvas = scene.canvas
            let stored = Manifest.pixelFrames(count: t.frames.count, stride: pixelStride)
            // zlib level 6 on `up`-filtered rows, frames encoded in parallel as `render` does:
            // goldens 5 % larger than level 9 with adaptive filters, recorded 6 × faster (BENCHMARKS.md).
            var hashes: [String] = []
            let progress = Progress(label: film.name, total: stored.count, quiet: quiet)
            try FilmAnimation.write(scene, frames: stored, delayNumerator: UInt16(max(1, pixelStride)), level: 6, jobs: jobs,
                                    hashesFrames: true, progress: progress, to: { try handle.write(contentsOf: $0) }) { frame in
                hashes.append(XXH64.hex(frame.hash!))
            }
            try handle.close()
            let traceBytes = Array(TraceWriter.json(t, canvas: canvas).utf8)
            try dir.write(traceBytes, to: GoldenFile.trace)
            var manifest = Manifest(rendererVersion: RendererVersion.current, storyboard: film.name, fps: t.fps, scale: canvas.scale,
                                    canvasWidth: canvas.width, canvasHeight: canvas.height, frameCount: t.frames.count,
                                    pixelStride: pixelStride, frames: hashes)
            manifest.files = [GoldenFile.animation: XXH64.hex(Array(try Data(contentsOf: dir.url(GoldenFile.animation)))), GoldenFile.trace: XXH64.hex(traceBytes)]
            try dir.write(try manifest.json(), to: GoldenFile.manifest)
        }
    }
}
