import FrameRendering
import PNGCodec

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
