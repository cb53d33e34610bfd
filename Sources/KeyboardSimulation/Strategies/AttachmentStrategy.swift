/// What a bar's owner does in response to UIKit: one conforming type per technique, under `Strategies/`.
///
/// Strategies position the bar through one number, its **overlap**: how far the keyboard top
/// the strategy believes in lies above the interface's bottom edge (a bottom-constraint
/// constant, or what an autoresizing bar with a flexible top margin keeps). The layout then
/// places the bar's bottom at `height − overlap`, and, for strategies that keep the bar above
/// its rest position, no lower than that rest position.
public protocol AttachmentStrategy: Sendable {
    /// Whether the layout keeps the bar at or above its rest position (above the safe area or tab bar).
    var keepsBarAboveRest: Bool { get }
    /// Whether the bar is part of the keyboard's own view (it then moves with the keyboard, always).
    var isPartOfKeyboard: Bool { get }
    /// Handles a notification or view-controller callback.
    mutating func receive(_ callback: UIKitCallback, host: inout BarHost)
    /// Handles a `CADisplayLink` tick (only while the host's display link runs).
    mutating func displayLinkTick(host: inout BarHost)
}

extension AttachmentStrategy {
    public var keepsBarAboveRest: Bool { true }
    public var isPartOfKeyboard: Bool { false }
    public mutating func displayLinkTick(host: inout BarHost) {}
}

extension StrategyConfiguration {
    /// A fresh instance of the configured strategy.
    public func makeStrategy() -> any AttachmentStrategy {
        switch name {
        case .layoutGuide: return LayoutGuideStrategy()
        case .inputAccessory: return InputAccessoryStrategy()
        case .inheritedAnimation: return InheritedAnimationStrategy()
        case .notificationSync: return NotificationSyncStrategy()
        case .rotationAware: return RotationAwareStrategy()
        case .rotationCoordinator: return RotationCoordinatorStrategy()
        case .beginFrameOffset: return BeginFrameOffsetStrategy()
        case .fixedCurve: return FixedCurveStrategy(timing: fixedTiming)
        case .displayLink: return DisplayLinkStrategy(minBottom: minBottom)
        case .displayLinkHybrid: return DisplayLinkHybridStrategy(curve: hybridCurve)
        }
    }
}
