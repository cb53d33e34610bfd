import Foundation

/// `UIApplication`: the app, for what keyboard code asks of it (`sendAction` to the first
/// responder, "dismiss the keyboard from anywhere").
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    override init() { super.init() }

    /// `windows` (deprecated in iOS 15, still answered): the film's windows — the app's window
    /// and the keyboard's.
    public var windows: [UIWindow] { FilmWorld.current.windows }
    /// The app's key window: the film's.
    public var keyWindow: UIWindow? { FilmWorld.current.windows.first }

    /// `UIApplication.State`: a film's app is in the foreground throughout.
    public enum State: Int, Sendable { case active, inactive, background }
    public var applicationState: State { .active }
    /// The app's delegate (none: the film makes the window itself).
    open weak var delegate: UIApplicationDelegate?
    /// The film's one window scene, which holds the app's window.
    public var connectedScenes: Set<UIScene> { [FilmWorld.current.windowScene] }
    public var supportsMultipleScenes: Bool { false }
    public var isIdleTimerDisabled = false

    // The app's lifecycle notifications; a film never posts them (its app stays active).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Deprecated in iOS 13, still observed by older keyboard code; a rotation in a film posts
    /// `UIDevice.orientationDidChangeNotification` (these two are never posted).
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")

    /// Reaching `shared` by selector, as code that must also build for app extensions does
    /// (`UIApplication.perform(NSSelectorFromString("sharedApplication"))`): the class answers
    /// for `sharedApplication` only.
    public class func responds(to selector: Selector) -> Bool { selector.name == "sharedApplication" }
    public class func perform(_ selector: Selector) -> Unmanaged<AnyObject>! {
        guard responds(to: selector) else {
            FilmWorld.current.refuse("UIApplication.perform(\"\(selector.name)\")", because: "the class answers only sharedApplication (UIKit raises for a selector it does not recognise)")
            return nil
        }
        return Unmanaged.passUnretained(shared)
    }

    /// `sendAction(_:to:from:for:)`: the selector's method on `target`, or with a nil target on the
    /// first responder and up its responder chain to the first that implements it. Returns whether
    /// a responder took it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            let object = target as AnyObject
            return action.perform(on: object, with: [sender, event])
        }
        var responder: UIResponder? = FilmWorld.current.firstResponder
        while let current = responder {
            if action.isImplemented(by: current) { return action.perform(on: current, with: [sender, event]) }
            responder = current.next
        }
        return false
    }
}

/// `UIApplicationDelegate` (every member optional).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    public var window: UIWindow? { get { nil } set {} }
}

/// `UIScene`: what `connectedScenes` holds.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    public var activationState: ActivationState { .foregroundActive }
    public var title: String?
}

/// `UIWindowScene`: the film's windows, on the film's screen, in its orientation.
@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
    public var windows: [UIWindow] { FilmWorld.current.windows }
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } ?? windows.first }
    public var screen: UIScreen { UIScreen.main }
    public var traitCollection: UITraitCollection { FilmWorld.current.traitCollection }
    public var interfaceOrientation: UIInterfaceOrientation {
        switch UIDevice.current.orientation {
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .portraitUpsideDown: .portraitUpsideDown
        default: .portrait
        }
    }
}

extension UIView {
    /// `endEditing(_:)`: the first responder in this view's subtree resigns (the keyboard goes
    /// down inside this call). Returns whether it did.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let view = FilmWorld.current.firstResponder as? UIView, view.isDescendant(of: self) else { return true }
        return view.resignFirstResponder()
    }
}
