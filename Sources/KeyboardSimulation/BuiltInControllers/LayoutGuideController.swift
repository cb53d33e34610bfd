import Foundation

/// `UIKeyboardLayoutGuide` (iOS 15): the bar's bottom is pinned to
/// `view.keyboardLayoutGuide.topAnchor`; there is no keyboard code at all.
///
/// UIKit moves the guide inside the keyboard's animation block, so the bar animates from its
/// rest position to its final position on the keyboard's spring: on devices with a bottom
/// safe area (or a tab bar) it leads the keyboard by that inset × (1 − p) while it moves. The
/// guide follows QuickType and rotation, but not an interactive dismissal drag (no
/// notifications are posted while the finger moves).
final class LayoutGuideController: ChatScreenController {
    override var barAttachment: BarAttachment { .keyboardLayoutGuide }
}

/// The first technique of the Stack Overflow answer on toolbars above the keyboard: the bar is
/// the text field's `inputAccessoryView`, parented by UIKit to the keyboard's own view.
///
/// It moves with the keyboard by construction: show, hide, rotation, QuickType and the
/// interactive dismissal drag. The keys travel the keyboard's height plus the accessory's.
/// While the keyboard is hidden a second bar rests in the view and the rising keyboard covers
/// it (the answer's two toolbars and first-responder hand-off).
final class InputAccessoryController: ChatScreenController {
    override var barAttachment: BarAttachment { .inputAccessory }
}

extension StrategyConfiguration {
    /// A fresh chat screen running the configured built-in strategy's code.
    @MainActor
    func makeController(layout: Layout) -> ChatScreenController {
        let name = self.name.rawValue
        switch self.name {
        case .layoutGuide: return LayoutGuideController(strategyName: name, layout: layout)
        case .inputAccessory: return InputAccessoryController(strategyName: name, layout: layout)
        case .inheritedAnimation: return InheritedAnimationController(strategyName: name, layout: layout)
        case .notificationSync: return NotificationSyncController(strategyName: name, layout: layout)
        case .rotationAware: return RotationAwareController(strategyName: name, layout: layout)
        case .rotationCoordinator: return RotationCoordinatorController(strategyName: name, layout: layout)
        case .beginFrameOffset: return BeginFrameOffsetController(strategyName: name, layout: layout)
        case .fixedCurve: return FixedCurveController(strategyName: name, layout: layout, timing: fixedTiming)
        case .displayLink:
            return DisplayLinkController(strategyName: name, layout: layout, minBottom: minBottom, preferredFramesPerSecond: displayLinkRate)
        case .displayLinkHybrid:
            return DisplayLinkHybridController(strategyName: name, layout: layout, minBottom: minBottom,
                                               preferredFramesPerSecond: displayLinkRate, curve: hybridCurve)
        case .curveTracking: return CurveTrackingController(strategyName: name, layout: layout)
        case .keyboardHeight: return KeyboardHeightController(strategyName: name, layout: layout)
        case .keyboardOverlap: return KeyboardOverlapController(strategyName: name, layout: layout)
        }
    }
}
