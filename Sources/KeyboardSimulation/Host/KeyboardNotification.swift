import Foundation
/// A keyboard notification and its `userInfo`, frames in **screen** coordinates (portrait-fixed
/// up to iOS 7, following the interface since iOS 8).
struct KeyboardNotification: Sendable, Equatable {
    enum Name: String, Sendable, CaseIterable {
        case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
        case willShow = "UIKeyboardWillShowNotification"
        case willHide = "UIKeyboardWillHideNotification"
        case didChangeFrame = "UIKeyboardDidChangeFrameNotification"
        case didShow = "UIKeyboardDidShowNotification"
        case didHide = "UIKeyboardDidHideNotification"
    }
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
    var traceName: String {
        switch self {
        case .keyboard(let n): return n.name.rawValue
        case .didBecomeFirstResponder: return "becomeFirstResponder"
        case .didResignFirstResponder: return "resignFirstResponder"
        case .willRotate: return "willRotateToInterfaceOrientation"
        case .willAnimateRotation: return "willAnimateRotationToInterfaceOrientation"
        case .didRotate: return "didRotateFromInterfaceOrientation"
        case .willTransition: return "viewWillTransitionToSize"
        case .alongsideTransition: return "animateAlongsideTransition"
        case .transitionCompletion: return "transitionCompletion"
        }
    }
}
