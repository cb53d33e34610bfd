import CPNGBridge

/// XXH64 (seed 0), a fast non-cryptographic 64-bit hash: golden manifests record one per frame
/// so that verifying an unchanged frame costs a hash, not a decode.
public enum XXH64 {
    /// The hash of `bytes`. Computed in C (`CPNGBridge`): every frame of a golden test is hashed,
    /// and users' tests are usually built without optimization.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        kbf_xxh64(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
    }

    /// The hash of `bytes` as 16 lower-case hex digits.
    public static func hex(_ bytes: [UInt8]) -> String { hex(bytes.withUnsafeBytes { hash($0) }) }

    /// A hash as 16 lower-case hex digits (as manifests record it).
    public static func hex(_ value: UInt64) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
