import Foundation

// Foundation on Linux has CGRect, CGPoint, CGSize and CGFloat, but not what UIKit adds to them or
// the bridging that makes `userInfo[key] as? CGRect` work on Apple platforms. This file adds both,
// with UIKit's names, so keyboard code reads its notifications here as it does on a device.

extension NSValue {
    /// `NSValue(cgRect:)`, as UIKit declares it (corelibs has only `init(rect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// `.cgRectValue`, as UIKit declares it.
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}

/// On Apple platforms an `NSValue` holding a rectangle casts to `CGRect` (`as? CGRect`), which
/// keyboard handlers rely on; corelibs does not bridge them. The runtime casts through
/// `_ObjectiveCBridgeable` on Linux too, so this conformance gives the same casts.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.rectValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = source.rectValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.rectValue ?? .zero }
}

/// `CGVector` (Core Graphics), for `UISpringTimingParameters(…initialVelocity:)`.
public struct CGVector: Sendable, Equatable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static let zero = CGVector(dx: 0.0, dy: 0.0)
}

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Sendable, Equatable, Hashable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// `CGRect.inset(by:)` (UIKit): the rectangle shrunk by the insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// `UIEdgeInsetsInsetRect` (the pre-Swift 4.2 spelling).
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
