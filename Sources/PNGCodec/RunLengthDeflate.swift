/// Deflate (RFC 1951) for filtered PNG rows, built for speed: a run of one byte repeated
/// becomes matches at distance 1 (what zlib's `Z_RLE` strategy finds), every other byte a
/// literal, coded with Huffman codes fitted to the piece (one dynamic block). Runs are found
/// eight bytes at a time, and the input's Adler-32 comes out of the same pass: a run of `r`
/// bytes `v` adds `r·v` to the first sum and `r·s1 + v·r(r+1)/2` to the second, without
/// visiting its bytes again.
///
/// Frames of a user interface are mostly flat colour, which `up` filtering turns into runs of
/// zeros: there this is several times faster than zlib's `Z_RLE` at level 1, for files about as
/// large (BENCHMARKS.md).
public enum RunLengthDeflate {
    /// Compresses `input` as one dynamic-Huffman block that is not final, then an empty stored
    /// block, so the output ends byte-aligned (as zlib's `Z_SYNC_FLUSH` does) and pieces
    /// compressed separately can be concatenated into one stream. Returns the output and the
    /// input's Adler-32.
    public static func compress(_ input: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], adler: UInt32) {
        let n = input.count
        let (tokens, frequencies, adler) = tokenize(input)
        // Pass 2: the codes, the block header, the symbols.
        let literalLengths = Huffman.lengths(frequencies, limit: 15)
        let literalCodes = Huffman.codes(literalLengths)
        // Distance 1 is code 0; a second, unused code makes the code complete, as strict
        // decoders want.
        let distanceLengths = [1, 1]
        let bytes = [UInt8](unsafeUninitializedCapacity: n + n / 8 + 400) { out, written in
            var w = BitWriter(out.baseAddress!)
            w.put(0b100, 3) // BFINAL 0, BTYPE 10 (dynamic Huffman)
            writeCodeLengths(literalLengths, distanceLengths, &w)
            for t in tokens {
                if t < 256 {
                    w.put(literalCodes[Int(t)], literalLengths[Int(t)])
                } else {
                    let r = Int(t >> 8), symbol = Int(Tables.lengthSymbol[r])
                    w.put(literalCodes[symbol], literalLengths[symbol])
                    w.put(UInt32(r) - Tables.lengthBase[symbol - 257], Tables.lengthExtra[symbol - 257])
                    w.put(0, 1) // distance code 0 (distance 1), the one-bit code 0
                }
            }
            w.put(literalCodes[256], literalLengths[256])
            written = w.finishWithEmptyStoredBlock()
        }
        return (bytes, adler)
    }

    /// Pass 1: the symbols (a literal byte, or a run's length code with its extra bits), how
    /// often each occurs, and the input's Adler-32 on the way.
    private static func tokenize(_ input: UnsafeBufferPointer<UInt8>) -> (tokens: [UInt32], frequencies: [Int], adler: UInt32) {
        let n = input.count
        var tokens: [UInt32] = []
        tokens.reserveCapacity(n / 4 + 16)
        var frequencies = [Int](repeating: 0, count: 286)
        var s1: UInt64 = 1, s2: UInt64 = 0
        if let p = input.baseAddress {
            var i = 0
            while i < n {
                let v = p[i]
                var r = 0
                if i > 0 && p[i - 1] == v {
                    let limit = min(258, n - i)
                    let word = UInt64(v) &* 0x0101_0101_0101_0101
                    while r + 8 <= limit && UnsafeRawPointer(p + i + r).loadUnaligned(as: UInt64.self) == word { r += 8 }
                    while r < limit && p[i + r] == v { r += 1 }
                }
                if r >= 3 {
                    // A token holds the length (≥ 3) above bit 8; a literal is below 256.
                    tokens.append(UInt32(r) << 8)
                    frequencies[Int(Tables.lengthSymbol[r])] += 1
                    let rr = UInt64(r), vv = UInt64(v)
                    s2 += rr * s1 + vv * rr * (rr + 1) / 2
                    s1 += rr * vv
                    i += r
                } else {
                    tokens.append(UInt32(v))
                    frequencies[Int(v)] += 1
                    s1 += UInt64(v)
                    s2 += s1
                    i += 1
                }
            }
        }
        frequencies[256] = 1 // end of block
        // Sums stay far below 2⁶⁴ for any piece (≤ 255·n and ≤ 255·n²): reduced once, at the end.
        return (tokens, frequencies, UInt32(s2 % 65521) << 16 | UInt32(s1 % 65521))
    }

    /// The block header after BTYPE: how many codes, the code-length code, then each code's length.
    private static func writeCodeLengths(_ literal: [Int], _ distance: [Int], _ w: inout BitWriter) {
        var hlit = 286
        while hlit > 257 && literal[hlit - 1] == 0 { hlit -= 1 }
        let lengths = Array(literal[0..<hlit]) + distance
        // Lengths are sent one symbol each (no repeat codes), in a Huffman code of their own.
        var counts = [Int](repeating: 0, count: 19)
        for l in lengths { counts[l] += 1 }
        // A code of one symbol would be incomplete, which decoders refuse here: give it a partner.
        if counts.filter({ $0 > 0 }).count < 2 { counts[counts[0] > 0 ? 1 : 0] += 1 }
        let clLengths = Huffman.lengths(counts, limit: 7)
        let clCodes = Huffman.codes(clLengths)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var hclen = 19
        while hclen > 4 && clLengths[order[hclen - 1]] == 0 { hclen -= 1 }
        w.put(UInt32(hlit - 257), 5)
        w.put(UInt32(distance.count - 1), 5)
        w.put(UInt32(hclen - 4), 4)
        for k in 0..<hclen { w.put(UInt32(clLengths[order[k]]), 3) }
        for l in lengths { w.put(clCodes[l], clLengths[l]) }
    }

    /// Writes bits least significant first, as deflate packs them.
    struct BitWriter {
        let start: UnsafeMutablePointer<UInt8>
        var out: UnsafeMutablePointer<UInt8>
        var buffer: UInt64 = 0
        var count = 0

        init(_ start: UnsafeMutablePointer<UInt8>) { self.start = start; out = start }

        @inline(__always) mutating func put(_ bits: UInt32, _ n: Int) {
            buffer |= UInt64(bits) << UInt64(count)
            count += n
            if count >= 32 {
                (out + 0).initialize(to: UInt8(truncatingIfNeeded: buffer))
                (out + 1).initialize(to: UInt8(truncatingIfNeeded: buffer >> 8))
                (out + 2).initialize(to: UInt8(truncatingIfNeeded: buffer >> 16))
                (out + 3).initialize(to: UInt8(truncatingIfNeeded: buffer >> 24))
                out += 4
                buffer >>= 32
                count -= 32
            }
        }

        /// An empty stored block (BFINAL 0, BTYPE 00, padding to a byte, LEN 0, NLEN 0xFFFF);
        /// returns the bytes written.
        mutating func finishWithEmptyStoredBlock() -> Int {
            put(0, 3)
            if count % 8 != 0 { put(0, 8 - count % 8) }
            while count > 0 {
                out.initialize(to: UInt8(truncatingIfNeeded: buffer))
                out += 1
                buffer >>= 8
                count -= 8
            }
            for byte: UInt8 in [0x00, 0x00, 0xFF, 0xFF] { out.initialize(to: byte); out += 1 }
            return out - start
        }
    }

    /// Match lengths 3…258 and their symbols 257…285 (RFC 1951 §3.2.5).
    enum Tables {
        static let lengthBase: [UInt32] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        /// The symbol of each length (0 below 3); 258, the last base, has symbol 285.
        static let lengthSymbol: [UInt16] = (0...258).map { r -> UInt16 in
            r < 3 ? 0 : UInt16(257 + lengthBase.lastIndex { $0 <= UInt32(r) }!)
        }
    }
}

/// Canonical Huffman codes with a length limit.
enum Huffman {
    /// Code lengths for `frequencies` (0 for an unused symbol), none longer than `limit`. A
    /// single used symbol gets length 1. Over the limit, frequencies are flattened and the
    /// code built again.
    static func lengths(_ frequencies: [Int], limit: Int) -> [Int] {
        var f = frequencies
        while true {
            let l = unlimitedLengths(f)
            if (l.max() ?? 0) <= limit { return l }
            f = f.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
        }
    }

    private static func unlimitedLengths(_ f: [Int]) -> [Int] {
        let used = f.indices.filter { f[$0] > 0 }
        var lengths = [Int](repeating: 0, count: f.count)
        if used.count == 1 { lengths[used[0]] = 1; return lengths }
        if used.isEmpty { return lengths }
        // Merge the two lightest nodes until one is left (ties by order: deterministic).
        var weight = used.map { f[$0] }, parent = [Int](repeating: -1, count: 2 * used.count)
        // Leaves by weight, ties by symbol: one sort of packed (weight, leaf) keys.
        let queue = used.indices.map { weight[$0] << 16 | $0 }.sorted().map { $0 & 0xFFFF }
        var merged: [Int] = []
        var qi = 0, mi = 0
        func takeLightest() -> Int {
            if mi < merged.count && (qi >= queue.count || weight[merged[mi]] < weight[queue[qi]]) { mi += 1; return merged[mi - 1] }
            qi += 1
            return queue[qi - 1]
        }
        for _ in 0..<(used.count - 1) {
            let a = takeLightest(), b = takeLightest()
            let node = weight.count
            weight.append(weight[a] + weight[b])
            parent[a] = node; parent[b] = node
            merged.append(node)
        }
        for (k, symbol) in used.enumerated() {
            var depth = 0, node = k
            while parent[node] >= 0 { node = parent[node]; depth += 1 }
            lengths[symbol] = depth
        }
        return lengths
    }

    /// Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed for least-significant-first output.
    static func codes(_ lengths: [Int]) -> [UInt32] {
        let maxLength = lengths.max() ?? 0
        var count = [Int](repeating: 0, count: maxLength + 1)
        for l in lengths where l > 0 { count[l] += 1 }
        var next = [Int](repeating: 0, count: maxLength + 2)
        var code = 0
        if maxLength > 0 {
            for bits in 1...maxLength { code = (code + count[bits - 1]) << 1; next[bits] = code }
        }
        return lengths.map { l in
            guard l > 0 else { return 0 }
            let c = next[l]; next[l] += 1
            // Reversed through a byte table: codes are at most 15 bits.
            let reversed = UInt32(reversedBytes[c & 255]) << 8 | UInt32(reversedBytes[c >> 8 & 255])
            return reversed >> UInt32(16 - l)
        }
    }

    static let reversedBytes: [UInt8] = (0..<256).map { b in
        var r: UInt8 = 0
        for k in 0..<8 where b & (1 << k) != 0 { r |= 1 << UInt8(7 - k) }
        return r
    }
}
