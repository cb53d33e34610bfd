import CLibPNG
import Foundation

/// Encodes film frames as PNG, fast, by never compressing the same rows twice.
///
/// Rows are `up`-filtered and split into bands; each band is deflated on its own (by
/// `RunLengthDeflate`, or zlib from a reset stream) and ends byte-aligned, so bands are
/// independent pieces of one zlib stream. A band
/// whose rows (and the row above, which its first `up` filter reads) equal the previous frame's
/// reuses that frame's compressed bytes and Adler-32. Because a band's bytes depend only on its
/// rows, the file is the same whether or not the cache hit: output never depends on frame order
/// or thread count. One encoder per thread.
public final class BandedPNGEncoder {
    /// How input pixels are laid out.
    public enum Input: Sendable {
        /// 4 bytes per pixel, the 4th ignored; written as RGB (colour type 2).
        case rgbx
        /// 4 bytes per pixel, straight alpha; written as RGBA (colour type 6).
        case rgba
    }

    /// What deflates each band.
    public enum Compressor: Sendable {
        /// `RunLengthDeflate`: runs as distance-1 matches, Huffman codes fitted to each band;
        /// files as large as zlib's `Z_RLE`, made 2–3 times faster.
        case runLength
        /// zlib at a level and strategy.
        case zlib(level: Int, strategy: PNGEncoding.Strategy)
    }

    public let bandRows: Int
    private let deflater: Deflater?
    private var cache: [Band] = []
    private var filtered: [UInt8] = []

    struct Band {
        var key: [UInt8]
        var compressed: [UInt8]
        var adler: uLong
        var length: Int
    }

    public init(compressor: Compressor = .runLength, bandRows: Int = 48) {
        self.bandRows = bandRows
        switch compressor {
        case .runLength:
            deflater = nil
        case .zlib(let level, let strategy):
            // Raw deflate: the zlib header and Adler-32 are written here, around the bands.
            let zlibStrategy = PNGEncoding(filter: .up, level: level, strategy: strategy).zlibStrategy
            do {
                deflater = try Deflater(level: Int32(level), strategy: zlibStrategy, raw: true)
            } catch {
                preconditionFailure("zlib refused level \(level): \(error)")
            }
        }
    }

    /// Encodes `height` rows of `width` pixels, `bytesPerRow` apart.
    public func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, input: Input) throws -> [UInt8] {
        precondition(pixels.count >= bytesPerRow * height && bytesPerRow >= width * 4)
        let channels = input == .rgbx ? 3 : 4
        let rowOut = 1 + width * channels
        let bands = (height + bandRows - 1) / bandRows
        if cache.count != bands { cache = Array(repeating: Band(key: [], compressed: [], adler: 1, length: 0), count: bands) }
        if filtered.count < rowOut * bandRows { filtered = [UInt8](repeating: 0, count: rowOut * bandRows) }

        var idat: [UInt8] = [0x78, 0x01] // zlib header: deflate, 32 KiB window, fastest
        var adler: uLong = 1
        let base = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self)
        for b in 0..<bands {
            let r0 = b * bandRows, r1 = min(height, r0 + bandRows)
            let keyStart = max(0, r0 - 1)
            let key = UnsafeBufferPointer(start: base + keyStart * bytesPerRow, count: (r1 - keyStart) * bytesPerRow)
            if !(cache[b].key.count == key.count && cache[b].key.withUnsafeBytes({ memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0 })) {
                let length = filter(base, rows: r0..<r1, width: width, bytesPerRow: bytesPerRow, channels: channels)
                let compressed: [UInt8], bandAdler: uLong
                if let deflater {
                    compressed = try filtered.withUnsafeBytes { try deflater.compress(UnsafeRawBufferPointer(rebasing: $0[0..<length]), finish: false) }
                    bandAdler = filtered.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt(length)) }
                } else {
                    let band = filtered.withUnsafeBufferPointer { RunLengthDeflate.compress(UnsafeBufferPointer(rebasing: $0[0..<length])) }
                    (compressed, bandAdler) = (band.bytes, uLong(band.adler))
                }
                cache[b] = Band(key: Array(key), compressed: compressed, adler: bandAdler, length: length)
            }
            idat += cache[b].compressed
            adler = b == 0 ? cache[b].adler : adler32_combine(adler, cache[b].adler, off_t(cache[b].length))
        }
        idat += [0x03, 0x00] // an empty final block (fixed Huffman, end of block)
        idat += bigEndian(UInt32(adler))

        var png = PNGChunks.header(width: width, height: height, opaque: input == .rgbx)
        PNGChunks.append("IDAT", idat, to: &png)
        PNGChunks.append("IEND", [], to: &png)
        return png
    }

    /// `up`-filters rows into `filtered` (filter byte 2, then each byte minus the one above;
    /// the image's first row has zeros above it).
    private func filter(_ base: UnsafePointer<UInt8>, rows: Range<Int>, width: Int, bytesPerRow: Int, channels: Int) -> Int {
        let rowOut = 1 + width * channels
        filtered.withUnsafeMutableBufferPointer { out in
            for (k, y) in rows.enumerated() {
                let o = out.baseAddress! + k * rowOut
                o[0] = 2
                let row = base + y * bytesPerRow
                RowFilter.up(row, above: y == 0 ? nil : row - bytesPerRow, width: width, channels: channels, into: o + 1)
            }
        }
        return rows.count * rowOut
    }
}
