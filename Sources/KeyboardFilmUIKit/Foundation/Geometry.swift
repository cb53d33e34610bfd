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

extension NSCoder {
    /// `NSCoder.string(for:)` (UIKit's): "{{x, y}, {w, h}}", as `NSStringFromCGRect` writes it.
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    public static func string(for point: CGPoint) -> String { "{\(format(point.x)), \(format(point.y))}" }
    public static func string(for size: CGSize) -> String { "{\(format(size.width)), \(format(size.height))}" }
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\(format(insets.top)), \(format(insets.left)), \(format(insets.bottom)), \(format(insets.right))}"
    }

    /// `NSCoder.cgRect(for:)`: the numbers of "{{x, y}, {w, h}}" (zero for a malformed string, as UIKit).
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string)
        return n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : .zero
    }
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string)
        return n.count == 2 ? CGPoint(x: n[0], y: n[1]) : .zero
    }
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string)
        return n.count == 2 ? CGSize(width: n[0], height: n[1]) : .zero
    }

    private static func numbers(in string: String) -> [CGFloat] {
        string.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0).map { CGFloat($0) } }
    }

    /// Whole numbers without a fraction, as UIKit writes them ("{0, 44}").
    private static func format(_ x: CGFloat) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(Double(x))"
    }
}

public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }

// Core Graphics' comparisons, as Swift imports them.
extension CGRect { public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 } }
extension CGPoint { public func equalTo(_ point2: CGPoint) -> Bool { self == point2 } }
extension CGSize { public func equalTo(_ size2: CGSize) -> Bool { self == size2 } }

/// A number in a userInfo dictionary (an `NSNumber`) casts to `CGFloat` on iOS — handlers write
/// `userInfo[keyboardAnimationDurationUserInfoKey] as? CGFloat` — but corelibs Foundation does
/// not bridge `CGFloat`, so the cast fails there: this bridging makes it succeed, as on a device.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) { result = CGFloat(source.doubleValue) }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat { CGFloat(source?.doubleValue ?? 0) }
}
