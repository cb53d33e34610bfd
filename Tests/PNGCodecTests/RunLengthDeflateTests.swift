import CLibPNG
import Foundation
import TestSupport
import Testing
@testable import PNGCodec

/// The frames' deflate: what zlib's own inflate reads back, and the Adler-32 zlib computes.
struct RunLengthDeflateTests {
    /// Inputs that reach every path: nothing, one byte, runs of every length around the match
    /// limits (2, 3, 258, 259, 517), noise, and rows like a frame's (flat, with edges).
    static let inputs: [(String, [UInt8])] = {
        var g = Seeded(seed: 0x5EED_DEF1)  // the same noise on every run
        var runs: [UInt8] = []
        for (k, length) in [1, 2, 3, 4, 8, 9, 17, 257, 258, 259, 516, 517, 1000].enumerated() {
            runs += [UInt8](repeating: UInt8(k * 19 & 255), count: length)
        }
        var frameLike: [UInt8] = []
        for row in 0..<48 {
            frameLike.append(2)
            for x in 0..<(390 * 3) { frameLike.append(row % 7 == 0 && x % 97 < 5 ? UInt8((x * 31 + row) & 255) : 0) }
        }
        let noise = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &g) }
        // A skewed alphabet: some symbols are rare enough to need long codes.
        var skewed: [UInt8] = []
        for (k, count) in [(1, 40000), (2, 20000), (3, 10000), (4, 5000), (5, 2500), (6, 1200), (7, 600), (8, 300), (9, 150), (10, 75), (11, 37), (12, 18), (13, 9), (14, 4), (15, 2), (16, 1), (17, 1)] {
            for _ in 0..<count { skewed.append(UInt8(k)); skewed.append(0) }
        }
        skewed.shuffle(using: &g)
        return [("empty", []), ("one byte", [7]), ("two equal bytes", [0, 0]), ("runs", runs), ("frame-like rows", frameLike),
                ("noise", noise), ("a skewed alphabet", skewed), ("all zeros", [UInt8](repeating: 0, count: 70000))]
    }()

    /// zlib's own inflate of a stream made of `pieces` (zlib header, the pieces, a final empty
    /// block, the Adler-32 of their inputs combined by zlib).
    func inflate(_ pieces: [[UInt8]], adler: UInt32, expectedLength: Int) -> [UInt8]? {
        let stream: [UInt8] = [0x78, 0x01] + pieces.flatMap { $0 } + [0x03, 0x00]
            + [UInt8(adler >> 24), UInt8(adler >> 16 & 255), UInt8(adler >> 8 & 255), UInt8(adler & 255)]
        var out = [UInt8](repeating: 0, count: expectedLength + 1)
        var length = uLongf(out.count)
        let status = uncompress(&out, &length, stream, uLong(stream.count))
        return status == Z_OK ? Array(out[0..<Int(length)]) : nil
    }

    @Test("zlib inflates every piece back to its input, and the Adler-32 is zlib's", arguments: Self.inputs.map(\.0))
    func roundTrip(name: String) {
        let input = Self.inputs.first { $0.0 == name }!.1
        let (bytes, adler) = input.withUnsafeBufferPointer { RunLengthDeflate.compress($0) }
        let zlibAdler = UInt32(input.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) })
        #expect(adler == zlibAdler)
        #expect(inflate([bytes], adler: adler, expectedLength: input.count) == input)
    }

    @Test("pieces compressed apart concatenate into one stream; runs cost far less than their bytes")
    func concatenation() {
        let a = Self.inputs.first { $0.0 == "frame-like rows" }!.1, b = Self.inputs.first { $0.0 == "runs" }!.1
        let pa = a.withUnsafeBufferPointer { RunLengthDeflate.compress($0) }, pb = b.withUnsafeBufferPointer { RunLengthDeflate.compress($0) }
        let combined = UInt32(adler32_combine(uLong(pa.adler), uLong(pb.adler), off_t(b.count)))
        #expect(inflate([pa.bytes, pb.bytes], adler: combined, expectedLength: a.count + b.count) == a + b)
        // 70 000 zeros: 272 matches of at most 258 bytes, well under a byte each.
        let zeros = [UInt8](repeating: 0, count: 70000)
        #expect(zeros.withUnsafeBufferPointer { RunLengthDeflate.compress($0) }.bytes.count < 400)
    }
}
