import Foundation

/// `UIColor`: an sRGB colour with UIKit's named system colours, which are dynamic: each has a
/// light and a dark value (as Apple's Human Interface Guidelines list them). Code reading the
/// components gets the light one; the film draws the one its appearance resolves.
public final class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The dark appearance's colour, for a dynamic colour.
    private let dark: UIColor?
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; dark = nil
    }
    private init(light: UIColor, dark: UIColor) {
        red = light.red; green = light.green; blue = light.blue; alpha = light.alpha; self.dark = dark
    }
    /// `UIColor(named:)`: an asset catalogue's colour. The model loads no asset catalogues, so
    /// the film cannot know it: asking stops the film with a sentence naming the colour.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        // Films run their code on the main thread, where the refusal is heard.
        if Thread.isMainThread {
            MainActor.assumeIsolated {
                FilmWorld.current.refuse("UIColor(named: \"\(name)\")", because: "asset catalogues are not modelled, so the film cannot know the colour")
            }
        }
        self.init(white: 0.5, alpha: 1)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        // A hue that is not finite (NaN, infinity) counts as 0, as any other out-of-range hue
        // wraps: UIKit returns a colour, never traps.
        let hue = hue.isFinite ? hue : 0
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
    /// `UIColor(dynamicProvider:)`: asked once per appearance.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(light: light.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
                  dark: dark.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    }
    private convenience init(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let light = UIColor(red: red, green: green, blue: blue, alpha: alpha)
        return dark.map { UIColor(light: light, dark: $0.withAlphaComponent(alpha)) } ?? light
    }
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }
    /// The colour for `traitCollection`'s appearance (a plain colour is the same in both).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dark else { return self }
        return traitCollection.userInterfaceStyle == .dark ? dark : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    override public func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (o.red, o.green, o.blue, o.alpha) && dark == o.dark
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

    public static let systemBackground = UIColor(light: UIColor(255, 255, 255), dark: UIColor(0, 0, 0))
    public static let secondarySystemBackground = UIColor(light: UIColor(242, 242, 247), dark: UIColor(28, 28, 30))
    public static let tertiarySystemBackground = UIColor(light: UIColor(255, 255, 255), dark: UIColor(44, 44, 46))
    public static let systemGroupedBackground = UIColor(light: UIColor(242, 242, 247), dark: UIColor(0, 0, 0))
    public static let secondarySystemGroupedBackground = UIColor(light: UIColor(255, 255, 255), dark: UIColor(28, 28, 30))
    public static let label = UIColor(light: UIColor(0, 0, 0), dark: UIColor(255, 255, 255))
    public static let secondaryLabel = UIColor(light: UIColor(60, 60, 67, 0.6), dark: UIColor(235, 235, 245, 0.6))
    public static let tertiaryLabel = UIColor(light: UIColor(60, 60, 67, 0.3), dark: UIColor(235, 235, 245, 0.3))
    public static let placeholderText = UIColor(light: UIColor(60, 60, 67, 0.3), dark: UIColor(235, 235, 245, 0.3))
    public static let separator = UIColor(light: UIColor(60, 60, 67, 0.29), dark: UIColor(84, 84, 88, 0.6))
    public static let opaqueSeparator = UIColor(light: UIColor(198, 198, 200), dark: UIColor(56, 56, 58))
    public static let systemFill = UIColor(light: UIColor(120, 120, 128, 0.2), dark: UIColor(120, 120, 128, 0.36))
    public static let secondarySystemFill = UIColor(light: UIColor(120, 120, 128, 0.16), dark: UIColor(120, 120, 128, 0.32))
    public static let tertiarySystemFill = UIColor(light: UIColor(118, 118, 128, 0.12), dark: UIColor(118, 118, 128, 0.24))
    public static let systemBlue = UIColor(light: UIColor(0, 122, 255), dark: UIColor(10, 132, 255))
    public static let systemRed = UIColor(light: UIColor(255, 59, 48), dark: UIColor(255, 69, 58))
    public static let systemGreen = UIColor(light: UIColor(52, 199, 89), dark: UIColor(48, 209, 88))
    public static let systemOrange = UIColor(light: UIColor(255, 149, 0), dark: UIColor(255, 159, 10))
    public static let systemYellow = UIColor(light: UIColor(255, 204, 0), dark: UIColor(255, 214, 10))
    public static let systemPink = UIColor(light: UIColor(255, 45, 85), dark: UIColor(255, 55, 95))
    public static let systemPurple = UIColor(light: UIColor(175, 82, 222), dark: UIColor(191, 90, 242))
    public static let systemIndigo = UIColor(light: UIColor(88, 86, 214), dark: UIColor(94, 92, 230))
    public static let systemTeal = UIColor(light: UIColor(90, 200, 250), dark: UIColor(100, 210, 255))
    public static let systemGray = UIColor(light: UIColor(142, 142, 147), dark: UIColor(142, 142, 147))
    public static let systemGray2 = UIColor(light: UIColor(174, 174, 178), dark: UIColor(99, 99, 102))
    public static let systemGray3 = UIColor(light: UIColor(199, 199, 204), dark: UIColor(72, 72, 74))
    public static let systemGray4 = UIColor(light: UIColor(209, 209, 214), dark: UIColor(58, 58, 60))
    public static let systemGray5 = UIColor(light: UIColor(229, 229, 234), dark: UIColor(44, 44, 46))
    public static let systemGray6 = UIColor(light: UIColor(242, 242, 247), dark: UIColor(28, 28, 30))
    public static let tintColor = UIColor(light: UIColor(0, 122, 255), dark: UIColor(10, 132, 255))
    public static let link = UIColor(light: UIColor(0, 122, 255), dark: UIColor(9, 132, 255))
}

