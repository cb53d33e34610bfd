import Foundation

/// `CATransaction`: explicit transactions around view animations. A completion block runs when
/// every animation added inside the transaction has finished (at once, in the next turn, when
/// none was added), on the film's clock. The duration a transaction sets is what
/// `animationDuration()` reports (0.25 s by default). Layers here have no implicit animations,
/// so `setDisableActions` changes nothing drawn; a timing function set on a transaction that a
/// `UIView` block then runs in stops the film with a sentence, since the model does not know how
/// UIKit combines the two.
@preconcurrency @MainActor
public final class CATransaction {
    /// One open transaction: what it set and the end of the animations added inside it.
    final class Scope {
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completion: (() -> Void)?
        let animations = CompletionGroup()
    }

    private static var world: FilmWorld { FilmWorld.current }
    private static var top: Scope? { world.transactions.last }

    public class func begin() { world.transactions.append(Scope()) }

    public class func commit() {
        guard let scope = world.transactions.popLast() else { return }
        if let completion = scope.completion {
            world.schedule(at: scope.animations.end ?? world.time) { completion() }
        }
    }

    /// Nothing to flush: the model commits each change when it is made.
    public class func flush() {}

    public class func animationDuration() -> CFTimeInterval { top?.duration ?? 0.25 }
    public class func setAnimationDuration(_ duration: CFTimeInterval) { top?.duration = duration }
    public class func animationTimingFunction() -> CAMediaTimingFunction? { top?.timingFunction }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { top?.timingFunction = function }
    public class func disableActions() -> Bool { top?.disableActions ?? false }
    public class func setDisableActions(_ flag: Bool) { top?.disableActions = flag }
    public class func completionBlock() -> (() -> Void)? { top?.completion }
    public class func setCompletionBlock(_ block: (() -> Void)?) { top?.completion = block }

    /// A `UIView` block starts: refused inside a transaction that set a timing function.
    static func viewBlockStarts() {
        guard FilmWorld.current.transactions.contains(where: { $0.timingFunction != nil }) else { return }
        FilmWorld.current.refuse("UIView.animate inside a CATransaction with a timing function",
                                 because: "how UIKit combines the transaction's timing function with the block's curve is not modelled")
    }
}
