import CLibPNG
import Foundation

/// PNG chunk framing: length, type, data, CRC-32 of type and data; and the compressed text
/// chunk (`zTXt`) KeyboardFilm uses to carry a trace inside a snapshot image.
public enum PNGChunks {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The signature and an IHDR chunk. `format` is IHDR's last five bytes: bit depth, colour
    /// type, compression, filter and interlace methods; by default 8-bit RGBA (6) or RGB (2).
    static func header(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        header(width: width, height: height, format: [8, opaque ? 2 : 6, 0, 0, 0])
    }

    static func header(width: Int, height: Int, format: [UInt8]) -> [UInt8] {
        var out = signature
        append("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + format, to: &out)
        return out
    }

    public static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        out += bigEndian(UInt32(crc))
    }

    /// `png` with a `zTXt` chunk (keyword, NUL, method 0, zlib stream of Latin-1 text) right after
    /// IHDR. The text must be ASCII (JSON written by KeyboardFilm escapes the rest).
    public static func insertingCompressedText(_ text: String, keyword: String, into png: [UInt8]) throws -> [UInt8] {
        guard png.count >= 33, text.utf8.allSatisfy({ $0 < 0x80 }) else {
            throw PNGError(file: "<memory>", message: "cannot add a text chunk: not a PNG, or text that is not ASCII")
        }
        let raw = Array(text.utf8)
        var size = compressBound(uLong(raw.count))
        var packed = [UInt8](repeating: 0, count: Int(size))
        guard compress2(&packed, &size, raw, uLong(raw.count), 9) == Z_OK else {
            throw PNGError(file: "<memory>", message: "zlib could not compress the text chunk")
        }
        var chunk: [UInt8] = []
        append("zTXt", Array(keyword.utf8) + [0, 0] + packed[0..<Int(size)], to: &chunk)
        let afterIHDR = 8 + 25 // signature, then IHDR: length 4 + type 4 + data 13 + CRC 4
        return Array(png[0..<afterIHDR]) + chunk + Array(png[afterIHDR...])
    }

    /// The text of the first `zTXt` chunk named `keyword`, or nil. Chunk lengths are checked
    /// against the file and the text is inflated with a cap, so a damaged file is an error.
    public static func compressedText(in png: [UInt8], keyword: String, file: String, limit: Int = 64 << 20) throws -> String? {
        var i = 8
        let key = Array(keyword.utf8) + [0]
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            guard length <= png.count - i - 12 else { throw PNGError(file: file, message: "chunk \(type) runs past the end of the file") }
            let data = Array(png[(i + 8)..<(i + 8 + length)])
            if type == "zTXt", data.starts(with: key), data.count > key.count {
                let stream = Array(data[(key.count + 1)...])
                // JSON deflates about tenfold: start there and grow the buffer only if it is short.
                var capacity = min(limit, max(1 << 16, stream.count * 16))
                while true {
                    var out = [UInt8](repeating: 0, count: capacity)
                    var size = uLong(capacity)
                    let status = uncompress(&out, &size, stream, uLong(stream.count))
                    if status == Z_OK { return String(decoding: out[0..<Int(size)], as: UTF8.self) }
                    guard status == Z_BUF_ERROR, capacity < limit else {
                        throw PNGError(file: file, message: "the \(keyword) text chunk is damaged")
                    }
                    capacity = min(limit, capacity * 4)
                }
            }
            if type == "IEND" { break }
            i += 12 + length
        }
        return nil
    }
}

func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
