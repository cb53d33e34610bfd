import Foundation

/// Where a view's safe area insets come from: its controller's root view or the window.
extension UIView {
    /// The nearest view (this one included) whose insets come from outside: a controller's root
    /// view or the window.
    var safeAreaRoot: UIView? {
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
        let safe: CGRect
        if let container = superview, !(container is UIWindow) {
            // A child controller's view: its container's safe area over it.
            safe = convert(container.bounds.inset(by: container.safeAreaInsets), from: container)
        } else {
            // The window's insets are the interface's (its orientation's device insets and status
            // bar), even when the window itself stays portrait (iOS 7).
            let me = originInInterface()
            safe = window.interfaceRect(fromWindow: window.bounds).inset(by: window.windowSafeAreaInsets)
                .offsetBy(dx: -me.x, dy: -me.y)
        }
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
}
