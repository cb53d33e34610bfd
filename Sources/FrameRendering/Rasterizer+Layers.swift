import Foundation

/// Layers: a group marked as a layer (`Group.layer`) is drawn into pixels of its own, then
/// composited (source-over, through the clip in force, at the group's opacity) at a whole-pixel
/// offset. Its position is rounded to a quarter pixel, so the pixels drawn for one quarter-pixel
/// phase serve every frame where the layer only moved: the keyboard sliding up redraws no key.
///
/// A cache hit and a fresh draw give the same bytes (the cached pixels are what the draw made);
/// drawing without a cache (`layerCache = nil`) changes the time, never the picture.
extension Rasterizer {
    /// Positions are rounded to 1/`phases` pixel, in x and in y.
    static let phases = 4.0

    /// Where a layer lands: its linear part, the sub-pixel phase of its position, and the whole
    /// pixels its picture is shifted by.
    struct LayerPlacement {
        /// Layer coordinates → the layer's own pixels (its phase included, its box at the origin).
        var local: AffineTransform
        /// Where the layer's pixels go on the canvas.
        var x: Int, y: Int
        var width: Int, height: Int
        var key: LayerKey

        /// Nil when the layer is turned by other than quarter turns (a rotation under way): then
        /// its children are drawn as a plain group's.
        init?(_ t: AffineTransform, _ group: Group, bounds r: Rect) {
            guard t.keepsRectanglesAxisAligned else { return nil }
            let q = Rasterizer.phases
            let qx = (t.tx * q).rounded(), qy = (t.ty * q).rounded()
            guard abs(qx) < 1e12, abs(qy) < 1e12 else { return nil }
            let wholeX = (qx / q).rounded(.down), wholeY = (qy / q).rounded(.down)
            let phase = AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: qx / q - wholeX, ty: qy / q - wholeY)
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for corner in [Point2(r.x, r.y), Point2(r.x + r.width, r.y), Point2(r.x, r.y + r.height), Point2(r.x + r.width, r.y + r.height)] {
                let p = phase.apply(corner)
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
            let w = maxX.rounded(.up) - x0, h = maxY.rounded(.up) - y0
            // A picture larger than 64 M pixels is not worth keeping: it is drawn as a plain group.
            guard w > 0, h > 0, w * h <= 67_108_864, abs(wholeX + x0) < 1e9, abs(wholeY + y0) < 1e9 else { return nil }
            local = AffineTransform.translation(-x0, -y0).concatenating(phase)
            x = Int(wholeX + x0); y = Int(wholeY + y0)
            width = Int(w); height = Int(h)
            key = LayerKey(children: group.children, clip: group.clip, bounds: r, local: local)
        }
    }

    /// What makes a layer's pixels: its content, and how it falls on the pixel grid.
    struct LayerKey: Hashable {
        var children: [Node]
        var clip: Path?
        var bounds: Rect
        var local: AffineTransform
    }

    /// Draws a layer group where `placement` puts it: its pixels from the cache, or drawn now.
    mutating func drawLayer(_ g: Group, _ placement: LayerPlacement, _ opacity: Double, _ clip: Clip, _ pm: inout Pixmap) {
        let pixels: Pixmap
        if let found = layerCache?.pixels(for: placement.key) {
            pixels = found
        } else {
            var drawn = Pixmap(width: placement.width, height: placement.height)
            var inner = Clip(x0: 0, y0: 0, x1: placement.width, y1: placement.height, mask: nil)
            if let path = g.clip { inner = intersect(inner, with: path, placement.local) }
            for child in g.children { draw(child, placement.local, 1, inner, &drawn) }
            layerCache?.keep(drawn, for: placement.key, drawingInto: pm.data.count)
            pixels = drawn
        }
        composite(pixels, x: placement.x, y: placement.y, opacity: opacity * g.opacity, clip: clip, &pm)
    }

    /// Source-over of premultiplied `src` at (`x`, `y`) onto `pm`, times `opacity` and the clip.
    func composite(_ src: Pixmap, x ox: Int, y oy: Int, opacity: Double, clip: Clip, _ pm: inout Pixmap) {
        let x0 = max(ox, clip.x0), x1 = min(ox + src.width, clip.x1)
        let y0 = max(oy, clip.y0), y1 = min(oy + src.height, clip.y1)
        guard x1 > x0, y1 > y0, opacity > 0 else { return }
        let k = Float(opacity), width = pm.width, srcWidth = src.width
        let mask = clip.mask
        src.data.withUnsafeBufferPointer { s in
            pm.data.withUnsafeMutableBufferPointer { d in
                s.withMemoryRebound(to: UInt32.self) { sw in d.withMemoryRebound(to: UInt32.self) { dw in
                for y in y0..<y1 {
                    // Columns where the mask is 1: [fullStart, fullEnd); elsewhere multiply by it.
                    var fullStart = Int.min, fullEnd = Int.max, maskBase = 0
                    if let mask {
                        let r = y - mask.y0
                        fullStart = mask.fullStart[r]; fullEnd = mask.fullEnd[r]
                        maskBase = r * mask.stride - mask.x0
                    }
                    let srcRow = (y - oy) * srcWidth - ox, dstRow = y * width
                    // Where nothing scales the layer, runs of opaque pixels are copied whole.
                    let copyStart = k >= 1 ? max(x0, fullStart) : x1, copyEnd = k >= 1 ? min(x1, fullEnd) : x1
                    var next = x0
                    while next < x1 {
                        let x = next, si = srcRow + x
                        let sa = s[si * 4 + 3]
                        if sa == 255 && x >= copyStart && x < copyEnd {
                            var end = x + 1
                            while end < copyEnd && UInt32(littleEndian: sw[srcRow + end]) >> 24 == 255 { end += 1 }
                            _ = UnsafeMutableBufferPointer(rebasing: dw[(dstRow + x)..<(dstRow + end)])
                                .update(from: UnsafeBufferPointer(rebasing: sw[si..<(srcRow + end)]))
                            next = end
                            continue
                        }
                        next = x + 1
                        if sa == 0 { continue }
                        var c = k
                        if let mask, x < fullStart || x >= fullEnd { c *= mask.values[maskBase + x] }
                        if c <= 0 { continue }
                        let di = (dstRow + x) * 4, sb = si * 4
                        let inv = 1 - Float(sa) * c / 255
                        // Values are ≥ 0, so adding ½ and truncating rounds to nearest.
                        d[di] = UInt8(min(255, Float(s[sb]) * c + Float(d[di]) * inv + 0.5))
                        d[di + 1] = UInt8(min(255, Float(s[sb + 1]) * c + Float(d[di + 1]) * inv + 0.5))
                        d[di + 2] = UInt8(min(255, Float(s[sb + 2]) * c + Float(d[di + 2]) * inv + 0.5))
                        d[di + 3] = UInt8(min(255, Float(sa) * c + Float(d[di + 3]) * inv + 0.5))
                    }
                }
                } }
            }
        }
    }
}

/// Layers' pixels kept between frames, least recently used out first. One cache may serve
/// several rasterizers on several threads (a film's workers share one): what it holds depends
/// on timing, what it returns never does.
public final class LayerCache: @unchecked Sendable {
    /// Bytes of pixels held at most; nil: three times the largest picture drawn with the cache.
    public let capacity: Int?
    private var limit = 0
    private let lock = NSLock()
    private var entries: [Rasterizer.LayerKey: (pixels: Pixmap, lastUse: Int)] = [:]
    private var held = 0, clock = 0
    private var counts = LayerCacheStatistics()

    public init(capacity: Int? = nil) { self.capacity = capacity }

    /// Layers found drawn and drawn anew so far.
    public var statistics: LayerCacheStatistics { lock.lock(); defer { lock.unlock() }; return counts }

    func pixels(for key: Rasterizer.LayerKey) -> Pixmap? {
        lock.lock(); defer { lock.unlock() }
        clock += 1
        guard let found = entries[key] else { counts.misses += 1; return nil }
        counts.hits += 1
        entries[key]?.lastUse = clock
        return found.pixels
    }

    func keep(_ pixels: Pixmap, for key: Rasterizer.LayerKey, drawingInto pictureBytes: Int) {
        lock.lock(); defer { lock.unlock() }
        limit = capacity ?? max(limit, 3 * pictureBytes)
        let bytes = pixels.data.count
        guard bytes <= limit, entries[key] == nil else { return }
        while held + bytes > limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            held -= oldest.value.pixels.data.count
            entries[oldest.key] = nil
        }
        entries[key] = (pixels, clock)
        held += bytes
    }
}

/// How often layers were found drawn (`hits`) and drawn anew (`misses`).
public struct LayerCacheStatistics: Sendable, Equatable {
    public var hits = 0
    public var misses = 0
    public init() {}
    /// hits ÷ (hits + misses); 0 when no layer was drawn.
    public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
}
