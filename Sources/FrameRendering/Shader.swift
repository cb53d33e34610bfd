import Foundation

/// Colours pixels for a paint: solid, or a linear gradient evaluated per pixel centre.
struct Shader {
    let solid: (Float, Float, Float, Float)?
    /// The pixel word of an opaque solid paint at full opacity (0 otherwise).
    let opaqueWord: UInt32
    let gradient: (start: Point2, dx: Double, dy: Double, invLength2: Double, stops: [GradientStop])?
    let opacity: Float

    init(_ paint: Paint, transform: AffineTransform, opacity: Double) {
        self.opacity = Float(opacity)
        switch paint {
        case .solid(let c):
            let a = Float(c.a) / 255
            solid = (Float(c.r) * a, Float(c.g) * a, Float(c.b) * a, Float(c.a))
            gradient = nil
            opaqueWord = c.a == 255 && opacity == 1
                ? UInt32(littleEndian: UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | 255 << 24) : 0
        case .linearGradient(let s, let e, let stops):
            let a = transform.apply(s), b = transform.apply(e)
            let dx = b.x - a.x, dy = b.y - a.y
            let l2 = dx * dx + dy * dy
            solid = nil
            opaqueWord = 0
            gradient = (a, dx, dy, l2 > 0 ? 1 / l2 : 0, stops.sorted { $0.offset < $1.offset })
        }
    }

    /// The premultiplied source colour (0…255 floats) at a pixel.
    @inline(__always) func color(_ x: Int, _ y: Int) -> (Float, Float, Float, Float) {
        if let solid { return solid }
        let g = gradient!
        let px = Double(x) + 0.5 - g.start.x, py = Double(y) + 0.5 - g.start.y
        let t = min(1, max(0, (px * g.dx + py * g.dy) * g.invLength2))
        guard let first = g.stops.first, let last = g.stops.last else { return (0, 0, 0, 0) }
        var c0 = first, c1 = last
        if t <= first.offset { c1 = first } else if t >= last.offset { c0 = last } else {
            for i in 1..<g.stops.count where g.stops[i].offset >= t { c0 = g.stops[i - 1]; c1 = g.stops[i]; break }
        }
        let span = c1.offset - c0.offset
        let f = Float(span > 0 ? (t - c0.offset) / span : 0)
        func pm(_ c: Color) -> (Float, Float, Float, Float) {
            let a = Float(c.a) / 255
            return (Float(c.r) * a, Float(c.g) * a, Float(c.b) * a, Float(c.a))
        }
        let p = pm(c0.color), q = pm(c1.color)
        return (p.0 + (q.0 - p.0) * f, p.1 + (q.1 - p.1) * f, p.2 + (q.2 - p.2) * f, p.3 + (q.3 - p.3) * f)
    }

    /// Blends one row of coverages starting at column `x0`, times the clip mask if any. Fully
    /// covered pixels of an opaque solid paint are stored directly.
    @inline(__always) func blendRow(_ px: UnsafeMutableBufferPointer<UInt8>, _ width: Int, _ y: Int, _ x0: Int,
                                    _ coverage: UnsafeBufferPointer<Float>, _ mask: Rasterizer.Mask?) {
        let rowStart = y * width
        // Columns where the mask is 1: [fullStart, fullEnd); elsewhere multiply by the mask.
        var fullStart = Int.min, fullEnd = Int.max, maskBase = 0
        let maskValues = mask.map { UnsafeBufferPointer($0.values) }
        if let mask {
            let r = y - mask.y0
            fullStart = mask.fullStart[r]; fullEnd = mask.fullEnd[r]
            maskBase = r * mask.stride - mask.x0
        }
        let count = coverage.count
        px.withMemoryRebound(to: UInt32.self) { words in
            var k = 0
            while k < count {
                var c = coverage[k]
                let x = x0 + k
                k += 1
                if c <= 0 { continue }
                if x < fullStart || x >= fullEnd, let maskValues { c *= maskValues[maskBase + x] }
                if c >= 1 && opaqueWord != 0 {
                    words[rowStart + x] = opaqueWord
                } else if c > 0 {
                    blend(px, (rowStart + x) * 4, x, y, min(c, 1))
                }
            }
        }
    }

    /// Source-over of the paint at `coverage` onto the premultiplied pixel at byte offset `i`.
    @inline(__always) func blend(_ px: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ x: Int, _ y: Int, _ coverage: Float) {
        let (r, g, b, a) = color(x, y)
        let k = coverage * opacity
        let sa = a * k
        // Values are ≥ 0, so adding ½ and truncating rounds to nearest (no libm call).
        if sa >= 254.999 {
            px[i] = UInt8(r + 0.5); px[i + 1] = UInt8(g + 0.5); px[i + 2] = UInt8(b + 0.5); px[i + 3] = 255
            return
        }
        let inv = 1 - sa / 255
        px[i] = UInt8(min(255, r * k + Float(px[i]) * inv + 0.5))
        px[i + 1] = UInt8(min(255, g * k + Float(px[i + 1]) * inv + 0.5))
        px[i + 2] = UInt8(min(255, b * k + Float(px[i + 2]) * inv + 0.5))
        px[i + 3] = UInt8(min(255, sa + Float(px[i + 3]) * inv + 0.5))
    }
}
