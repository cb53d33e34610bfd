import Foundation
#if !KBFILM_ONE_MODULE // the fuzzer compiles the physics with the model as one module
import KeyboardPhysics
#endif

/// `UIScrollView`: its content offset is its bounds' origin (so it animates like a frame), and
/// its insets are what keyboard handlers change so the last rows stay reachable.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// `panGestureRecognizer`: the scroll view's own pan. A finger that drags the keyboard down
    /// (an interactive dismissal) drags this pan: its targets hear began, changed at every frame
    /// and ended, with the finger on the keyboard's top edge.
    public var panGestureRecognizer: UIPanGestureRecognizer {
        if let pan = ownPan { return pan }
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        addGestureRecognizer(pan)
        ownPan = pan
        return pan
    }
    /// The pan, once the code has asked for it (else no one listens).
    package private(set) var ownPan: UIPanGestureRecognizer?
    /// `pinchGestureRecognizer`: nil, as for a scroll view that does not zoom (the model's never do).
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, interactiveWithAccessory, onDragWithAccessory }

    /// A scroll view clips its content to its bounds, as UIKit's does by default.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }
    public required init?(coder: NSCoder) { nil }

    open var contentSize = CGSize.zero { didSet { layer.announceChange() } }
    open var contentInset = UIEdgeInsets.zero { didSet { layer.announceChange() } }
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var alwaysBounceVertical = false
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true

    /// `scrollIndicatorInsets` (deprecated in iOS 13): sets both axes' indicator insets.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// `contentOffset` = `bounds.origin` (animates inside a block, as on a device).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let old = bounds.origin
            bounds = CGRect(origin: newValue, size: bounds.size)
            guard newValue != old else { return }
            // UIKit lays a scroll view out as it scrolls: a list loads the rows it now shows.
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    open weak var delegate: UIScrollViewDelegate?
    /// Set for a SwiftUI scroll view: its code places the offset (`defaultScrollAnchor`,
    /// `scrollTo`), so the film does not open it on its newest message.
    package var offsetIsPlacedByItsCode = false
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceHorizontal = false
    open var bounces = true
    open var isPagingEnabled = false
    open var scrollsToTop = true
    open var automaticallyAdjustsScrollIndicatorInsets = true
    public var isDragging: Bool { false }
    public var isDecelerating: Bool { false }
    public var isTracking: Bool { false }

    /// `scrollRectToVisible(_:animated:)`: the least scroll that shows `rect` inside the
    /// adjusted insets (vertically).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let insets = adjustedContentInset, b = bounds
        var y = b.minY
        if rect.maxY > y + b.height - insets.bottom { y = rect.maxY - b.height + insets.bottom }
        if rect.minY < y + insets.top { y = rect.minY - insets.top }
        setContentOffset(CGPoint(x: b.minX, y: clampedOffsetY(y)), animated: animated)
    }

    /// `y` kept between the content's top and its end, each against the adjusted insets.
    func clampedOffsetY(_ y: CGFloat) -> CGFloat {
        let insets = adjustedContentInset
        return min(max(y, -insets.top), max(-insets.top, contentSize.height + insets.bottom - bounds.height))
    }

    /// How long `setContentOffset(_:animated: true)` takes: UIKit does not document it; 0.3 s
    /// ease-in-out is this model's value (docs/keyboard-physics.md §9).
    package static let animatedScrollTiming = Timing(curve: .easeInOut, durationSeconds: 0.3)

    /// Not animated: the offset is set as `contentOffset` is, so an enclosing animation block
    /// (the keyboard's) animates it, as on a device. Animated: the scroll view's own animation.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        FilmWorld.current.inContext(AnimationContext(timing: Self.animatedScrollTiming, beginTime: FilmWorld.current.time,
                                                     beginsFromCurrentState: true)) {
            self.contentOffset = contentOffset
        }
    }

    /// `adjustedContentInset`: `contentInset` plus the safe area where the behaviour adds it
    /// (`.automatic` and `.scrollableAxes` add the top and bottom insets of a vertical scroller).
    open var adjustedContentInset: UIEdgeInsets {
        var insets = contentInset
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .automatic, .scrollableAxes:
            insets.top += safe.top; insets.bottom += safe.bottom
        case .always:
            insets.top += safe.top; insets.bottom += safe.bottom; insets.left += safe.left; insets.right += safe.right
        }
        return insets
    }
}


/// `UIScrollViewDelegate` (every method optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    /// A data source's count, or 0 with the film stopped when it is negative (UIKit raises an
    /// internal-inconsistency exception; a range of rows cannot start above its end).
    func countOrFailure(_ count: Int, _ call: String) -> Int {
        guard count < 0 else { return count }
        FilmWorld.current.fail("the data source's \(call) returned \(count): a count cannot be negative (UIKit raises NSInternalInconsistencyException)")
        return 0
    }
}

extension UIScrollView {
    /// A row's or item's length as laid out: one that is not a number, infinite, negative or
    /// beyond a million points stops the film with a sentence (UIKit's layout cannot place it)
    /// and counts as 0.
    func usableLength(_ length: CGFloat, _ what: String) -> CGFloat {
        guard !length.isFinite || length < 0 || length > 1_000_000 else { return length }
        FilmWorld.current.fail("\(what) is \(length) pt: a row or item needs a length from 0 to 1000000 pt")
        return 0
    }
}

extension UIScrollView {
    /// Where a table or collection view loads its cells: the bounds and one screen above and below;
    /// nil when the bounds are not finite (a NaN frame, which the film reports once sampled:
    /// measuring rows against it trapped inside `CGRect.intersection`).
    var loadingWindow: CGRect? {
        let b = bounds
        guard [b.minX, b.minY, b.width, b.height].allSatisfy(\.isFinite), (3 * b.height).isFinite else { return nil }
        return CGRect(x: b.minX, y: b.minY - b.height, width: b.width, height: 3 * b.height)
    }
}
