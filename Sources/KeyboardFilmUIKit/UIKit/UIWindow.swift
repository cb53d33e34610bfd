import Foundation

/// `UIWindow`: the root of the view hierarchy. Its coordinates are the screen's: up to iOS 7
/// they stay portrait while the interface turns inside (the root view is rotated), from iOS 8
/// they follow the interface (docs/keyboard-physics.md §4).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The safe area the device and status bar leave (set by the film for its device).
    var windowSafeAreaInsets = UIEdgeInsets.zero
    /// Maps a rectangle between the window's coordinates and the interface's (identity from iOS 8).
    var toInterface: (CGRect) -> CGRect = { $0 }
    var toWindow: (CGRect) -> CGRect = { $0 }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        FilmWorld.current.windows.append(self)
    }
    public required init?(coder: NSCoder) { nil }

    /// `rootViewController`: its view fills the window (or sits where the film presents it).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.view.removeFromSuperview()
            guard let vc = rootViewController else { return }
            vc.loadViewIfNeeded()
            vc.view.frame = rootViewFrame ?? bounds
            addSubview(vc.view)
        }
    }

    /// Where the root controller's view goes (a sheet or multitasking window), if not the whole window.
    package var rootViewFrame: CGRect?

    public private(set) var isKeyWindow = false
    /// The screen the window is on: the film's.
    public var screen: UIScreen { UIScreen.main }
    /// The film's one scene.
    public var windowScene: UIWindowScene? { get { FilmWorld.current.windowScene } set {} }
    public convenience init(windowScene: UIWindowScene) { self.init(frame: UIScreen.main.bounds) }
    open func makeKeyAndVisible() { isKeyWindow = true; isHidden = false }
    open func makeKey() { isKeyWindow = true }

    override open var safeAreaInsets: UIEdgeInsets { windowSafeAreaInsets }

    func interfaceRect(fromWindow r: CGRect) -> CGRect { toInterface(r) }
    func windowRect(fromInterface r: CGRect) -> CGRect { toWindow(r) }
}

extension UIWindow {
    /// The film's window set-up: safe area, where the root view goes, and the mapping between
    /// window and interface coordinates (portrait-fixed up to iOS 7).
    package func configureForFilm(safeAreaInsets: UIEdgeInsets, rootViewFrame: CGRect?,
                                 toInterface: @escaping (CGRect) -> CGRect, toWindow: @escaping (CGRect) -> CGRect) {
        windowSafeAreaInsets = safeAreaInsets
        self.rootViewFrame = rootViewFrame
        self.toInterface = toInterface
        self.toWindow = toWindow
        if let frame = rootViewFrame, let vc = rootViewController { vc.view.frame = frame }
        FilmWorld.current.needsLayout = true
    }
}

/// `UIScreen`: the main screen's bounds in the interface's coordinates from iOS 8 (portrait
/// up to iOS 7) and its scale.
@preconcurrency @MainActor
public final class UIScreen {
    public static var main: UIScreen { FilmWorld.current.screen }
    public internal(set) var bounds: CGRect
    public internal(set) var scale: CGFloat
    public var nativeScale: CGFloat { scale }
    init(bounds: CGRect, scale: CGFloat) { self.bounds = bounds; self.scale = scale }
    /// The screen's coordinates, which turn with the interface (iOS 8 and later).
    public var coordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(fixed: false) }
    /// The screen's portrait coordinates, fixed whatever the interface's orientation.
    public var fixedCoordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(fixed: true) }
}

/// `UICoordinateSpace`: a view's or the screen's coordinates, to convert between.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

extension UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint { convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin }
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint { convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin }
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect { coordinateSpace.convert(rect, to: self) }
}

/// The screen as a coordinate space: a rectangle in it is one in the interface's (or, fixed, the
/// portrait screen's) coordinates, which the film's full-screen window maps to its own.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }
    var bounds: CGRect { fixed && UIScreen.main.bounds.width > UIScreen.main.bounds.height ? CGRect(x: 0, y: 0, width: UIScreen.main.bounds.height, height: UIScreen.main.bounds.width) : UIScreen.main.bounds }
    /// From the screen to a view: through the app's window.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let other = coordinateSpace as? ScreenCoordinateSpace, other.fixed == fixed { return rect }
        guard let window = FilmWorld.current.windows.first else { return rect }
        let inWindow = window.windowRect(fromInterface: rect)
        if let view = coordinateSpace as? UIView { return view.convert(inWindow, from: UIView?.none) }
        return coordinateSpace.convert(inWindow, from: window)
    }
}

extension UIView: UICoordinateSpace {
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        let inWindow = convert(rect, to: UIView?.none)
        guard coordinateSpace is ScreenCoordinateSpace, let window = window ?? FilmWorld.current.windows.first else { return inWindow }
        return window.interfaceRect(fromWindow: inWindow)
    }
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint { convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin }
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint { convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin }
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return coordinateSpace.convert(rect, to: self)
    }
}

