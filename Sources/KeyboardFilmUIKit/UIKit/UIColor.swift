import Foundation

/// `UIColor`: an sRGB colour with UIKit's named system colours (their light-appearance values,
/// as Apple's Human Interface Guidelines list them).
public final class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - floor(hue)) * 6, i = floor(h), f = h - i
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch Int(i) % 6 {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// `UIColor(dynamicProvider:)`: the film draws the light appearance.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let c = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
    private convenience init(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    override public func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (o.red, o.green, o.blue, o.alpha)
    }
    override public var hash: Int { var h = Hasher(); h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha); return h.finalize() }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    public static let systemBackground = UIColor(255, 255, 255)
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    public static let label = UIColor(0, 0, 0)
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    public static let placeholderText = UIColor(60, 60, 67, 0.3)
    public static let separator = UIColor(60, 60, 67, 0.29)
    public static let opaqueSeparator = UIColor(198, 198, 200)
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    public static let systemBlue = UIColor(0, 122, 255)
    public static let systemRed = UIColor(255, 59, 48)
    public static let systemGreen = UIColor(52, 199, 89)
    public static let systemOrange = UIColor(255, 149, 0)
    public static let systemYellow = UIColor(255, 204, 0)
    public static let systemPink = UIColor(255, 45, 85)
    public static let systemPurple = UIColor(175, 82, 222)
    public static let systemIndigo = UIColor(88, 86, 214)
    public static let systemTeal = UIColor(90, 200, 250)
    public static let systemGray = UIColor(142, 142, 147)
    public static let systemGray2 = UIColor(174, 174, 178)
    public static let systemGray3 = UIColor(199, 199, 204)
    public static let systemGray4 = UIColor(209, 209, 214)
    public static let systemGray5 = UIColor(229, 229, 234)
    public static let systemGray6 = UIColor(242, 242, 247)
    public static let tintColor = UIColor(0, 122, 255)
    public static let link = UIColor(0, 122, 255)
}

