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

    open var isHidden = false {
        didSet {
            layer.announceChange()
            if isHidden != oldValue, let stack = superview as? UIStackView { stack.arrangementDidChange() }
        }
    }
    open var alpha: CGFloat = 1 { didSet { layer.announceChange() } }
    open var backgroundColor: UIColor?
    open var tag = 0
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    /// Touch delivery flags (UIKit's defaults: false). Kept as set; no touches reach a film.
    open var isExclusiveTouch = false
    open var isMultipleTouchEnabled = false
    open var isOpaque = true
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: UIColor?
    open var contentMode = ContentMode.scaleToFill
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement = false
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    public var traitCollection: UITraitCollection { .current }
    /// Called when the view's traits change (a size class, on a rotation); call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Content hugging and compression resistance, per axis (UIKit's defaults: 250 and 750).
    var contentHugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var storedLayoutMargins: UIEdgeInsets?

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
    /// With a transform other than the identity, the frame is the transformed bounds' bounding
    /// box, and setting it moves the centre only (UIKit leaves that case undefined).
    open var frame: CGRect {
        get {
            let t = layer.affineTransform()
            return t.isIdentity ? layer.frame : Self.boundingBox(of: layer.frame, under: t)
        }
        set {
            guard layer.affineTransform().isIdentity else { center = CGPoint(x: newValue.midX, y: newValue.midY); return }
            untransformedFrame = newValue
        }
    }

    /// `transform`: inside an animation block its translation and scale animate (a view moved
    /// by a translation, as keyboard code often moves a bar, films where it is drawn).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
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
        get { CGPoint(x: layer.frame.midX, y: layer.frame.midY) }
        set {
            let f = layer.frame
            untransformedFrame = CGRect(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2, width: f.width, height: f.height)
        }
    }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        // UIKit raises (NSInvalidArgumentException) rather than make a cycle, which would make
        // every walk up the hierarchy endless: the film stops with a sentence instead.
        if view === self || isDescendant(of: view) {
            let what = view === self ? "a \(type(of: view)) to itself" : "a \(type(of: view)) under its own subview \(type(of: self))"
            FilmWorld.current.fail("addSubview/insertSubview added \(what): UIKit raises NSInvalidArgumentException (a view cannot contain itself)")
            return
        }
        let isNew = view.superview !== self
        if isNew {
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
        if isNew { didAddSubview(view) }
    }

    open func removeFromSuperview() {
        guard let s = superview else { return }
        s.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if window != nil { willMove(toWindow: nil) }
        s.subviews.removeAll { $0 === self }
        superview = nil
        // Constraints that refer to a view leaving its superview are removed, as UIKit does.
        let world = FilmWorld.current
        let leaving = world.activeConstraints.filter { $0.firstItem === self || $0.secondItem === self }
            + keptConstraints.filter { $0.firstItem === self || $0.secondItem === self }
        world.activeConstraints.removeAll { $0.firstItem === self || $0.secondItem === self }
        for c in leaving { c.keeper?.keptConstraints.removeAll { $0 === c } }
        FilmWorld.current.needsLayout = true
        didMoveToSuperview()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
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

    // MARK: Content size

    /// `invalidateIntrinsicContentSize()`: the next layout pass sizes the view anew.
    open func invalidateIntrinsicContentSize() {
        FilmWorld.current.needsLayout = true
        superview?.setNeedsLayout()
    }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { contentHugging[axis.rawValue] }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentHugging[axis.rawValue] = priority
        FilmWorld.current.needsLayout = true
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { compressionResistance[axis.rawValue] }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistance[axis.rawValue] = priority
        FilmWorld.current.needsLayout = true
    }

    /// `sizeToFit()`: takes the size `sizeThatFits(_:)` gives for the current size.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    // MARK: Hierarchy

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: 0)
    }

    /// `viewWithTag(_:)`: this view or the first descendant (depth first) with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// `hitTest(_:with:)`: the deepest visible, interactive descendant (front-most first) whose
    /// bounds hold `point`, else this view when it holds it, as UIKit searches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(sub.convert(point, from: Optional(self)), with: event) { return hit }
        }
        return self
    }

    /// `intrinsicContentSize`: the size the content needs (`noIntrinsicMetric` for none); a
    /// view laid out by constraints hugs it at `contentHuggingPriority` and resists shrinking
    /// below it at `contentCompressionResistancePriority`.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// `sizeThatFits(_:)`: the view's current size (views with content answer from it).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let i = intrinsicContentSize
        return CGSize(width: i.width == UIView.noIntrinsicMetric ? bounds.width : i.width,
                      height: i.height == UIView.noIntrinsicMetric ? bounds.height : i.height)
    }

    // MARK: Margins

    open var layoutMargins: UIEdgeInsets {
        get { storedLayoutMargins ?? defaultLayoutMargins }
        set { storedLayoutMargins = newValue; FilmWorld.current.needsLayout = true; layoutMarginsDidChange() }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { let m = layoutMargins; return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    open var insetsLayoutMarginsFromSafeArea = true { didSet { FilmWorld.current.needsLayout = true } }
    open var preservesSuperviewLayoutMargins = false
    open func layoutMarginsDidChange() {}

    public private(set) lazy var layoutMarginsGuide: UILayoutGuide = {
        let g = LayoutMarginsGuide()
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

    open func addConstraint(_ c: NSLayoutConstraint) { c.isActive = true }
    open func addConstraints(_ cs: [NSLayoutConstraint]) { for c in cs { addConstraint(c) } }
    open func removeConstraint(_ c: NSLayoutConstraint) { c.isActive = false }
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

