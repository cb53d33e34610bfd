import CPNGBridge
import Foundation

/// PNG row filtering (PNG spec §9), shared by every encoder here. Source rows are 4 bytes per
/// pixel (RGBA or RGBX); filtered rows keep `channels` (3 or 4) bytes per pixel.
enum RowFilter {
    /// Writes `width` pixels of `row` filtered with `up` against `above` (nil: the row above is
    /// all zeros, so the bytes are copied), without the filter-type byte.
    static func up(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, width: Int, channels: Int,
                   into out: UnsafeMutablePointer<UInt8>) {
        kbf_filter_up(row, above, width, Int32(channels == 4 ? 4 : 3), out)
    }

    /// Filter type `f` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) of packed row `cur` against
    /// `up`, `bpp` bytes per pixel.
    static func apply(_ f: Int, _ cur: [UInt8], _ up: [UInt8], bpp: Int, into out: inout [UInt8]) {
        for k in 0..<cur.count {
            let a = k >= bpp ? Int(cur[k - bpp]) : 0, b = Int(up[k]), c = k >= bpp ? Int(up[k - bpp]) : 0
            let predictor: Int
            switch f {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            default:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            }
            out[k] = cur[k] &- UInt8(predictor & 0xFF)
        }
    }

    /// The filter type with the smallest sum of absolute differences (the PNG spec's
    /// recommended heuristic), written to `out` as the type byte and the filtered row.
    static func adaptive(_ cur: [UInt8], above: [UInt8], bpp: Int, scratch: inout [UInt8], into out: UnsafeMutablePointer<UInt8>) {
        var best = Int.max
        for f in 0..<5 {
            apply(f, cur, above, bpp: bpp, into: &scratch)
            var sum = 0
            for v in scratch { sum += v < 128 ? Int(v) : 256 - Int(v) }
            if sum < best {
                best = sum
                out[0] = UInt8(f)
                scratch.withUnsafeBufferPointer { _ = memcpy(out + 1, $0.baseAddress!, cur.count) }
            }
        }
    }
}
