import CLibPNG
import Foundation

/// One zlib deflate stream, reused from call to call, for the encoders here. Not thread-safe:
/// one per thread.
final class Deflater {
    private var stream = z_stream()
    private var output: [UInt8] = []

    /// `raw`: no zlib header or Adler-32 (the caller frames the stream itself).
    init(level: Int32, strategy: Int32, raw: Bool) throws {
        let status = deflateInit2_(&stream, level, Z_DEFLATED, raw ? -15 : 15, 8, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw PNGError(file: "<memory>", message: "deflateInit2 failed (\(status))") }
    }

    deinit { deflateEnd(&stream) }

    /// Deflates `input` from a reset stream. `finish`: a complete stream (Z_FINISH); otherwise
    /// a piece that ends byte-aligned (Z_SYNC_FLUSH) so that pieces can be concatenated.
    func compress(_ input: UnsafeRawBufferPointer, finish: Bool) throws -> [UInt8] {
        guard deflateReset(&stream) == Z_OK else { throw PNGError(file: "<memory>", message: "deflateReset failed") }
        let bound = Int(deflateBound(&stream, uLong(input.count))) + 64
        if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
        let produced: Int = output.withUnsafeMutableBufferPointer { out in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(input.count)
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(out.count)
            let status = deflate(&stream, finish ? Z_FINISH : Z_SYNC_FLUSH)
            let ok = finish ? status == Z_STREAM_END : (status == Z_OK && stream.avail_in == 0)
            return ok ? out.count - Int(stream.avail_out) : -1
        }
        guard produced >= 0 else { throw PNGError(file: "<memory>", message: "deflate failed") }
        return Array(output[0..<produced])
    }
}
