import Foundation

/// `UILayoutGuide`: a rectangle in a view's coordinates that constraints can refer to. The
/// guides UIKit makes (`safeAreaLayoutGuide`, `keyboardLayoutGuide`) follow their view.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    public internal(set) weak var owningView: UIView?
    public var identifier = "UILayoutGuide"
    private lazy var anchors = Anchors(self)

    override public init() { super.init() }

    /// The guide's frame in the owning view's coordinates, as last laid out (for UIKit's own
    /// guides: computed from the view now).
    open var layoutFrame: CGRect { solvedFrame }
    var solvedFrame = CGRect.zero

    /// For UIKit's own guides: how UIKit ties the guide to its view (nil: the guide is placed
    /// by constraints). The layout solves the guide with the view, so a view whose size comes from
    /// its own guide (a child controller pinned by its safe area) is placed as UIKit places it.
    func systemPin(in view: UIView) -> GuidePin? { nil }

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
    override var layoutFrame: CGRect { owningView.map { $0.bounds.inset(by: $0.safeAreaInsets) } ?? .zero }
    override func systemPin(in view: UIView) -> GuidePin? { .insets(view.safeAreaInsets) }
}

/// How UIKit ties one of its guides to the guide's view, in the view's coordinates.
enum GuidePin: Equatable {
    /// Inset from the view's edges (the safe area).
    case insets(UIEdgeInsets)
    /// Full width, along the view's bottom edge, this tall (the keyboard layout guide).
    case bottomBand(height: CGFloat)
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

    override public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let b = view.bounds, h = height(in: view)
        return CGRect(x: b.minX, y: b.maxY - h, width: b.width, height: h)
    }

    override func systemPin(in view: UIView) -> GuidePin? { .bottomBand(height: height(in: view)) }

    private func height(in view: UIView) -> CGFloat {
        let b = view.bounds
        var overlap = 0.0
        let world = FilmWorld.current
        if let keyboard = world.keyboardGuideFrame, followsUndockedKeyboard || !world.keyboardIsUndocked {
            let k = view.convert(keyboard, from: nil)
            overlap = max(0, b.maxY - k.minY)
        }
        let floor = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        return max(overlap, floor)
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
