/// UIKit's keyboard state beside the host's geometry: who has first responder, which keyboard
/// focus brings up, what an alert or a gesture holds, and which keyboard motion is current.
/// A value: events change it through `EventContext.keyboard`; each frame reads it.
struct KeyboardState {
    var field = FieldState.resigned
    /// A controller's input accessory view is docked with the keys down (the controller, or a
    /// text input in its accessory, is first responder).
    var accessoryDocked = false
    /// Which keyboard focus brings up.
    var setup: KeyboardSetup
    var alert = AlertState.none
    var swipe = SwipeState.none
    /// Bumped whenever a keyboard motion starts, so a superseded one posts no *Did* notifications.
    var generation = 0

    init(setup: KeyboardSetup) { self.setup = setup }
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
