/// A finger on the screen: dragging the keyboard down (interactive dismissal) and the
/// navigation back-swipe. Each ends when the finger lets go (`Simulator+Gestures.swift`).
extension Events {
    static let fractions = 0.0...1
    /// `duration` of an `interactiveDismiss` or `backSwipe` event.
    static let gestureDuration = StoryboardNumber("interactiveDismiss.duration, backSwipe.duration", 0.001...10, .seconds, default: "0.3")

    struct InteractiveDismiss: FingerGesture {
        static let name = "interactiveDismiss"
        static let needs: EventNeeds = [.dockedKeyboard, .firstResponder]
        static let fractionOf = "the keyboard's height"
        var fraction: Double
        var release: DismissRelease
        var durationSeconds: Double

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            guard uikit.keyboard.field.isFocused, uikit.keyboardShown else { throw uikit.failure(i, "interactiveDismiss while the keyboard is hidden") }
            if let r = uikit.host.rotation, t < r.end { throw uikit.failure(i, "interactiveDismiss while the interface rotates (until \(NumberFormat.asGiven(r.end)) s)") }
            uikit.beginInteractiveDismiss(self, at: t)
        }
    }

    struct BackSwipe: FingerGesture {
        static let name = "backSwipe"
        static let needs: EventNeeds = [.dockedKeyboard, .firstResponder]
        static let fractionOf = "the screen's width"
        var fraction: Double
        var release: BackSwipeRelease
        var durationSeconds: Double

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            if let r = uikit.host.rotation, t < r.end { throw uikit.failure(i, "backSwipe while the interface rotates (until \(NumberFormat.asGiven(r.end)) s)") }
            uikit.beginBackSwipe(self, at: t)
        }
    }
}

/// A finger drags `fraction` of the way (`to` in a storyboard) over `durationSeconds`, then lets
/// go and the gesture ends as `release` says.
protocol FingerGesture: EventKind {
    associatedtype Release: RawRepresentable & CaseIterable & Sendable & Equatable where Release.RawValue == String
    /// What `fraction` is a fraction of, for messages.
    static var fractionOf: String { get }
    var fraction: Double { get }
    var release: Release { get }
    var durationSeconds: Double { get }
    init(fraction: Double, release: Release, durationSeconds: Double)
}

extension FingerGesture {
    init(reading e: inout JSONObjectReader) throws {
        guard let to = try e.number("to", in: Events.fractions, unit: " (fraction of \(Self.fractionOf))") else { throw e.fail("to", "required") }
        guard let release = try e.choice("release", Release.self) else { throw e.fail("release", "required") }
        self.init(fraction: to, release: release, durationSeconds: try e.number(Events.gestureDuration) ?? 0.3)
    }

    func validate(_ check: FieldCheck) throws {
        try check.range(fraction, Events.fractions, "to")
        try check.number(durationSeconds, Events.gestureDuration)
    }
}

extension StoryboardAction {
    /// A finger drags the keyboard down by `fraction` of its height over `durationSeconds`, then lets go.
    public static func interactiveDismiss(fraction: Double, release: DismissRelease, durationSeconds: Double = 0.3) -> StoryboardAction {
        StoryboardAction(Events.InteractiveDismiss(fraction: fraction, release: release, durationSeconds: durationSeconds))
    }
    /// A navigation back-swipe (interactive pop): the finger drags the view — and the keyboard
    /// with it — `fraction` of the screen's width to the right over `durationSeconds`, then the
    /// pop completes or is cancelled. The text field resigns when the swipe begins.
    public static func backSwipe(fraction: Double, release: BackSwipeRelease, durationSeconds: Double = 0.3) -> StoryboardAction {
        StoryboardAction(Events.BackSwipe(fraction: fraction, release: release, durationSeconds: durationSeconds))
    }
}

/// How a back-swipe ends: the view is popped, or slides back.
public enum BackSwipeRelease: String, Sendable, CaseIterable { case complete, cancel }

/// What the finger does at the end of an interactive dismissal.
public enum DismissRelease: String, Sendable, CaseIterable { case dismiss, cancel }
