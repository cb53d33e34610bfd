import FrameRendering
import PNGCodec

/// Pixmaps to PNG bytes through the band-caching zlib encoder (one per thread): RGB read
/// straight from the premultiplied buffer when the frame is opaque, RGBA with alpha
/// un-premultiplied otherwise.
public final class FramePNGWriter {
    let encoder: BandedPNGEncoder
    public init(encoder: BandedPNGEncoder = BandedPNGEncoder()) { self.encoder = encoder }

    public func png(_ pixmap: Pixmap) throws -> [UInt8] {
        if pixmap.isOpaque {
            return try pixmap.data.withUnsafeBytes {
                try encoder.encode($0, width: pixmap.width, height: pixmap.height, bytesPerRow: pixmap.width * 4, input: .rgbx)
            }
        }
        return try pixmap.unpremultiplied().withUnsafeBytes {
            try encoder.encode($0, width: pixmap.width, height: pixmap.height, bytesPerRow: pixmap.width * 4, input: .rgba)
        }
    }
}

/// Pixmaps to PNG bytes: RGB straight from the premultiplied buffer when the frame is opaque
/// (the alpha byte is dropped by libpng, no copy), RGBA with alpha un-premultiplied otherwise.
public enum FrameEncoder {
    public static func png(_ pixmap: Pixmap, encoding: PNGEncoding = .frames) throws -> [UInt8] {
        if pixmap.isOpaque {
            return try pixmap.data.withUnsafeBytes {
                try PNGCodec.encode($0, width: pixmap.width, height: pixmap.height, bytesPerRow: pixmap.width * 4,
                                    bytesPerPixel: 4, channels: 3, encoding: encoding)
            }
        }
        let straight = pixmap.unpremultiplied()
        return try straight.withUnsafeBytes {
            try PNGCodec.encode($0, width: pixmap.width, height: pixmap.height, bytesPerRow: pixmap.width * 4,
                                bytesPerPixel: 4, channels: 4, encoding: encoding)
        }
    }
}
