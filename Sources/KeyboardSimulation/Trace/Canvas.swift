/// Where a film's points land in its rendered pixels: the pixel size of each frame and where the
/// screen sits in it, at a scale the renderer chooses. Not part of the simulation: one `Trace`
/// renders at 1x, 2x or 3x without being simulated again.
public struct Canvas: Sendable, Equatable {
    /// Pixels per point.
    public var scale: Int
    /// Pixel size of each rendered frame: it holds the screen in every orientation the film passes through.
    public var width: Int, height: Int
    /// Where the screen's top-left corner sits, in pixels, at interface angle 0 in portrait.
    public var originX: Int, originY: Int

    public init(scale: Int, width: Int, height: Int, originX: Int, originY: Int) {
        self.scale = scale; self.width = width; self.height = height; self.originX = originX; self.originY = originY
    }

    /// The canvas of `storyboard` at `scale` (its own when nil): the screen's pixel size in its one
    /// orientation when the film never turns between portrait and landscape, else a square of its
    /// longer side. (The origin is where the portrait screen's corner would sit, so a
    /// landscape-only film's is negative on one axis.)
    public init(_ storyboard: Storyboard, scale: Int? = nil) {
        let s = scale ?? storyboard.scale
        let w = Int((storyboard.device.portraitSize.width * Double(s)).rounded())
        let h = Int((storyboard.device.portraitSize.height * Double(s)).rounded())
        var turns = false
        for e in storyboard.events { if let to = e.action.rotationTarget, to.isLandscape != storyboard.orientation.isLandscape { turns = true } }
        switch (storyboard.orientation.isLandscape, turns) {
        case (false, false): self.init(scale: s, width: w, height: h, originX: 0, originY: 0)
        case (true, false): self.init(scale: s, width: h, height: w, originX: (h - w) / 2, originY: (w - h) / 2)
        default:
            let side = max(w, h)
            self.init(scale: s, width: side, height: side, originX: (side - w) / 2, originY: (side - h) / 2)
        }
    }
}
