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

struct APNGRoundTripTests {
    @Test("XXH64 matches the reference implementation (python xxhash) at every tail length")
    func xxh64() {
        let cases: [([UInt8], String)] = [
            ([], "ef46db3751d8e999"), (Array("a".utf8), "d24ec4f1a98c6e5b"), (Array("abc".utf8), "44bc2cf5ad770999"),
            (Array((0..<768).map { UInt8($0 % 256) }), "8e03c838c596036f"),
            ([UInt8](repeating: UInt8(ascii: "x"), count: 31), "60dd0d01083b99f0"),
            ([UInt8](repeating: UInt8(ascii: "y"), count: 32), "64da1f1d3495ce66"),
            ([UInt8](repeating: UInt8(ascii: "z"), count: 33), "c5241253c64e0268"),
        ]
        for (bytes, expected) in cases { #expect(XXH64.hex(bytes) == expected, "\(bytes.count) bytes") }
    }

    @Test("frames written by APNGWriter read back exactly, changed regions and all")
    func roundTrip() throws {
        let w = 23, h = 17
        var frames: [[UInt8]] = []
        var base = [UInt8](repeating: 255, count: w * h * 4)
        for f in 0..<6 {
            if f == 2 { frames.append(base); continue } // an unchanged frame
            for y in 3..<(5 + f) { for x in (f + 1)..<(f + 7) { base[(y * w + x) * 4] = UInt8(f * 40); base[(y * w + x) * 4 + 1] = UInt8(x * 9) } }
            frames.append(base)
        }
        var out: [UInt8] = []
        let writer = try APNGWriter(width: w, height: h, frameCount: frames.count, delayNumerator: 1, delayDenominator: 30, opaque: true) { out += $0 }
        for f in frames { try f.withUnsafeBytes { try writer.append($0, bytesPerRow: w * 4) } }
        #expect(writer.isComplete)
        let reader = try APNGReader(bytes: out, file: "t.png")
        #expect(reader.frameCount == 6 && reader.delays.allSatisfy { abs($0 - 1.0 / 30) < 1e-12 })
        var seen = 0
        try reader.forEachFrame { i, rgba in
            #expect(rgba == frames[i], "frame \(i)")
            seen += 1
        }
        #expect(seen == 6)
        // Truncation anywhere is an error naming the file.
        for cut in [out.count - 3, out.count / 2, 40] {
            #expect(throws: PNGError.self) {
                let r = try APNGReader(bytes: Array(out.prefix(cut)), file: "golden/x/animation.png")
                try r.forEachFrame { _, _ in }
            }
        }
    }
}
