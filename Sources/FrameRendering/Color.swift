/// An sRGB colour with straight alpha, 8 bits per channel.
public struct Color: Sendable, Equatable, Hashable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// `0xRRGGBB`, opaque.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }

    public func withAlpha(_ a: UInt8) -> Color { Color(r: r, g: g, b: b, a: a) }

    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// `#rrggbb` for SVG.
    public var hexString: String {
        let digits = Array("0123456789abcdef")
        return "#" + [r, g, b].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 15)])" }.joined()
    }
}

/// A colour stop of a gradient: `offset` 0…1 along it.
public struct GradientStop: Sendable, Hashable {
    public var offset: Double
    public var color: Color
    public init(_ offset: Double, _ color: Color) { self.offset = offset; self.color = color }
}

/// What fills or strokes a shape.
public enum Paint: Sendable, Hashable {
    case solid(Color)
    /// A linear gradient from `start` to `end` (in the shape's coordinates), padded beyond them.
    case linearGradient(start: Point2, end: Point2, stops: [GradientStop])
}

/// A point in display-list coordinates.
public struct Point2: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}
