/// The text field taking and giving up first responder, and focus moving between fields.
extension Events {
    struct Show: FieldlessEventKind {
        static let name = "show"
        static let needs: EventNeeds = [.firstResponder]

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            guard !uikit.keyboard.field.isFocused else { throw uikit.failure(i, "show while the keyboard is already shown") }
            try uikit.focus(at: t, event: i)
        }
    }

    struct Hide: FieldlessEventKind {
        static let name = "hide"
        static let needs: EventNeeds = []

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            try uikit.endEditing(Self.name, event: i, at: t)
        }
    }

    /// The same sequence as `hide`, named for code that resigns (resign-on-send).
    struct Resign: FieldlessEventKind {
        static let name = "resign"
        static let needs: EventNeeds = []

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            try uikit.endEditing(Self.name, event: i, at: t)
        }
    }

    struct FocusChange: FieldlessEventKind {
        static let name = "focusChange"
        static let needs: EventNeeds = [.dockedKeyboard, .firstResponder]

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            guard uikit.keyboard.field.isFocused, uikit.keyboardShown else {
                throw uikit.failure(i, "focusChange needs the keyboard shown (focus moves between two text fields)")
            }
            uikit.postFocusChange(at: t)
        }
    }
}

extension EventContext {
    /// The text field resigns first responder (`hide`, `resign`).
    func endEditing(_ name: String, event i: Int, at t: Double) throws {
        guard keyboard.field.isFocused else { throw failure(i, "\(name) while the keyboard is already hidden") }
        try unfocus(at: t, event: i)
    }
}

extension StoryboardAction {
    /// The text field becomes first responder.
    public static let show = StoryboardAction(Events.Show())
    /// The text field resigns first responder.
    public static let hide = StoryboardAction(Events.Hide())
    /// The text field resigns first responder from code (resign-on-send): the hide sequence.
    public static let resign = StoryboardAction(Events.Resign())
    /// Focus moves to another text field while the keyboard stays up: WillChangeFrame and
    /// WillShow with Begin == End and the usual duration and curve; nothing moves.
    public static let focusChange = StoryboardAction(Events.FocusChange())
}
