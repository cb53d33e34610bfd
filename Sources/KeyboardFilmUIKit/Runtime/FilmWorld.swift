import Foundation
#if !KBFILM_ONE_MODULE // the fuzzer compiles the physics with the model as one module
import KeyboardPhysics
#endif
#if !KBFILM_ONE_MODULE // the fuzzer compiles the model, the simulation and this queue as one module
import FilmMainQueue
#endif

/// The process-wide state UIKit keeps on the main thread, for the film being made: the media
/// clock, the main run loop's timers (animation completions, display-link ticks, the system's
/// own events), the stack of open animation blocks, and the windows that get a layout pass at
/// the end of every run-loop turn.
///
/// A simulation resets it (`FilmWorld.reset`) and drives it; user code never touches it, it
/// only sees UIKit's API. Being `@MainActor`, like UIKit, one film is made at a time.
@preconcurrency @MainActor
package final class FilmWorld {
    /// The world of the film being made (a fresh one before any film runs).
    package internal(set) static var current = FilmWorld()

    /// Starts a new world (a new film): time 0, no timers, no windows.
    @discardableResult
    package static func reset(additiveAnimations: Bool = true, keyboardCurve: TimingCurve = .keyboard,
                             displayRate: Int = 60) -> FilmWorld {
        let world = FilmWorld()
        world.additiveAnimations = additiveAnimations
        world.keyboardCurve = keyboardCurve
        world.displayRate = displayRate
        current = world
        return world
    }

    /// `CACurrentMediaTime()`, in seconds from the film's start.
    package var time: Double = 0
    /// Inside a display-link callback, presentation values are those of the frame already drawn.
    var displayLinkTimestamp: Double?
    /// The time presentation values are read at.
    var presentationTime: Double { displayLinkTimestamp ?? time }

    /// Whether view animations add up (iOS 8+) or replace each other (iOS 7).
    package var additiveAnimations = true
    /// What UIKit really runs for `UIView.AnimationCurve` raw value 7 (the keyboard's curve).
    package var keyboardCurve = TimingCurve.keyboard
    /// The display's refresh rate in Hz: display links tick at it unless they ask for less.
    package var displayRate = 60
    /// The orientations the app supports (its Info.plist's, the storyboard's device and
    /// `supportsUpsideDown`): a controller's default `supportedInterfaceOrientations`.
    package var appOrientations: UIInterfaceOrientationMask = .allButUpsideDown
    /// The film's appearance: the screen's traits carry it (code that reads
    /// `traitCollection.userInterfaceStyle`, SwiftUI's `colorScheme`), set before the screen is.
    package var userInterfaceStyle = UIUserInterfaceStyle.light

    /// UIKit's console (broken constraints), one message per entry, in order.
    package internal(set) var log: [String] = []
    /// Calls into UIKit the film cannot model (a presentation's transition), in order: the film
    /// stops at the end of the turn that made the first, with a message naming it.
    package internal(set) var refusals: [String] = []
    /// UIKit's console message for a required constraint the engine broke, listing the required
    /// constraints on the same views it conflicts with. Logged, and printed (once per film) to
    /// standard error, where a test's output shows it as Xcode's console would.
    func logBroken(_ broken: NSLayoutConstraint, among held: [NSLayoutConstraint]) {
        func items(_ c: NSLayoutConstraint) -> [ObjectIdentifier] { [c.firstItem, c.secondItem].compactMap { $0.map(ObjectIdentifier.init) } }
        let mine = Set(items(broken))
        let conflicting = held.filter { !mine.isDisjoint(with: items($0)) } + [broken]
        let message = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
            + conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken)\n"
        log.append(message)
        if printedLog.insert(message).inserted {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
    private var printedLog: Set<String> = []

    /// Records a call the film cannot model as UIKit would run it.
    package func refuse(_ api: String, because reason: String) { refusals.append("\(api): \(reason)") }
    /// What the user's code did that stops the film where UIKit would hang or crash (a run loop
    /// that never lets time pass, nesting beyond any stack), in order: the film stops at the end
    /// of the turn that did the first, with the message.
    package internal(set) var failures: [String] = []
    package func fail(_ message: String) { if failures.count < 8 { failures.append(message) } }

    /// Auto Layout's work in one film at most, in cells the solver updates (`SimplexSolver.work`).
    /// A chain of views costs about the cube of its length in steps: a stack of 1,000 labels takes
    /// 181 million in a keyboard film (33 s on the machine of BENCHMARKS.md); past 250 million
    /// (about 45 s there) the film stops with a sentence instead of running on for minutes.
    package static let defaultLayoutWorkBudget = 250_000_000
    /// This film's allowance (a test may lower it).
    package var layoutWorkBudget = FilmWorld.defaultLayoutWorkBudget
    /// Auto Layout's work so far in this film.
    private(set) var layoutWork = 0
    var layoutWorkLeft: Int { max(0, layoutWorkBudget - layoutWork) }

    /// Counts a solve's work; false (and the film fails, once) when it ran out of budget.
    func spendLayoutWork(_ solver: SimplexSolver, constraints: Int, items: Int) -> Bool {
        layoutWork += solver.work
        guard solver.exhausted else { return true }
        if !layoutBudgetSpent {
            layoutBudgetSpent = true
            fail("lays out \(items) views and guides with \(constraints) constraints, and Auto Layout's passes took more than the film allows (\(layoutWorkBudget) solver steps; a chain of views, such as a stack view's arranged subviews, costs about the cube of its length: hundreds film in seconds, a thousand in about half a minute)")
        }
        return false
    }
    private var layoutBudgetSpent = false

    /// Open animation blocks at most: deeper, a debug build's stack would overflow.
    static let maximumNestedBlocks = 1000
    /// Run-loop turns at one instant at most: a completion that starts a zero-duration animation
    /// whose completion starts another never lets time pass (UIKit spins there forever).
    static let maximumTurnsAtOneInstant = 10_000
    private var turnsAtThisInstant = 0

    var blocks: [AnimationContext] = []
    /// Explicit `CATransaction`s open now, innermost last.
    var transactions: [CATransaction.Scope] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    var animationsEnabled = true
    /// Active constraints, in activation order (the layout engine's input).
    var activeConstraints: [NSLayoutConstraint] = []
    /// Set when a constraint, a guide or a view's size changed: the next pass solves again.
    var needsLayout = false
    /// The view trees (by their root) whose layout pass is running now.
    var treesBeingLaidOut: Set<ObjectIdentifier> = []
    /// The keyboard frame the layout guides follow (screen coordinates), as last posted.
    var keyboardGuideFrame: CGRect?
    var keyboardIsUndocked = false
    /// The size transition (rotation) running now.
    package var transitionCoordinator: SizeTransitionCoordinator?
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    let device = UIDevice()
    /// The scene `UIApplication.connectedScenes` holds.
    lazy var windowScene = UIWindowScene()
    private var timers = ActionQueue<@MainActor () -> Void>()
    var displayLinks: [CADisplayLink] = []
    /// Windows laid out at the end of each run-loop turn (the film's window, the keyboard's).
    var windows: [UIWindow] = []
    /// The keyboard's side of UIKit (first responder changes move it): the simulation.
    package weak var keyboardSystem: (any KeyboardSystem)?
    /// The responder that has the keyboard.
    package var firstResponder: UIResponder?
    /// Set while the first responder resigns because another responder is becoming first.
    package internal(set) var isHandingOverFirstResponder = false
    /// `perform(_:with:afterDelay:)` requests not yet run (cancellable).
    var delayedPerforms: [DelayedPerform] = []

    // MARK: The run loop

    /// Runs `action` on the main run loop at time `t` (not before the current time).
    package func schedule(at t: Double, _ action: @escaping @MainActor () -> Void) {
        timers.schedule(action, at: max(t, time))
    }

    /// The film is over: its run loop stops. Timers, delayed performs and display links still
    /// waiting let go of their targets (a controller kept only by a pending
    /// `perform(_:with:afterDelay:)` is released, as when an app's run loop ends).
    package func stopRunLoop() {
        if servesMainQueue {
            FilmMainQueue.shared.drain()
            FilmMainQueue.shared.end()
            servesMainQueue = false
        }
        timers = ActionQueue()
        delayedPerforms = []
        for link in displayLinks { link.invalidate() }
        displayLinks = []
    }

    /// The film serves the main queue from now until `stopRunLoop` (on this thread): main-queue
    /// blocks and main-actor tasks run at the end of each turn, on the film's clock.
    package func serveMainQueue() {
        guard !servesMainQueue else { return }
        servesMainQueue = true
        FilmMainQueue.shared.begin(now: { [weak self] in self?.time ?? 0 }, schedule: { [weak self] delay, block in
            guard let self else { return }
            schedule(at: time + delay, block)
        })
    }
    private var servesMainQueue = false

    /// When the next timer fires, if any.
    package var nextTimerTime: Double? { timers.first?.time }

    /// One run-loop turn: advances the clock to the next timer, fires it, then runs the end of
    /// the turn (layout pass, newly added display links scheduled).
    package func runNextTimer() {
        guard timers.first != nil else { return }
        let item = timers.removeFirst()
        turnsAtThisInstant = item.time > time ? 0 : turnsAtThisInstant + 1
        time = item.time
        if turnsAtThisInstant == Self.maximumTurnsAtOneInstant {
            fail("ran \(Self.maximumTurnsAtOneInstant) run-loop turns at one instant without time passing (a completion that starts a zero-duration animation whose completion starts another? UIKit would spin here forever)")
            return
        }
        item.action()
        endOfTurn()
    }

    /// Before the film starts, while the set-up's screen is looked for: the main-queue work its
    /// appearance started runs and the windows are laid out again, at the film's start (no time
    /// passes, no display link ticks).
    package func settleBeforeFilm() {
        drainMainQueue(during: "while the screen loaded")
        for window in windows { window.layoutIfNeeded() }
    }

    /// Runs the main queue's waiting work; code that keeps enqueueing stops the film.
    private func drainMainQueue(during when: String) {
        FilmMainQueue.shared.drain()
        if FilmMainQueue.shared.takeOverflow() {
            fail("enqueued more than \(FilmMainQueue.maximumPerTurn) main-queue blocks or main-actor jobs \(when) (a DispatchQueue.main.async or a Task that schedules itself again), which never lets a device draw a frame either")
        }
    }

    /// After the handlers return: the main queue's work (`DispatchQueue.main.async`, main-actor
    /// tasks), the run loop's layout pass (outside any animation block) and the first tick of display links added meanwhile (the next display refresh after now).
    package func endOfTurn() {
        // Main-queue work enqueued during the turn runs before the commit, outside any block.
        drainMainQueue(during: "in one run-loop turn")
        systemViewsDidMove()
        for window in windows { window.layoutIfNeeded() }
        displayLinks.removeAll { !$0.isValid }
        for link in displayLinks where !link.isScheduled {
            link.isScheduled = true
            let rate = Double(link.preferredFramesPerSecond > 0 ? min(link.preferredFramesPerSecond, displayRate) : displayRate)
            let k = Int((time * rate + 1e-9).rounded(.down)) + 1
            scheduleTick(link, index: k, rate: rate)
        }
    }

    /// The system moved views whose geometry it computes (the keyboard's): their key-value
    /// observers compare now (the simulation calls it inside the keyboard's block, before posting).
    package func systemViewsDidMove() {
        #if !canImport(Darwin)
        KeyValueObservers.checkAll()
        #endif
    }

    /// How many display links run now (a strategy adding one per notification leaks them).
    package var runningDisplayLinkCount: Int { displayLinks.count }

    private func scheduleTick(_ link: CADisplayLink, index k: Int, rate: Double) {
        schedule(at: Double(k) / rate) { [unowned self] in
            guard link.isValid else { return }
            link.targetTimestamp = time
            link.timestamp = time - 1 / rate
            link.duration = 1 / rate
            if !link.isPaused {
                displayLinkTimestamp = link.timestamp
                link.fire()
                displayLinkTimestamp = nil
            }
            if link.isValid { scheduleTick(link, index: k + 1, rate: rate) }
        }
    }

    // MARK: Animation blocks

    /// Runs `body` inside an animation block of UIKit's own (the keyboard's, a rotation's):
    /// changes made in it, and blocks nested in it that do not override, animate with `timing`.
    package func withAnimationBlock(_ timing: Timing, beginsFromCurrentState: Bool = true, _ body: () -> Void) {
        inContext(AnimationContext(timing: timing, beginTime: time, beginsFromCurrentState: beginsFromCurrentState), body)
    }

    func inContext(_ context: AnimationContext, _ body: () -> Void) {
        let depth = blocks.count
        blocks.append(context)
        body()
        // A `beginAnimations` the body left open closes with its enclosing block.
        blocks.removeSubrange(min(depth, blocks.count)...)
    }

    /// The block a new `UIView.animate` nests in, if an animation is in flight (Apple: a nested
    /// animation inherits the in-flight one's duration, curve and options unless it overrides).
    var inFlightBlock: AnimationContext? { blocks.last { $0.timing != nil } }

    /// How a property change made now animates, or nil when it applies at once. The change's
    /// end is recorded in the block's completion group.
    func currentChange() -> AnimatedFrame.Change? {
        guard animationsEnabled, let top = blocks.last, !blocks.contains(where: \.disablesAnimation),
              let timing = top.timing else { return nil }
        // A block of duration 0 applies at once, even with curve 7 (whose spring ignores durations).
        guard timing.durationSeconds > 0, timing.realDurationSeconds > 0 else { return nil }
        top.completion?.note(end: top.beginTime + timing.realDurationSeconds)
        for transaction in transactions { transaction.animations.note(end: top.beginTime + timing.realDurationSeconds) }
        return AnimatedFrame.Change(timing: timing, beginsFromCurrentState: top.beginsFromCurrentState,
                                    additive: additiveAnimations, beginTime: top.beginTime)
    }

    /// The curve Core Animation runs for a raw `UIView.AnimationCurve`: 0…3 are the standard
    /// curves; 7 (and any other undocumented value) is the keyboard's own curve.
    package func curve(forRawValue raw: Int) -> TimingCurve {
        TimingCurve.uiViewAnimationCurve(raw, keyboard: keyboardCurve)
    }
}

/// The keyboard, as the rest of UIKit sees it: told when first responders change, asked where
/// the keyboard layout guide's top is. The simulation implements it.
@preconcurrency @MainActor
package protocol KeyboardSystem: AnyObject {
    /// `responder` became first responder (the keyboard shows, inside this call).
    func responderDidBecomeFirst(_ responder: UIResponder)
    /// `responder` resigned first responder (the keyboard hides, inside this call).
    func responderDidResign(_ responder: UIResponder)
    /// The first responder's input views changed (`reloadInputViews`).
    func inputViewsDidReload(_ responder: UIResponder)
}

/// An open animation block.
struct AnimationContext {
    /// nil: animations disabled (`performWithoutAnimation`, `setAnimationsEnabled(false)`).
    var timing: Timing?
    var beginTime: Double
    var beginsFromCurrentState = false
    var completion: CompletionGroup?
    /// Opened by `beginAnimations`: only such a block is closed by `commitAnimations`.
    var openedByBegin = false

    var disablesAnimation: Bool { timing == nil }

    static func disabled(at time: Double) -> AnimationContext { AnimationContext(timing: nil, beginTime: time) }
}

/// The animations one `UIView.animate` call added: its completion runs when the last one ends.
final class CompletionGroup {
    private(set) var end: Double?
    func note(end t: Double) { end = max(end ?? t, t) }
}
