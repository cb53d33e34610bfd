import Foundation
import KeyboardSimulation
import PNGCodec

/// The one path from a film to its APNG, which `render`'s animation.png, a golden's and a
/// snapshot's all take: frames drawn and their chunks encoded in parallel by `FilmRenderer`,
/// appended in frame order. Frames are opaque (the screen always is).
public enum FilmAnimation {
    /// Writes the frames listed (every frame when nil) of `scene` as one APNG to `sink`.
    /// `delayNumerator` / fps seconds per frame (a golden storing every n-th frame shows each
    /// for n); zlib `level`. `eachFrame` sees each frame as it is appended, in order (its hash
    /// with `hashesFrames`); `inWorker` and `encodePNG` as `FilmRenderer.render` has them (the
    /// frames' PNG files written in the same pass).
    public static func write(_ scene: FrameScene, frames: [Int]? = nil, delayNumerator: UInt16 = 1, level: Int = 1, jobs: Int,
                             hashesFrames: Bool = false, encodePNG: Bool = false, progress: Progress? = nil,
                             inWorker: (@Sendable (FilmRenderer.Frame) throws -> Void)? = nil,
                             to sink: @escaping ([UInt8]) throws -> Void,
                             eachFrame: (FilmRenderer.Frame) throws -> Void = { _ in }) throws {
        let count = frames?.count ?? scene.trace.frames.count
        guard count > 0 else { return }
        let writer = try APNGWriter(width: scene.canvas.width, height: scene.canvas.height, frameCount: count,
                                    delayNumerator: delayNumerator, delayDenominator: UInt16(scene.trace.fps), opaque: true,
                                    level: level, sink: sink)
        var renderer = FilmRenderer(scene: scene)
        renderer.hashesFrames = hashesFrames
        try renderer.render(jobs: jobs, encodePNG: encodePNG, frames: frames, apng: writer, progress: progress, inWorker: inWorker) { frame in
            guard frame.pixmap.isOpaque, let chunk = frame.apngChunk else {
                throw PNGError(file: OutputFormat.apng.file, message: "frame \(frame.index) is not opaque")
            }
            try writer.appendEncoded(chunk)
            try eachFrame(frame)
        }
    }
}
