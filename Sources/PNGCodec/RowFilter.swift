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

    /// Packs `width` RGBA pixels of `row` into `current` (3 or 4 bytes each) and writes to `out`
    /// the filter type with the smallest sum of absolute differences against the packed row
    /// `above` (the PNG spec's recommended heuristic), then the filtered row. In C: users' debug
    /// builds (`kbfilm diff`'s review) run this for every row of every frame.
    static func adaptive(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, width: Int, channels: Int,
                         current: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        kbf_filter_adaptive(row, above, width, Int32(channels), current, scratch, out)
    }
}
