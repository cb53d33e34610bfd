/// XXH64 (seed 0), a fast non-cryptographic 64-bit hash: golden manifests record one per frame
/// so that verifying an unchanged frame costs a hash, not a decode.
public enum XXH64 {
    static let p1: UInt64 = 0x9E3779B185EBCA87, p2: UInt64 = 0xC2B2AE3D27D4EB4F, p3: UInt64 = 0x165667B19E3779F9
    static let p4: UInt64 = 0x85EBCA77C2B2AE63, p5: UInt64 = 0x27D4EB2F165667C5

    // Masking shifts: one rotate instruction, no branch for a shift of 64 or more.
    @inline(__always) static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x &<< r) | (x &>> (64 &- r)) }
    @inline(__always) static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 { rotl(acc &+ input &* p2, 31) &* p1 }
    @inline(__always) static func merge(_ acc: UInt64, _ v: UInt64) -> UInt64 { (acc ^ round(0, v)) &* p1 &+ p4 }

    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let n = bytes.count
        var i = 0
        var h: UInt64
        if n >= 32 {
            var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1
            while i + 32 <= n {
                v1 = round(v1, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                v2 = round(v2, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)))
                v3 = round(v3, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)))
                v4 = round(v4, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)))
                i += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            h = merge(h, v1); h = merge(h, v2); h = merge(h, v3); h = merge(h, v4)
        } else {
            h = p5
        }
        h = h &+ UInt64(n)
        while i + 8 <= n {
            h ^= round(0, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            h = rotl(h, 27) &* p1 &+ p4
            i += 8
        }
        if i + 4 <= n {
            h ^= UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt32.self))) &* p1
            h = rotl(h, 23) &* p2 &+ p3
            i += 4
        }
        while i < n {
            h ^= UInt64(bytes[i]) &* p5
            h = rotl(h, 11) &* p1
            i += 1
        }
        h ^= h >> 33; h = h &* p2
        h ^= h >> 29; h = h &* p3
        h ^= h >> 32
        return h
    }

    /// The hash of `bytes` as 16 lower-case hex digits.
    public static func hex(_ bytes: [UInt8]) -> String { hex(bytes.withUnsafeBytes { hash($0) }) }

    /// A hash as 16 lower-case hex digits (as manifests record it).
    public static func hex(_ value: UInt64) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
