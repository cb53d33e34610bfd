import Foundation

/// Sizing a view from its content, margins, and the rest of `UIView`'s hierarchy surface.
extension UIView {
    /// The height Auto Layout gives this view at `width`, its height free and pulled towards 0
    /// at the fitting-size priority (as `systemLayoutSizeFitting` with a compressed height); nil
    /// when nothing inside it is constrained. How UIKit sizes an input accessory view that
    /// has constraints rather than a frame height or an intrinsic size.
    package func autoLayoutHeight(atWidth width: CGFloat) -> CGFloat? {
        if bounds.width != width { UIView.performWithoutAnimation { frame.size.width = width } }
        return LayoutEngine.fittingHeight(of: self)
    }

    /// `UIView.noIntrinsicMetric`.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    // MARK: Margins

    /// The margins of a controller's root view: the system minimum (16 pt at the sides on
    /// compact-width iPhones, 20 pt on wider screens); 8 pt on every side of other views.
    var defaultLayoutMargins: UIEdgeInsets {
        guard owningViewController != nil else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        let side: CGFloat = UIScreen.main.bounds.width < 400 ? 16 : 20
        return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The margins layout uses: the view's own, inset from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        return m
    }
}

/// `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Sendable, Equatable, Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable { case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft }

/// A view's margins as a guide, solved with the view.
@preconcurrency @MainActor
final class LayoutMarginsGuide: UILayoutGuide {
    override init() { super.init(); identifier = "UIViewLayoutMarginsGuide" }
    override var layoutFrame: CGRect { owningView.map { $0.bounds.inset(by: $0.effectiveLayoutMargins) } ?? .zero }
    override func systemPin(in view: UIView) -> GuidePin? { .insets(view.effectiveLayoutMargins) }
}
