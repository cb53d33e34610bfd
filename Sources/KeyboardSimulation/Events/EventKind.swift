/// One kind of storyboard event, described whole in one type: its name (as written after
/// `"do"`), how its fields are read, how they are checked, what it needs before it can happen,
/// and what UIKit does when it happens. `Events.all` lists every kind; nothing else does.
protocol EventKind: Sendable, Equatable {
    /// The name a storyboard writes after `"do"`.
    static var name: String { get }
    /// What must hold when the event comes; the simulator checks it for every event.
    static var needs: EventNeeds { get }
    /// Reads the event's own fields (after `at` and `do`); errors name the JSON path.
    init(reading e: inout JSONObjectReader) throws
    /// Checks the fields against the storyboard: an event built in code never met the loader.
    func validate(_ check: FieldCheck) throws
    /// What UIKit does: how the keyboard moves, which notifications and callbacks come, in
    /// which order and inside which animation block (docs/keyboard-physics.md §2, §4, §5, §8).
    @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws
}

/// What an event needs before it can happen.
struct EventNeeds: OptionSet, Sendable {
    let rawValue: Int
    /// A docked keyboard (the simulation models the others only for hiding, floating and docking again).
    static let dockedKeyboard = EventNeeds(rawValue: 1)
    /// The text field able to take first responder (not while an alert holds it).
    static let firstResponder = EventNeeds(rawValue: 2)
}

/// An event kind without fields of its own.
protocol FieldlessEventKind: EventKind { init() }

extension FieldlessEventKind {
    init(reading _: inout JSONObjectReader) { self.init() }
}

extension EventKind {
    func validate(_ check: FieldCheck) throws {}

    /// The event read from a storyboard's JSON.
    static func action(reading e: inout JSONObjectReader) throws -> StoryboardAction { StoryboardAction(try Self(reading: &e)) }

    func isEqual(to other: any EventKind) -> Bool { (other as? Self) == self }
}

/// The event kinds, each in its own type (one file per family under `Events/`).
enum Events {
    /// Every kind, in the order error messages list them.
    static var all: [any EventKind.Type] {
        [Show.self, Hide.self, Resign.self, FocusChange.self, Rotate.self, QuickType.self, InteractiveDismiss.self,
         HardwareKeyboard.self, SwitchKeyboard.self, Undock.self, Split.self, Float.self, Dock.self,
         PresentAlert.self, DismissAlert.self, SetAccessory.self, BackSwipe.self]
    }

    static func kind(named name: String) -> (any EventKind.Type)? { all.first { $0.name == name } }
}

/// What happens at a moment of the storyboard: one of the kinds in `Events.all`. Build one
/// with the static members (`.show`, `.rotate(to: .landscapeLeft)`, …), each documented beside
/// its kind in `Events/`.
public struct StoryboardAction: Sendable, Equatable {
    let kind: any EventKind

    init(_ kind: some EventKind) { self.kind = kind }

    /// The event's name as written in a storyboard.
    public var name: String { type(of: kind).name }

    public static func == (a: StoryboardAction, b: StoryboardAction) -> Bool { a.kind.isEqual(to: b.kind) }
}
