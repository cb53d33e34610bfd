import Foundation

/// `UIInterfaceOrientation`.
public enum InterfaceOrientation: String, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface's rotation relative to the device, in degrees, clockwise positive
    /// (y grows downward). Home button on the left (`landscapeLeft`) turns the interface −90°.
    public var angleDegrees: Double {
        switch self {
        case .portrait: return 0
        case .landscapeRight: return 90
        case .portraitUpsideDown: return 180
        case .landscapeLeft: return -90
        }
    }

    /// The signed angle to turn from `self` to `other`: the short way; half turns go clockwise.
    public func rotationDegrees(to other: InterfaceOrientation) -> Double {
        var d = other.angleDegrees - angleDegrees
        while d > 180 { d -= 360 }
        while d <= -180 { d += 360 }
        return d
    }
}

/// Converts rectangles between the screen's coordinate space and the interface's.
///
/// Up to iOS 7 the screen space stays portrait-fixed: in landscape a keyboard frame arrives
/// with width and height swapped and must be converted (`convertRect:fromView:`). From iOS 8
/// the screen space follows the interface, and the conversion is the identity.
public struct ScreenSpace: Sendable {
    /// The device's portrait size in points.
    public var portraitSize: CGSize
    /// Whether the screen space is portrait-fixed (iOS 7 and earlier).
    public var isPortraitFixed: Bool

    public init(portraitSize: CGSize, isPortraitFixed: Bool) {
        self.portraitSize = portraitSize; self.isPortraitFixed = isPortraitFixed
    }

    private func interfaceSize(_ o: InterfaceOrientation) -> CGSize {
        o.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// Maps a point of the interface (in orientation `o`) to the screen, rotating about the centres.
    private func toScreen(_ p: CGPoint, _ o: InterfaceOrientation) -> CGPoint {
        let s = interfaceSize(o)
        let a = o.angleDegrees * .pi / 180
        let (c, sn) = (cos(a).rounded(), sin(a).rounded()) // exact quarter turns
        let dx = p.x - s.width / 2, dy = p.y - s.height / 2
        return CGPoint(x: portraitSize.width / 2 + dx * c - dy * sn, y: portraitSize.height / 2 + dx * sn + dy * c)
    }

    private func toInterface(_ p: CGPoint, _ o: InterfaceOrientation) -> CGPoint {
        let s = interfaceSize(o)
        let a = -o.angleDegrees * .pi / 180
        let (c, sn) = (cos(a).rounded(), sin(a).rounded())
        let dx = p.x - portraitSize.width / 2, dy = p.y - portraitSize.height / 2
        return CGPoint(x: s.width / 2 + dx * c - dy * sn, y: s.height / 2 + dx * sn + dy * c)
    }

    /// A rectangle in interface coordinates expressed in screen coordinates.
    public func screenRect(_ r: CGRect, interface o: InterfaceOrientation) -> CGRect {
        guard isPortraitFixed else { return r }
        return CGRect(bounding: r.corners.map { toScreen($0, o) })
    }

    /// `convertRect:fromView:nil`: a screen rectangle in the interface's coordinates.
    public func interfaceRect(_ r: CGRect, interface o: InterfaceOrientation) -> CGRect {
        guard isPortraitFixed else { return r }
        return CGRect(bounding: r.corners.map { toInterface($0, o) })
    }
}

extension InterfaceOrientation {
    var uiInterfaceOrientation: UIInterfaceOrientation {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        case .landscapeRight: return .landscapeRight
        }
    }
}
