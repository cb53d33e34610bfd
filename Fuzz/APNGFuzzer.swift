// libFuzzer target: bytes → APNGReader (chunk walk, acTL/fcTL, every frame decoded through
// libpng and composited). Built into one module with Sources/PNGCodec by Scripts/fuzz.sh.
//
// Mutated chunks would almost all fail their CRC check, so the target first rewrites every
// complete chunk's CRC: the fuzzer's changes then reach the code that reads the fields.

@_cdecl("LLVMFuzzerTestOneInput")
public func apngFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fixChunkCRCs(&bytes)
    guard let reader = try? APNGReader(bytes: bytes, file: "fuzz.png") else { return 0 }
    // Bound the work per input: the canvas is allocated once per frame.
    guard reader.width * reader.height <= 1 << 20, reader.frameCount <= 64 else { return 0 }
    try? reader.forEachFrame { _, _ in }
    return 0
}

private let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

private func fixChunkCRCs(_ b: inout [UInt8]) {
    var i = 8
    while i + 12 <= b.count {
        let length = Int(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]))
        guard length <= b.count - i - 12 else { return }
        var c: UInt32 = 0xFFFF_FFFF
        for k in (i + 4)..<(i + 8 + length) { c = crcTable[Int((c ^ UInt32(b[k])) & 0xFF)] ^ (c >> 8) }
        c ^= 0xFFFF_FFFF
        let at = i + 8 + length
        b[at] = UInt8(c >> 24); b[at + 1] = UInt8((c >> 16) & 0xFF); b[at + 2] = UInt8((c >> 8) & 0xFF); b[at + 3] = UInt8(c & 0xFF)
        i = at + 4
    }
}
