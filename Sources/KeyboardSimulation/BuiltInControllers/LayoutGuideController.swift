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

extension Strategies {
    struct LayoutGuide: BuiltInStrategy {
        static let name = StrategyName.layoutGuide
        static let summary = "bar pinned to UIKeyboardLayoutGuide (iOS 15 API)"

        static func incompatibility(with system: SystemVersion) -> String? {
            system.hasKeyboardLayoutGuide ? nil
                : "layoutGuide needs system ios15 or later (UIKeyboardLayoutGuide is an iOS 15 API), system is \(system.rawValue)"
        }

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            LayoutGuideController(strategy: Self.name, layout: layout)
        }
    }

    struct InputAccessory: BuiltInStrategy {
        static let name = StrategyName.inputAccessory
        static let summary = "bar is the text field's inputAccessoryView (Stack Overflow answer, first technique)"

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            InputAccessoryController(strategy: Self.name, layout: layout)
        }
    }
}
