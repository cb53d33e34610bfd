import Foundation
import KeyboardFilmUIKit
import Observation

/// Runs a SwiftUI view tree in a host: evaluates bodies with their state linked to the storage
/// of the same identity, lays the nodes out, and shows them as UIKit views (`ViewRealizer`).
/// A state change updates the host in the same run-loop turn (at the next layout pass, or at
/// once inside `withAnimation`, so the change animates).
@MainActor
final class HostingGraph {
    private let makeRoot: @MainActor (NodeContext) -> LayoutNode
    private var storage: [String: [AnyObject]] = [:]
    private var appeared: Set<String> = []
    private var pendingAppear: [(String, @MainActor () -> Void)] = []
    private var changeValues: [String: Any] = [:]
    private var pendingChanges: [@MainActor () -> Void] = []
    private(set) var isUpdating = false
    private var dirty = false
    weak var view: HostingView?
    var environment = EnvironmentValues()
    /// Graphs alive, for `withAnimation` to update inside its block.
    nonisolated(unsafe) static var live: [Weak] = []
    struct Weak { weak var graph: HostingGraph? }

    init<Content: View>(rootView: @escaping @MainActor () -> Content) {
        makeRoot = { context in context.node(for: rootView()) }
        Self.live.append(Weak(graph: self))
        Self.live.removeAll { $0.graph == nil }
    }

    // MARK: Evaluation

    /// Links `view`'s state properties to the storage kept for `path` (or keeps theirs, new) and
    /// gives its environment properties the environment here. False when the view reads what the
    /// environment lacks (SwiftUI stops the app there; the film stops with the sentence).
    func prepare<V>(_ view: V, at path: String, environment: EnvironmentValues) -> Bool {
        let children = Mirror(reflecting: view).children.map(\.value)
        for case let reading as EnvironmentReading in children {
            if let missing = reading.missing(in: environment) {
                refuseOnce("\(V.self)", because: missing)
                return false
            }
            reading.adopt(environment, graph: self)
        }
        let properties = children.compactMap { $0 as? LinkedProperty }
        guard !properties.isEmpty else { return true }
        if let previous = storage[path], previous.count == properties.count {
            for (p, old) in zip(properties, previous) { p.link(to: old, graph: self) }
        } else {
            for p in properties { p.link(to: p.storageBox, graph: self) }
            storage[path] = properties.map(\.storageBox)
        }
        return true
    }

    func body<V: View>(of view: V) -> V.Body { view.body }

    /// Modifiers stacked on one view share its path: the n-th `onAppear` (or `onChange`, or
    /// `animation(_:value:)`) evaluated at a path in an update is the same modifier in the
    /// next update, as SwiftUI's structural identity has it.
    private var slotsTaken: [String: Int] = [:]
    private func slot(_ kind: String, at path: String) -> String {
        let key = path + "#" + kind
        let n = slotsTaken[key, default: 0]
        slotsTaken[key] = n + 1
        return key + "\(n)"
    }

    func onAppear(at path: String, _ action: @escaping @MainActor () -> Void) {
        let path = slot("appear", at: path)
        if !appeared.contains(path) { pendingAppear.append((path, action)) }
    }

    func onChange<V: Equatable>(at path: String, value: V, initial: Bool, _ action: @escaping @MainActor (V, V) -> Void) {
        let path = slot("change", at: path)
        // (Unwrapped before the cast: nil cast to an optional V would pass as a value.)
        if let stored = changeValues[path], let old = stored as? V {
            if old != value { pendingChanges.append { action(old, value) } }
        } else if initial {
            pendingChanges.append { action(value, value) }
        }
        changeValues[path] = value
    }

    /// `animation(_:value:)`: the animation of the update in which a watched value changed.
    private var animationValues: [String: Any] = [:]
    private var pendingAnimation: Animation?
    func animate<V: Equatable>(at path: String, value: V, with animation: Animation?) {
        let path = slot("animation", at: path)
        if let stored = animationValues[path], let old = stored as? V, old != value, let animation { pendingAnimation = animation }
        animationValues[path] = value
    }

    private var refused = false
    /// Stops the film with `reason` (once: a tree that misbehaves misbehaves on every update).
    func refuseOnce(_ api: String, because reason: String) {
        guard !refused else { return }
        refused = true
        FilmWorld.current.refuse(api, because: reason)
    }

    // MARK: Updates

    func stateDidChange() {
        if isUpdating { dirty = true; return }
        dirty = true
        view?.setNeedsLayout()
    }

    /// Evaluates, lays out and shows the tree now (a few rounds when `onAppear` or `onChange`
    /// change state; a body that keeps changing state is stopped with a message).
    func update() {
        guard let view, !isUpdating else { return }
        // `@Environment(\.colorScheme)`: the film's appearance, from the screen's traits.
        environment.colorScheme = UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light
        var rounds = 0
        repeat {
            dirty = false
            isUpdating = true
            slotsTaken.removeAll(keepingCapacity: true)
            // `@Observable` models: a property a body read, changed later, updates the host.
            let root = withObservationTracking {
                makeRoot(NodeContext(host: self, path: "", environment: environment))
            } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.stateDidChange() }
            }
            if let animation = pendingAnimation {
                pendingAnimation = nil
                UIView.animate(withDuration: animation.duration, delay: 0, usingSpringWithDamping: animation.damping, initialSpringVelocity: 0,
                               options: [], animations: { view.show(root) }, completion: nil)
            } else {
                view.show(root)
            }
            isUpdating = false
            // A view appears when its host is on screen (not when the controller's view loads).
            let appear = view.window == nil ? [] : pendingAppear, changes = pendingChanges
            pendingAppear.removeAll(); pendingChanges.removeAll()
            for (path, action) in appear where appeared.insert(path).inserted { action() }
            for change in changes { change() }
            rounds += 1
        } while dirty && rounds < 8
        if dirty {
            refuseOnce("a SwiftUI body", because: "its state changes every time it is evaluated (8 updates in one turn): the view never settles")
            return
        }
        view.followFocus()
    }

    /// `withAnimation`: graphs changed inside `body` update now, inside the animation.
    static func updateChanged() {
        for w in live {
            guard let g = w.graph else { continue }
            if g.dirty { g.update() } else { g.view?.applyPendingScrolls() }
        }
    }
    /// Inside `withAnimation`'s body: a scroll asked for there waits for the animation block.
    nonisolated(unsafe) static var inAnimationBody = 0
}

/// `withAnimation(_:_:)`: the state changes in `body` animate with the animation (SwiftUI's
/// default is a spring; the model runs it as UIKit's spring animation of the same duration).
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    // Changes made before the block are not its own: they update their hosts first, as they are.
    if HostingGraph.inAnimationBody == 0 { HostingGraph.updateChanged() }
    // The changes mark their hosts (and scrolls asked for wait); the hosts update inside the
    // animation block.
    HostingGraph.inAnimationBody += 1
    let result: Result
    do { result = try body() } catch { HostingGraph.inAnimationBody -= 1; throw error }
    HostingGraph.inAnimationBody -= 1
    guard let animation else {
        HostingGraph.updateChanged()
        return result
    }
    UIView.animate(withDuration: animation.duration, delay: 0, usingSpringWithDamping: animation.damping, initialSpringVelocity: 0,
                   options: [], animations: { HostingGraph.updateChanged() }, completion: nil)
    return result
}

/// `Animation`: a duration and a spring's damping (1: no overshoot; curves run as damped springs).
public struct Animation: Sendable, Equatable {
    let duration: Double
    let damping: CGFloat
    /// SwiftUI's default animation (iOS 17): a spring of 0.55 s response without bounce.
    public static let `default` = Animation(duration: 0.55, damping: 1)
    public static let smooth = Animation(duration: 0.5, damping: 1), snappy = Animation(duration: 0.5, damping: 0.85)
    public static let bouncy = Animation(duration: 0.5, damping: 0.7)
    public static let easeInOut = Animation(duration: 0.35, damping: 1), easeOut = Animation(duration: 0.35, damping: 1)
    public static let easeIn = Animation(duration: 0.35, damping: 1), linear = Animation(duration: 0.35, damping: 1)
    public static func easeInOut(duration: Double) -> Animation { Animation(duration: duration, damping: 1) }
    public static func easeOut(duration: Double) -> Animation { Animation(duration: duration, damping: 1) }
    public static func linear(duration: Double) -> Animation { Animation(duration: duration, damping: 1) }
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(duration: response, damping: CGFloat(dampingFraction))
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { Animation(duration: duration, damping: CGFloat(1 - bounce)) }
}
