/// The attachment strategies of design.md's table.
public enum StrategyName: String, Sendable, CaseIterable {
    case layoutGuide, inputAccessory, inheritedAnimation, notificationSync, rotationAware
    case rotationCoordinator, beginFrameOffset, fixedCurve, displayLink, displayLinkHybrid

    /// One line on what the strategy does and where it comes from.
    public var summary: String {
        switch self {
        case .layoutGuide: return "bar pinned to UIKeyboardLayoutGuide (iOS 15 API)"
        case .inputAccessory: return "bar is the keyboard's inputAccessoryView (seed 003)"
        case .inheritedAnimation: return "frames set in Will handlers ride the keyboard's animation (seed 004)"
        case .notificationSync: return "own animation with the notification's duration and curve (seed 000, seed 002)"
        case .rotationAware: return "as notificationSync, no animation between willRotate and didRotate (seed 000)"
        case .rotationCoordinator: return "animates alongside the iOS 8 transition coordinator (seed 000, part 2)"
        case .beginFrameOffset: return "moves the bar by ±Begin-frame height, curve << 16 (seed 001)"
        case .fixedCurve: return "fixed 0.3 s ease-out on focus, ignoring the keyboard's timing (seed 002)"
        case .displayLink: return "copies the keyboard's presentation frame each display tick (seed 003)"
        case .displayLinkHybrid: return "display link until contact, then the remaining duration (seed 003)"
        }
    }
}

extension StrategyName {
    /// Why the strategy cannot run on `system` (an API it needs does not exist there), or nil.
    public func incompatibility(with system: SystemVersion) -> String? {
        switch (self, system) {
        case (.layoutGuide, .ios7), (.layoutGuide, .ios8):
            return "layoutGuide needs system ios15 (UIKeyboardLayoutGuide is an iOS 15 API), system is \(system.rawValue)"
        case (.rotationCoordinator, .ios7):
            return "rotationCoordinator needs system ios8 or later (transition coordinators arrived in iOS 8)"
        default:
            return nil
        }
    }
}

/// A strategy and its options, as a storyboard names them.
public struct StrategyConfiguration: Sendable, Equatable {
    public var name: StrategyName
    /// `fixedCurve`: the animation it runs on focus (default 0.3 s ease-out, Apple Music).
    public var fixedTiming = Timing(curve: .easeOut, durationSeconds: 0.3)
    /// `displayLink`, `displayLinkHybrid`: display refresh rate in Hz.
    public var displayLinkRateHz: Double = 60
    /// `displayLink`, `displayLinkHybrid`: keep the bar at or above its rest position
    /// (seed 003's priority-500 equality plus priority-1000 ≥ constraint).
    public var minBottom = false
    /// `displayLinkHybrid`: the curve of the animation after contact (a plain `UIView.animate`).
    public var hybridCurve = TimingCurve.easeInOut

    public init(_ name: StrategyName) { self.name = name }
}
