import Foundation

/// `UIFont`: the system font (SF Pro) by size and weight, or a named font measured as the
/// system font. Sizes of views that show text (`intrinsicContentSize`, `sizeThatFits`) come
/// from `TextMetrics`.
public final class UIFont: NSObject, @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat
    public let weight: Weight

    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName; pointSize = Self.usable(fontSize); weight = .regular
    }
    init(system size: CGFloat, weight: Weight) {
        fontName = ".SFUI-\(weight)"; pointSize = Self.usable(size); self.weight = weight
    }

    /// A size text can be measured and drawn at. UIKit documents sizes above 0 only; the model
    /// takes a size that is 0, negative or not a number as `systemFontSize` (model's choice) and
    /// keeps the rest within 0.01 … 10,000 pt, so a line height is never 0 or infinite.
    static func usable(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return systemFontSize }
        return min(max(size, 0.01), 10_000)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .regular) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize, weight: weight) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .regular) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize, weight: weight) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize, weight: weight) }
    /// The Dynamic Type font at the default ("Large") content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(system: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: weight) }

    // SF Pro's vertical metrics per point of size (ascender 0.9521, descender 0.2412 of the em,
    // as the font's hhea table gives them): UIKit's lineHeight is their sum.
    public var ascender: CGFloat { pointSize * 0.9521 }
    public var descender: CGFloat { -pointSize * 0.2412 }
    public var lineHeight: CGFloat { ascender - descender }
    public var capHeight: CGFloat { pointSize * 0.7051 }
    public var xHeight: CGFloat { pointSize * 0.5176 }
    public var leading: CGFloat { 0 }

    /// `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// `UIFont.TextStyle`, with its size at the default content size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's Human Interface Guidelines, "Large" (default) size.
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }
}

/// `NSTextAlignment` (UIKit declares it; corelibs Foundation does not).
public enum NSTextAlignment: Int, Sendable { case left = 0, center = 1, right = 2, justified = 3, natural = 4 }

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
}

/// How wide text is and how it wraps, in the system font. Advances are SF Pro's at 1 pt, grouped
/// by letter shape (a measured table per glyph would change widths by a few per cent): what
/// sizes a label or a button, not what draws glyphs.
package enum TextMetrics {
    static func advance(of ch: Character, weight: UIFont.Weight) -> CGFloat {
        let base: CGFloat
        switch ch {
        case " ": base = 0.25
        case "i", "j", "l", "I", "!", "|", ".", ",", ":", ";", "'": base = 0.24
        case "f", "t", "r": base = 0.35
        case "m", "w", "M", "W": base = 0.82
        case "0"..."9": base = 0.6
        case "A"..."Z": base = 0.66
        case "a"..."z": base = 0.53
        default: base = ch.isASCII ? 0.55 : 1.0 // CJK and emoji take a full em
        }
        return base * (1 + 0.1 * max(0, weight.rawValue))
    }

    package static func width<S: StringProtocol>(of text: S, font: UIFont) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1, weight: font.weight) } * font.pointSize
    }

    /// How many leading characters of `text` fit `width` with `suffix` after them (the sum of
    /// advances taken in the same order as `width(of:)`, so the answer agrees with measuring each
    /// prefix); the scan stops at the first that does not fit, so a long text costs what fits.
    package static func fittingPrefixCount<S: StringProtocol>(of text: S, font: UIFont, width: CGFloat, suffix: String = "") -> Int {
        var sum: CGFloat = 0, count = 0
        for ch in text {
            let next = sum + advance(of: ch, weight: font.weight)
            // `width(of: prefix + suffix)` adds the suffix's advances after the prefix's, one by one.
            let withSuffix = suffix.reduce(next) { $0 + advance(of: $1, weight: font.weight) }
            if withSuffix * font.pointSize > width { break }
            sum = next
            count += 1
        }
        return count
    }

    /// Whether all of `text` fits `width`, measured only as far as it fits (a 100,000-character
    /// line costs its first box-width).
    package static func fits<S: StringProtocol>(_ text: S, font: UIFont, width: CGFloat) -> Bool {
        text.dropFirst(fittingPrefixCount(of: text, font: font, width: width)).isEmpty
    }

    /// Lines of `text` wrapped by words at `width` (no limit: one line per paragraph). Each
    /// word is measured once and the line's width kept as a running sum (in the order
    /// `width(of:)` adds), so wrapping costs what the text's length does.
    package static func lines(of text: String, font: UIFont, width: CGFloat?) -> [String] {
        var out: [String] = []
        let space = advance(of: " ", weight: font.weight)
        func advances(_ word: Substring, from start: CGFloat) -> CGFloat { word.reduce(start) { $0 + advance(of: $1, weight: font.weight) } }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width > 0 else { out.append(String(paragraph)); continue }
            var lineStart = paragraph.startIndex, lineEnd = paragraph.startIndex, lineAdvance: CGFloat = 0, lineIsEmpty = true
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                if lineIsEmpty { // an empty line takes the word whole (a leading space is dropped)
                    lineStart = word.startIndex; lineEnd = word.endIndex
                    lineAdvance = advances(word, from: 0)
                    lineIsEmpty = word.isEmpty
                    continue
                }
                let candidate = advances(word, from: lineAdvance + space)
                if candidate * font.pointSize > width {
                    out.append(String(paragraph[lineStart..<lineEnd]))
                    lineStart = word.startIndex; lineEnd = word.endIndex
                    lineAdvance = advances(word, from: 0)
                    lineIsEmpty = word.isEmpty
                } else {
                    lineEnd = word.endIndex
                    lineAdvance = candidate
                }
            }
            out.append(lineIsEmpty ? "" : String(paragraph[lineStart..<lineEnd]))
        }
        return out
    }

    /// The size of `text` laid out in `lines` lines at most (0: any number) within `width`,
    /// rounded up to whole pixels as UIKit rounds a label's size.
    static func size(of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int, scale: CGFloat) -> CGSize {
        guard !text.isEmpty else { return CGSize(width: 0, height: 0) }
        var lines = Self.lines(of: text, font: font, width: width)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let w = lines.map { self.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: pixelCeil(min(w, width ?? .infinity), scale: scale),
                      height: pixelCeil(CGFloat(lines.count) * font.lineHeight, scale: scale))
    }

    /// `x` rounded up to whole pixels at `scale`, as UIKit rounds the sizes of text.
    static func pixelCeil(_ x: CGFloat, scale: CGFloat) -> CGFloat { (x * scale).rounded(.up) / scale }
}
