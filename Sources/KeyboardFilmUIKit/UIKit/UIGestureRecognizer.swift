import Foundation

/// `UIGestureRecognizer` with targets and actions. The film has no touches: a recognizer is
/// attached, configured and read as in UIKit, and its actions run when the film's own gestures
/// drive it (`recognize(_:)`, used by events that stand for a finger on the screen).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }
    private var targetActions: [TargetAction] = []

    public internal(set) weak var view: UIView?
    open var state = State.possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var name: String?
    /// Where the film's finger is, in the window's coordinates.
    var location = CGPoint.zero

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }
    override public convenience init() { self.init(target: nil, action: nil) }

    /// `addTarget(_:action:)`: a pair already added is ignored (UIKit's documentation). The
    /// recognizer does not keep its target alive, as UIKit's does not.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
        targetActions.append(TargetAction(target: object, action: action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Moves the recognizer to `state` and, for a recognized or continuing gesture, sends its
    /// actions (each with the recognizer as argument), unless the delegate declines to begin.
    package func recognize(_ state: State, at location: CGPoint) {
        guard isEnabled, view != nil else { return }
        if state == .began || (state == .ended && self.state == .possible),
           delegate?.gestureRecognizerShouldBegin(self) == false {
            self.state = .failed
            return
        }
        self.location = location
        self.state = state
        for entry in targetActions where state != .possible && state != .failed {
            guard let target = entry.target else { continue }
            entry.action.send(to: target, with: [self])
        }
        if state == .ended || state == .cancelled || state == .failed { self.state = .possible }
    }
}

/// `UIGestureRecognizerDelegate`. UIKit's methods are optional; here each has a default in an
/// extension (UIKit's own answer when the method is missing), so a delegate implements only what
/// it needs, with UIKit's signatures.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// `UITouch`: the film's finger (the model has no touch stream).
@preconcurrency @MainActor
open class UITouch: NSObject {}

/// `UITapGestureRecognizer`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// `UIPanGestureRecognizer`: translation and velocity of the film's finger.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    var translation = CGPoint.zero
    package var velocity = CGPoint.zero
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { velocity }
}

/// `UISwipeGestureRecognizer`.
@preconcurrency @MainActor
/// `UIPinchGestureRecognizer` (a film makes no pinches).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

/// `UILongPressGestureRecognizer`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10
}

extension UIView {
    /// `addGestureRecognizer(_:)`.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        recognizers.append(gestureRecognizer)
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// `gestureRecognizers`.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for r in recognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }
}
