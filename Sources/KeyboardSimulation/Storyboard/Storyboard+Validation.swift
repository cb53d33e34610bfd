import Foundation

extension Storyboard {
    /// Checks everything the simulation relies on; the loader runs it on every file, and code
    /// that builds a storyboard must run it too (`Simulator.run` does). Errors name the JSON
    /// path of the offending value, as in a storyboard file.
    public func validate() throws {
        func fail(_ path: String, _ message: String) -> StoryboardError {
            StoryboardError(file: source, path: path, message: message)
        }
        func check(_ value: Double, _ number: StoryboardNumber) throws {
            if let problem = number.problem(value) { throw fail(number.path, problem) }
        }
        if let problem = Self.nameProblem(name) { throw fail("name", problem) }
        try check(Double(fps), .fps)
        try check(Double(scale), .scale)
        try check(durationSeconds, .duration)
        if let problem = strategy.name.incompatibility(with: system) { throw fail("strategy.name", problem) }
        try strategy.strategy.validate(FieldCheck(storyboard: self, path: "strategy"))
        if namesStrategy, let own = strategy.name.listingTableAdjustment, let asked = layout.tableAdjustment, asked != own {
            throw fail("layout.tableAdjustment", "\(strategy.name.rawValue)'s listing adjusts its own table (\(own.rawValue)); \(asked.rawValue) would be another strategy's code: remove the key or set \"\(own.rawValue)\"")
        }

        try check(layout.barHeight, .barHeight)
        try check(layout.tabBarHeight, .tabBarHeight)
        try check(Double(layout.tableRows), .tableRows)
        try validatePresentation()

        if system == .ios7, keyboard.quickType == true {
            throw fail("keyboard.quickType", "ios7 has no QuickType bar (it arrived with iOS 8)")
        }
        let h = keyboardHeights
        for (number, v) in zip(StoryboardNumber.keyboardHeights, [h.portrait, h.portraitQuickType, h.landscape, h.landscapeQuickType]) {
            try check(v, number)
        }
        try check(keyboard.curveDurationSeconds, .curveDuration)
        if let d = keyboard.reducedMotionDurationSeconds { try check(d, .reducedMotionDuration) }
        try check(keyboard.reportedDurationSeconds, .reportedDuration)
        try check(Double(keyboard.reportedCurve), .reportedCurve)
        try check(keyboard.hardwareBarHeight, .hardwareBarHeight)
        if let s = keyboard.snapBackSecondsPerPoint { try check(s, .snapBackSecondsPerPoint) }
        if let lift = keyboard.undockLift { try check(lift, .undockLift) }
        try check(keyboard.floatingWidth, .floatingWidth)
        try check(keyboard.floatingHeight, .floatingHeight)
        for (path, curve) in [("keyboard.curve", keyboard.curve ?? .keyboard), ("keyboard.reducedMotionCurve", keyboard.reducedMotionCurve),
                              ("rotation.curve", rotation.curve)] {
            if let problem = Self.bezierProblem(curve) { throw fail(path, problem) }
        }
        try check(rotation.quarterTurnSeconds, .quarterTurnDuration)
        try check(rotation.halfTurnSeconds, .halfTurnDuration)

        if let why = upsideDownRefusal() {
            if orientation == .portraitUpsideDown { throw fail("orientation", why) }
        }
        if events.isEmpty { throw fail("events", "give at least one event: a film where nothing happens tests nothing") }
        if events.count > Self.maximumEvents { throw fail("events", "\(events.count) events; at most \(Self.maximumEvents)") }
        var previous = 0.0
        for (i, event) in events.enumerated() {
            let path = "events[\(i)]"
            if let problem = Self.rangeProblem(event.atSeconds, 0...durationSeconds, " seconds, within the storyboard's duration") {
                throw fail("\(path).at", problem)
            }
            guard event.atSeconds >= previous else {
                throw fail("\(path).at", "\(NumberFormat.asGiven(event.atSeconds)) comes before the previous event's time \(NumberFormat.asGiven(previous)): events must be in time order")
            }
            previous = event.atSeconds
            // Frames are sampled at k / fps up to the duration: an event after the last one
            // would change nothing any frame shows.
            let lastFrame = time(ofFrame: frameCount - 1)
            guard event.atSeconds <= lastFrame + 1e-9 else {
                throw fail("\(path).at", "\(NumberFormat.asGiven(event.atSeconds)) s comes after the film's last frame (\(NumberFormat.asGiven(lastFrame)) s at \(fps) fps), so no frame would show it: make duration at least \(NumberFormat.asGiven(lastFrame + 1 / Double(fps))) s or move the event")
            }
            try event.action.kind.validate(FieldCheck(storyboard: self, path: path))
        }
    }

    /// The view's presentation exists on the device and fits the screen.
    func validatePresentation() throws {
        let p = layout.presentation
        func fail(_ message: String) -> StoryboardError { StoryboardError(file: source, path: "layout.presentation", message: message) }
        if p.needsPad && !device.isPad {
            throw fail("\(p.name) is an iPad presentation; on \(device.name) UIKit presents sheets full screen (use an explicit frame to model a card)")
        }
        if case .formSheet = p {
            // keyboard-physics.md §"Form sheets and the keyboard": UIKit moves a form sheet the
            // keyboard would cover in landscape, by an amount and on a curve no source pins down.
            let moved = "UIKit moves a form sheet the keyboard covers in landscape, by an amount no source gives; film it in portrait, or give the moved sheet's frame as {x, y, width, height}"
            if orientation.isLandscape { throw fail("a form sheet in \(orientation.rawValue): \(moved)") }
            if let i = events.firstIndex(where: { $0.action.rotationTarget?.isLandscape == true }) {
                throw StoryboardError(file: source, path: "events[\(i)]", message: "rotating a form sheet to landscape: \(moved)")
            }
        }
        guard case .frame(let r) = p else { return }
        let screen = device.interfaceSize(orientation)
        guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.minX >= 0, r.minY >= 0, r.width >= 1, r.height >= 1,
              r.maxX <= screen.width + 1e-9, r.maxY <= screen.height + 1e-9 else {
            throw fail("the frame x \(NumberFormat.asGiven(r.minX)), y \(NumberFormat.asGiven(r.minY)), \(NumberFormat.asGiven(r.width)) × \(NumberFormat.asGiven(r.height)) pt must lie within the \(NumberFormat.asGiven(screen.width)) × \(NumberFormat.asGiven(screen.height)) pt screen in \(orientation.rawValue)")
        }
        guard r.height >= layout.barHeight else { throw fail("the frame is \(NumberFormat.asGiven(r.height)) pt tall, shorter than the \(NumberFormat.asGiven(layout.barHeight)) pt bar") }
        if let i = events.firstIndex(where: { $0.action.rotationTarget != nil }) {
            throw StoryboardError(file: source, path: "events[\(i)]", message: "an explicit view frame is given for one orientation only: use a preset (formSheet, splitViewHalf, …) to rotate")
        }
    }

    /// Why `value` is not a finite number in `range`, or nil.
    static func rangeProblem(_ value: Double, _ range: ClosedRange<Double>, _ unit: String) -> String? {
        guard value.isFinite, range.contains(value) else {
            return "\(NumberFormat.asGiven(value))\(unit) is outside \(NumberFormat.asGiven(range.lowerBound)) … \(NumberFormat.asGiven(range.upperBound))\(unit)"
        }
        return nil
    }

    /// More events than any film can show (one per frame of a 10-minute film at 240 fps is 144 000).
    public static let maximumEvents = 10_000

    /// The index written beside several films rendered into one folder (`render A B`): a film's
    /// folder may not take these names. Declared here, where a storyboard's name is checked before
    /// any work, and used by the writer of the index (`Report.writeIndex`).
    public static let indexFiles = (markdown: "summary.md", html: "index.html")

    /// Why `name` cannot name an output folder, or nil: it becomes a folder beside others and
    /// beside the index files, and appears in messages and SVG text.
    public static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "must not be empty" }
        if name.unicodeScalars.count > 100 { return "is \(name.unicodeScalars.count) characters long; at most 100" }
        // File systems hold 255 bytes per name; the staging folder adds a dot, ".partial-" and a pid.
        if name.utf8.count > 200 { return "is \(name.utf8.count) bytes long in UTF-8; at most 200 (a file name holds 255, with room for the staging folder's prefix)" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "/" || $0 == "\\" }) {
            return "must be a file name: no '/', '\\' or control characters"
        }
        // XML (the JUnit report, SVG text) cannot carry U+FFFE or U+FFFF, and no format should carry a noncharacter.
        if let u = name.unicodeScalars.first(where: { $0.properties.isNoncharacterCodePoint }) {
            return "must not hold the Unicode noncharacter U+\(String(u.value, radix: 16, uppercase: true)), which XML and SVG cannot carry"
        }
        if name.hasPrefix(".") { return "must not start with '.' (hidden and staging folders do)" }
        if [Self.indexFiles.markdown, Self.indexFiles.html].contains(name.lowercased()) { return "\(quotedForMessage(name)) is the name of the index written beside the films" }
        return nil
    }

    /// A problem with a cubic Bézier's control points, or nil: x in 0 … 1 (a function of time),
    /// y within ±10 (beyond, the curve leaves any screen; larger values would overflow).
    static func bezierProblem(_ curve: TimingCurve) -> String? {
        guard case .bezier(let b) = curve else { return nil }
        let p = [b.x1, b.y1, b.x2, b.y2]
        guard p.allSatisfy(\.isFinite) else { return "control points must be finite numbers" }
        guard (0...1).contains(b.x1), (0...1).contains(b.x2) else { return "x1 and x2 must lie in 0 … 1" }
        guard (-10...10).contains(b.y1), (-10...10).contains(b.y2) else { return "y1 and y2 must lie in −10 … 10" }
        return nil
    }

    /// Why this storyboard's app cannot show `portraitUpsideDown`, or nil when it can.
    func upsideDownRefusal() -> String? {
        if !device.isPad && device.portraitSafeArea.bottom > 0 {
            return "\(device.name) does not rotate to portraitUpsideDown (iPhones without a home button never do)"
        }
        if !(supportsUpsideDown ?? device.isPad) {
            return "iPhone apps exclude portraitUpsideDown by default (allButUpsideDown); set \"supportsUpsideDown\": true to allow it"
        }
        return nil
    }
}

/// Checks the fields of one part of a storyboard (an event, the strategy's options) where the
/// storyboard is validated; errors name `path.field`, as the loader's do.
struct FieldCheck {
    let storyboard: Storyboard
    /// `events[i]`, `strategy`.
    let path: String

    func fail(_ field: String, _ message: String) -> StoryboardError {
        StoryboardError(file: storyboard.source, path: "\(path).\(field)", message: message)
    }

    /// `value` lies in `range` (the same range the part's reader takes).
    func range(_ value: Double, _ range: ClosedRange<Double>, _ field: String, _ unit: String = "") throws {
        if let problem = Storyboard.rangeProblem(value, range, unit) { throw fail(field, problem) }
    }

    /// `curve`, when a Bézier, has control points a timing curve can have.
    func curve(_ curve: TimingCurve, _ field: String) throws {
        if let problem = Storyboard.bezierProblem(curve) { throw fail(field, problem) }
    }
}
