import CLibPNG
import Foundation

/// Writes a lossless animated PNG frame by frame (Debian's libpng has no APNG API, so the
/// `acTL`, `fcTL` and `fdAT` chunks are written here). Frame 0 is the default image (`IDAT`);
/// each later frame stores only the rectangle that changed since the previous one, drawn with
/// `APNG_BLEND_OP_SOURCE` over a kept canvas (`APNG_DISPOSE_OP_NONE`). Bytes go to a sink as
/// they are made, so memory stays flat however long the film.
public final class APNGWriter {
    public let width: Int
    public let height: Int
    public let frameCount: Int
    /// Per-frame delay as a fraction of a second.
    public let delayNumerator: UInt16
    public let delayDenominator: UInt16
    /// RGB (opaque) or RGBA output.
    public let opaque: Bool
    private let sink: ([UInt8]) throws -> Void
    private var previous: [UInt8] = []
    private var written = 0
    private let level: Int32
    /// Choose each row's filter by the minimum-sum-of-absolute-differences heuristic (smaller
    /// files, slower) instead of always `up`.
    public var adaptiveFilters = false

    /// `delay` = numerator / denominator seconds per frame; `loops` 0 = forever.
    public init(width: Int, height: Int, frameCount: Int, delayNumerator: UInt16, delayDenominator: UInt16,
                opaque: Bool, loops: UInt32 = 0, level: Int = 1, sink: @escaping ([UInt8]) throws -> Void) throws {
        precondition(frameCount > 0 && width > 0 && height > 0)
        self.width = width; self.height = height; self.frameCount = frameCount
        self.delayNumerator = delayNumerator; self.delayDenominator = delayDenominator
        self.opaque = opaque; self.sink = sink; self.level = Int32(level)
        var head = PNGChunks.header(width: width, height: height, opaque: opaque)
        PNGChunks.append("acTL", bigEndian(UInt32(frameCount)) + bigEndian(loops), to: &head)
        try sink(head)
    }

    /// Appends the next frame: `pixels` holds `height` rows of straight RGBA (or RGBX when
    /// `opaque`), `bytesPerRow` apart.
    public func append(_ pixels: UnsafeRawBufferPointer, bytesPerRow: Int) throws {
        let rowBytes = width * 4
        var current = [UInt8](repeating: 0, count: rowBytes * height)
        current.withUnsafeMutableBytes { dst in
            for y in 0..<height { memcpy(dst.baseAddress! + y * rowBytes, pixels.baseAddress! + y * bytesPerRow, rowBytes) }
        }
        let chunk: [UInt8] = try current.withUnsafeBytes { cur in
            if written == 0 { return try encodeFrame(index: 0, previous: nil, current: cur) }
            return try previous.withUnsafeBytes { try encodeFrame(index: written, previous: $0, current: cur) }
        }
        try appendEncoded(chunk)
        previous = current
    }

    /// The chunks of frame `index` (its `fcTL` and `IDAT`/`fdAT`), from the frame before it and
    /// itself, both packed RGBA/RGBX rows. Safe to call from several threads at once: encoding
    /// frames in parallel and appending them in order gives the same file as `append`.
    public func encodeFrame(index: Int, previous: UnsafeRawBufferPointer?, current: UnsafeRawBufferPointer) throws -> [UInt8] {
        var region = (x: 0, y: 0, w: width, h: height)
        if index > 0, let previous { region = changedRegion(previous, current) ?? (0, 0, 1, 1) }
        // Sequence numbers follow from the index: frame 0 has fcTL 0 (and IDAT); frame i ≥ 1
        // has fcTL 2i − 1 and one fdAT 2i.
        let controlSequence = index == 0 ? 0 : UInt32(2 * index - 1)
        var chunk: [UInt8] = []
        var fctl = bigEndian(controlSequence) + bigEndian(UInt32(region.w)) + bigEndian(UInt32(region.h))
        fctl += bigEndian(UInt32(region.x)) + bigEndian(UInt32(region.y))
        fctl += [UInt8(delayNumerator >> 8), UInt8(delayNumerator & 0xFF), UInt8(delayDenominator >> 8), UInt8(delayDenominator & 0xFF)]
        fctl += [0, 0] // dispose: none; blend: source
        PNGChunks.append("fcTL", fctl, to: &chunk)
        let data = try compress(current, region)
        if index == 0 {
            PNGChunks.append("IDAT", data, to: &chunk)
        } else {
            PNGChunks.append("fdAT", bigEndian(controlSequence + 1) + data, to: &chunk)
        }
        return chunk
    }

    /// Writes frames' chunks made by `encodeFrame`, in order; the last one closes the file.
    public func appendEncoded(_ chunk: [UInt8]) throws {
        guard written < frameCount else { throw PNGError(file: "<apng>", message: "more frames than announced (\(frameCount))") }
        written += 1
        var out = chunk
        if written == frameCount { PNGChunks.append("IEND", [], to: &out) }
        try sink(out)
    }

    /// Whether every announced frame has been appended (the file is then complete).
    public var isComplete: Bool { written == frameCount }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    func changedRegion(_ pa: UnsafeRawBufferPointer, _ pb: UnsafeRawBufferPointer) -> (x: Int, y: Int, w: Int, h: Int)? {
        let rowBytes = width * 4
        do {
            do {
                func rowDiffers(_ y: Int) -> Bool { memcmp(pa.baseAddress! + y * rowBytes, pb.baseAddress! + y * rowBytes, rowBytes) != 0 }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                var left = width, right = -1
                let wa = pa.bindMemory(to: UInt32.self), wb = pb.bindMemory(to: UInt32.self)
                for y in top...bottom {
                    let row = y * width
                    var x = 0
                    while x < min(left, width) && wa[row + x] == wb[row + x] { x += 1 }
                    left = min(left, x)
                    var r = width - 1
                    while r > max(right, -1) && wa[row + r] == wb[row + r] { r -= 1 }
                    right = max(right, r)
                }
                return (left, top, right - left + 1, bottom - top + 1)
            }
        }
    }

    /// A zlib stream of the region's rows: `up`-filtered (the first row with filter none), or
    /// with each row's filter chosen adaptively.
    func compress(_ pixels: UnsafeRawBufferPointer, _ r: (x: Int, y: Int, w: Int, h: Int)) throws -> [UInt8] {
        let channels = opaque ? 3 : 4
        let rowBytes = r.w * channels
        let rowOut = 1 + rowBytes
        var raw = [UInt8](repeating: 0, count: rowOut * r.h)
        let p = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self)
        raw.withUnsafeMutableBufferPointer { o in
            // Packed rows: the current one, the one above (zeros above the region's first), scratch.
            var rows = [UInt8](repeating: 0, count: 3 * rowBytes)
            rows.withUnsafeMutableBufferPointer { b in
                var current = b.baseAddress!, above = b.baseAddress! + rowBytes
                let scratch = b.baseAddress! + 2 * rowBytes
                for j in 0..<r.h {
                    let src = p + ((r.y + j) * width + r.x) * 4
                    let out = o.baseAddress! + j * rowOut
                    if !adaptiveFilters {
                        // The region's first row has filter none: the row above lies outside it.
                        out[0] = j == 0 ? 0 : 2
                        RowFilter.up(src, above: j == 0 ? nil : src - width * 4, width: r.w, channels: channels, into: out + 1)
                        continue
                    }
                    RowFilter.adaptive(src, above: above, width: r.w, channels: channels, current: current, scratch: scratch, into: out)
                    swap(&current, &above)
                }
            }
        }
        // A deflater per call: frames are encoded on several threads at once.
        return try raw.withUnsafeBytes { try Deflater(level: level, strategy: Z_DEFAULT_STRATEGY, raw: false).compress($0, finish: true) }
    }
}
