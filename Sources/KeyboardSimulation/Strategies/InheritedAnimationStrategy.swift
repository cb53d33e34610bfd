/// "iOS Notes — Keyboard", point 1 and "contents outside any UIScrollView": the *Will*
/// handlers run inside the keyboard's own animation block, so the handler just sets the bar's
/// `frame.origin.y` from the End frame's height (unconverted, as the listing does) and the
/// table's bottom content and indicator insets, with no block of its own.
///
/// The change rides the keyboard's spring, from the bar's rest position: on a Face ID iPhone it
/// leads the keyboard by 34·(1−p) while showing, and after a hide rests on the screen's bottom
/// edge (the listing's margin is 0). From iOS 8 the rotation's notifications come without
/// animation and the bar jumps. With a hardware keyboard on iPad the End frame keeps its full
/// height, so the bar floats far above the 55 pt shortcuts bar.
public struct InheritedAnimationStrategy: AttachmentStrategy {
    /// The listing's `theViewToMoveMargin`.
    public var theViewToMoveMargin = 0.0
    public init() {}
    public var name: String { "inheritedAnimation" }

    public mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        let keyboardHeight = notification.endFrame.height
        switch notification.name {
        case .willShow:
            host.bar.frame.origin.y = host.view.bounds.height - keyboardHeight - theViewToMoveMargin - host.bar.bounds.height
            host.tableView.contentInsetBottom = keyboardHeight
            host.tableView.scrollIndicatorInsetBottom = keyboardHeight
        case .willHide:
            host.bar.frame.origin.y = host.view.bounds.height - theViewToMoveMargin - host.bar.bounds.height
            host.tableView.contentInsetBottom = 0
            host.tableView.scrollIndicatorInsetBottom = 0
        default:
            break
        }
    }
}
