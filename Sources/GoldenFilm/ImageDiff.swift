import CPixelDiff
/// How pixels are compared once their hashes differ (documented defaults).
public struct DiffPolicy: Sendable, Equatable {
    /// Outside the strict region: pixelmatch's threshold (0…1) on the YIQ colour delta; 0.1 is
    /// pixelmatch's default.
    public var threshold = 0.1
    /// Outside the strict region, pixels that look like anti-aliasing differences (pixelmatch's
    /// detection) are not counted.
    public var detectAntialiasing = true
    /// Outside the strict region, how many counted pixels a frame may differ by, as a fraction of
    /// its pixels (0.0005 = 0.05 %).
    public var looseBudget = 0.0005
    /// Inside the strict region (the bar and the keyboard's top edge): threshold 0 — any change
    /// counts — no anti-aliasing forgiveness, and a budget of 0 pixels.
    public var strictThreshold = 0.0
    /// Points around the bar and the keyboard's top edge that the strict region covers.
    public var strictMarginPoints = 4.0

    public init() {}
}

/// Where and how much two same-sized RGBA images differ.
public struct ImageDifference: Sendable {
    public var strictPixels = 0
    public var loosePixels = 0
    /// Pixels that differ but look like anti-aliasing (not counted).
    public var antialiasedPixels = 0
    /// The largest colour delta among counted pixels, 0…1 (pixelmatch's scale: √(delta / 35215)).
    public var largestDelta = 0.0
    /// Bounding box of counted pixels: x, y, width, height (nil when none).
    public var box: (x: Int, y: Int, width: Int, height: Int)?
    public var totalPixels = 0
    /// The comparison stopped once the frame was known to fail: the counts are a lower bound.
    public var stopped = false

    public func fails(_ policy: DiffPolicy) -> Bool {
        strictPixels > 0 || Double(loosePixels) > policy.looseBudget * Double(totalPixels)
    }
}

/// A pixelmatch-style perceptual comparison (YIQ colour delta with anti-aliasing detection), with a
/// strict rectangle inside which any change counts.
public enum ImageDiff {
    /// What each pixel turned out to be, for the diff picture.
    public enum Mark: UInt8 { case same = 0, antialiased, loose, strict }

    /// Compares `expected` and `actual` (RGBA, width × height); pixels in `strict` (x0, y0, x1, y1)
    /// follow the strict rules. `marks`, if given, receives a mark per pixel.
    public static func compare(_ expected: [UInt8], _ actual: [UInt8], width: Int, height: Int,
                               strict: (x0: Int, y0: Int, x1: Int, y1: Int)?, policy: DiffPolicy,
                               marks: UnsafeMutableBufferPointer<UInt8>? = nil) -> ImageDifference {
        compare(expected, actual, width: width, height: height, strictBoxes: strict.map { [$0] } ?? [], policy: policy, marks: marks)
    }

    /// The same with a strict region of several rectangles (a filmstrip's bar band in every cell).
    /// The per-pixel work is C (`CPixelDiff`): a user's `swift test` builds this module without
    /// optimization, where the same loop in Swift compares a frame many times more slowly.
    /// With `verdictOnly`, the comparison stops as soon as the frame is known to fail (the
    /// strict region first): the counts are then partial and `stopped` is set.
    public static func compare(_ expected: [UInt8], _ actual: [UInt8], width: Int, height: Int,
                               strictBoxes strict: [(x0: Int, y0: Int, x1: Int, y1: Int)], policy: DiffPolicy,
                               marks: UnsafeMutableBufferPointer<UInt8>? = nil, verdictOnly: Bool = false) -> ImageDifference {
        precondition(expected.count == width * height * 4 && actual.count == expected.count, "sizes are checked by the caller")
        precondition(marks.map { $0.count >= width * height } ?? true)
        let boxes = strict.map { kbf_box(x0: $0.x0, y0: $0.y0, x1: $0.x1, y1: $0.y1) }
        var r = kbf_diff_result()
        expected.withUnsafeBufferPointer { a in
            actual.withUnsafeBufferPointer { b in
                boxes.withUnsafeBufferPointer { s in
                    kbf_image_diff(a.baseAddress, b.baseAddress, width, height, s.baseAddress, s.count,
                                   35215 * policy.threshold * policy.threshold, 35215 * policy.strictThreshold * policy.strictThreshold,
                                   policy.detectAntialiasing ? 1 : 0, verdictOnly ? Int(policy.looseBudget * Double(width * height)) : -1,
                                   marks?.baseAddress, &r)
                }
            }
        }
        var result = ImageDifference()
        result.totalPixels = width * height
        result.strictPixels = r.strict_pixels
        result.loosePixels = r.loose_pixels
        result.antialiasedPixels = r.antialiased_pixels
        result.largestDelta = r.largest_delta.squareRoot()
        if r.max_x >= 0 { result.box = (r.min_x, r.min_y, r.max_x - r.min_x + 1, r.max_y - r.min_y + 1) }
        result.stopped = r.stopped != 0
        return result
    }
}
