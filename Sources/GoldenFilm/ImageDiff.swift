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
    public static func compare(_ expected: [UInt8], _ actual: [UInt8], width: Int, height: Int,
                               strictBoxes strict: [(x0: Int, y0: Int, x1: Int, y1: Int)], policy: DiffPolicy,
                               marks: UnsafeMutableBufferPointer<UInt8>? = nil) -> ImageDifference {
        var result = ImageDifference()
        result.totalPixels = width * height
        let looseMax = 35215 * policy.threshold * policy.threshold
        let strictMax = 35215 * policy.strictThreshold * policy.strictThreshold
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        expected.withUnsafeBufferPointer { a in
            actual.withUnsafeBufferPointer { b in
                a.withMemoryRebound(to: UInt32.self) { wa in
                    b.withMemoryRebound(to: UInt32.self) { wb in
                        for y in 0..<height {
                            for x in 0..<width {
                                let p = y * width + x
                                if wa[p] == wb[p] { continue } // identical pixels: the common case
                                let delta = colorDelta(a, b, p * 4, p * 4, yOnly: false)
                                let inStrict = strict.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
                                var mark = Mark.same
                                if inStrict {
                                    if abs(delta) > strictMax { mark = .strict }
                                } else if abs(delta) > looseMax {
                                    if policy.detectAntialiasing && (antialiased(a, x, y, width, height, b) || antialiased(b, x, y, width, height, a)) {
                                        mark = .antialiased
                                    } else {
                                        mark = .loose
                                    }
                                }
                                marks?[p] = mark.rawValue
                                switch mark {
                                case .same: continue
                                case .antialiased: result.antialiasedPixels += 1; continue
                                case .loose: result.loosePixels += 1
                                case .strict: result.strictPixels += 1
                                }
                                result.largestDelta = max(result.largestDelta, (abs(delta) / 35215).squareRoot())
                                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                            }
                        }
                    }
                }
            }
        }
        if maxX >= 0 { result.box = (minX, minY, maxX - minX + 1, maxY - minY + 1) }
        return result
    }

    /// pixelmatch's colour delta: squared YIQ distance (signed by which is brighter), after
    /// blending translucent pixels over white.
    @inline(__always)
    static func colorDelta(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ j: Int, yOnly: Bool) -> Double {
        func blended(_ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> (Double, Double, Double) {
            let alpha = Double(p[k + 3]) / 255
            func c(_ v: UInt8) -> Double { alpha < 1 ? 255 + (Double(v) - 255) * alpha : Double(v) }
            return (c(p[k]), c(p[k + 1]), c(p[k + 2]))
        }
        let (r1, g1, b1) = blended(a, i), (r2, g2, b2) = blended(b, j)
        let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
        let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
        let dy = y1 - y2
        if yOnly { return dy }
        let di = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let dq = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -delta : delta
    }

    /// pixelmatch's anti-aliasing test: the pixel sits between a darker and a brighter
    /// neighbour, and one of those lies in a flat area in both images.
    static func antialiased(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int,
                            _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let pos = (y1 * w + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var lo = 0.0, hi = 0.0, loX = 0, loY = 0, hiX = 0, hiY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(img, img, pos, (y * w + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < lo {
                    lo = delta; loX = x; loY = y
                } else if delta > hi {
                    hi = delta; hiX = x; hiY = y
                }
            }
        }
        if lo == 0 || hi == 0 { return false }
        return (manySiblings(img, loX, loY, w, h) && manySiblings(other, loX, loY, w, h))
            || (manySiblings(img, hiX, hiY, w, h) && manySiblings(other, hiX, hiY, w, h))
    }

    /// Whether a pixel has more than two identical neighbours.
    static func manySiblings(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let pos = (y1 * w + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let q = (y * w + x) * 4
                if img[pos] == img[q] && img[pos + 1] == img[q + 1] && img[pos + 2] == img[q + 2] && img[pos + 3] == img[q + 3] {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
