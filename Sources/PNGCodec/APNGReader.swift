import Foundation

/// Reads an animated PNG frame by frame: chunks are parsed here, and each frame's region is
/// decoded by libpng (rewrapped as a standalone PNG), then composited onto the canvas as
/// `fcTL` says. Every frame comes out as full-canvas RGBA; a plain PNG reads as one frame.
public struct APNGReader {
    public let file: String
    public let width: Int
    public let height: Int
    /// Frames announced by `acTL` (1 for a plain PNG).
    public let frameCount: Int
    /// Per-frame delays in seconds, in order.
    public private(set) var delays: [Double] = []
    private let bytes: [UInt8]
    private let ihdr: [UInt8]
    private var chunks: [(type: String, data: ArraySlice<UInt8>)] = []

    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw PNGError(file: path, message: "cannot be read") }
        try self.init(bytes: Array(data), file: path)
    }

    public init(bytes: [UInt8], file: String) throws {
        self.file = file
        self.bytes = bytes
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunks.signature else {
            throw PNGError(file: file, message: "not a PNG file (bad signature)")
        }
        var i = 8
        var parsed: [(String, ArraySlice<UInt8>)] = []
        var sawEnd = false
        while i < bytes.count {
            guard i + 12 <= bytes.count else { throw PNGError(file: file, message: "file is truncated (chunk header at byte \(i))") }
            let length = Int(Self.u32(bytes, i))
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            guard length <= bytes.count - i - 12 else { throw PNGError(file: file, message: "file is truncated (\(type) chunk at byte \(i))") }
            let data = bytes[(i + 8)..<(i + 8 + length)]
            let crc = Self.u32(bytes, i + 8 + length)
            guard PNGCodec.crc32(Array(bytes[(i + 4)..<(i + 8 + length)])) == crc else {
                throw PNGError(file: file, message: "CRC error in \(type) chunk at byte \(i)")
            }
            parsed.append((type, data))
            i += 12 + length
            if type == "IEND" { sawEnd = true; break }
        }
        guard sawEnd else { throw PNGError(file: file, message: "file is truncated (no IEND chunk)") }
        chunks = parsed
        guard let header = parsed.first, header.0 == "IHDR", header.1.count == 13 else { throw PNGError(file: file, message: "missing IHDR") }
        ihdr = Array(header.1)
        width = Int(Self.u32(ihdr, 0)); height = Int(Self.u32(ihdr, 4))
        guard (1...100_000).contains(width), (1...100_000).contains(height) else {
            throw PNGError(file: file, message: "canvas \(width)×\(height) is out of range")
        }
        // Chunk sizes are checked before any field is read: a short chunk must not be read past.
        for (type, data) in parsed {
            let expected = ["acTL": 8, "fcTL": 26][type]
            if let expected, data.count != expected {
                throw PNGError(file: file, message: "\(type) chunk is \(data.count) bytes long; it must be \(expected)")
            }
            if type == "fdAT" && data.count < 4 { throw PNGError(file: file, message: "fdAT chunk is \(data.count) bytes long; at least 4") }
        }
        if let actl = parsed.first(where: { $0.0 == "acTL" }) {
            frameCount = Int(Self.u32(Array(actl.1), 0))
            guard (1...1_000_000).contains(frameCount) else { throw PNGError(file: file, message: "acTL announces \(frameCount) frames") }
        } else {
            frameCount = 1
        }
        let fctls = parsed.filter { $0.0 == "fcTL" }
        if fctls.isEmpty {
            delays = [0]
        } else {
            delays = fctls.map { c in
                let d = Array(c.1)
                let num = Double(UInt16(d[20]) << 8 | UInt16(d[21])), den = Double(UInt16(d[22]) << 8 | UInt16(d[23]))
                return num / (den == 0 ? 100 : den)
            }
        }
        guard delays.count == frameCount || fctls.isEmpty else {
            throw PNGError(file: file, message: "acTL announces \(frameCount) frames but \(fctls.count) fcTL chunks follow")
        }
    }

    static func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    /// A sequential iterator over the frames (each a full-canvas RGBA buffer).
    public func frames() -> APNGFrames { APNGFrames(reader: self) }

    /// Calls `body(index, rgba)` for every frame in order with the full canvas after it.
    public func forEachFrame(_ body: (Int, [UInt8]) throws -> Void) throws {
        var frames = APNGFrames(reader: self)
        var i = 0
        while let f = try frames.next() { try body(i, f); i += 1 }
    }

    /// The `fcTL` and concatenated image data of each frame (empty for a plain PNG).
    func frameGroups() throws -> [(control: [UInt8], data: [UInt8])] {
        var groups: [(control: [UInt8], data: [UInt8])] = []
        for c in chunks {
            switch c.type {
            case "fcTL": groups.append((Array(c.data), []))
            case "IDAT": if !groups.isEmpty { groups[groups.count - 1].data += c.data }
            case "fdAT": if !groups.isEmpty { groups[groups.count - 1].data += c.data.dropFirst(4) }
            default: break
            }
        }
        if !groups.isEmpty && groups.count != frameCount {
            throw PNGError(file: file, message: "\(groups.count) frames found, \(frameCount) announced")
        }
        return groups
    }

    /// A plain PNG's only frame.
    func stillFrame() throws -> [UInt8] { try PNGCodec.decode(bytes, file: file).pixels }

    func composite(_ fctl: [UInt8], _ data: [UInt8], onto canvas: inout [UInt8], frame: Int) throws {
        guard fctl.count == 26 else { throw PNGError(file: file, message: "bad fcTL of frame \(frame)") }
        let w = Int(Self.u32(fctl, 4)), h = Int(Self.u32(fctl, 8)), x = Int(Self.u32(fctl, 12)), y = Int(Self.u32(fctl, 16))
        guard w > 0, h > 0, x <= width, y <= height, x + w <= width, y + h <= height else {
            throw PNGError(file: file, message: "frame \(frame) region \(w)×\(h) at (\(x), \(y)) lies outside the \(width)×\(height) canvas")
        }
        // A standalone PNG of the region, decoded by libpng.
        var png = PNGChunks.header(width: w, height: h, format: Array(ihdr[8...]))
        PNGChunks.append("IDAT", data, to: &png)
        PNGChunks.append("IEND", [], to: &png)
        let region: RGBAImage
        do {
            region = try PNGCodec.decode(png, file: file)
        } catch let e as PNGError {
            throw PNGError(file: file, message: "frame \(frame): \(e.message)")
        }
        let blendOver = fctl[25] == 1
        if !blendOver {
            // APNG_BLEND_OP_SOURCE: the region's rows replace the canvas's.
            region.pixels.withUnsafeBytes { src in
                canvas.withUnsafeMutableBytes { dst in
                    for row in 0..<h {
                        memcpy(dst.baseAddress! + ((y + row) * width + x) * 4, src.baseAddress! + row * w * 4, w * 4)
                    }
                }
            }
            return
        }
        for row in 0..<h {
            for col in 0..<w {
                let s = (row * w + col) * 4, d = ((y + row) * width + x + col) * 4
                if blendOver && region.pixels[s + 3] < 255 {
                    let a = Int(region.pixels[s + 3])
                    for c in 0..<3 { canvas[d + c] = UInt8((Int(region.pixels[s + c]) * a + Int(canvas[d + c]) * (255 - a)) / 255) }
                    canvas[d + 3] = UInt8(min(255, a + Int(canvas[d + 3]) * (255 - a) / 255))
                } else {
                    for c in 0..<4 { canvas[d + c] = region.pixels[s + c] }
                }
            }
        }
        // dispose_op (fctl[24]) other than NONE is not produced by our writer; previous frames stay.
    }
}

/// Frames of an APNG one at a time, keeping only the current canvas in memory.
public struct APNGFrames {
    let reader: APNGReader
    private var groups: [(control: [UInt8], data: [UInt8])]?
    private var canvas: [UInt8]
    private var index = 0

    init(reader: APNGReader) {
        self.reader = reader
        canvas = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
    }

    /// The next frame's full canvas (RGBA), or nil after the last one.
    public mutating func next() throws -> [UInt8]? {
        if groups == nil { groups = try reader.frameGroups() }
        if groups!.isEmpty {
            guard index == 0 else { return nil }
            index = 1
            return try reader.stillFrame()
        }
        guard index < groups!.count else { return nil }
        let g = groups![index]
        try reader.composite(g.control, g.data, onto: &canvas, frame: index)
        index += 1
        return canvas
    }
}
