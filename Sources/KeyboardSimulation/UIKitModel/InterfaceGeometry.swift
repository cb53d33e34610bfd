import Foundation
/// The interface's layout at one moment: what rotates with it, where the view sits and where
/// the bar rests. Values in the interface's coordinates except `safeArea` (the view's own insets).
struct InterfaceGeometry {
    var angle: Double
    /// The interface's (screen's) size.
    var size: CGSize
    /// The view controller's view.
    var view: CGRect
    /// The view's safe-area insets (status bar included, tab bar not).
    var safeArea: UIEdgeInsets
    /// Where the bar's bottom rests with no keyboard.
    var restBottom: Double

    init(size: CGSize, angle: Double, view: CGRect, safeArea: UIEdgeInsets, restBottom: Double) {
        self.size = size; self.angle = angle; self.view = view; self.safeArea = safeArea; self.restBottom = restBottom
    }

    /// The layout a fraction `p` of the way from `a` to `b`, turning by `degrees`.
    init(from a: InterfaceGeometry, to b: InterfaceGeometry, turning degrees: Double, progress p: Double) {
        var angle = a.angle + degrees * p
        while angle > 180 { angle -= 360 }
        while angle <= -180 { angle += 360 }
        self.angle = angle
        size = CGSize(width: lerp(a.size.width, b.size.width, p), height: lerp(a.size.height, b.size.height, p))
        view = CGRect.lerp(a.view, b.view, p)
        safeArea = UIEdgeInsets(top: lerp(a.safeArea.top, b.safeArea.top, p), left: lerp(a.safeArea.left, b.safeArea.left, p),
                              bottom: lerp(a.safeArea.bottom, b.safeArea.bottom, p), right: lerp(a.safeArea.right, b.safeArea.right, p))
        restBottom = lerp(a.restBottom, b.restBottom, p)
    }
}
