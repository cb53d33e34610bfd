import Foundation
/// The built-in strategies of the design's table, by the name a storyboard uses.
public enum StrategyName: String, Sendable, CaseIterable {
    case layoutGuide, inputAccessory, inheritedAnimation, notificationSync, rotationAware
    case rotationCoordinator, beginFrameOffset, fixedCurve, displayLink, displayLinkHybrid, curveTracking
    case keyboardHeight, keyboardOverlap

    /// One line on what the strategy does and which article it comes from.
    public var summary: String {
        switch self {
        case .layoutGuide: return "bar pinned to UIKeyboardLayoutGuide (iOS 15 API)"
        case .inputAccessory: return "bar is the text field's inputAccessoryView (Stack Overflow answer, first technique)"
        case .inheritedAnimation: return "frame set in Will handlers rides the keyboard's block (\"iOS Notes — Keyboard\")"
        case .notificationSync: return "own block with the notification's duration and curve (\"Synchronizing rotation animation…\", first listing)"
        case .rotationAware: return "as notificationSync, frames only between willRotate and didRotate (\"Synchronizing rotation animation…\", second listing)"
        case .rotationCoordinator: return "animates alongside the iOS 8 transition coordinator (the article's iOS 8 sequel)"
        case .beginFrameOffset: return "moves the bar by ± the Begin frame's height, options curve << 16 (\"Animating Around the iOS Keyboard\")"
        case .fixedCurve: return "0.3 s ease-out on focus, ignoring the keyboard's timing (Apple Music, \"Animating in sync with the iOS keyboard\")"
        case .displayLink: return "copies the keyboard's presentation frame on each display tick (Stack Overflow answer, CADisplayLink)"
        case .displayLinkHybrid: return "display link until contact, then an animation for the time left (Stack Overflow answer, hybrid)"
        case .curveTracking: return "evaluates the keyboard's own spring at each frame's time (react-native-keyboard-controller, Flutter)"
        case .keyboardHeight: return "raises the bar by the End frame's height above the safe area, ignoring where the view is (chat-UI issue trackers)"
        case .keyboardOverlap: return "raises the bar by the keyboard's overlap with the view (convert + intersection; Apple's \"Managing the keyboard\")"
        }
    }
}

extension StrategyName {
    /// The table code of the strategy's article, when its listing has some: the first
    /// "Synchronizing rotation animation…" listings shrink the table's frame, "iOS Notes —
    /// Keyboard" sets its insets. The others' chat screens take the storyboard's choice.
    public var listingTableAdjustment: TableAdjustment? {
        switch self {
        case .notificationSync, .rotationAware, .rotationCoordinator: return .frame
        case .inheritedAnimation: return .contentInset
        default: return nil
        }
    }

    /// Why the strategy cannot run on `system` (an API it needs does not exist there), or nil.
    public func incompatibility(with system: SystemVersion) -> String? {
        if self == .layoutGuide && !system.hasKeyboardLayoutGuide {
            return "layoutGuide needs system ios15 or later (UIKeyboardLayoutGuide is an iOS 15 API), system is \(system.rawValue)"
        }
        if self == .rotationCoordinator && !system.hasTransitionCoordinator {
            return "rotationCoordinator needs system ios8 or later (transition coordinators arrived in iOS 8)"
        }
        return nil
    }
}

/// A built-in strategy and its options, as a storyboard names them.
public struct StrategyConfiguration: Sendable, Equatable {
    public var name: StrategyName
    /// `fixedCurve`: the animation it runs on focus (default 0.3 s ease-out, Apple Music).
    public var fixedTiming = Timing(curve: .easeOut, durationSeconds: 0.3)
    /// `displayLink`, `displayLinkHybrid`: `preferredFramesPerSecond` (nil: the display's rate = the film's fps).
    public var displayLinkRate: Int?
    /// `displayLink`, `displayLinkHybrid`: keep the bar at or above its rest position
    /// (a priority-500 equality plus a required ≥ constraint).
    public var minBottom = false
    /// `displayLinkHybrid`: the curve of the animation after contact (a plain `UIView.animate`).
    public var hybridCurve = TimingCurve.easeInOut

    public init(_ name: StrategyName) { self.name = name }
}
