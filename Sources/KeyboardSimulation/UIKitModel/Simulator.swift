import Foundation
/// Runs a storyboard: UIKit's keyboard side (the keyboard's motion in `KeyboardHost`, its
/// notifications, rotations, gestures) drives a controller — a built-in strategy's or the user's
/// — through `KeyboardFilmUIKit`'s world, the only model of UIKit the film has; every frame is
/// sampled from the presentation values, as a device would draw it.
///
/// Time advances through a queue of timed actions (storyboard events, *Did* notifications at
/// the end of animations, the end of a drag or rotation, display-link ticks). After each action
/// the run loop's layout pass runs (outside any animation block). Each frame is sampled after
/// every action due at or before its time, by a `FrameSampler`.
///
/// What it keeps: the queue, the film's world and the controller's stage, the keyboard's
/// geometry (`KeyboardHost`) and UIKit's keyboard state as a value (`KeyboardState`). Events
/// act only through `EventContext`, which it implements.
@MainActor
public final class Simulator: EventContext {
    let storyboard: Storyboard
    /// The code filmed: a controller (a built-in strategy's chat screen, or the user's) in a
    /// window. Set by `stageController` before anything runs, and never again.
    var stage: ControllerStage!
    /// UIKit's main-thread state for this film (made before the user's set-up runs).
    var world: FilmWorld!
    let host: KeyboardHost
    let keyboardTiming: Timing

    /// What the text field and keyboard are doing: UIKit's state, beside the host's geometry.
    var keyboard: KeyboardState

    var queue = ActionQueue<Action>()
    /// First-responder changes running inside one another's notifications (`enterResponderChange`).
    var responderChangeDepth = 0
    static let maximumResponderChangeDepth = 32
    var posted: [String] = []

    enum Action {
        case event(Int)
        case post([UIKitCallback], keyboardGeneration: Int?)
        case rotationEnded
        case dragReleased(Events.InteractiveDismiss)
        /// A display refresh while a finger drags the keyboard: the keyboard's host view has moved.
        case fingerMoved
        case swipeReleased(Events.BackSwipe)
        case swipeEnded(BackSwipeRelease)
        case sizeTransitionCompleted(SizeTransitionCoordinator)
    }

    /// Runs the storyboard with its built-in strategy.
    public static func run(_ storyboard: Storyboard) throws -> Trace {
        guard storyboard.namesStrategy else {
            throw StoryboardError(file: storyboard.source, path: "strategy", message: "required to film a built-in strategy, e.g. { \"name\": \"layoutGuide\" } (a storyboard without one films your own controller: Film(storyboard:setUp:))")
        }
        let configuration = storyboard.strategy
        return try run(storyboard, builtInName: configuration.name.rawValue) { window in
            let screen = configuration.makeController(layout: storyboard.layout)
            window.rootViewController = screen.inNavigationController()
            return screen.filmSubject
        }
    }

    /// Films your UIKit code as written: `setUp` puts your view controller into the film's window
    /// (`window.rootViewController = …`) and returns what to watch. The storyboard's events drive
    /// the window as UIKit would: `show` makes the text field first responder, the keyboard's
    /// notifications are posted through `NotificationCenter.default` inside its animation block,
    /// rotations resize the window and call the era's callbacks. The storyboard's `strategy`
    /// is ignored; the trace names the root controller's type.
    public static func run(_ storyboard: Storyboard, setUp: (UIWindow) throws -> FilmSubject) throws -> Trace {
        try run(storyboard, builtInName: nil, setUp: setUp)
    }

    static func run(_ storyboard: Storyboard, builtInName: String?, setUp: (UIWindow) throws -> FilmSubject) throws -> Trace {
        try storyboard.validate()
        let sim = Simulator(storyboard)
        defer {
            sim.world?.transitionCoordinator = nil
            sim.world?.stopRunLoop()
        }
        try sim.stageController(setUp)
        sim.stage.builtInName = builtInName
        defer { sim.stage?.disappear() }
        try sim.stopAtRefusal(path: "setUp")
        return try sim.run()
    }

    init(_ sb: Storyboard) {
        storyboard = sb
        var model = sb.keyboard
        model.heights = sb.keyboardHeights // the rounded iOS 26 keyboard's, where the film shows it
        host = KeyboardHost(device: sb.device, system: sb.system, orientation: sb.orientation, layout: sb.layout,
                            additiveAnimations: sb.additiveAnimations, keyboard: model)
        keyboardTiming = sb.keyboard.timing(on: sb.system, reduceMotion: sb.reduceMotion)
        self.keyboard = KeyboardState(setup: KeyboardSetup(quickType: sb.keyboard.startsWithQuickType(on: sb.system)))
    }

    func run() throws -> Trace {
        endOfRunLoopTurn()
        for i in storyboard.events.indices { schedule(at: storyboard.events[i].atSeconds, .event(i)) }
        let sampler = FrameSampler(storyboard: storyboard, host: host, stage: stage, world: world)
        var frames: [TraceFrame] = []
        frames.reserveCapacity(storyboard.frameCount)
        for index in 0..<storyboard.frameCount {
            let t = storyboard.time(ofFrame: index)
            try processActions(through: t)
            frames.append(try sampler.sample(index: index, at: t, keyboard: keyboard, posted: posted))
            posted.removeAll()
        }
        // Events between the last frame and the end are still run, so an impossible one is reported.
        try processActions(through: storyboard.durationSeconds)
        // Everything downstream (verdicts, summaries, reports) counts the numbers the file holds.
        return TraceWriter.roundedAsWritten(Trace(
            name: storyboard.name, device: storyboard.device.name, system: storyboard.system,
            strategy: codeName, fps: storyboard.fps, frames: frames))
    }

    // MARK: Queue

    func schedule(at time: Double, _ action: Action) {
        queue.schedule(action, at: time)
    }

    func processActions(through t: Double) throws {
        while true {
            let own = queue.first?.time ?? .infinity, world = world.nextTimerTime ?? .infinity
            let next = min(own, world)
            guard next <= t + 1e-9 else { return }
            if own <= world {
                // The film's own actions first when both are due (events, then what code scheduled).
                let item = queue.removeFirst()
                setTime(item.time)
                try perform(item.action, at: item.time)
                endOfRunLoopTurn()
            } else {
                self.world.runNextTimer() // a completion or a display-link tick, then the turn's layout pass
            }
            try stopAtRefusal(path: "events")
            let links = self.world.runningDisplayLinkCount
            if links > Self.maximumDisplayLinks {
                // Each costs a callback per display frame; code that never invalidates its links
                // (as some do when a show is interrupted) would make the run unbounded.
                throw StoryboardError(file: storyboard.source, path: "events", message: "the code \(codeName) has \(links) display links running at \(TraceWriter.number(next)) s: it adds one per notification and never invalidates the superseded ones; space the events out")
            }
        }
    }

    /// The user's code called what the film cannot run as UIKit would: the film stops, naming it.
    func stopAtRefusal(path: String) throws {
        let when = TraceWriter.number(world.time)
        if let failure = world.failures.first {
            throw StoryboardError(file: storyboard.source, path: path, message: "the code \(codeName) \(failure) (at \(when) s); the film stops here")
        }
        guard let refusal = world.refusals.first else { return }
        throw StoryboardError(file: storyboard.source, path: path, message: "the code \(codeName) called \(refusal) (at \(when) s); the film stops here")
    }

    /// The name of the code filmed (the trace's `strategy`).
    var codeName: String { stage.codeName }

    func setTime(_ t: Double) {
        world.time = t
    }

    /// More display links than any film needs (a correct strategy runs one or two).
    static let maximumDisplayLinks = 64

    func perform(_ action: Action, at t: Double) throws {
        switch action {
        case .event(let i):
            try handle(event: i, at: t)
        case .post(let callbacks, let generation):
            if let generation, generation != keyboard.generation { return }
            for cb in callbacks { deliver(cb) }
        case .rotationEnded:
            host.rotation = nil
        case .sizeTransitionCompleted(let coordinator):
            posted.append(UIKitCallback.transitionCompletion.traceName)
            coordinator.runCompletions()
        case .dragReleased(let drag):
            release(drag, at: t)
        case .fingerMoved:
            // No notification, no block: key-value observers of the keyboard's host view hear
            // its new position in this turn, and what they lay out follows the finger.
            if host.isDragging {
                world.systemViewsDidMove()
                dragPan(.changed, at: t)
            }
        case .swipeReleased(let swipe):
            releaseBackSwipe(swipe, at: t)
        case .swipeEnded(let how):
            endBackSwipe(how, at: t)
        }
    }

    /// A storyboard event: what holds for every event is checked here, then the event's kind
    /// does what UIKit does (`Events/`).
    func handle(event i: Int, at t: Double) throws {
        let action = storyboard.events[i].action
        if case .dragging(let drag, let end) = keyboard.field {
            guard t >= end - 1e-9 else {
                throw failure(i, "\(action.name) during an interactive dismissal (the drag ends at \(NumberFormat.asGiven(end)) s)")
            }
            // An event at the very moment the finger lets go comes after the release.
            release(drag, at: t)
        }
        if case .moving(let end, _) = keyboard.swipe, t < end - 1e-9 {
            throw failure(i, "\(action.name) during a back-swipe (the finger lets go at \(NumberFormat.asGiven(end)) s)")
        }
        if keyboard.swipe == .popped { throw failure(i, "\(action.name) after a completed backSwipe: the view has been popped") }
        let needs = type(of: action.kind).needs
        if host.keyboardMode != .docked, needs.contains(.dockedKeyboard) {
            throw failure(i, "\(action.name) while the keyboard is \(host.keyboardMode.rawValue): dock it first (\"do\": \"dock\")")
        }
        if keyboard.alert != .none, needs.contains(.firstResponder) {
            throw failure(i, "\(action.name) while an alert holds first responder: dismissAlert first")
        }
        try action.kind.happen(in: self, event: i, at: t)
    }

    /// After the handlers return: the run loop's layout pass (outside any block) and the first
    /// tick of display links added meanwhile (the next display refresh after now).
    func endOfRunLoopTurn() {
        world.endOfTurn()
    }

    /// Posts a notification or calls the view controller, as UIKit does at this point.
    func deliver(_ callback: UIKitCallback) {
        posted.append(callback.traceName)
        if case .keyboard(let n) = callback, n.name == .willChangeFrame || n.name == .willShow || n.name == .willHide {
            // UIKit moves the keyboard layout guides with the frame it posts (laid out in the next
            // pass); an undocked, split or floating keyboard counts as hidden unless a guide follows it.
            world.moveKeyboardLayoutGuides(to: guideFrame(reported: n.endFrame), undocked: host.keyboardMode != .docked)
            // The keyboard's view has its new frame (inside the block): its observers hear it first.
            world.systemViewsDidMove()
        }
        send(asPosted(callback), to: stage)
    }

    /// What the app receives for `callback`: iPadOS 26's reported bug (FB18129544, storyboard key
    /// `systemBugs.endFrameInViewCoordinates`) puts the End frame in the view's coordinates
    /// while an input accessory is set; the guides above still move with the screen's frame.
    func asPosted(_ callback: UIKitCallback) -> UIKitCallback {
        guard case .keyboard(var n) = callback, storyboard.systemBugs.endFrameInViewCoordinates,
              storyboard.system == .ios26, storyboard.device.isPad,
              host.accessoryHeight > 0 || keyboard.setup.accessoryHeight > 0 else { return callback }
        let view = host.interfaceGeometry(at: world.time).view
        n.endFrame = n.endFrame.offsetBy(dx: -view.minX, dy: -view.minY)
        return .keyboard(n)
    }
}
