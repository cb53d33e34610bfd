import Foundation

/// A film: a storyboard and its trace (normally simulated from it). The unit every layer
/// passes — rendering, reports, comparisons, goldens. Its storyboard's `scale` is only the
/// default a renderer draws at: pixels are the renderer's business (`Canvas`), so one film
/// draws at 1x, 2x or 3x without simulating again.
public struct Film: Sendable {
    public var storyboard: Storyboard
    public var trace: Trace

    public init(storyboard: Storyboard, trace: Trace) { self.storyboard = storyboard; self.trace = trace }

    /// Simulates the storyboard with its built-in strategy.
    @MainActor
    public init(storyboard: Storyboard) throws { self.init(storyboard: storyboard, trace: try Simulator.run(storyboard)) }

    /// Films your UIKit code as written: `setUp` puts your view controller into the window
    /// (`window.rootViewController = …`) and returns what to watch (the bar, and the scroll view
    /// and text field when there are several). The storyboard needs no `strategy`; the trace,
    /// captions and golden carry the controller's type name. Synchronous, on the main actor
    /// as UIKit is: call it from a `@MainActor` test.
    @MainActor
    public init(storyboard: Storyboard, setUp: (UIWindow) throws -> FilmSubject) throws {
        self.init(storyboard: storyboard, trace: try Simulator.run(storyboard, setUp: setUp))
    }

    /// Loads and simulates a storyboard file.
    @MainActor
    public init(storyboardFile path: String) throws { try self.init(storyboard: StoryboardLoader.load(path: path)) }

    public var name: String { storyboard.name }
}
