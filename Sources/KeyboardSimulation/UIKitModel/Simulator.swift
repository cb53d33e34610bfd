/// Runs a storyboard through the UIKit behaviour model and the chosen strategy, frame by frame.
///
/// Time advances through a queue of timed actions (storyboard events, *Did* notifications at
/// the end of animations, the end of a drag, display-link ticks). Each frame is sampled after
/// every action due at or before its time, reading the presentation values of the animated
/// properties (interface rotation, keyboard, bar).
public struct Simulator {
    let storyboard: Storyboard
    var strategy: any AttachmentStrategy
    let screen: ScreenSpace
    let keyboardTiming: Timing

    // Interface
    var orientation: InterfaceOrientation
    var rotation: Rotation?

    // Keyboard
    var keyboardVisible: AnimatedValue
    var keyboardHeight: AnimatedValue
    var focused = false
    var quickType: Bool
    var hardwareKeyboard = false
    var customHeight: Double?
    var dragEndTime: Double?
    /// Bumped whenever a keyboard animation starts, so a superseded one posts no *Did* notifications.
    var keyboardGeneration = 0

    // Bar
    var barOverlap: AnimatedValue
    var displayLinkRunning = false
    var displayLinkGeneration = 0

    // Queue and output
    var queue: [TimedAction] = []
    var sequence = 0
    var posted: [String] = []

    struct Rotation {
        var from: InterfaceOrientation
        var to: InterfaceOrientation
        var start: Double
        var timing: Timing
        var degrees: Double
        var end: Double { start + timing.durationSeconds }
    }

    struct TimedAction {
        var time: Double
        var sequence: Int
        var action: Action
    }

    enum Action {
        case event(Int)
        case post([(UIKitCallback, AnimationContext)], keyboardGeneration: Int?)
        case rotationEnded
        case dragReleased(event: Int)
        case displayLinkTick(index: Int, generation: Int)
    }

    /// Runs the whole storyboard and returns its trace. Throws a `StoryboardError` naming the
    /// event when the storyboard asks for something impossible (e.g. hiding a hidden keyboard).
    public static func run(_ storyboard: Storyboard) throws -> Trace {
        var sim = Simulator(storyboard)
        return try sim.run()
    }

    init(_ sb: Storyboard) {
        storyboard = sb
        strategy = sb.strategy.makeStrategy()
        screen = ScreenSpace(portraitSize: sb.device.portraitSize, isPortraitFixed: sb.system == .ios7)
        keyboardTiming = sb.keyboard.timing
        orientation = sb.orientation
        quickType = sb.keyboard.quickType
        keyboardVisible = AnimatedValue(0)
        keyboardHeight = AnimatedValue(sb.keyboard.heights.height(sb.orientation, quickType: sb.keyboard.quickType))
        let rest = InterfaceGeometry(device: sb.device, layout: sb.layout, orientation: sb.orientation)
        barOverlap = AnimatedValue(strategy.keepsBarAboveRest ? 0 : rest.size.height - rest.restBottom)
    }

    mutating func run() throws -> Trace {
        for i in storyboard.events.indices { schedule(at: storyboard.events[i].atSeconds, .event(i)) }
        var frames: [TraceFrame] = []
        frames.reserveCapacity(storyboard.frameCount)
        for index in 0..<storyboard.frameCount {
            let t = storyboard.time(ofFrame: index)
            try processActions(through: t)
            frames.append(sample(index: index, at: t))
        }
        let canvas = Self.canvas(storyboard)
        return Trace(name: storyboard.name, device: storyboard.device.name, system: storyboard.system,
                     strategy: storyboard.strategy.name, fps: storyboard.fps, scale: storyboard.scale,
                     canvasWidth: canvas.width, canvasHeight: canvas.height,
                     screenOriginX: canvas.originX, screenOriginY: canvas.originY, frames: frames)
    }

    /// The canvas holds the screen in every orientation the storyboard passes through: the
    /// screen's pixel size in portrait-only films, else a square of its longer side.
    static func canvas(_ sb: Storyboard) -> (width: Int, height: Int, originX: Int, originY: Int) {
        let w = Int((sb.device.portraitSize.width * Double(sb.scale)).rounded())
        let h = Int((sb.device.portraitSize.height * Double(sb.scale)).rounded())
        var landscape = sb.orientation.isLandscape
        for e in sb.events { if case .rotate(let to, _) = e.action, to.isLandscape { landscape = true } }
        guard landscape else { return (w, h, 0, 0) }
        let side = max(w, h)
        return (side, side, (side - w) / 2, (side - h) / 2)
    }

    // MARK: Queue

    mutating func schedule(at time: Double, _ action: Action) {
        sequence += 1
        let item = TimedAction(time: time, sequence: sequence, action: action)
        // Stable: equal times keep scheduling order.
        let at = queue.firstIndex { $0.time > time } ?? queue.endIndex
        queue.insert(item, at: at)
    }

    mutating func processActions(through t: Double) throws {
        while let next = queue.first, next.time <= t + 1e-9 {
            queue.removeFirst()
            try perform(next.action, at: next.time)
        }
    }

    mutating func perform(_ action: Action, at t: Double) throws {
        switch action {
        case .event(let i):
            try handle(event: i, at: t)
        case .post(let callbacks, let generation):
            if let generation, generation != keyboardGeneration { return }
            for (cb, ctx) in callbacks { deliver(cb, context: ctx, at: t) }
        case .rotationEnded:
            rotation = nil
        case .dragReleased(let i):
            release(event: i, at: t)
        case .displayLinkTick(let k, let generation):
            guard displayLinkRunning, generation == displayLinkGeneration else { return }
            var host = makeHost(at: t, context: .none, viewOrientation: orientation)
            strategy.displayLinkTick(host: &host)
            absorb(host, at: t)
            if displayLinkRunning { schedule(at: Double(k + 1) / storyboard.strategy.displayLinkRateHz, .displayLinkTick(index: k + 1, generation: generation)) }
        }
    }

    // MARK: Strategy host

    func interface(at t: Double) -> InterfaceGeometry {
        let settled = { (o: InterfaceOrientation) in InterfaceGeometry(device: storyboard.device, layout: storyboard.layout, orientation: o) }
        guard let r = rotation, t < r.end else { return settled(orientation) }
        let p = r.timing.progress(elapsed: t - r.start)
        return InterfaceGeometry(from: settled(r.from), to: settled(r.to), turning: r.degrees, progress: p)
    }

    func makeHost(at t: Double, context: AnimationContext, viewOrientation: InterfaceOrientation) -> BarHost {
        let layout = InterfaceGeometry(device: storyboard.device, layout: storyboard.layout, orientation: viewOrientation)
        let visible = keyboardVisible
        let transition = rotation.map { r in
            Timing(curve: r.timing.curve, durationSeconds: max(0, r.end - t))
        }
        let keyboardCurve = storyboard.keyboard.curve
        return BarHost(
            time: t, context: context, interfaceHeight: layout.size.height, viewOrientation: viewOrientation,
            screenSpace: screen, restOverlap: layout.size.height - layout.restBottom,
            curveForRawValue: { TimingCurve.uiViewAnimationCurve($0, keyboard: keyboardCurve) },
            transitionTiming: transition, keyboardOverlapTarget: keyboardVisible.target,
            keyboardPresentation: { visible.value(at: $0) },
            displayLinkPeriod: 1 / storyboard.strategy.displayLinkRateHz,
            barOverlap: barOverlap, displayLinkRunning: displayLinkRunning)
    }

    mutating func absorb(_ host: BarHost, at t: Double) {
        barOverlap = host.barOverlap
        if host.displayLinkRunning && !displayLinkRunning {
            displayLinkRunning = true
            displayLinkGeneration += 1
            // The first tick is the next display refresh after now.
            let rate = storyboard.strategy.displayLinkRateHz
            let k = Int((t * rate + 1e-9).rounded(.down)) + 1
            schedule(at: Double(k) / rate, .displayLinkTick(index: k, generation: displayLinkGeneration))
        } else if !host.displayLinkRunning {
            displayLinkRunning = false
        }
    }

    mutating func deliver(_ callback: UIKitCallback, context: AnimationContext, at t: Double,
                          viewOrientation: InterfaceOrientation? = nil) {
        posted.append(callback.traceName)
        var host = makeHost(at: t, context: context, viewOrientation: viewOrientation ?? orientation)
        strategy.receive(callback, host: &host)
        absorb(host, at: t)
    }

    // MARK: Sampling

    mutating func sample(index: Int, at t: Double) -> TraceFrame {
        let g = interface(at: t)
        let visible = keyboardVisible.value(at: t)
        let keyboard = Rect(x: 0, y: g.size.height - visible, width: g.size.width, height: keyboardHeight.value(at: t))
        let overlap = strategy.isPartOfKeyboard ? visible : barOverlap.value(at: t)
        var barBottom = g.size.height - overlap
        if strategy.keepsBarAboveRest { barBottom = min(barBottom, g.restBottom) }
        let barHeight = storyboard.layout.barHeight
        let bar = Rect(x: 0, y: barBottom - barHeight, width: g.size.width, height: barHeight)
        let intended = min(keyboard.minY, g.restBottom)
        let frame = TraceFrame(
            index: index, time: t, orientation: orientation, angle: g.angle, interfaceSize: g.size,
            safeArea: g.safeArea, restBottom: g.restBottom, keyboard: keyboard, bar: bar,
            intendedBarBottom: intended, drift: bar.maxY - intended, notifications: posted)
        posted.removeAll()
        return frame
    }
}
