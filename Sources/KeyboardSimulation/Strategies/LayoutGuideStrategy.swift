/// `UIKeyboardLayoutGuide` (iOS 15): the bar's bottom is pinned to
/// `view.keyboardLayoutGuide.topAnchor`; there is no keyboard code at all.
///
/// UIKit moves the guide inside the keyboard's animation block, so the bar animates from its
/// rest position to its final position on the keyboard's spring: on devices with a bottom
/// safe area (or a tab bar) it leads the keyboard by that inset × (1 − p) while it moves. The
/// guide follows QuickType and rotation, but not an interactive dismissal drag (no
/// notifications are posted while the finger moves).
public struct LayoutGuideStrategy: AttachmentStrategy {
    public init() {}
    public var name: String { "layoutGuide" }
    public var barLayout: BarLayout { .keyboardLayoutGuide }
}
