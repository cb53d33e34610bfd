/// The interface's layout at one moment: what rotates with it and where the bar rests.
struct InterfaceGeometry {
    var angle: Double
    var size: Size
    var safeArea: EdgeInsets
    var restBottom: Double

    /// The settled layout of `device` in orientation `o`.
    init(device: Device, layout: Layout, orientation o: InterfaceOrientation) {
        angle = o.angleDegrees
        size = device.interfaceSize(o)
        var insets = device.safeArea(o)
        insets.top = max(insets.top, device.statusBar(o))
        safeArea = insets
        restBottom = size.height - insets.bottom - (layout.tabBar ? layout.tabBarHeight : 0)
    }

    /// The layout a fraction `p` of the way from `a` to `b`, turning by `degrees`.
    init(from a: InterfaceGeometry, to b: InterfaceGeometry, turning degrees: Double, progress p: Double) {
        var angle = a.angle + degrees * p
        while angle > 180 { angle -= 360 }
        while angle <= -180 { angle += 360 }
        self.angle = angle
        size = Size(width: lerp(a.size.width, b.size.width, p), height: lerp(a.size.height, b.size.height, p))
        safeArea = EdgeInsets(top: lerp(a.safeArea.top, b.safeArea.top, p), left: lerp(a.safeArea.left, b.safeArea.left, p),
                              bottom: lerp(a.safeArea.bottom, b.safeArea.bottom, p), right: lerp(a.safeArea.right, b.safeArea.right, p))
        restBottom = lerp(a.restBottom, b.restBottom, p)
    }
}
