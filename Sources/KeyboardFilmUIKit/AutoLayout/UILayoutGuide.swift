import Foundation

/// `UILayoutGuide`: a rectangle in a view's coordinates that constraints can refer to. The
/// guides UIKit makes (`safeAreaLayoutGuide`, `keyboardLayoutGuide`) follow their view.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutItem {
    public internal(set) weak var owningView: UIView?
    public var identifier = "UILayoutGuide"
    private lazy var anchors = Anchors(self)

    public init() {}

    /// The guide's frame in the owning view's coordinates, as last laid out (for UIKit's own
    /// guides: computed from the view now).
    open var layoutFrame: CGRect { solvedFrame }
    var solvedFrame = CGRect.zero

    /// For UIKit's own guides: the frame, in the owning view's coordinates, that UIKit pins the
    /// guide to (nil: the guide is placed by constraints).
    func systemFrame(in view: UIView) -> CGRect? { nil }

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

/// The view's safe area as a guide.
@preconcurrency @MainActor
final class SafeAreaLayoutGuide: UILayoutGuide {
    override init() { super.init(); identifier = "UIViewSafeAreaLayoutGuide" }
    override var layoutFrame: CGRect { owningView.map { systemFrame(in: $0)! } ?? .zero }
    override func systemFrame(in view: UIView) -> CGRect? { view.bounds.inset(by: view.safeAreaInsets) }
}

/// `UIKeyboardLayoutGuide` (iOS 15): its top follows the docked keyboard's top as UIKit last
/// posted it (UIKit moves it inside the keyboard's animation block); with the keyboard off
/// screen, the safe area's bottom (`usesBottomSafeArea`, iOS 17) or the view's bottom. An
/// undocked, split or floating keyboard counts as off screen unless `followsUndockedKeyboard`.
@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    public var followsUndockedKeyboard = false { didSet { FilmWorld.current.needsLayout = true } }
    public var usesBottomSafeArea = true { didSet { FilmWorld.current.needsLayout = true } }
    /// iOS 17: extra distance above the keyboard at which an interactive dismissal begins (not modelled: drawing only).
    public var keyboardDismissPadding: CGFloat = 0

    override init() { super.init(); identifier = "UIKeyboardLayoutGuide" }

    override public var layoutFrame: CGRect { owningView.map { systemFrame(in: $0)! } ?? .zero }

    override func systemFrame(in view: UIView) -> CGRect? {
        let b = view.bounds
        var overlap = 0.0
        let world = FilmWorld.current
        if let keyboard = world.keyboardGuideFrame, followsUndockedKeyboard || !world.keyboardIsUndocked {
            let k = view.convert(keyboard, from: nil)
            overlap = max(0, b.maxY - k.minY)
        }
        let floor = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        let top = min(b.maxY - overlap, b.maxY - floor)
        return CGRect(x: b.minX, y: top, width: b.width, height: b.maxY - top)
    }
}

extension FilmWorld {
    /// UIKit moves the keyboard layout guides with a frame it posts (screen coordinates); they
    /// are laid out in the next pass.
    public func moveKeyboardLayoutGuides(to frame: CGRect, undocked: Bool) {
        keyboardGuideFrame = frame
        keyboardIsUndocked = undocked
        needsLayout = true
    }
}
