import CLibPNG
import Foundation

/// Encodes film frames as PNG, fast, by never compressing the same rows twice.
///
/// Rows are `up`-filtered and split into bands; each band is deflated from a reset stream and
/// ends byte-aligned (`Z_SYNC_FLUSH`), so bands are independent pieces of one zlib stream. A band
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

    public let bandRows: Int
    public let level: Int32
    public let strategy: Int32
    private var stream = z_stream()
    private var cache: [Band] = []
    private var filtered: [UInt8] = []
    private var deflated: [UInt8] = []
    /// Bands reused and bands compressed since creation (for benchmarks).
    public private(set) var reusedBands = 0
    public private(set) var compressedBands = 0

    struct Band {
        var key: [UInt8]
        var compressed: [UInt8]
        var adler: uLong
        var length: Int
    }

    public init(level: Int = 1, strategy: PNGEncoding.Strategy = .rle, bandRows: Int = 48) {
        self.bandRows = bandRows
        self.level = Int32(level)
        self.strategy = PNGEncoding(filter: .up, level: level, strategy: strategy).zlibStrategy
        // Raw deflate (negative window bits): the zlib header and Adler-32 are written here.
        let status = deflateInit2_(&stream, self.level, Z_DEFLATED, -15, 8, self.strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "deflateInit2 failed: \(status)")
    }

    deinit { deflateEnd(&stream) }

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
                let compressed = try deflateBand(length)
                let bandAdler = filtered.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt(length)) }
                cache[b] = Band(key: Array(key), compressed: compressed, adler: bandAdler, length: length)
                compressedBands += 1
            } else {
                reusedBands += 1
            }
            idat += cache[b].compressed
            adler = b == 0 ? cache[b].adler : adler32_combine(adler, cache[b].adler, off_t(cache[b].length))
        }
        idat += [0x03, 0x00] // an empty final block (fixed Huffman, end of block)
        idat += bigEndian(UInt32(adler))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, input == .rgbx ? 2 : 6, 0, 0, 0]
        PNGChunks.append("IHDR", ihdr, to: &png)
        PNGChunks.append("IDAT", idat, to: &png)
        PNGChunks.append("IEND", [], to: &png)
        return png
    }

    /// `up`-filters rows into `filtered` (filter byte 2, then each byte minus the one above).
    private func filter(_ base: UnsafePointer<UInt8>, rows: Range<Int>, width: Int, bytesPerRow: Int, channels: Int) -> Int {
        let rowOut = 1 + width * channels
        filtered.withUnsafeMutableBufferPointer { out in
            for (k, y) in rows.enumerated() {
                let cur = base + y * bytesPerRow
                let o = out.baseAddress! + k * rowOut
                o[0] = 2
                if y == 0 {
                    if channels == 4 { memcpy(o + 1, cur, width * 4) } else {
                        for i in 0..<width { o[1 + 3 * i] = cur[4 * i]; o[2 + 3 * i] = cur[4 * i + 1]; o[3 + 3 * i] = cur[4 * i + 2] }
                    }
                    continue
                }
                let prev = cur - bytesPerRow
                if channels == 4 {
                    for i in 0..<(width * 4) { o[1 + i] = cur[i] &- prev[i] }
                } else {
                    for i in 0..<width {
                        o[1 + 3 * i] = cur[4 * i] &- prev[4 * i]
                        o[2 + 3 * i] = cur[4 * i + 1] &- prev[4 * i + 1]
                        o[3 + 3 * i] = cur[4 * i + 2] &- prev[4 * i + 2]
                    }
                }
            }
        }
        return rows.count * rowOut
    }

    /// Deflates the first `length` bytes of `filtered` from a reset stream, ending byte-aligned.
    private func deflateBand(_ length: Int) throws -> [UInt8] {
        guard deflateReset(&stream) == Z_OK else { throw PNGError(file: "<memory>", message: "deflateReset failed") }
        let bound = Int(deflateBound(&stream, uLong(length))) + 16
        if deflated.count < bound { deflated = [UInt8](repeating: 0, count: bound) }
        let produced: Int = filtered.withUnsafeMutableBufferPointer { input in
            deflated.withUnsafeMutableBufferPointer { output in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(length)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(output.count)
                let status = deflate(&stream, Z_SYNC_FLUSH)
                return status == Z_OK && stream.avail_in == 0 ? output.count - Int(stream.avail_out) : -1
            }
        }
        guard produced >= 0 else { throw PNGError(file: "<memory>", message: "deflate failed") }
        return Array(deflated[0..<produced])
    }
}


func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
