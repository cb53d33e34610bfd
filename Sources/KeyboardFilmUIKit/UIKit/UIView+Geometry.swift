import Foundation

/// A view's geometry: its untransformed frame, autoresizing, and conversions between views' coordinates.
extension UIView {
    /// The frame as if the transform were the identity (centre and bounds): what layout sets.
    var untransformedFrame: CGRect {
        get { layer.frame }
        set {
            let old = layer.frame.size
            layer.frame = newValue
            if newValue.size != old { sizeDidChange(from: old) }
        }
    }

    static func boundingBox(of frame: CGRect, under t: CGAffineTransform) -> CGRect {
        CGRect(x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
            .applying(t).offsetBy(dx: frame.midX, dy: frame.midY)
    }

    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    func sizeDidChange(from old: CGSize) {
        setNeedsLayout()
        FilmWorld.current.needsLayout = true
        let dw = frame.width - old.width, dh = frame.height - old.height
        for v in subviews where v.translatesAutoresizingMaskIntoConstraints && !v.autoresizingMask.isEmpty {
            v.frame = v.autoresized(dw: dw, dh: dh)
        }
    }

    /// Springs and struts: the flexible parts of one axis share the superview's change.
    private func autoresized(dw: CGFloat, dh: CGFloat) -> CGRect {
        func share(_ delta: CGFloat, _ a: Bool, _ size: Bool, _ b: Bool) -> (CGFloat, CGFloat) {
            let parts = [a, size, b].filter { $0 }.count
            guard parts > 0 else { return (0, 0) }
            let each = delta / CGFloat(parts)
            return (a ? each : 0, size ? each : 0)
        }
        let m = autoresizingMask
        let (dx, dwidth) = share(dw, m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
        let (dy, dheight) = share(dh, m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
        var f = frame
        f.origin.x += dx; f.origin.y += dy; f.size.width += dwidth; f.size.height += dheight
        return f
    }

    // MARK: Coordinates

    /// This view's top-left corner (bounds origin) in the interface's coordinates (the window's
    /// from iOS 8), from model values or from what is on screen.
    /// Layout ignores transforms, as Auto Layout does (`transforms: false`).
    func originInInterface(presented: Bool = false, transforms: Bool = true) -> CGPoint {
        var p = CGPoint.zero
        var v: UIView? = self
        while let view = v, !(view is UIWindow) {
            let l = presented ? (view.layer.presentation() ?? view.layer) : view.layer
            // A transform's translation moves the view's content; scale and rotation are drawn
            // for the view itself only (`presentedFrame(in:)`).
            let t = transforms ? l.affineTransform() : .identity
            p.x += l.frame.minX - l.bounds.minX + t.tx
            p.y += l.frame.minY - l.bounds.minY + t.ty
            v = view.superview
        }
        return p
    }

    /// `convert(_:from:)`: `rect` in `view`'s coordinates (nil: the window's, which on iOS 7 stay
    /// portrait while the interface turns) expressed in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let inInterface: CGRect
        if let window = view as? UIWindow {
            // A window's coordinates are the screen's (portrait-fixed up to iOS 7), as with nil.
            inInterface = window.interfaceRect(fromWindow: rect)
        } else if let view {
            let o = view.originInInterface()
            inInterface = rect.offsetBy(dx: o.x, dy: o.y)
        } else {
            inInterface = (window ?? FilmWorld.current.windows.first)?.interfaceRect(fromWindow: rect) ?? rect
        }
        let me = originInInterface()
        return inInterface.offsetBy(dx: -me.x, dy: -me.y)
    }

    /// `convert(_:to:)`: `rect` in this view's coordinates expressed in `view`'s (nil: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let me = originInInterface()
        let inInterface = rect.offsetBy(dx: me.x, dy: me.y)
        if let window = view as? UIWindow { return window.windowRect(fromInterface: inInterface) }
        if let view {
            let o = view.originInInterface()
            return inInterface.offsetBy(dx: -o.x, dy: -o.y)
        }
        return (window ?? FilmWorld.current.windows.first)?.windowRect(fromInterface: inInterface) ?? inInterface
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convert(CGRect(origin: point, size: .zero), from: view).origin }
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convert(CGRect(origin: point, size: .zero), to: view).origin }

    /// The view's frame as on screen now, relative to `ancestor`'s frame (its top-left corner,
    /// whatever its bounds' origin: a table view controller's view scrolls).
    package func presentedFrame(inFrameOf ancestor: UIView) -> CGRect {
        let origin = (ancestor.layer.presentation() ?? ancestor.layer).bounds.origin
        return presentedFrame(in: ancestor).offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The view's frame as on screen now, in `ancestor`'s coordinates (for sampling a film).
    package func presentedFrame(in ancestor: UIView) -> CGRect {
        let mine = originInInterface(presented: true), theirs = ancestor.originInInterface(presented: true)
        let l = layer.presentation() ?? layer
        let t = l.affineTransform()
        let box = CGRect(x: mine.x - theirs.x + l.bounds.minX - t.tx, y: mine.y - theirs.y + l.bounds.minY - t.ty,
                         width: l.frame.width, height: l.frame.height)
        return t.isIdentity ? box : Self.boundingBox(of: box, under: t)
    }
}
