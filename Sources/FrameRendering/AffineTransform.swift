import Foundation

/// A 2-D affine map: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty (the SVG `matrix(a b c d tx ty)` order).
public struct AffineTransform: Sendable, Equatable, Hashable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotation by `degrees`, clockwise on screen (y grows downward). Quarter turns are exact.
    public static func rotation(degrees: Double) -> AffineTransform {
        let quarter = degrees / 90
        if quarter == quarter.rounded() {
            let table: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
            let (cs, sn) = table[((Int(quarter) % 4) + 4) % 4]
            return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
        }
        let r = degrees * .pi / 180
        return AffineTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0)
    }

    /// `self` applied after `inner`: (self ∘ inner)(p) = self(inner(p)).
    public func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    public func apply(_ p: Point2) -> Point2 {
        Point2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// The factor by which lengths grow (geometric mean of the axes' scales).
    public var meanScale: Double { abs(a * d - b * c).squareRoot() }

    /// Whether the map keeps axis-aligned rectangles axis-aligned with no flip of the axes.
    public var isAxisAlignedScaleTranslate: Bool { b == 0 && c == 0 && a > 0 && d > 0 }

    /// Whether the map keeps axis-aligned rectangles axis-aligned, turned by quarter turns or not.
    public var keepsRectanglesAxisAligned: Bool { (b == 0 && c == 0) || (a == 0 && d == 0) }
}
