import Foundation

/// `UIResponder`: first responders, input views, and the keyboard's notification names and
/// `userInfo` keys (UIKit declares them here).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    override public init() { super.init() }
    /// `awakeFromNib()` (NSObject's in UIKit): the model loads no nibs, so nothing calls it.
    open func awakeFromNib() {}
    /// Touches: a film's fingers drag the keyboard and scroll views' pans, never touch views, so
    /// these are not called.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The undo manager up the responder chain (none: a film types nothing to undo).
    open var undoManager: UndoManager? { nil }

    open var next: UIResponder? { nil }

    /// Key-value observing by string key path (`addObserver(_:forKeyPath:options:context:)` on a
    /// view or layer): override to hear the change. Declared here because Foundation on Linux has
    /// no KVO on `NSObject`, so views and controllers are the observers the model serves.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// `isFirstResponder`.
    public var isFirstResponder: Bool { FilmWorld.current.firstResponder === self }

    /// Makes this responder the first responder: a text input brings the keyboard up (its
    /// notifications are posted inside this call, in the keyboard's animation block).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        let world = FilmWorld.current
        if world.firstResponder === self { return true }
        if let current = world.firstResponder {
            // Handing first responder over: the keyboard side hears one change, not a hide and a show.
            world.isHandingOverFirstResponder = true
            defer { world.isHandingOverFirstResponder = false }
            if !current.resignFirstResponder() { return false }
        }
        world.firstResponder = self
        world.keyboardSystem?.responderDidBecomeFirst(self)
        return true
    }

    /// Gives up first responder: the keyboard goes down inside this call.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let world = FilmWorld.current
        guard world.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        world.firstResponder = nil
        world.keyboardSystem?.responderDidResign(self)
        return true
    }

    /// The view UIKit places on top of the keyboard while this responder is first.
    open var inputAccessoryView: UIView? { nil }
    /// `textInputMode`: a text input's is the keyboard's (the model's English keyboard); other
    /// responders have none.
    open var textInputMode: UITextInputMode? { self is UITextField || self is UITextView ? UITextInputMode.english : nil }

    /// `reloadInputViews()`: UIKit takes the new accessory view (WillChangeFrame → WillShow, duration 0).
    open func reloadInputViews() {
        guard isFirstResponder else { return }
        FilmWorld.current.keyboardSystem?.inputViewsDidReload(self)
    }

    // MARK: Keyboard notifications (posted by UIKit through NotificationCenter.default, object nil)

    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `NSValue` of a `CGRect`, in screen coordinates (portrait-fixed up to iOS 7).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `NSNumber` of a `Double`, in seconds.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `NSNumber` of an `Int`: a raw `UIView.AnimationCurve` (7 for the keyboard's own).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `NSNumber` of a `Bool`: whether the keyboard belongs to this app.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension FilmWorld {
    /// The keyboard's notification `userInfo` as a device fills it: frames as `NSValue`, numbers
    /// as `NSNumber`, so every cast shipped code uses succeeds (`as? NSValue`, `as? CGRect`,
    /// `as? Double`, `as? Int`, `as? UInt`, `as? NSNumber`, `as? Bool`).
    public static func keyboardUserInfo(begin: CGRect, end: CGRect, duration: Double, curve: Int,
                                        isLocal: Bool = true) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
        ]
    }
}

/// `UITextInputMode`: the keyboard's language. The film's keyboard is the English (US) one, its
/// only active mode; the change notification is never posted (a film does not switch languages).
open class UITextInputMode: NSObject, @unchecked Sendable {
    open var primaryLanguage: String? { language }
    private let language: String
    init(language: String) { self.language = language }
    static let english = UITextInputMode(language: "en-US")
    open class var activeInputModes: [UITextInputMode] { [english] }
    public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")
}
