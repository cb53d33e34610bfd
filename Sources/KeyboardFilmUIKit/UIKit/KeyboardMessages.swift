import Foundation

/// iOS 26's typed keyboard messages: `UIResponder.KeyboardWillShowMessage` and its five
/// siblings, observed with Foundation's `NotificationCenter.default.addObserver(of:for:using:)`
/// (`of: UIScreen.self`, `for: .keyboardWillShow` or `for: UIResponder.KeyboardWillShowMessage.self`).
/// Each carries the `userInfo` of its notification as properties. A film on `ios26` posts the
/// message right after the notification, from the same place (inside the keyboard's animation
/// block); earlier systems, which have no such API, post none.
public protocol KeyboardMessage: NotificationCenter.MainActorMessage where Subject == UIScreen {
    /// The notification this message stands for.
    static var notificationName: Notification.Name { get }
    var beginFrame: CGRect { get }
    var endFrame: CGRect { get }
    var animationDuration: TimeInterval { get }
    var animationCurve: UIView.AnimationCurve { get }
    var isLocal: Bool { get }
    var screen: UIScreen { get }
    init(beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: UIView.AnimationCurve,
         isLocal: Bool, screen: UIScreen)
}

extension UIResponder {
    public struct KeyboardWillShowMessage: KeyboardMessage {
        public typealias Subject = UIScreen
        public static var notificationName: Notification.Name { UIResponder.keyboardWillShowNotification }
        public var beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        public init(beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: UIView.AnimationCurve,
                    isLocal: Bool, screen: UIScreen) {
            self.beginFrame = beginFrame; self.endFrame = endFrame; self.animationDuration = animationDuration
            self.animationCurve = animationCurve; self.isLocal = isLocal; self.screen = screen
        }
    }

    public struct KeyboardDidShowMessage: KeyboardMessage {
        public typealias Subject = UIScreen
        public static var notificationName: Notification.Name { UIResponder.keyboardDidShowNotification }
        public var beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        public init(beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: UIView.AnimationCurve,
                    isLocal: Bool, screen: UIScreen) {
            self.beginFrame = beginFrame; self.endFrame = endFrame; self.animationDuration = animationDuration
            self.animationCurve = animationCurve; self.isLocal = isLocal; self.screen = screen
        }
    }

    public struct KeyboardWillHideMessage: KeyboardMessage {
        public typealias Subject = UIScreen
        public static var notificationName: Notification.Name { UIResponder.keyboardWillHideNotification }
        public var beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        public init(beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: UIView.AnimationCurve,
                    isLocal: Bool, screen: UIScreen) {
            self.beginFrame = beginFrame; self.endFrame = endFrame; self.animationDuration = animationDuration
            self.animationCurve = animationCurve; self.isLocal = isLocal; self.screen = screen
        }
    }

    public struct KeyboardDidHideMessage: KeyboardMessage {
        public typealias Subject = UIScreen
        public static var notificationName: Notification.Name { UIResponder.keyboardDidHideNotification }
        public var beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        public init(beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: UIView.AnimationCurve,
                    isLocal: Bool, screen: UIScreen) {
            self.beginFrame = beginFrame; self.endFrame = endFrame; self.animationDuration = animationDuration
            self.animationCurve = animationCurve; self.isLocal = isLocal; self.screen = screen
        }
    }

    public struct KeyboardWillChangeFrameMessage: KeyboardMessage {
        public typealias Subject = UIScreen
        public static var notificationName: Notification.Name { UIResponder.keyboardWillChangeFrameNotification }
        public var beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        public init(beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: UIView.AnimationCurve,
                    isLocal: Bool, screen: UIScreen) {
            self.beginFrame = beginFrame; self.endFrame = endFrame; self.animationDuration = animationDuration
            self.animationCurve = animationCurve; self.isLocal = isLocal; self.screen = screen
        }
    }

    public struct KeyboardDidChangeFrameMessage: KeyboardMessage {
        public typealias Subject = UIScreen
        public static var notificationName: Notification.Name { UIResponder.keyboardDidChangeFrameNotification }
        public var beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        public init(beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: UIView.AnimationCurve,
                    isLocal: Bool, screen: UIScreen) {
            self.beginFrame = beginFrame; self.endFrame = endFrame; self.animationDuration = animationDuration
            self.animationCurve = animationCurve; self.isLocal = isLocal; self.screen = screen
        }
    }

    /// Every typed keyboard message, to find the one a notification stands for.
    static let keyboardMessageTypes: [any KeyboardMessage.Type] = [
        KeyboardWillShowMessage.self, KeyboardDidShowMessage.self, KeyboardWillHideMessage.self,
        KeyboardDidHideMessage.self, KeyboardWillChangeFrameMessage.self, KeyboardDidChangeFrameMessage.self,
    ]
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
    public func postKeyboardMessage(name: Notification.Name, begin: CGRect, end: CGRect, duration: Double, curve: Int,
                                    isLocal: Bool = true) {
        guard let type = UIResponder.keyboardMessageTypes.first(where: { $0.notificationName == name }) else { return }
        post(type, begin: begin, end: end, duration: duration, curve: curve, isLocal: isLocal)
    }

    private func post<M: KeyboardMessage>(_ type: M.Type, begin: CGRect, end: CGRect, duration: Double, curve: Int, isLocal: Bool) {
        let message = M(beginFrame: begin, endFrame: end, animationDuration: duration,
                        animationCurve: UIView.AnimationCurve(rawValue: curve) ?? .keyboard, isLocal: isLocal, screen: screen)
        NotificationCenter.default.post(message, subject: screen)
    }
}
