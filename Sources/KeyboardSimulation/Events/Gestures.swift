/// A finger on the screen: dragging the keyboard down (interactive dismissal) and the
/// navigation back-swipe. Each ends when the finger lets go (`Simulator+Gestures.swift`).
extension Events {
    static let fractions = 0.0...1, gestureSeconds = 0.001...10

    struct InteractiveDismiss: EventKind {
        static let name = "interactiveDismiss"
        static let needs: EventNeeds = [.dockedKeyboard, .firstResponder]
        /// How far the finger drags, as a fraction of the keyboard's height.
        var fraction: Double
        var release: DismissRelease
        var durationSeconds: Double

        init(fraction: Double, release: DismissRelease, durationSeconds: Double) {
            self.fraction = fraction; self.release = release; self.durationSeconds = durationSeconds
        }

        init(reading e: inout JSONObjectReader) throws {
            guard let to = try e.number("to", in: fractions, unit: " (fraction of the keyboard's height)") else { throw e.fail("to", "required") }
            guard let release = try e.choice("release", DismissRelease.self) else { throw e.fail("release", "required") }
            self.init(fraction: to, release: release, durationSeconds: try e.number("duration", in: gestureSeconds, unit: " seconds") ?? 0.3)
        }

        func validate(_ check: FieldCheck) throws {
            try check.range(fraction, fractions, "to")
            try check.range(durationSeconds, gestureSeconds, "duration", " seconds")
        }

        @MainActor func happen(in sim: Simulator, event i: Int, at t: Double) throws {
            guard sim.field.isFocused, sim.keyboardShown else { throw sim.failure(i, "interactiveDismiss while the keyboard is hidden") }
            if let r = sim.host.rotation, t < r.end { throw sim.failure(i, "interactiveDismiss while the interface rotates (until \(fmt(r.end)) s)") }
            // The finger drags the keyboard down, linearly; nothing is posted until it lets go.
            sim.keyboardGeneration += 1
            let docked = sim.host.keyboardVisible.target
            let travel = (docked - sim.hiddenVisible) * fraction
            sim.host.keyboardVisible.set(docked - travel, at: t, timing: Timing(curve: .linear, durationSeconds: durationSeconds))
            sim.host.isDragging = true
            sim.field = .dragging(self, until: t + durationSeconds)
            sim.schedule(at: t + durationSeconds, .dragReleased(self))
        }
    }

    struct BackSwipe: EventKind {
        static let name = "backSwipe"
        static let needs: EventNeeds = [.dockedKeyboard, .firstResponder]
        /// How far the finger drags the view, as a fraction of the screen's width.
        var fraction: Double
        var release: BackSwipeRelease
        var durationSeconds: Double

        init(fraction: Double, release: BackSwipeRelease, durationSeconds: Double) {
            self.fraction = fraction; self.release = release; self.durationSeconds = durationSeconds
        }

        init(reading e: inout JSONObjectReader) throws {
            guard let to = try e.number("to", in: fractions, unit: " (fraction of the screen's width)") else { throw e.fail("to", "required") }
            guard let release = try e.choice("release", BackSwipeRelease.self) else { throw e.fail("release", "required") }
            self.init(fraction: to, release: release, durationSeconds: try e.number("duration", in: gestureSeconds, unit: " seconds") ?? 0.3)
        }

        func validate(_ check: FieldCheck) throws {
            try check.range(fraction, fractions, "to")
            try check.range(durationSeconds, gestureSeconds, "duration", " seconds")
        }

        @MainActor func happen(in sim: Simulator, event i: Int, at t: Double) throws {
            if let r = sim.host.rotation, t < r.end { throw sim.failure(i, "backSwipe while the interface rotates (until \(fmt(r.end)) s)") }
            sim.beginBackSwipe(self, at: t)
        }
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
