import Foundation

// Core Graphics types UIKit code uses that corelibs Foundation does not have.

/// `CGAffineTransform`: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct CGAffineTransform: Sendable, Equatable, Hashable {
    public var a, b, c, d, tx, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `t1.concatenating(t2)`: `t1` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// `CGColor`: RGBA components in the sRGB space.
public final class CGColor: @unchecked Sendable, Equatable, Hashable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, gray, gray, alpha] }
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 0, 0, 1]
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }
    public static func == (x: CGColor, y: CGColor) -> Bool { x.components == y.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
