// libFuzzer target: bytes → two PNG/APNG files → `PNGPairDiff` (what `kbfilm diff A.png B.png`
// runs): both headers read, sizes, frame counts and the pixel limit compared, then frames
// decoded in lockstep and compared as pixelmatch does. Built into one module with
// Sources/PNGCodec and the diff's sources by Scripts/fuzz.sh.
//
// The input is both files back to back: the second starts at the second PNG signature (or
// halfway, when there is none). Chunk CRCs are rewritten so mutations reach the fields.

@_cdecl("LLVMFuzzerTestOneInput")
public func pngPairDiffFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var split = size / 2
    if size > 16, let at = (8..<(size - 7)).first(where: { Array(bytes[$0..<($0 + 8)]) == signature }) { split = at }
    var first = Array(bytes[..<split]), second = Array(bytes[split...])
    fixChunkCRCs(&first)
    fixChunkCRCs(&second)
    guard let a = try? APNGReader(bytes: first, file: "a.png"), let b = try? APNGReader(bytes: second, file: "b.png") else { return 0 }
    // A megapixel and 64 frames bound the work per input; the limit check itself is exercised
    // with the diff's own default.
    guard a.frameCount <= 64 else { return 0 }
    let limit = a.width * a.height <= 1 << 20 ? 64 : 1
    _ = try? PNGPairDiff.compare(a, b, names: ("a.png", "b.png"), threshold: 0.1, includeAntialiasing: false,
                                 maxMegapixels: limit, picture: size % 2 == 0)
    return 0
}
