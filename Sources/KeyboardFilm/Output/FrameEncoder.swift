import FrameRendering
import PNGCodec

/// Pixmaps to PNG bytes through the band-caching zlib encoder (one per thread).
public final class FramePNGWriter {
    let encoder: BandedPNGEncoder
    public init(encoder: BandedPNGEncoder = BandedPNGEncoder()) { self.encoder = encoder }

    public func png(_ pixmap: Pixmap) throws -> [UInt8] {
        try pixmap.withPNGRows { rows, opaque in
            try encoder.encode(rows, width: pixmap.width, height: pixmap.height, bytesPerRow: pixmap.width * 4, input: opaque ? .rgbx : .rgba)
        }
    }
}

/// Pixmaps to PNG bytes through libpng with explicit settings (compact strips, comparisons).
public enum FrameEncoder {
    public static func png(_ pixmap: Pixmap, encoding: PNGEncoding = .frames) throws -> [UInt8] {
        try pixmap.withPNGRows { rows, opaque in
            try PNGCodec.encode(rows, width: pixmap.width, height: pixmap.height, bytesPerRow: pixmap.width * 4,
                                bytesPerPixel: 4, channels: opaque ? 3 : 4, encoding: encoding)
        }
    }
}

extension Pixmap {
    /// The rows PNG stores, 4 bytes per pixel: the premultiplied buffer itself when the frame is
    /// opaque (its 4th byte is then dropped: RGB), else a straight-alpha copy (RGBA).
    func withPNGRows<T>(_ body: (UnsafeRawBufferPointer, _ opaque: Bool) throws -> T) rethrows -> T {
        if isOpaque { return try data.withUnsafeBytes { try body($0, true) } }
        return try unpremultiplied().withUnsafeBytes { try body($0, false) }
    }
}
