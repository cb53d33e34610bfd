/// Every kind of storyboard event, once: its name (as written after `"do"`), how its fields are
/// read, and what it needs of the keyboard. Each property is an exhaustive switch, so a new kind
/// cannot be added without saying each of these; the simulator's `handle` is the other one.
public enum EventKind: String, CaseIterable, Sendable {
    case show, hide, resign, focusChange, rotate, quickType, interactiveDismiss, hardwareKeyboard, switchKeyboard
    case undock, split, float, dock, presentAlert, dismissAlert, setAccessory, backSwipe

    /// The ranges of events' fields: the loader reads with them and `Storyboard.validate` checks
    /// storyboards built in code against them.
    enum Limits {
        static let lift = 0.0...5000, floatOrigin = 0.0...5000, fraction = 0.0...1, gestureSeconds = 0.001...10
        static let rotationSeconds = 0.0...5, switchHeight = 1.0...2000, accessoryHeight = 0.0...500
    }

    /// Reads the event's own fields (after `at` and `do`); errors name the JSON path.
    func decode(_ e: inout JSONObjectReader) throws -> StoryboardAction {
        switch self {
        case .show: return .show
        case .hide: return .hide
        case .resign: return .resign
        case .focusChange: return .focusChange
        case .dock: return .dock
        case .presentAlert: return .presentAlert
        case .dismissAlert: return .dismissAlert
        case .undock: return .undock(liftPoints: try e.number("lift", in: Limits.lift, unit: " pt"))
        case .split: return .split(liftPoints: try e.number("lift", in: Limits.lift, unit: " pt"))
        case .float:
            return .float(x: try e.requiredNumber("x", in: Limits.floatOrigin, unit: " pt"), y: try e.requiredNumber("y", in: Limits.floatOrigin, unit: " pt"))
        case .backSwipe:
            guard let to = try e.number("to", in: Limits.fraction, unit: " (fraction of the screen's width)") else { throw e.fail("to", "required") }
            guard let release = try e.choice("release", BackSwipeRelease.self) else { throw e.fail("release", "required") }
            return .backSwipe(fraction: to, release: release, durationSeconds: try e.number("duration", in: Limits.gestureSeconds, unit: " seconds") ?? 0.3)
        case .setAccessory:
            guard let h = try e.number("height", in: Limits.accessoryHeight, unit: " pt") else { throw e.fail("height", "required (0 removes the accessory view)") }
            return .setAccessory(heightPoints: h)
        case .rotate:
            guard let to = try e.choice("to", InterfaceOrientation.self) else { throw e.fail("to", "required") }
            return .rotate(to: to, durationSeconds: try e.number("duration", in: Limits.rotationSeconds, unit: " seconds"))
        case .quickType:
            guard let v = try e.bool("visible") else { throw e.fail("visible", "required") }
            return .quickType(visible: v)
        case .interactiveDismiss:
            guard let to = try e.number("to", in: Limits.fraction, unit: " (fraction of the keyboard's height)") else { throw e.fail("to", "required") }
            guard let release = try e.choice("release", DismissRelease.self) else { throw e.fail("release", "required") }
            return .interactiveDismiss(fraction: to, release: release, durationSeconds: try e.number("duration", in: Limits.gestureSeconds, unit: " seconds") ?? 0.3)
        case .hardwareKeyboard:
            guard let c = try e.bool("connected") else { throw e.fail("connected", "required") }
            return .hardwareKeyboard(connected: c)
        case .switchKeyboard:
            guard let h = try e.number("height", in: Limits.switchHeight, unit: " pt") else { throw e.fail("height", "required") }
            return .switchKeyboard(height: h, asHideShow: try e.bool("asHideShow") ?? false)
        }
    }

    /// Whether the event needs a docked keyboard (the simulation models the others only for
    /// hiding, floating and docking again).
    var needsDockedKeyboard: Bool {
        switch self {
        case .quickType, .switchKeyboard, .hardwareKeyboard, .rotate, .interactiveDismiss, .focusChange, .setAccessory, .backSwipe: return true
        case .show, .hide, .resign, .undock, .split, .float, .dock, .presentAlert, .dismissAlert: return false
        }
    }

    /// Whether the event needs the text field able to take first responder (not while an alert holds it).
    var needsFirstResponder: Bool {
        switch self {
        case .show, .focusChange, .undock, .split, .float, .dock, .setAccessory, .interactiveDismiss, .backSwipe: return true
        case .hide, .resign, .rotate, .quickType, .hardwareKeyboard, .switchKeyboard, .presentAlert, .dismissAlert: return false
        }
    }
}

extension StoryboardAction {
    /// The event's kind.
    public var kind: EventKind {
        switch self {
        case .show: return .show
        case .hide: return .hide
        case .rotate: return .rotate
        case .quickType: return .quickType
        case .interactiveDismiss: return .interactiveDismiss
        case .hardwareKeyboard: return .hardwareKeyboard
        case .switchKeyboard: return .switchKeyboard
        case .focusChange: return .focusChange
        case .resign: return .resign
        case .undock: return .undock
        case .split: return .split
        case .float: return .float
        case .dock: return .dock
        case .presentAlert: return .presentAlert
        case .dismissAlert: return .dismissAlert
        case .setAccessory: return .setAccessory
        case .backSwipe: return .backSwipe
        }
    }

    /// The event's name as written in a storyboard.
    public var name: String { kind.rawValue }
    var needsDockedKeyboard: Bool { kind.needsDockedKeyboard }
    var needsFirstResponder: Bool { kind.needsFirstResponder }
}
