import Foundation

/// What a user's controller shows in one frame: its views as plain data, in z-order, at their
/// presented geometry, with the appearance the renderer needs (colours resolved for the film's
/// appearance). Sampled with the frame (`Simulator`), drawn by the scene in place of the stock
/// chat. Not written to trace.json: the trace holds geometry; the pixels hold the look.
public struct DrawnView: Sendable, Equatable {
    /// Maps the view's bounds coordinates to its superview's bounds coordinates (its presented
    /// centre, transform and bounds origin); for the root view, to the view's own top-left.
    public var transform: ViewTransform
    /// Its bounds: the origin is a scroll view's content offset.
    public var bounds: CGRect
    /// Its own `alpha` (a group opacity over what it and its subviews draw).
    public var alpha: Double
    /// `clipsToBounds`: subviews and content are drawn only inside the (rounded) bounds.
    public var clips: Bool
    public var background: RGBA?
    public var cornerRadius: Double
    /// Which corners `cornerRadius` rounds: top-left, top-right, bottom-right, bottom-left.
    public var roundedCorners: [Bool]
    public var borderWidth: Double
    public var borderColor: RGBA?
    /// What the view itself draws over its background, under its subviews.
    public var content: [DrawnContent]
    public var subviews: [DrawnView]

    public init(transform: ViewTransform, bounds: CGRect, alpha: Double = 1, clips: Bool = false, background: RGBA? = nil,
                cornerRadius: Double = 0, roundedCorners: [Bool] = [true, true, true, true], borderWidth: Double = 0,
                borderColor: RGBA? = nil, content: [DrawnContent] = [], subviews: [DrawnView] = []) {
        self.transform = transform; self.bounds = bounds; self.alpha = alpha; self.clips = clips; self.background = background
        self.cornerRadius = cornerRadius; self.roundedCorners = roundedCorners; self.borderWidth = borderWidth
        self.borderColor = borderColor; self.content = content; self.subviews = subviews
    }

    /// How many views the tree holds (this one included).
    public var count: Int { 1 + subviews.reduce(0) { $0 + $1.count } }

    /// Whether the tree holds at most `limit` views, found without counting past the limit.
    public func hasAtMost(_ limit: Int) -> Bool {
        var left = limit - 1
        func fits(_ v: DrawnView) -> Bool {
            for s in v.subviews {
                left -= 1
                if left < 0 || !fits(s) { return false }
            }
            return true
        }
        return left >= 0 && fits(self)
    }
}

/// An affine map `(x, y) → (a·x + c·y + tx, b·x + d·y + ty)`, as `CGAffineTransform` holds it.
public struct ViewTransform: Sendable, Equatable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static func translation(_ x: Double, _ y: Double) -> ViewTransform { ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + tx, b * x + d * y + ty) }
}

/// A colour in sRGB, components 0 … 1 (not premultiplied).
public struct RGBA: Sendable, Equatable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }
}

/// Something a view draws itself, in its bounds coordinates.
public enum DrawnContent: Sendable, Equatable {
    /// Text laid out by the renderer in its own font: wrapped and truncated as `UILabel` does.
    case text(DrawnText)
    /// An image: a system symbol or an asset (`DrawnImage`).
    case image(DrawnImage)
    /// A filled rectangle (a table's separator line).
    case rule(CGRect, RGBA)
    /// A system material (`UIVisualEffectView`'s blur), drawn as its translucent tint.
    case material(CGRect, RGBA)
    /// A system control UIKit draws itself (`DrawnControl`), in `CGRect`.
    case control(DrawnControl, CGRect, RGBA)

    /// The rectangle the content is drawn in (text may be narrowed to its box's width).
    public var box: CGRect? {
        switch self {
        case .text(let t): return t.box
        case .image(let i): return i.frame
        case .rule(let r, _), .material(let r, _), .control(_, let r, _): return r
        }
    }
}

/// Text in a box: `UILabel`, a text field's text or placeholder, a text view's text, a
/// button's title, a navigation bar's title. Lines are broken where the model's text metrics
/// break them (so a text view's drawn lines are the lines its height was sized for); the
/// renderer draws each in its own font, fitting it to the box's width.
public struct DrawnText: Sendable, Equatable {
    public enum Alignment: String, Sendable { case left, center, right }
    /// Where the lines sit in the box: centred (labels, fields, buttons) or from the top (text views).
    public enum Placement: String, Sendable { case centered, top }
    public var lines: [String]
    /// The box the text is laid out in (the view's bounds less its insets).
    public var box: CGRect
    public var fontSize: Double
    /// `UIFont.lineHeight`: baseline to baseline.
    public var lineHeight: Double
    /// The ascender: from a line's top to its baseline.
    public var ascender: Double
    /// `UIFont.Weight`'s raw value (−0.8 … 0.62).
    public var weight: Double
    public var color: RGBA
    public var alignment: Alignment
    public var placement: Placement

    public init(lines: [String], box: CGRect, fontSize: Double, lineHeight: Double, ascender: Double, weight: Double, color: RGBA,
                alignment: Alignment = .left, placement: Placement = .centered) {
        self.lines = lines; self.box = box; self.fontSize = fontSize; self.lineHeight = lineHeight; self.ascender = ascender
        self.weight = weight; self.color = color; self.alignment = alignment; self.placement = placement
    }
}

/// An image in a rectangle. System symbols the renderer knows are drawn as their shapes
/// (`DrawnImage.drawnSymbols`); any other image is a neutral glyph the same every time.
public struct DrawnImage: Sendable, Equatable {
    /// The SF Symbol's or asset's name.
    public var name: String
    public var isSymbol: Bool
    public var frame: CGRect
    /// A symbol's colour (the tint); assets are drawn as a neutral placeholder.
    public var color: RGBA
    public init(name: String, isSymbol: Bool, frame: CGRect, color: RGBA) {
        self.name = name; self.isSymbol = isSymbol; self.frame = frame; self.color = color
    }
}

/// System controls whose look UIKit draws and the model does not: each drawn as a fixed sketch.
public enum DrawnControl: String, Sendable, Equatable {
    /// `UIActivityIndicatorView`, animating: eight spokes.
    case activityIndicator
    /// A table cell's `accessoryType` chevron (`.disclosureIndicator`).
    case disclosureIndicator
    /// A table cell's `.checkmark`.
    case checkmark
}
