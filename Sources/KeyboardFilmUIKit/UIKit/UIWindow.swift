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
    var rootViewFrame: CGRect?

    public private(set) var isKeyWindow = false
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
}

