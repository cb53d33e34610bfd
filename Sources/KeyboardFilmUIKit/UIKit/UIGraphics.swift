import Foundation

// Drawing into a bitmap (an image context, an image renderer, a layer rendered into a context)
// and image and colour literals. The model draws views, not bitmaps: code that draws an image at
// film time stops the film with a sentence, since the film could not show what it drew.

/// `CGLineCap`.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// `CGContext`: a drawing context. The model's never draws: every call is accepted and ignored,
/// because making one already stopped the film (`UIGraphicsBeginImageContextWithOptions`).
public final class CGContext {
    init() {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setFillColor(_ color: CGColor) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addLines(between points: [CGPoint]) {}
    public func addRect(_ rect: CGRect) {}
    public func addEllipse(in rect: CGRect) {}
    public func closePath() {}
    public func strokePath() {}
    public func fillPath() {}
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeLineSegments(between points: [CGPoint]) {}
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    public func saveGState() {}
    public func restoreGState() {}
    public func clear(_ rect: CGRect) {}
}

/// The image contexts begun and not yet ended (what `UIGraphicsGetCurrentContext` answers).
@MainActor private var imageContexts: [(context: CGContext, size: CGSize)] = []

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: stops the film — the model does not
/// rasterize what code draws into a bitmap.
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    FilmWorld.current.refuse("UIGraphicsBeginImageContextWithOptions(_:_:_:)", because: "drawing into a bitmap is not modelled, so the film could not show the image")
    imageContexts.append((CGContext(), size))
}
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 0) }
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { imageContexts.last?.context }
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { imageContexts.last.map { UIImage(drawnOfSize: $0.size) } }
@MainActor public func UIGraphicsEndImageContext() { _ = imageContexts.popLast() }

/// `UIGraphicsImageRenderer`: as the image context, it stops the film when it draws.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    public let size: CGSize
    public init(size: CGSize) { self.size = size }
    public init(bounds: CGRect) { size = bounds.size }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        FilmWorld.current.refuse("UIGraphicsImageRenderer.image(actions:)", because: "drawing into a bitmap is not modelled, so the film could not show the image")
        return UIImage(drawnOfSize: size)
    }
}

/// `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext {
    public let cgContext = CGContext()
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
}

extension CALayer {
    /// `render(in:)`: never reached in a film (making a context stopped it).
    public func render(in context: CGContext) {}
    /// A layer's own drawing (`draw(in:)`) is not modelled: asking for it changes nothing drawn.
    public func setNeedsDisplay() {}
    public func displayIfNeeded() {}
}

// MARK: Literals

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as in UIKit.
public typealias _ImageLiteralType = UIImage
/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as in UIKit.
public typealias _ColorLiteralType = UIColor

extension UIImage: _ExpressibleByImageLiteral {
    /// The asset named `path` (the model's images are their names and sizes).
    public convenience init(imageLiteralResourceName path: String) { self.init(named: path)! }
}

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
