// Shared by the PNG fuzz targets: rewrites every complete chunk's CRC, so a mutated chunk is
// read instead of refused at its checksum.

private let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

func fixChunkCRCs(_ b: inout [UInt8]) {
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
