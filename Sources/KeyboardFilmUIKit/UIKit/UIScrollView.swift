import Foundation

/// `UIScrollView`: its content offset is its bounds' origin (so it animates like a frame), and
/// its insets are what keyboard handlers change so the last rows stay reachable.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, interactiveWithAccessory, onDragWithAccessory }

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
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// How long `setContentOffset(_:animated: true)` takes: UIKit does not document it; 0.3 s
    /// ease-in-out is this model's value (docs/keyboard-physics.md §9).
    public static let animatedScrollTiming = Timing(curve: .easeInOut, durationSeconds: 0.3)

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

/// `UITableView`: a scroll view of rows (the film draws its own chat rows in it).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public let style: Style
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44

    public init(frame: CGRect, style: Style) { self.style = style; super.init(frame: frame) }
    override public convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { nil }
}

/// `UITextField`: becomes first responder (the keyboard comes up); may carry an input accessory
/// view. A control: `.editingDidBegin` is sent when it becomes first responder, `.editingDidEnd`
/// when it resigns, as UIKit sends them.
@preconcurrency @MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    private var accessory: UIView?
    override open var canBecomeFirstResponder: Bool { true }
    override open var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !wasFirst { sendActions(for: .editingDidBegin) }
        return true
    }

    @discardableResult
    override open func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if wasFirst { sendActions(for: .editingDidEnd) }
        return true
    }
}

/// `UITextView`: a text input like `UITextField`.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    override public init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    open var text: String!
    private var accessory: UIView?
    override open var canBecomeFirstResponder: Bool { true }
    override open var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }
}
