import Foundation
/// A keyboard notification and its `userInfo`, frames in **screen** coordinates (portrait-fixed
/// up to iOS 7, following the interface since iOS 8).
struct KeyboardNotification: Sendable, Equatable {
    typealias Name = UIKitEventName
    /// One of the six keyboard names.
    var name: Name
    /// `UIKeyboardFrameBeginUserInfoKey` (includes an input accessory view).
    var beginFrame: CGRect
    /// `UIKeyboardFrameEndUserInfoKey` (includes an input accessory view).
    var endFrame: CGRect
    /// `UIKeyboardAnimationDurationUserInfoKey`, in seconds (0.25; 0 for immediate changes).
    var animationDuration: Double
    /// `UIKeyboardAnimationCurveUserInfoKey`: a raw `UIViewAnimationCurve` (7 for the keyboard's spring).
    var animationCurve: Int

    init(name: Name, beginFrame: CGRect, endFrame: CGRect, animationDuration: Double = 0.25, animationCurve: Int = 7) {
        self.name = name; self.beginFrame = beginFrame; self.endFrame = endFrame
        self.animationDuration = animationDuration; self.animationCurve = animationCurve
    }
}

/// Something UIKit posts or calls on the bar's view controller, as written to the trace.
enum UIKitCallback: Sendable, Equatable {
    case keyboard(KeyboardNotification)
    /// `becomeFirstResponder` returned (the keyboard's notifications were posted inside it).
    case didBecomeFirstResponder
    /// `resignFirstResponder` returned.
    case didResignFirstResponder
    /// iOS 7: `willRotateToInterfaceOrientation:duration:`.
    case willRotate(to: InterfaceOrientation, duration: Double)
    /// iOS 7: `willAnimateRotationToInterfaceOrientation:duration:` (inside the rotation's block).
    case willAnimateRotation(to: InterfaceOrientation, duration: Double)
    /// iOS 7: `didRotateFromInterfaceOrientation:`.
    case didRotate(from: InterfaceOrientation)
    /// iOS 8+: `viewWillTransitionToSize:withTransitionCoordinator:`.
    case willTransition(to: CGSize)
    /// iOS 8+: the coordinator runs the blocks given to `animateAlongsideTransition` (inside the rotation's block).
    case alongsideTransition
    /// iOS 8+: the coordinator's completion blocks.
    case transitionCompletion

    /// The name written to the trace.
    var traceName: String { name.rawValue }

    var name: UIKitEventName {
        switch self {
        case .keyboard(let n): n.name
        case .didBecomeFirstResponder: .becomeFirstResponder
        case .didResignFirstResponder: .resignFirstResponder
        case .willRotate: .willRotate
        case .willAnimateRotation: .willAnimateRotation
        case .didRotate: .didRotate
        case .willTransition: .willTransition
        case .alongsideTransition: .alongsideTransition
        case .transitionCompletion: .transitionCompletion
        }
    }
}

/// What a trace frame's `notifications` may name: UIKit's notification or callback names as
/// written (the raw values), and the short ones captions and reports show.
public enum UIKitEventName: String, Sendable, CaseIterable {
    case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
    case willShow = "UIKeyboardWillShowNotification"
    case willHide = "UIKeyboardWillHideNotification"
    case didChangeFrame = "UIKeyboardDidChangeFrameNotification"
    case didShow = "UIKeyboardDidShowNotification"
    case didHide = "UIKeyboardDidHideNotification"
    case becomeFirstResponder
    case resignFirstResponder
    case willRotate = "willRotateToInterfaceOrientation"
    case willAnimateRotation = "willAnimateRotationToInterfaceOrientation"
    case didRotate = "didRotateFromInterfaceOrientation"
    case willTransition = "viewWillTransitionToSize"
    case alongsideTransition = "animateAlongsideTransition"
    case transitionCompletion

    /// "WillShow", "willRotate", "alongside": without UIKit's prefixes and suffixes.
    public var shortName: String {
        if rawValue.hasPrefix("UIKeyboard") { return String(rawValue.dropFirst("UIKeyboard".count).dropLast("Notification".count)) }
        return self == .alongsideTransition ? "alongside" : String(describing: self)
    }

    /// The short name of a name a trace holds; a name KeyboardFilm does not post stays as it is.
    public static func shortName(of traceName: String) -> String { UIKitEventName(rawValue: traceName)?.shortName ?? traceName }
}
