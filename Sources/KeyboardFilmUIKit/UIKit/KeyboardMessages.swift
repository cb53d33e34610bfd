import Foundation

/// iOS 26's typed keyboard messages: `UIResponder.KeyboardWillShowMessage` and its five
/// siblings, observed with Foundation's `NotificationCenter.default.addObserver(of:for:using:)`
/// (`of: UIScreen.self, for: .keyboardWillShow`, or `for: UIResponder.KeyboardWillShowMessage.self`).
/// Each carries the `userInfo` of its notification as properties. A film on `ios26` posts the
/// message right after the notification, from the same place (inside the keyboard's animation
/// block); earlier systems, which have no such API, post none.
///
/// UIKit declares six structs with the same properties; here they are one struct told apart by
/// the notification it stands for (`Event`), so each is still its own type to observe.
public struct KeyboardMessage<Event: KeyboardMessageEvent>: NotificationCenter.MainActorMessage {
    public typealias Subject = UIScreen
    public var beginFrame: CGRect
    public var endFrame: CGRect
    public var animationDuration: TimeInterval
    public var animationCurve: UIView.AnimationCurve
    public var isLocal: Bool
    public var screen: UIScreen

    public init(beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: UIView.AnimationCurve,
                isLocal: Bool, screen: UIScreen) {
        self.beginFrame = beginFrame; self.endFrame = endFrame; self.animationDuration = animationDuration
        self.animationCurve = animationCurve; self.isLocal = isLocal; self.screen = screen
    }
}

/// The notification a `KeyboardMessage` stands for.
public protocol KeyboardMessageEvent {
    static var notificationName: Notification.Name { get }
}

public enum KeyboardWillShowEvent: KeyboardMessageEvent { public static var notificationName: Notification.Name { UIResponder.keyboardWillShowNotification } }
public enum KeyboardDidShowEvent: KeyboardMessageEvent { public static var notificationName: Notification.Name { UIResponder.keyboardDidShowNotification } }
public enum KeyboardWillHideEvent: KeyboardMessageEvent { public static var notificationName: Notification.Name { UIResponder.keyboardWillHideNotification } }
public enum KeyboardDidHideEvent: KeyboardMessageEvent { public static var notificationName: Notification.Name { UIResponder.keyboardDidHideNotification } }
public enum KeyboardWillChangeFrameEvent: KeyboardMessageEvent { public static var notificationName: Notification.Name { UIResponder.keyboardWillChangeFrameNotification } }
public enum KeyboardDidChangeFrameEvent: KeyboardMessageEvent { public static var notificationName: Notification.Name { UIResponder.keyboardDidChangeFrameNotification } }

extension UIResponder {
    public typealias KeyboardWillShowMessage = KeyboardMessage<KeyboardWillShowEvent>
    public typealias KeyboardDidShowMessage = KeyboardMessage<KeyboardDidShowEvent>
    public typealias KeyboardWillHideMessage = KeyboardMessage<KeyboardWillHideEvent>
    public typealias KeyboardDidHideMessage = KeyboardMessage<KeyboardDidHideEvent>
    public typealias KeyboardWillChangeFrameMessage = KeyboardMessage<KeyboardWillChangeFrameEvent>
    public typealias KeyboardDidChangeFrameMessage = KeyboardMessage<KeyboardDidChangeFrameEvent>
}

// The identifiers `addObserver(of: UIScreen.self, for: .keyboardWillShow)` names.
extension NotificationCenter.MessageIdentifier where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillShowMessage> {
    public static var keyboardWillShow: Self { .init() }
}
extension NotificationCenter.MessageIdentifier where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardDidShowMessage> {
    public static var keyboardDidShow: Self { .init() }
}
extension NotificationCenter.MessageIdentifier where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillHideMessage> {
    public static var keyboardWillHide: Self { .init() }
}
extension NotificationCenter.MessageIdentifier where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardDidHideMessage> {
    public static var keyboardDidHide: Self { .init() }
}
extension NotificationCenter.MessageIdentifier where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillChangeFrameMessage> {
    public static var keyboardWillChangeFrame: Self { .init() }
}
extension NotificationCenter.MessageIdentifier where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardDidChangeFrameMessage> {
    public static var keyboardDidChangeFrame: Self { .init() }
}

extension FilmWorld {
    /// Posts the typed message that stands for the keyboard notification `name` (iOS 26 films),
    /// with the notification's frames, duration and curve, the main screen as its subject.
    package func postKeyboardMessage(name: Notification.Name, begin: CGRect, end: CGRect, duration: Double, curve: Int,
                                    isLocal: Bool = true) {
        let events: [any KeyboardMessageEvent.Type] = [KeyboardWillShowEvent.self, KeyboardDidShowEvent.self, KeyboardWillHideEvent.self,
                                                       KeyboardDidHideEvent.self, KeyboardWillChangeFrameEvent.self, KeyboardDidChangeFrameEvent.self]
        guard let event = events.first(where: { $0.notificationName == name }) else { return }
        post(event, begin: begin, end: end, duration: duration, curve: curve, isLocal: isLocal)
    }

    private func post<Event: KeyboardMessageEvent>(_ event: Event.Type, begin: CGRect, end: CGRect, duration: Double, curve: Int, isLocal: Bool) {
        let message = KeyboardMessage<Event>(beginFrame: begin, endFrame: end, animationDuration: duration,
                                             animationCurve: UIView.AnimationCurve(rawValue: curve) ?? .keyboardCurve, isLocal: isLocal, screen: screen)
        NotificationCenter.default.post(message, subject: screen)
    }
}
