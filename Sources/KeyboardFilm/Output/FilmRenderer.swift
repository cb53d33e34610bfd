import Foundation
import FrameRendering
import KeyboardSimulation
import PNGCodec

/// Renders every frame of a film, in parallel, and hands each encoded PNG to a sink.
/// Frames are independent (one rasterizer per worker), so the bytes never depend on `jobs`.
public struct FilmRenderer: Sendable {
    public let scene: FrameScene

    public init(scene: FrameScene) {
        self.scene = scene
    }

    /// Renders frame `index` to pixels.
    public func pixmap(frame index: Int, rasterizer: inout Rasterizer) -> Pixmap {
        rasterizer.render(scene.displayList(frame: index))
    }

    /// Renders and encodes all frames on `jobs` threads; `sink(index, png)` may run on any of them.
    /// Throws the error of the lowest-numbered failing frame.
    public func renderAll(jobs: Int, progress: Progress? = nil,
                          sink: @escaping @Sendable (Int, [UInt8]) throws -> Void) throws {
        let count = scene.trace.frames.count
        let workers = max(1, min(jobs, count))
        let failures = FailureBox()
        // Each worker takes a contiguous run of frames: neighbouring frames share most rows,
        // which the encoder's band cache then compresses once.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var rasterizer = Rasterizer()
            let writer = FramePNGWriter()
            for index in (count * worker / workers)..<(count * (worker + 1) / workers) {
                do {
                    try sink(index, try writer.png(pixmap(frame: index, rasterizer: &rasterizer)))
                } catch {
                    failures.record(index, error)
                    return
                }
                progress?.advance()
            }
        }
        if let error = failures.first { throw error }
    }
}

/// The first failure by frame index, shared between workers.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var failure: (index: Int, error: Error)?

    func record(_ index: Int, _ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        if failure == nil || index < failure!.index { failure = (index, error) }
    }

    var first: Error? {
        lock.lock()
        defer { lock.unlock() }
        return failure?.error
    }
}

/// `frames/frame-0000.png`: four digits, more when a film has more frames.
public func frameFileName(_ index: Int, count: Int) -> String {
    let digits = max(4, String(max(0, count - 1)).count)
    let n = String(index)
    return "frame-" + String(repeating: "0", count: max(0, digits - n.count)) + n + ".png"
}
