import Foundation
import FrameRendering
import KeyboardSimulation
import PNGCodec

/// Renders every frame of a film in parallel and hands the results over in frame order.
///
/// Frames go in batches: each of `jobs` workers renders a contiguous run of the batch (so its
/// encoder's band cache sees neighbouring frames), then the batch is delivered in order on the
/// calling thread. Memory holds one batch, whatever the film's length. Frames are independent,
/// so the bytes never depend on `jobs`.
public struct FilmRenderer: Sendable {
    /// How many frames the film has, and what frame `i` draws.
    public let frameCount: Int
    public let displayList: @Sendable (Int) -> DisplayList
    /// Consecutive frames each worker renders per batch.
    public var framesPerWorker = 3
    /// Keep layers' pixels between frames in a cache the workers share. Off, every layer is
    /// drawn anew: the same bytes (a test compares the two), more time.
    public var cachesLayers = true
    /// Hash each frame's pixels (XXH64 of what PNG stores: the RGB(X) buffer of an opaque frame,
    /// else straight RGBA) on the worker that drew it, so hashing runs in parallel too.
    public var hashesFrames = false

    public init(scene: FrameScene) {
        self.init(frameCount: scene.trace.frames.count, displayList: scene.displayList(frame:))
    }

    /// Frames drawn by any source: a composite of several scenes, say.
    public init(frameCount: Int, displayList: @escaping @Sendable (Int) -> DisplayList) {
        self.frameCount = frameCount; self.displayList = displayList
    }

    /// One rendered frame: its pixels and, when asked for, its PNG bytes and APNG chunks.
    public struct Frame {
        public var index: Int
        public var pixmap: Pixmap
        public var png: [UInt8]?
        public var apngChunk: [UInt8]?
        /// With `hashesFrames`: XXH64 of the frame's pixels as PNG stores them.
        public var hash: UInt64?
    }

    /// Renders the frames (all, or those listed) on `jobs` threads and calls `deliver` once per
    /// frame, in order. Throws the first error by frame index (rendering) or the first `deliver` error.
    /// With `apng`, each frame's APNG chunks are also encoded in parallel (from the frame
    /// delivered before it), ready for `APNGWriter.appendEncoded`.
    /// `inWorker`, if given, runs on the worker thread right after each frame is made (for work
    /// that needs no order, such as writing the frame's PNG file).
    /// Returns how often the workers found a layer drawn.
    @discardableResult
    public func render(jobs: Int, encodePNG: Bool, frames selection: [Int]? = nil, apng: APNGWriter? = nil,
                       progress: Progress? = nil, inWorker: (@Sendable (Frame) throws -> Void)? = nil,
                       deliver: (Frame) throws -> Void) throws -> LayerCacheStatistics {
        let indices = selection ?? Array(0..<frameCount)
        guard !indices.isEmpty else { return LayerCacheStatistics() }
        let workers = max(1, min(jobs, indices.count))
        let layerCache = cachesLayers ? Self.layerCache(for: displayList(indices[0]), jobs: workers) : nil
        let states = (0..<workers).map { _ in WorkerState(layerCache: layerCache) }
        let buffers = BufferPool(capacity: workers * framesPerWorker)
        let work = BatchWork(encodePNG: encodePNG, progress: progress, inWorker: inWorker, states: states, buffers: buffers)
        var carried: Pixmap? // the last frame of the previous batch, for the next APNG diff
        for start in stride(from: 0, to: indices.count, by: workers * framesPerWorker) {
            let batch = indices[start..<min(indices.count, start + workers * framesPerWorker)]
            let slots = try draw(batch, work)
            if let apng { carried = try Self.encodeAPNG(slots, count: batch.count, firstIndex: start, after: carried, apng) }
            // Buffers a worker still holds as its last frame would be copied on reuse: keep them out.
            let held = Set(states.compactMap { $0.last.map { address($0.pixmap.data) } })
            for k in 0..<batch.count {
                let frame = slots.take(k)
                try deliver(frame)
                if !held.contains(address(frame.pixmap.data)) { buffers.give(frame.pixmap.data) }
            }
        }
        return layerCache?.statistics ?? LayerCacheStatistics()
    }

    /// What every batch of one `render` call shares.
    private struct BatchWork: @unchecked Sendable {
        let encodePNG: Bool
        let progress: Progress?
        let inWorker: (@Sendable (Frame) throws -> Void)?
        let states: [WorkerState]
        let buffers: BufferPool
    }

    /// Draws one batch: each worker a contiguous run of it (so its encoder's band cache sees
    /// neighbouring frames). Throws the first failure by frame index.
    private func draw(_ batch: ArraySlice<Int>, _ work: BatchWork) throws -> Slots {
        let slots = Slots(count: batch.count)
        let failures = FailureBox()
        let workers = work.states.count, n = batch.count
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            for k in (n * w / workers)..<(n * (w + 1) / workers) {
                let index = batch[batch.startIndex + k]
                do {
                    let frame = try drawFrame(index, work.states[w], work)
                    try work.inWorker?(frame)
                    slots.put(k, frame)
                } catch {
                    failures.record(index, error)
                    return
                }
                work.progress?.advance()
            }
        }
        if let error = failures.first { throw error }
        return slots
    }

    /// Frame `index`: rasterized, encoded and hashed as asked — or, when it draws exactly what
    /// the worker's previous frame drew (the still frames around an animation), that frame's
    /// pixels and bytes again.
    private func drawFrame(_ index: Int, _ state: WorkerState, _ work: BatchWork) throws -> Frame {
        let list = displayList(index)
        if let last = state.last, last.list == list, !work.encodePNG || last.png != nil {
            return Frame(index: index, pixmap: last.pixmap, png: last.png, hash: last.hash)
        }
        let pm = state.rasterizer.render(list, storage: work.buffers.take())
        let png = work.encodePNG ? try state.writer.png(pm) : nil
        let hash = hashesFrames ? (pm.isOpaque ? pm.data : pm.unpremultiplied()).withUnsafeBytes(XXH64.hash) : nil
        state.last = (list, pm, png, hash)
        return Frame(index: index, pixmap: pm, png: png, hash: hash)
    }

    /// Encodes a batch's APNG chunks in parallel, each from the frame before it (`after` for the
    /// first: the previous batch's last); returns the batch's last frame, for the next batch.
    private static func encodeAPNG(_ slots: Slots, count: Int, firstIndex: Int, after before: Pixmap?, _ apng: APNGWriter) throws -> Pixmap {
        let encoder = SendableBox(apng)
        let failures = FailureBox()
        DispatchQueue.concurrentPerform(iterations: count) { k in
            let frame = slots.peek(k)
            let previous = k == 0 ? before : slots.peek(k - 1).pixmap
            do {
                let chunk = try frame.pixmap.data.withUnsafeBytes { cur in
                    guard let previous else { return try encoder.value.encodeFrame(index: firstIndex + k, previous: nil, current: cur) }
                    return try previous.data.withUnsafeBytes { try encoder.value.encodeFrame(index: firstIndex + k, previous: $0, current: cur) }
                }
                slots.setChunk(k, chunk)
            } catch {
                failures.record(frame.index, error)
            }
        }
        if let error = failures.first { throw error }
        return slots.peek(count - 1).pixmap
    }

    /// Canvases of layers a film's cache holds at most: what a 3x film's keyboard, bar and
    /// bubbles take in their four phases (BENCHMARKS.md).
    public static let layerCacheCanvases = 3.0

    /// A cache of up to `layerCacheCanvases`, within the memory the tightest limit leaves beside
    /// the frames themselves (`estimatedBytes`): where memory is short, fewer layers are kept.
    static func layerCache(for list: DisplayList, jobs: Int) -> LayerCache {
        let canvas = Double(list.width) * Double(list.height) * 4
        let left = (MemoryBudget.current().first?.bytes ?? .infinity)
            - estimatedBytes(canvasWidth: list.width, canvasHeight: list.height, jobs: jobs)
        return LayerCache(capacity: Int(max(0, min(layerCacheCanvases * canvas, left))))
    }
}

/// Where an array's storage lives (to tell shared buffers apart).
func address(_ a: [UInt8]) -> UInt { a.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }

/// Frame buffers handed back after delivery, so the next frames need not allocate (and fault
/// in) fresh pages. A buffer still shared elsewhere is copied on write, so reuse is always safe.
final class BufferPool: @unchecked Sendable {
    private var buffers: [[UInt8]] = []
    private let capacity: Int
    private let lock = NSLock()
    init(capacity: Int) { self.capacity = capacity }
    func take() -> [UInt8]? { lock.lock(); defer { lock.unlock() }; return buffers.popLast() }
    func give(_ b: [UInt8]) { lock.lock(); if buffers.count < capacity { buffers.append(b) }; lock.unlock() }
}

/// A worker's reusable rasterizer and encoder (band cache), owned by one thread at a time.
final class WorkerState: @unchecked Sendable {
    var rasterizer = Rasterizer()
    let writer = FramePNGWriter()
    var last: (list: DisplayList, pixmap: Pixmap, png: [UInt8]?, hash: UInt64?)?
    init(layerCache: LayerCache?) { rasterizer.layerCache = layerCache }
}

/// Results of one batch; each slot is written by exactly one worker.
final class Slots: @unchecked Sendable {
    private var frames: [FilmRenderer.Frame?]
    private let lock = NSLock()
    init(count: Int) { frames = Array(repeating: nil, count: count) }
    func put(_ k: Int, _ f: FilmRenderer.Frame) { lock.lock(); frames[k] = f; lock.unlock() }
    func take(_ k: Int) -> FilmRenderer.Frame { lock.lock(); defer { frames[k] = nil; lock.unlock() }; return frames[k]! }
    func peek(_ k: Int) -> FilmRenderer.Frame { lock.lock(); defer { lock.unlock() }; return frames[k]! }
    func setChunk(_ k: Int, _ chunk: [UInt8]) { lock.lock(); frames[k]!.apngChunk = chunk; lock.unlock() }
}

/// Hands a value that is safe to share (here: APNGWriter.encodeFrame, which touches no mutable state) to worker threads.
struct SendableBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
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
