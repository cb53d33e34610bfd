import PNGCodec

/// Two images compared as the `pixelmatch` tool compares them: the YIQ colour delta against a
/// threshold, with pixels that look like anti-aliasing counted apart (and not as differences
/// unless asked). `kbfilm diff A.png B.png` prints these counts.
public struct PixelmatchDiff: Sendable, Equatable {
    /// Pixels that differ beyond the threshold (anti-aliasing included only with `includeAntialiasing`).
    public var different: Int
    /// Pixels beyond the threshold that look like anti-aliasing.
    public var antialiased: Int
    public var width: Int
    public var height: Int
    public var total: Int { width * height }

    /// Compares two decoded images of equal size. `threshold` is pixelmatch's (0 … 1, default 0.1).
    /// With `diffImage`, also returns pixelmatch's picture: the first image faded to grey, differing
    /// pixels red, anti-aliasing yellow.
    public static func compare(_ a: RGBAImage, _ b: RGBAImage, threshold: Double = 0.1, includeAntialiasing: Bool = false,
                               diffImage: Bool = false) -> (PixelmatchDiff, RGBAImage?) {
        precondition(a.width == b.width && a.height == b.height, "sizes are checked by the caller")
        var policy = DiffPolicy()
        policy.threshold = threshold
        policy.detectAntialiasing = true
        var marks = [UInt8](repeating: 0, count: a.width * a.height)
        let d = marks.withUnsafeMutableBufferPointer {
            ImageDiff.compare(a.pixels, b.pixels, width: a.width, height: a.height, strict: nil, policy: policy, marks: $0)
        }
        let result = PixelmatchDiff(different: d.loosePixels + (includeAntialiasing ? d.antialiasedPixels : 0),
                                    antialiased: d.antialiasedPixels, width: a.width, height: a.height)
        guard diffImage else { return (result, nil) }
        var out = [UInt8](repeating: 255, count: a.pixels.count)
        for p in 0..<(a.width * a.height) {
            let i = p * 4
            let c: (UInt8, UInt8, UInt8)
            switch ImageDiff.Mark(rawValue: marks[p]) ?? .same {
            case .loose, .strict: c = (255, 0, 0)
            case .antialiased: c = includeAntialiasing ? (255, 0, 0) : (255, 255, 0)
            case .same:
                // pixelmatch's background: the first image's luma, blended 10 % over white.
                let alpha = Double(a.pixels[i + 3]) / 255
                let y = 0.29889531 * Double(a.pixels[i]) + 0.58662247 * Double(a.pixels[i + 1]) + 0.11448223 * Double(a.pixels[i + 2])
                let v = UInt8(max(0, min(255, (255 + (y - 255) * 0.1 * alpha).rounded())))
                c = (v, v, v)
            }
            out[i] = c.0; out[i + 1] = c.1; out[i + 2] = c.2
        }
        return (result, RGBAImage(width: a.width, height: a.height, pixels: out))
    }
}
