import CPNGBridge
import CLibPNG
import Foundation

/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows packed.
public struct RGBAImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBA buffer size must be width × height × 4")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The pixel at (x, y) as (r, g, b, a).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// A PNG that cannot be read or written; names the file.
public struct PNGError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var message: String
    public var description: String { "\(file): \(message)" }
    public init(file: String, message: String) { self.file = file; self.message = message }
}

/// How PNG rows are filtered and compressed. Chosen explicitly: libpng's adaptive filter
/// choice alone costs ≈40 ms on a 1170×2532 frame.
public struct PNGEncoding: Sendable, Equatable {
    public enum Filter: Sendable { case none, sub, up, average, paeth, adaptive }
    public enum Strategy: Sendable { case `default`, filtered, huffmanOnly, rle }

    public var filter: Filter
    /// zlib level 0…9.
    public var level: Int
    public var strategy: Strategy

    public init(filter: Filter, level: Int, strategy: Strategy) {
        self.filter = filter; self.level = level; self.strategy = strategy
    }

    /// Frames: flat UI areas become runs of zeros after `up`, which `Z_RLE` compresses fast.
    public static let frames = PNGEncoding(filter: .up, level: 1, strategy: .rle)
    /// Small, for committed goldens and docs.
    public static let compact = PNGEncoding(filter: .paeth, level: 9, strategy: .default)

    var filterMask: Int32 {
        switch filter {
        case .none: return 0x08 // PNG_FILTER_NONE
        case .sub: return 0x10
        case .up: return 0x20
        case .average: return 0x40
        case .paeth: return 0x80
        case .adaptive: return 0xF8
        }
    }

    var zlibStrategy: Int32 {
        switch strategy {
        case .default: return Z_DEFAULT_STRATEGY
        case .filtered: return Z_FILTERED
        case .huffmanOnly: return Z_HUFFMAN_ONLY
        case .rle: return Z_RLE
        }
    }
}

/// The NUL-terminated message a C function left in `buffer`.
private func message(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// libpng and zlib, wrapped so that no error path can abort the process.
public enum PNGCodec {
    /// Encodes rows of 8-bit pixels. `channels` is 3 (RGB) or 4 (RGBA); with `bytesPerPixel`
    /// 4 and `channels` 3 the fourth byte of each pixel is dropped (RGBX input).
    public static func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
                              bytesPerPixel: Int, channels: Int, encoding: PNGEncoding = .frames) throws -> [UInt8] {
        precondition(pixels.count >= bytesPerRow * height)
        var buffer = kbf_buffer(data: nil, length: 0, capacity: 0)
        defer { kbf_free(buffer.data) }
        var err = [CChar](repeating: 0, count: 256)
        let status = kbf_png_encode(pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(width), UInt32(height),
                                    bytesPerRow, Int32(channels), (channels == 3 && bytesPerPixel == 4) ? 1 : 0,
                                    encoding.filterMask, Int32(encoding.level), encoding.zlibStrategy, &buffer, &err, err.count)
        guard status == 0 else { throw PNGError(file: "<memory>", message: message(err)) }
        return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.length))
    }

    /// Encodes a straight-alpha RGBA image, as RGB when every pixel is opaque.
    public static func encode(_ image: RGBAImage, encoding: PNGEncoding = .frames) throws -> [UInt8] {
        var opaque = true
        for i in stride(from: 3, to: image.pixels.count, by: 4) where image.pixels[i] != 255 { opaque = false; break }
        return try image.pixels.withUnsafeBytes {
            try encode($0, width: image.width, height: image.height, bytesPerRow: image.width * 4,
                       bytesPerPixel: 4, channels: opaque ? 3 : 4, encoding: encoding)
        }
    }

    /// Decodes PNG bytes to RGBA; `file` names the source in errors.
    public static func decode(_ bytes: [UInt8], file: String = "<memory>") throws -> RGBAImage {
        var out: UnsafeMutablePointer<UInt8>?
        var w: UInt32 = 0, h: UInt32 = 0
        var err = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer {
            kbf_png_decode($0.baseAddress, $0.count, &out, &w, &h, &err, err.count)
        }
        guard status == 0, let out else { throw PNGError(file: file, message: "not a readable PNG: " + message(err)) }
        defer { kbf_free(out) }
        return RGBAImage(width: Int(w), height: Int(h), pixels: Array(UnsafeBufferPointer(start: out, count: Int(w) * Int(h) * 4)))
    }

    /// Reads and decodes the PNG file at `path`.
    public static func decode(contentsOf path: String) throws -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PNGError(file: path, message: "cannot be read")
        }
        return try decode(Array(data), file: path)
    }

    /// CRC-32 as PNG chunks use it.
    public static func crc32(_ bytes: [UInt8], initial: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CLibPNG.crc32(uLong(initial), $0.baseAddress, uInt($0.count))) }
    }
}
