import Foundation
import Testing
@testable import KeyboardFilmUIKit

/// Keyboard notifications reach observers through Foundation's NotificationCenter, holding what
/// a device holds, so every cast shipped handlers use succeeds (docs/keyboard-physics.md §9).
struct NotificationTests {
    /// The casts shipped handlers use, each tried on the userInfo UIKit posted.
    struct Casts: Sendable {
        var nsValue, cgRect, begin: CGRect?
        var double, timeInterval: Double?
        var cgFloat: CGFloat?
        var int: Int?, uint: UInt?, nsNumber: Int?
        var bool: Bool?

        init(_ info: [AnyHashable: Any]) {
            nsValue = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            cgRect = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            begin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
            double = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
            timeInterval = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
            cgFloat = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? CGFloat
            int = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
            uint = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
            nsNumber = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
            bool = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
        }
    }

    @MainActor final class Box { var casts: Casts? }

    @MainActor
    @Test func everyShippedUserInfoCastSucceeds() throws {
        let phone = Phone()
        let box = Box()
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { n in
            let casts = Casts(n.userInfo ?? [:])
            MainActor.assumeIsolated { box.casts = casts }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        phone.postInKeyboardBlock(UIResponder.keyboardWillShowNotification, end: shownKeyboard)

        let seen = try #require(box.casts, "the observer ran, synchronously, inside the post")
        #expect(seen.nsValue == shownKeyboard)
        #expect(seen.cgRect == shownKeyboard)
        #expect(seen.begin == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(seen.double == 0.25)
        #expect(seen.cgFloat == 0.25, "NSNumber bridges to CGFloat on iOS; corelibs Foundation does not bridge it")
        #expect(seen.timeInterval == 0.25)
        #expect(seen.int == 7)
        #expect(seen.uint == 7)
        #expect(seen.nsNumber == 7)
        #expect(seen.bool == true)
        #expect(UIView.AnimationCurve(rawValue: 7) != nil, "UIKit accepts the keyboard's raw curve 7")
    }

    @Test func notificationNamesAreUIKits() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }
}
