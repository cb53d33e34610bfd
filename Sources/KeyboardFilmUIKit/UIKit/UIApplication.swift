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

extension UIView {
    /// `endEditing(_:)`: the first responder in this view's subtree resigns (the keyboard goes
    /// down inside this call). Returns whether it did.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let view = FilmWorld.current.firstResponder as? UIView, view.isDescendant(of: self) else { return true }
        return view.resignFirstResponder()
    }
}
