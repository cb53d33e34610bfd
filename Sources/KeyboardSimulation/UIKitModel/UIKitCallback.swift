/// The payload of a keyboard notification (`userInfo`), frames in **screen** coordinates.
public struct KeyboardNotification: Sendable, Equatable {
    public enum Name: String, Sendable, CaseIterable {
        case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
        case willShow = "UIKeyboardWillShowNotification"
        case willHide = "UIKeyboardWillHideNotification"
        case didChangeFrame = "UIKeyboardDidChangeFrameNotification"
        case didShow = "UIKeyboardDidShowNotification"
        case didHide = "UIKeyboardDidHideNotification"
    }
    public var name: Name
    /// `UIKeyboardFrameBeginUserInfoKey`.
    public var beginFrame: Rect
    /// `UIKeyboardFrameEndUserInfoKey`.
    public var endFrame: Rect
    /// `UIKeyboardAnimationDurationUserInfoKey`, in seconds.
    public var durationSeconds: Double
    /// `UIKeyboardAnimationCurveUserInfoKey` (7 for the keyboard's spring).
    public var curve: Int
}

/// Something UIKit posts or calls on the bar's view controller.
public enum UIKitCallback: Sendable, Equatable {
    case keyboard(KeyboardNotification)
    /// iOS 7: `willRotateToInterfaceOrientation:duration:`.
    case willRotate(to: InterfaceOrientation)
    /// iOS 7: `willAnimateRotationToInterfaceOrientation:duration:` (inside the rotation block).
    case willAnimateRotation(to: InterfaceOrientation)
    /// iOS 7: `didRotateFromInterfaceOrientation:`.
    case didRotate(from: InterfaceOrientation)
    /// iOS 8+: `viewWillTransitionToSize:withTransitionCoordinator:`.
    case willTransition(to: InterfaceOrientation)
    /// iOS 8+: the coordinator runs blocks given to `animateAlongsideTransition:` (inside the rotation block).
    case alongsideTransition
    /// iOS 8+: the coordinator's completion.
    case transitionCompleted

    /// The name written to the trace.
    public var traceName: String {
        switch self {
        case .keyboard(let n): return n.name.rawValue
        case .willRotate: return "willRotateToInterfaceOrientation"
        case .willAnimateRotation: return "willAnimateRotationToInterfaceOrientation"
        case .didRotate: return "didRotateFromInterfaceOrientation"
        case .willTransition: return "viewWillTransitionToSize"
        case .alongsideTransition: return "animateAlongsideTransition"
        case .transitionCompleted: return "transitionCompletion"
        }
    }
}

/// The animation state a callback runs in.
public enum AnimationContext: Sendable, Equatable {
    /// No enclosing animation block: changes apply at once.
    case none
    /// Inside an animation block (the keyboard's or the rotation's): changes made without
    /// an own block ride it.
    case inherited(Timing)
    /// Inside `performWithoutAnimation`: even own animation blocks apply at once.
    case disabled
}
