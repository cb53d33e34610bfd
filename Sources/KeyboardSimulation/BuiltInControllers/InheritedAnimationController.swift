import Foundation

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
final class InheritedAnimationController: ChatScreenController {
    /// The listing's margin under the moved view.
    let theViewToMoveMargin: CGFloat = 0
    var theViewToMove: UIView { commentBar }
    var theScrollViewToAdjust: UIScrollView { tableView }
    var itemsTable: UITableView { tableView }

    override func registerForKeyboardNotifications() {
        observe(UIResponder.keyboardWillShowNotification, InheritedAnimationController.handleKeyboardNotification)
        observe(UIResponder.keyboardWillHideNotification, InheritedAnimationController.handleKeyboardNotification)
    }

    func handleKeyboardNotification(_ notify: Notification) {
        let value = notify.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue
        let keyboardHeight = value.cgRectValue.height

        switch notify.name {
        case UIResponder.keyboardWillShowNotification:
            theViewToMove.frame.origin.y = view.bounds.height - keyboardHeight - theViewToMoveMargin - theViewToMove.bounds.height
            theScrollViewToAdjust.contentInset.bottom = keyboardHeight
            itemsTable.scrollIndicatorInsets.bottom = keyboardHeight
        case UIResponder.keyboardWillHideNotification:
            theViewToMove.frame.origin.y = view.bounds.height - theViewToMoveMargin - theViewToMove.bounds.height
            theScrollViewToAdjust.contentInset.bottom = 0
            itemsTable.scrollIndicatorInsets.bottom = 0
        default:
            assertionFailure("only WillShow and WillHide are observed")
        }
        scrollToNewestMessage()
    }
}

extension Strategies {
    struct InheritedAnimation: BuiltInStrategy {
        static let name = StrategyName.inheritedAnimation
        static let summary = "frame set in Will handlers rides the keyboard's block (\"iOS Notes — Keyboard\")"
        /// The article's listing sets the table's insets.
        static let listingTableAdjustment: TableAdjustment? = .contentInset

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            InheritedAnimationController(strategy: Self.name, layout: layout)
        }
    }
}
