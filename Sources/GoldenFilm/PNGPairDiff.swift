import PNGCodec

/// `kbfilm diff A.png B.png`: two PNG or animated PNG files compared as pixelmatch compares
/// them, frame by frame. Headers are compared first (sizes, frame counts, the pixel limit), so
/// no pixel of a mismatched or oversized pair is decoded; then frames are decoded in lockstep,
/// one of each at a time.
public struct PNGPairDiff: Sendable {
    public var width: Int, height: Int
    /// Frames compared (1 for plain PNGs).
    public var frames = 0
    public var different = 0, antialiased = 0
    public var firstDifferingFrame: Int?
    /// pixelmatch's diff picture of frame 0, or of the first differing frame (when asked for).
    public var picture: RGBAImage?
    /// Every pixel of every frame.
    public var total: Int { width * height * max(1, frames) }

    /// Why two files cannot be compared (bad input, not a difference).
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Compares `a` (named `nameA`) and `b`. Throws `Refusal` for pairs that cannot be compared
    /// and `PNGError` for damaged files.
    public static func compare(_ a: APNGReader, _ b: APNGReader, names: (String, String), threshold: Double,
                               includeAntialiasing: Bool, maxMegapixels: Int, picture wanted: Bool) throws -> PNGPairDiff {
        guard a.width == b.width, a.height == b.height else {
            throw Refusal(description: "sizes differ: \(names.0) is \(a.width)×\(a.height), \(names.1) is \(b.width)×\(b.height)")
        }
        guard a.frameCount == b.frameCount else {
            throw Refusal(description: "frame counts differ: \(names.0) holds \(a.frameCount) frames, \(names.1) \(b.frameCount): they cannot be compared frame by frame")
        }
        let pixels = a.width * a.height
        guard pixels <= maxMegapixels * 1_000_000 else {
            throw Refusal(description: "\(a.width)×\(a.height) is \(pixels / 1_000_000) megapixels, over --max-pixels \(maxMegapixels): comparing needs about \(pixels * 12 / 1_000_000) MB; raise --max-pixels if the machine has it")
        }
        var result = PNGPairDiff(width: a.width, height: a.height)
        var fa = a.frames(), fb = b.frames()
        while let pa = try fa.next(), let pb = try fb.next() {
            let ia = RGBAImage(width: a.width, height: a.height, pixels: pa), ib = RGBAImage(width: b.width, height: b.height, pixels: pb)
            // The picture is frame 0's, replaced once by the first differing frame's: at most one
            // frame is compared twice.
            func compare(picture: Bool) -> (PixelmatchDiff, RGBAImage?) {
                PixelmatchDiff.compare(ia, ib, threshold: threshold, includeAntialiasing: includeAntialiasing, diffImage: picture)
            }
            let index = result.frames
            let (counts, image) = compare(picture: wanted && index == 0)
            if index == 0 { result.picture = image }
            result.different += counts.different
            result.antialiased += counts.antialiased
            if counts.different > 0 && result.firstDifferingFrame == nil {
                result.firstDifferingFrame = index
                if wanted && index > 0 { result.picture = compare(picture: true).1 }
            }
            result.frames += 1
        }
        return result
    }
}
