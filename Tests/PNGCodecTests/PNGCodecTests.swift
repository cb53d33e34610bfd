import Foundation
import Testing
@testable import PNGCodec

struct PNGCodecTests {
    /// A deterministic test image with every alpha level.
    static func image(width: Int = 37, height: Int = 23, opaque: Bool) -> RGBAImage {
        var px: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                px += [UInt8((x * 7) & 255), UInt8((y * 11) & 255), UInt8((x * y) & 255), opaque ? 255 : UInt8((x + y * width) & 255)]
            }
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    @Test("encode then decode returns the same pixels, for every filter and strategy")
    func roundTrip() throws {
        let filters: [PNGEncoding.Filter] = [.none, .sub, .up, .average, .paeth, .adaptive]
        let strategies: [PNGEncoding.Strategy] = [.default, .filtered, .huffmanOnly, .rle]
        for opaque in [true, false] {
            let img = Self.image(opaque: opaque)
            for f in filters {
                for s in strategies {
                    let png = try PNGCodec.encode(img, encoding: PNGEncoding(filter: f, level: 6, strategy: s))
                    #expect(try PNGCodec.decode(png) == img)
                }
            }
        }
    }

    @Test("opaque images are written as RGB (colour type 2), others as RGBA (6); no time chunk")
    func colourType() throws {
        let rgb = try PNGCodec.encode(Self.image(opaque: true))
        let rgba = try PNGCodec.encode(Self.image(opaque: false))
        #expect(rgb[25] == 2 && rgba[25] == 6) // IHDR colour type byte
        #expect(!String(decoding: rgb, as: UTF8.self).contains("tIME"))
    }

    @Test("same pixels give the same bytes")
    func deterministic() throws {
        #expect(try PNGCodec.encode(Self.image(opaque: false)) == PNGCodec.encode(Self.image(opaque: false)))
    }

    @Test("a truncated or corrupt PNG throws an error that names the file; the process survives")
    func truncated() throws {
        let png = try PNGCodec.encode(Self.image(opaque: false))
        for cut in [png.count / 2, png.count - 5, 20, 3] {
            #expect(throws: PNGError.self) { try PNGCodec.decode(Array(png.prefix(cut)), file: "golden/frame-0003.png") }
            do { _ = try PNGCodec.decode(Array(png.prefix(cut)), file: "golden/frame-0003.png") } catch {
                #expect("\(error)".contains("golden/frame-0003.png"))
            }
        }
        var corrupt = png
        corrupt[png.count / 2] ^= 0xFF
        #expect(throws: PNGError.self) { try PNGCodec.decode(corrupt, file: "x.png") }
        #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: "/nonexistent/x.png") }
    }

    @Test("CRC-32 matches the standard check value")
    func crc() {
        #expect(PNGCodec.crc32(Array("123456789".utf8)) == 0xCBF43926)
    }
}
