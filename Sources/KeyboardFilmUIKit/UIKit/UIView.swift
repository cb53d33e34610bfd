import Foundation

/// `UIView`: a rectangle in its superview, backed by a `CALayer` whose model and presentation
/// values move as Core Animation moves them (docs/keyboard-physics.md §8).
@preconcurrency @MainActor
open class UIView: UIResponder, LayoutItem {
    public let layer = CALayer()
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// Set on a view controller's root view.
    weak var owningViewController: UIViewController?
    /// `gestureRecognizers`, in the order added.
    var recognizers: [UIGestureRecognizer] = []
    /// Active constraints whose first item is this view (or one of its guides): they live as long as it.
    var keptConstraints: [NSLayoutConstraint] = []

    open var isHidden = false { didSet { layer.announceChange() } }
    open var alpha: CGFloat = 1 { didSet { layer.announceChange() } }
    open var backgroundColor: UIColor?
    open var tag = 0
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true

    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { FilmWorld.current.needsLayout = true }
    }
    public var autoresizingMask: AutoresizingMask = []
    var needsLayoutFlag = true

    public init(frame: CGRect) {
        super.init()
        // A new view's frame is where it starts, not a change a later block animates from.
        layer.frameStore = AnimatedFrame(frame)
        layer.owningView = self
    }
    override public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { nil }

    override open var next: UIResponder? { owningViewController ?? superview }

    // MARK: Geometry

    /// The frame in the superview's coordinates (model value). Set inside an animation block,
    /// it animates; a size change resizes autoresizing subviews (in the same block).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let old = layer.frame.size
            layer.frame = newValue
            if newValue.size != old { sizeDidChange(from: old) }
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.frame.size
            layer.bounds = newValue
            if newValue.size != old { sizeDidChange(from: old) }
        }
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
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

    private func sizeDidChange(from old: CGSize) {
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

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview !== self {
            view.removeFromSuperview()
            view.willMove(toSuperview: self)
            if view.window !== window { view.willMove(toWindow: window) }
        } else {
            subviews.removeAll { $0 === view }
        }
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        FilmWorld.current.needsLayout = true
        view.didMoveToSuperview()
        if window != nil { view.didMoveToWindow() }
    }

    open func removeFromSuperview() {
        guard let s = superview else { return }
        willMove(toSuperview: nil)
        if window != nil { willMove(toWindow: nil) }
        s.subviews.removeAll { $0 === self }
        superview = nil
        // Constraints that refer to a view leaving its superview are removed, as UIKit does.
        FilmWorld.current.activeConstraints.removeAll { $0.firstItem === self || $0.secondItem === self }
        FilmWorld.current.needsLayout = true
        didMoveToSuperview()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    open var window: UIWindow? {
        var v: UIView? = self
        while let view = v {
            if let w = view as? UIWindow { return w }
            v = view.superview
        }
        return nil
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    // MARK: Coordinates

    /// This view's top-left corner (bounds origin) in the interface's coordinates (the window's
    /// from iOS 8), from model values or from what is on screen.
    func originInInterface(presented: Bool = false) -> CGPoint {
        var p = CGPoint.zero
        var v: UIView? = self
        while let view = v, !(view is UIWindow) {
            let l = presented ? (view.layer.presentation() ?? view.layer) : view.layer
            p.x += l.frame.minX - l.bounds.minX
            p.y += l.frame.minY - l.bounds.minY
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

    /// The view's frame as on screen now, in `ancestor`'s coordinates (for sampling a film).
    public func presentedFrame(in ancestor: UIView) -> CGRect {
        let mine = originInInterface(presented: true), theirs = ancestor.originInInterface(presented: true)
        let l = layer.presentation() ?? layer
        return CGRect(x: mine.x - theirs.x + l.bounds.minX, y: mine.y - theirs.y + l.bounds.minY,
                      width: l.frame.width, height: l.frame.height)
    }

    // MARK: Safe area

    /// `safeAreaInsets`: the part of the view the window's safe area (status bar, notch, home
    /// indicator), bars of containing controllers (a tab bar) and `additionalSafeAreaInsets` cover.
    open var safeAreaInsets: UIEdgeInsets {
        guard let root = safeAreaRoot else { return .zero }
        let rootInsets = root === self ? ownSafeAreaInsets : root.safeAreaInsets
        let safe = convert(root.bounds.inset(by: rootInsets), from: root)
        let b = bounds
        return UIEdgeInsets(top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
                            bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
    }

    /// The nearest view (this one included) whose insets come from outside: a controller's root
    /// view or the window.
    private var safeAreaRoot: UIView? {
        var v: UIView? = self
        while let view = v {
            if view.owningViewController != nil || view is UIWindow { return view }
            v = view.superview
        }
        return nil
    }

    /// A root view's insets: the window's safe area over it, its controller's container bars
    /// and additional insets.
    var ownSafeAreaInsets: UIEdgeInsets {
        guard let window, self !== window else { return (self as? UIWindow)?.windowSafeAreaInsets ?? .zero }
        // The window's insets are the interface's (its orientation's device insets and status bar),
        // even when the window itself stays portrait (iOS 7).
        let me = originInInterface()
        let safe = window.interfaceRect(fromWindow: window.bounds).inset(by: window.windowSafeAreaInsets)
            .offsetBy(dx: -me.x, dy: -me.y)
        let b = bounds
        var insets = UIEdgeInsets(top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
                                  bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
        if let vc = owningViewController {
            let extra = vc.additionalSafeAreaInsets, bars = vc.containerBarInsets
            insets.top += extra.top + bars.top; insets.left += extra.left + bars.left
            insets.bottom += extra.bottom + bars.bottom; insets.right += extra.right + bars.right
        }
        return insets
    }

    open func safeAreaInsetsDidChange() {}

    /// `layoutGuides` added with `addLayoutGuide(_:)`.
    public private(set) var layoutGuides: [UILayoutGuide] = []
    open func addLayoutGuide(_ guide: UILayoutGuide) { guide.owningView = self; layoutGuides.append(guide) }
    open func removeLayoutGuide(_ guide: UILayoutGuide) { layoutGuides.removeAll { $0 === guide }; guide.owningView = nil }

    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = {
        let g = SafeAreaLayoutGuide()
        g.owningView = self
        return g
    }()

    /// `keyboardLayoutGuide` (iOS 15).
    public private(set) lazy var keyboardLayoutGuide: UIKeyboardLayoutGuide = {
        let g = UIKeyboardLayoutGuide()
        g.owningView = self
        return g
    }()

    // MARK: Layout

    open func setNeedsLayout() { needsLayoutFlag = true; FilmWorld.current.needsLayout = true }

    /// `layoutIfNeeded()`: solves pending constraint changes now, inside whatever animation block is open.
    open func layoutIfNeeded() {
        var top: UIView = self
        while let s = top.superview { top = s }
        LayoutEngine.layoutIfNeeded(top)
    }

    /// Override to place subviews by hand; called in layout passes after constraints are solved.
    open func layoutSubviews() {}

    open func setNeedsUpdateConstraints() { FilmWorld.current.needsLayout = true }
    open func updateConstraintsIfNeeded() {}

    /// `constraints` this view holds (added with `addConstraint`; anchors' constraints activate instead).
    public private(set) var constraints: [NSLayoutConstraint] = []
    open func addConstraint(_ c: NSLayoutConstraint) { constraints.append(c); c.isActive = true }
    open func addConstraints(_ cs: [NSLayoutConstraint]) { for c in cs { addConstraint(c) } }
    open func removeConstraint(_ c: NSLayoutConstraint) { constraints.removeAll { $0 === c }; c.isActive = false }
    open func removeConstraints(_ cs: [NSLayoutConstraint]) { for c in cs { removeConstraint(c) } }

    private lazy var anchors = Anchors(self)
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    public var widthAnchor: NSLayoutDimension { anchors.width }
    public var heightAnchor: NSLayoutDimension { anchors.height }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
}

/// `UIColor`: views keep one for drawing; the film draws its own chat, so only the value is kept.
public final class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    public static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    public static let label = UIColor(white: 0, alpha: 1)
    public static let separator = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
    public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    public static let systemGray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
}
