// libFuzzer target: bytes → APNGReader (chunk walk, acTL/fcTL, every frame decoded through
// libpng and composited). Built into one module with Sources/PNGCodec by Scripts/fuzz.sh.
//
// Mutated chunks would almost all fail their CRC check, so the target first rewrites every
// complete chunk's CRC (ChunkCRC.swift): the fuzzer's changes then reach the code that reads the fields.

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
