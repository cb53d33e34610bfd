import Foundation
import KeyboardFilmUIKit

// Appearance modifiers the film accepts and does not draw, and the types they take.

/// Effects the renderer has no means for: a rotation (views are placed by offsets), redaction
/// placeholders, a scroll view's own background switch, bouncing. They compile and leave the
/// view as it is; the SwiftUIScreens article lists them.
extension View {
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func redacted(reason: RedactionReasons) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func backgroundStyle(_ style: some ShapeStyle) -> some View { self }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    /// `transition(_:)`: a view inserted or removed appears or goes at once (insertion and
    /// removal animations are not modelled; frames of views that stay do animate).
    public func transition(_ t: AnyTransition) -> some View { self }
}

public struct Angle: Sendable, Hashable {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
}
public struct ScrollBounceBehavior: Sendable { public static let automatic = Self(), always = Self(), basedOnSize = Self() }
public struct ScrollIndicatorVisibility: Sendable { public static let automatic = Self(), visible = Self(), hidden = Self(), never = Self() }
public struct ButtonBorderShape: Sendable {
    public static let automatic = Self(), capsule = Self(), circle = Self()
    public static func roundedRectangle(radius: CGFloat) -> Self { Self() }
}

public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), slide = AnyTransition(), identity = AnyTransition(), scale = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
