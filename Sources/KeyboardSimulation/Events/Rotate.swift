/// The interface rotates (the era's order of callbacks: `Simulator+Rotation.swift`).
extension Events {
    struct Rotate: EventKind {
        static let name = "rotate"
        static let needs: EventNeeds = [.dockedKeyboard]
        static let duration = StoryboardNumber("rotate.duration", 0...5, .seconds, default: "rotation.quarterTurnDuration or halfTurnDuration")
        var to: InterfaceOrientation
        /// Overrides the rotation model's duration.
        var durationSeconds: Double?

        init(to: InterfaceOrientation, durationSeconds: Double?) { self.to = to; self.durationSeconds = durationSeconds }

        init(reading e: inout JSONObjectReader) throws {
            guard let to = try e.choice("to", InterfaceOrientation.self) else { throw e.fail("to", "required") }
            self.init(to: to, durationSeconds: try e.number(Self.duration))
        }

        func validate(_ check: FieldCheck) throws {
            if to == .portraitUpsideDown, let why = check.storyboard.upsideDownRefusal() { throw check.fail("to", why) }
            if let durationSeconds { try check.number(durationSeconds, Self.duration) }
        }

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            try uikit.rotate(to: to, durationSeconds: durationSeconds, event: i, at: t)
        }
    }
}

extension StoryboardAction {
    /// The interface rotates; `durationSeconds` overrides the rotation model.
    public static func rotate(to: InterfaceOrientation, durationSeconds: Double? = nil) -> StoryboardAction {
        StoryboardAction(Events.Rotate(to: to, durationSeconds: durationSeconds))
    }

    /// Where the event turns the interface, if it is a rotation.
    public var rotationTarget: InterfaceOrientation? { (kind as? Events.Rotate)?.to }
}
