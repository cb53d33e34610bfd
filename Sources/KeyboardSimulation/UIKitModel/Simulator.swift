import Foundation
/// Runs a storyboard: UIKit's keyboard side (the keyboard's motion in `KeyboardHost`, its
/// notifications, rotations, gestures) drives a controller — a built-in strategy's or the user's
/// — through `KeyboardFilmUIKit`'s world, the only model of UIKit the film has; every frame is
/// sampled from the presentation values, as a device would draw it.
///
/// Time advances through a queue of timed actions (storyboard events, *Did* notifications at
/// the end of animations, the end of a drag or rotation, display-link ticks). After each action
/// the run loop's layout pass runs (outside any animation block). Each frame is sampled after
/// every action due at or before its time.
@MainActor
public final class Simulator {
    let storyboard: Storyboard
    /// The code filmed: a controller (a built-in strategy's chat screen, or the user's) in a
    /// window. Set by `stageController` before anything runs, and never again.
    var stage: ControllerStage!
    /// UIKit's main-thread state for this film (made before the user's set-up runs).
    var world: FilmWorld!
    let host: KeyboardHost
    let keyboardTiming: Timing

    // What the text field and keyboard are doing (UIKit's state, beyond the host's geometry).
    var field = FieldState.resigned
    /// A controller's input accessory view is docked with the keys down (the controller, or a
    /// text input in its accessory, is first responder).
    var accessoryDocked = false
    /// Which keyboard focus brings up (`KeyboardSetup`).
    var setup: KeyboardSetup
    var alert = AlertState.none
    var swipe = SwipeState.none
    /// Bumped whenever a keyboard animation starts, so a superseded one posts no *Did* notifications.
    var keyboardGeneration = 0

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
        var keyboard = sb.keyboard
        keyboard.heights = sb.keyboardHeights // the rounded iOS 26 keyboard's, where the film shows it
        host = KeyboardHost(device: sb.device, system: sb.system, orientation: sb.orientation, layout: sb.layout,
                            additiveAnimations: sb.additiveAnimations, keyboard: keyboard)
        keyboardTiming = sb.keyboard.timing(on: sb.system, reduceMotion: sb.reduceMotion)
        setup = KeyboardSetup(quickType: sb.keyboard.startsWithQuickType(on: sb.system))
    }

    func run() throws -> Trace {
        endOfRunLoopTurn()
        for i in storyboard.events.indices { schedule(at: storyboard.events[i].atSeconds, .event(i)) }
        var frames: [TraceFrame] = []
        frames.reserveCapacity(storyboard.frameCount)
        for index in 0..<storyboard.frameCount {
            let t = storyboard.time(ofFrame: index)
            try processActions(through: t)
            frames.append(try sample(index: index, at: t))
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
            if let generation, generation != keyboardGeneration { return }
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
        if case .dragging(let drag, let end) = field {
            guard t >= end - 1e-9 else {
                throw failure(i, "\(action.name) during an interactive dismissal (the drag ends at \(NumberFormat.asGiven(end)) s)")
            }
            // An event at the very moment the finger lets go comes after the release.
            release(drag, at: t)
        }
        if case .moving(let end, _) = swipe, t < end - 1e-9 {
            throw failure(i, "\(action.name) during a back-swipe (the finger lets go at \(NumberFormat.asGiven(end)) s)")
        }
        if swipe == .popped { throw failure(i, "\(action.name) after a completed backSwipe: the view has been popped") }
        let needs = type(of: action.kind).needs
        if host.keyboardMode != .docked, needs.contains(.dockedKeyboard) {
            throw failure(i, "\(action.name) while the keyboard is \(host.keyboardMode.rawValue): dock it first (\"do\": \"dock\")")
        }
        if alert != .none, needs.contains(.firstResponder) {
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
              host.accessoryHeight > 0 || setup.accessoryHeight > 0 else { return callback }
        let view = host.interfaceGeometry(at: world.time).view
        n.endFrame = n.endFrame.offsetBy(dx: -view.minX, dy: -view.minY)
        return .keyboard(n)
    }

    // MARK: Sampling

    func sample(index: Int, at t: Double) throws -> TraceFrame {
        var g = host.interfaceGeometry(at: t)
        let swipeOffset = host.viewOffset.value(at: t)
        g.view.origin.x += swipeOffset // a back-swipe drags the view sideways
        let keyboard = host.keysFrame(at: t)
        world.time = t
        let moved = rootViewDisplacement() // as presented at t
        g.view.origin.x += moved.x; g.view.origin.y += moved.y
        var (bar, absence) = try sample(bar: stage.subject.bar, frame: index, geometry: g, swipeOffset: swipeOffset)
        if let resting = stage.subject.restingBar {
            // Two bars: the one in the view shows until the keyboard lifts the accessory above it.
            let rest = try sample(bar: resting, frame: index, geometry: g, swipeOffset: swipeOffset)
            if rest.absence == nil, !(bar.maxY < rest.bar.maxY) { (bar, absence) = rest }
        }
        // The bar belongs on the docked keyboard; an undocked one only when the layout follows it.
        let followed = host.keyboardMode == .docked || storyboard.layout.followsUndockedKeyboard
        let intended = followed ? min(keyboard.minY, g.restBottom) : g.restBottom
        var frame = TraceFrame(
            index: index, time: t, orientation: host.interfaceOrientation, angle: g.angle, interfaceSize: g.size,
            view: g.view, safeArea: g.safeArea, restBottom: g.restBottom, keyboard: keyboard, bar: bar,
            intendedBarBottom: intended, drift: absence == nil ? bar.maxY - intended : 0, notifications: posted)
        frame.barAbsence = absence
        frame.keyboardMode = host.keyboardMode
        frame.keyboardAccessoryHeight = setup.accessoryHeight
        frame.keyboardCustom = setup.customHeight != nil
        frame.hardwareKeyboard = setup.hardware
        frame.alertOpacity = host.alertOpacity.value(at: t)
        if let scrollView = stage.scrollView, let root = stage.root.view, scrollView.window != nil {
            try SampledGeometry.checkFinite(scrollView, role: "scrollView", root: root, frame: index, file: storyboard.source, code: codeName)
            frame.scrollView = sample(scrollView, in: root, frame: frame)
        }
        let sampler = ViewSampler(appearance: storyboard.appearance, controllers: stage.controllers, scale: Double(storyboard.device.scale))
        frame.views = sampler.root(stage.root.view)
        if !stage.keyboardHostView.subviews.isEmpty { frame.keyboardViews = sampler.sample(stage.keyboardHostView) }
        try SampledGeometry.checkWritable(frame, file: storyboard.source, code: codeName)
        posted.removeAll()
        return frame
    }

    /// How far the user's code moved the window's root view from where the film placed it, as
    /// presented now: keyboard managers (IQKeyboardManager) move the root controller's view up
    /// by its frame. Only a move counts (a root view resized or turned, as in a rotation, is the
    /// film's own doing and already in the interface geometry).
    func rootViewDisplacement() -> CGPoint {
        let window = stage.window
        guard let root = window.rootViewController?.viewIfLoaded, root.superview === window else { return .zero }
        let shown = root.layer.presentation() ?? root.layer
        let placed = window.rootViewFrame ?? window.bounds
        guard shown.affineTransform().isIdentity, shown.frame.size == placed.size, root.frame.size == placed.size else { return .zero }
        return CGPoint(x: shown.frame.minX - placed.minX, y: shown.frame.minY - placed.minY)
    }

    /// A bar's presented frame in interface coordinates (zero when it is not finite and not on
    /// screen), and why it is not on screen. An accessory is in the keyboard's window: a back
    /// swipe moves it with the keyboard, not with the view.
    func sample(bar barView: UIView, frame index: Int, geometry g: InterfaceGeometry, swipeOffset: Double) throws -> (bar: CGRect, absence: BarAbsence?) {
        var absence: BarAbsence?
        let onKeys = barView === stage.accessory
        if !onKeys { absence = SampledGeometry.absence(of: barView, window: stage.window) }
        if absence == nil {
            try SampledGeometry.checkFinite(barView, role: "bar", root: stage.root.view, frame: index, file: storyboard.source, code: codeName)
        }
        let b = barView.presentedFrame(inFrameOf: stage.root.view)
        var bar = CGRect(x: b.minX + g.view.minX - (onKeys ? swipeOffset : 0), y: b.minY + g.view.minY, width: b.width, height: b.height)
        if absence != nil, !(bar.minX.isFinite && bar.minY.isFinite && bar.width.isFinite && bar.height.isFinite) { bar = .zero }
        return (bar, absence)
    }

    /// The scroll view as drawn in `f` (presented frame and offset, in interface coordinates),
    /// and how much of its newest message is hidden: outside it, under the navigation bar, or
    /// under the bar, the keyboard, or the tab bar (or the bar's background below its rest).
    func sample(_ scrollView: UIScrollView, in root: UIView, frame f: TraceFrame) -> ScrollViewSample {
        let r = scrollView.presentedFrame(inFrameOf: root)
        let frame = CGRect(x: r.minX + f.view.minX, y: r.minY + f.view.minY, width: r.width, height: r.height)
        let offset = Double((scrollView.layer.presentation() ?? scrollView.layer).bounds.minY)
        let contentHeight = Double(scrollView.contentSize.height)
        var covered = 0.0
        // The newest message: the data source's last row, else the film's chat's newest bubble.
        var newest: (top: CGFloat, height: CGFloat)?
        if ControllerStage.hasDataSource(scrollView) {
            if let table = scrollView as? UITableView, let last = Self.lastRow(of: table) {
                let r = table.rectForRow(at: last)
                newest = (r.minY, r.height)
            } else if let items = scrollView as? UICollectionView, let cell = items.visibleCells.max(by: { $0.frame.maxY < $1.frame.maxY }) {
                newest = (cell.frame.minY, cell.frame.height)
            }
        } else if ChatContent.rows(contentHeight: contentHeight) > 0 {
            newest = (CGFloat(ChatContent.messageTop(row: 0, contentHeight: contentHeight)), CGFloat(ChatContent.messageHeight))
        }
        if let newest { // a newest message to measure
            let top: CGFloat = frame.minY + newest.top - offset
            let bottom: CGFloat = top + newest.height
            // What covers the top: a navigation bar over the scroll view where it is drawn now,
            // else what the scroll view's adjusted inset says covers it (the status bar).
            let navigationBottom: CGFloat
            if let bar = stage.navigationBar(over: scrollView) {
                navigationBottom = bar.presentedFrame(inFrameOf: root).maxY + f.view.minY
            } else {
                navigationBottom = frame.minY + scrollView.adjustedContentInset.top
            }
            let visible = max(frame.minY, navigationBottom)...max(frame.minY, navigationBottom, frame.maxY)
            func overlapsHorizontally(_ o: CGRect) -> Bool { o.maxX > frame.minX && o.minX < frame.maxX && o.height > 0 }
            var occluders = [f.bar, f.keyboard].filter(overlapsHorizontally).map { $0.minY...$0.maxY }
            if f.restBottom < f.view.maxY { occluders.append(CGFloat(f.restBottom)...f.view.maxY) }
            covered = Double(MessageCoverage.covered(message: top...bottom, visible: visible, occluders: occluders))
        }
        return ScrollViewSample(
            frame: frame, contentInsetBottom: Double(scrollView.contentInset.bottom),
            indicatorInsetBottom: Double(scrollView.verticalScrollIndicatorInsets.bottom),
            adjustedInsetBottom: Double(scrollView.adjustedContentInset.bottom),
            contentOffsetY: offset, contentHeight: contentHeight, lastMessageCovered: covered)
    }
}

extension Simulator {
    /// The last row of the last section that has rows.
    static func lastRow(of table: UITableView) -> IndexPath? {
        for section in stride(from: table.numberOfSections - 1, through: 0, by: -1) {
            let rows = table.numberOfRows(inSection: section)
            if rows > 0 { return IndexPath(row: rows - 1, section: section) }
        }
        return nil
    }
}

/// The text field, and a finger on its keyboard.
enum FieldState: Equatable {
    /// Not first responder: the keyboard is down, or on its way.
    case resigned
    /// First responder: the keyboard is up, or on its way.
    case focused
    /// First responder while a finger drags the keyboard down (`interactiveDismiss`) until
    /// `until`; then it lets go (`Simulator.release`).
    case dragging(Events.InteractiveDismiss, until: Double)

    var isFocused: Bool { self != .resigned }
}

/// An alert over the chat (`presentAlert` / `dismissAlert`).
enum AlertState: Equatable {
    case none
    /// Presented; `returnsFocus`: the text field had first responder, which UIKit gives back on dismissal.
    case presented(returnsFocus: Bool)
}

/// The navigation back-swipe (`backSwipe`).
enum SwipeState: Equatable {
    case none
    /// The finger drags the view, then the pop runs to its end or back, until `until`;
    /// `returnsFocus`: the text field resigned when the swipe began (a cancelled pop gives it back).
    case moving(until: Double, returnsFocus: Bool)
    /// The pop completed: the view is gone.
    case popped

    var returnsFocus: Bool { if case .moving(_, let r) = self { return r } else { return false } }
}

/// Which keyboard the text field brings up: the system one with or without its QuickType bar, or
/// another one of its own height (`switchKeyboard`, until a rotation brings the system one back);
/// an accessory view set on the field rides on top; with a hardware keyboard connected, only a
/// shortcuts bar (iPad) or the accessory view shows.
struct KeyboardSetup: Equatable {
    var quickType: Bool
    var hardware = false
    var customHeight: Double?
    /// Height of the accessory view `setAccessory` put on the text field (0: none).
    var accessoryHeight = 0.0

    /// The keys' height in orientation `o` with the accessory view on top.
    func height(_ o: InterfaceOrientation, _ heights: KeyboardHeights) -> Double {
        (customHeight ?? heights.height(o, quickType: quickType)) + accessoryHeight
    }
}
