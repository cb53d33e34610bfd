import KeyboardSimulation

/// Which frames a filmstrip shows and how it lays them out.
public struct FilmstripOptions: Sendable, Equatable {
    /// Show every n-th frame (default: about 12 frames over the film).
    public var every: Int?
    /// Show frames from this time on (seconds).
    public var from: Double?
    /// Show frames up to this time (seconds).
    public var to: Double?
    /// Frames per row (default: one row up to 12 frames, else rows of 8).
    public var columns: Int?
    /// Height of each frame's picture, in pixels.
    public var thumbnailHeight: Double = 360

    public init(every: Int? = nil, from: Double? = nil, to: Double? = nil, columns: Int? = nil) {
        self.every = every; self.from = from; self.to = to; self.columns = columns
    }

    /// Whether a frame at `time` seconds lies within `from` … `to`.
    public func shows(time: Double) -> Bool {
        (from.map { time >= $0 - 1e-9 } ?? true) && (to.map { time <= $0 + 1e-9 } ?? true)
    }

    /// Frame indices shown from a film's frames; the first drifting frame is always included,
    /// even outside `from` … `to`, so the strip never hides where drift begins.
    public func sample(_ frames: [TraceFrame]) -> [Int] {
        let inRange = frames.filter { shows(time: $0.time) }
        guard !inRange.isEmpty else { return [] }
        let step = max(1, every ?? Int((Double(inRange.count) / 12).rounded(.up)))
        var picked = Set(stride(from: 0, to: inRange.count, by: step).map { inRange[$0].index })
        if let firstDrift = frames.first(where: \.isDrifting) { picked.insert(firstDrift.index) }
        return picked.sorted()
    }
}
