/// An alert (`UIAlertController`) taking first responder from the text field and giving it back.
extension Events {
    struct PresentAlert: FieldlessEventKind {
        static let name = "presentAlert"
        static let needs: EventNeeds = []

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            guard uikit.keyboard.alert == .none else { throw uikit.failure(i, "presentAlert while an alert is already presented") }
            uikit.keyboard.alert = .presented(returnsFocus: uikit.keyboard.field.isFocused)
            uikit.host.alertOpacity.set(1, at: t, timing: alertFade)
            if uikit.keyboard.field.isFocused { try uikit.unfocus(at: t, event: i) }
        }
    }

    struct DismissAlert: FieldlessEventKind {
        static let name = "dismissAlert"
        static let needs: EventNeeds = []

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            guard case .presented(let returnsFocus) = uikit.keyboard.alert else { throw uikit.failure(i, "dismissAlert with no alert presented") }
            uikit.keyboard.alert = .none
            uikit.host.alertOpacity.set(0, at: t, timing: alertFade)
            if returnsFocus { try uikit.focus(at: t, event: i) }
        }
    }

    /// An alert's fade in or out (drawing only; UIKit's is about this long).
    static let alertFade = Timing(curve: .easeOut, durationSeconds: 0.25)
}

extension StoryboardAction {
    /// An alert (`UIAlertController`) is presented: it takes first responder from the text field.
    public static let presentAlert = StoryboardAction(Events.PresentAlert())
    /// The alert is dismissed: UIKit gives first responder back to the text field that had it.
    public static let dismissAlert = StoryboardAction(Events.DismissAlert())
}
