import Foundation

/// Questions put to a view's hierarchy: whether it descends from a view, which constraints it holds.
extension UIView {
    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// `constraints` this view holds (added with `addConstraint`; anchors' constraints activate instead).
    /// `constraints`: the active constraints installed on this view — as UIKit installs one on
    /// the nearest common ancestor of its items' views (a guide's: its owning view's) — found
    /// among the constraints its subtree's views keep.
    public var constraints: [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var views: [UIView] = [self]
        while let view = views.popLast() {
            found += view.keptConstraints.filter { $0.installationView === self }
            views += view.subviews.reversed()
        }
        return found
    }
}
