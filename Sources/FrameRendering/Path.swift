import Foundation

/// One step of a path outline.
public enum PathElement: Sendable, Hashable {
    case move(Point2)
    case line(Point2)
    case quad(Point2, Point2)
    case cubic(Point2, Point2, Point2)
    case close
}

/// A vector outline made of subpaths.
public struct Path: Sendable, Hashable {
    public var elements: [PathElement] = []
    public init() {}
    public init(_ elements: [PathElement]) { self.elements = elements }

    public mutating func move(_ x: Double, _ y: Double) { elements.append(.move(Point2(x, y))) }
    public mutating func line(_ x: Double, _ y: Double) { elements.append(.line(Point2(x, y))) }
    public mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        elements.append(.quad(Point2(cx, cy), Point2(x, y)))
    }
    public mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        elements.append(.cubic(Point2(c1x, c1y), Point2(c2x, c2y), Point2(x, y)))
    }
    public mutating func close() { elements.append(.close) }
    public mutating func append(_ other: Path) { elements += other.elements }

    /// An axis-aligned rectangle, clockwise.
    public static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        Path([.move(Point2(x, y)), .line(Point2(x + w, y)), .line(Point2(x + w, y + h)), .line(Point2(x, y + h)), .close])
    }

    /// A rectangle with per-corner radii (top-left, top-right, bottom-right, bottom-left), each
    /// limited to half the shorter side; corners are cubic quarter-circles.
    public static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double,
                                   radii: (tl: Double, tr: Double, br: Double, bl: Double)) -> Path {
        let limit = min(w, h) / 2
        let tl = min(radii.tl, limit), tr = min(radii.tr, limit), br = min(radii.br, limit), bl = min(radii.bl, limit)
        let k = 0.5522847498 // cubic control distance for a quarter circle
        var p = Path()
        p.move(x + tl, y)
        p.line(x + w - tr, y)
        if tr > 0 { p.cubic(x + w - tr + tr * k, y, x + w, y + tr - tr * k, x + w, y + tr) }
        p.line(x + w, y + h - br)
        if br > 0 { p.cubic(x + w, y + h - br + br * k, x + w - br + br * k, y + h, x + w - br, y + h) }
        p.line(x + bl, y + h)
        if bl > 0 { p.cubic(x + bl - bl * k, y + h, x, y + h - bl + bl * k, x, y + h - bl) }
        p.line(x, y + tl)
        if tl > 0 { p.cubic(x, y + tl - tl * k, x + tl - tl * k, y, x + tl, y) }
        p.close()
        return p
    }

    public static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius r: Double) -> Path {
        roundedRect(x, y, w, h, radii: (r, r, r, r))
    }

    /// An ellipse inscribed in the rectangle, clockwise, from four cubic arcs.
    public static func ellipse(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        let rx = w / 2, ry = h / 2, cx = x + rx, cy = y + ry, k = 0.5522847498
        var p = Path()
        p.move(cx + rx, cy)
        p.cubic(cx + rx, cy + ry * k, cx + rx * k, cy + ry, cx, cy + ry)
        p.cubic(cx - rx * k, cy + ry, cx - rx, cy + ry * k, cx - rx, cy)
        p.cubic(cx - rx, cy - ry * k, cx - rx * k, cy - ry, cx, cy - ry)
        p.cubic(cx + rx * k, cy - ry, cx + rx, cy - ry * k, cx + rx, cy)
        p.close()
        return p
    }

    /// A closed polygon through the points.
    public static func polygon(_ points: [Point2]) -> Path {
        guard let first = points.first else { return Path() }
        return Path([.move(first)] + points.dropFirst().map { .line($0) } + [.close])
    }

    /// An open polyline through the points.
    public static func polyline(_ points: [Point2]) -> Path {
        guard let first = points.first else { return Path() }
        return Path([.move(first)] + points.dropFirst().map { .line($0) })
    }
}
