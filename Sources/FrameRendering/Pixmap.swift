/// Pixels in premultiplied RGBA8, rows packed top to bottom. Conversion to straight alpha
/// happens only at the edge (`unpremultiplied()`), when a PNG is written.
public struct Pixmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var data: [UInt8]
    /// Set when every pixel is known to be opaque without scanning (an opaque background).
    public var isKnownOpaque = false

    /// A pixmap filled with `color` (transparent by default). `storage`, if it has the right
    /// size, is reused instead of allocating (frames of a film recycle their buffers).
    public init(width: Int, height: Int, fill color: Color = .clear, storage: consuming [UInt8]? = nil) {
        self.width = width; self.height = height
        // Moved in, not copied: a second reference would make the first write copy 12 MB at 3x.
        if let reused = consume storage, reused.count == width * height * 4 {
            data = reused
        } else {
            data = [UInt8](repeating: 0, count: width * height * 4)
        }
        clear(to: color)
    }

    /// Fills every pixel with `color`.
    public mutating func clear(to color: Color) {
        let p = premultiplied(color)
        if p == (0, 0, 0, 0) {
            data = [UInt8](repeating: 0, count: width * height * 4)
            return
        }
        data.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            let word = UInt32(p.0) | UInt32(p.1) << 8 | UInt32(p.2) << 16 | UInt32(p.3) << 24
            words.initialize(repeating: UInt32(littleEndian: word))
        }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        if isKnownOpaque { return true }
        return data.withUnsafeBytes { raw in
            var i = 3
            while i < raw.count { if raw[i] != 255 { return false }; i += 4 }
            return true
        }
    }

    /// The premultiplied pixel at (x, y).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (data[i], data[i + 1], data[i + 2], data[i + 3])
    }

    /// Straight-alpha RGBA bytes (what PNG stores).
    public func unpremultiplied() -> [UInt8] {
        var out = data
        var i = 0
        while i < out.count {
            let a = Int(out[i + 3])
            if a != 0 && a != 255 {
                for k in 0..<3 { out[i + k] = UInt8(min(255, (Int(out[i + k]) * 255 + a / 2) / a)) }
            }
            i += 4
        }
        return out
    }
}

/// (r, g, b, a) with colour channels multiplied by alpha, rounded.
func premultiplied(_ c: Color) -> (UInt8, UInt8, UInt8, UInt8) {
    let a = Int(c.a)
    return (UInt8((Int(c.r) * a + 127) / 255), UInt8((Int(c.g) * a + 127) / 255), UInt8((Int(c.b) * a + 127) / 255), c.a)
}
