import Foundation

/// `CADisplayLink`: a timer that fires before each display refresh, on the main run loop.
///
/// UIKit's initializer takes a target and a selector, which do not exist off Apple platforms;
/// here a link is made with a closure, `CADisplayLink(filmTick:)`. A file shared with an iOS
/// app defines that initializer for iOS in a few lines (the reference's YourOwnKeyboardCode article).
@preconcurrency @MainActor
public final class CADisplayLink {
    private let tick: @MainActor (CADisplayLink) -> Void
    /// When the last frame was drawn: presentation values read in a callback are from then.
    public internal(set) var timestamp: CFTimeInterval = 0
    /// When the frame being prepared will be drawn.
    public internal(set) var targetTimestamp: CFTimeInterval = 0
    /// Time between frames at the link's rate.
    public internal(set) var duration: CFTimeInterval = 0
    /// Requested rate in Hz (0: the display's).
    public var preferredFramesPerSecond = 0
    public var isPaused = false
    var isValid = true
    var isScheduled = false

    /// A link that calls `tick` on every display refresh once added to the main run loop.
    public init(filmTick tick: @escaping @MainActor (CADisplayLink) -> Void) { self.tick = tick }

    /// `add(to:forMode:)`: ticks begin at the next refresh after the current run-loop turn.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid, !FilmWorld.current.displayLinks.contains(where: { $0 === self }) else { return }
        FilmWorld.current.displayLinks.append(self)
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops the link: no further callbacks.
    public func invalidate() { isValid = false }

    func fire() { tick(self) }
}

extension CADisplayLink {
    /// `CADisplayLink(target:selector:)`: the selector's method gets the link at each tick. The
    /// link keeps its target, as UIKit's does, until invalidated.
    public convenience init(target: Any, selector sel: Selector) {
        let object = target as AnyObject
        self.init(filmTick: { link in sel.send(to: object, with: [link]) })
    }
}
