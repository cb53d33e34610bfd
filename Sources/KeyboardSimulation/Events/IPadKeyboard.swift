/// iPad: the keyboard undocked, split, floating, and docked again. UIKit reports the first
/// three as a hide (WillChangeFrame → WillHide) and docking as a show.
extension Events {
    struct Undock: UndockingEventKind {
        static let name = "undock"
        static let mode = KeyboardMode.undocked
        var lift: Double?
    }

    struct Split: UndockingEventKind {
        static let name = "split"
        static let mode = KeyboardMode.split
        var lift: Double?
    }

    /// `lift` of an `undock` or `split` event.
    static let undockLift = StoryboardNumber("undock.lift, split.lift", 0...5000, .points, default: "keyboard.undockLift")

    struct Float: EventKind {
        static let name = "float"
        static let needs: EventNeeds = [.firstResponder]
        static let x = StoryboardNumber("float.x", 0...5000, .points, default: "required")
        static let y = StoryboardNumber("float.y", 0...5000, .points, default: "required")
        /// The floating keyboard's top-left corner, in the interface's points.
        var x: Double, y: Double

        init(x: Double, y: Double) { self.x = x; self.y = y }

        init(reading e: inout JSONObjectReader) throws {
            self.init(x: try e.requiredNumber(Self.x), y: try e.requiredNumber(Self.y))
        }

        func validate(_ check: FieldCheck) throws {
            try check.number(x, Self.x)
            try check.number(y, Self.y)
        }

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            try uikit.requireMovableKeyboard(Self.name, event: i)
            let screen = uikit.storyboard.device.interfaceSize(uikit.host.interfaceOrientation)
            let w = uikit.storyboard.keyboard.floatingWidth, h = uikit.storyboard.keyboard.floatingHeight
            guard x >= 0, y >= 0, x + w <= screen.width, y + h <= screen.height else {
                throw uikit.failure(i, "the \(NumberFormat.asGiven(w)) × \(NumberFormat.asGiven(h)) pt floating keyboard at (\(NumberFormat.asGiven(x)), \(NumberFormat.asGiven(y))) leaves the \(NumberFormat.asGiven(screen.width)) × \(NumberFormat.asGiven(screen.height)) pt screen")
            }
            let wasFloating = uikit.host.keyboardMode == .floating
            uikit.host.keyboardMode = .floating
            // Becoming floating animates like an undock; dragging a floating keyboard follows the finger.
            uikit.moveKeyboard(visible: screen.height - y, height: h, left: x, right: screen.width - x - w,
                             timing: wasFloating ? nil : uikit.keyboardTiming, showing: wasFloating ? nil : false, at: t, begin: nil)
        }
    }

    struct Dock: FieldlessEventKind {
        static let name = "dock"
        static let needs: EventNeeds = [.firstResponder]

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            guard uikit.keyboard.field.isFocused, uikit.keyboardShown, uikit.host.keyboardMode != .docked else {
                throw uikit.failure(i, "dock needs an undocked, split or floating keyboard")
            }
            uikit.host.keyboardMode = .docked
            let o = uikit.host.interfaceOrientation
            uikit.moveKeyboard(visible: uikit.keyboardTargetVisible(o), height: uikit.keyboardTargetHeight(o),
                             timing: uikit.keyboardTiming, showing: true, at: t)
        }
    }
}

/// `undock` and `split`: the docked keyboard leaves the bottom edge as `mode`, its bottom
/// `lift` above the screen's (nil: `keyboard.undockLift`).
protocol UndockingEventKind: EventKind {
    static var mode: KeyboardMode { get }
    var lift: Double? { get }
    init(lift: Double?)
}

extension UndockingEventKind {
    static var needs: EventNeeds { [.firstResponder] }

    init(reading e: inout JSONObjectReader) throws { self.init(lift: try e.number(Events.undockLift)) }

    func validate(_ check: FieldCheck) throws {
        if let lift { try check.number(lift, Events.undockLift) }
    }

    @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
        try uikit.undock(to: Self.mode, lift: lift, name: Self.name, event: i, at: t)
    }
}

extension EventContext {
    /// Undocking, splitting and floating exist only for a visible iPad software keyboard.
    func requireMovableKeyboard(_ name: String, event i: Int) throws {
        guard storyboard.device.isPad else { throw failure(i, "\(name) needs an iPad (\(storyboard.device.name) has no undocked keyboards)") }
        guard keyboard.field.isFocused, keyboardShown, !keyboard.setup.hardware else { throw failure(i, "\(name) needs the software keyboard shown") }
    }

    /// The docked keyboard becomes undocked or split: its bottom rises `lift` above the screen's.
    func undock(to mode: KeyboardMode, lift: Double?, name: String, event i: Int, at t: Double) throws {
        try requireMovableKeyboard(name, event: i)
        guard host.keyboardMode == .docked else { throw failure(i, "\(name) while the keyboard is \(host.keyboardMode.rawValue): dock it first") }
        host.keyboardMode = mode
        let height = keyboardTargetHeight(host.interfaceOrientation)
        let screen = storyboard.device.interfaceSize(host.interfaceOrientation)
        let lift = lift ?? storyboard.keyboard.undockLift ?? (screen.height * 0.3).rounded()
        guard lift + height <= screen.height - storyboard.device.statusBar(host.interfaceOrientation) else {
            throw failure(i, "a lift of \(NumberFormat.asGiven(lift)) pt puts the \(NumberFormat.asGiven(height)) pt keyboard above the screen's top")
        }
        moveKeyboard(visible: height + lift, height: height, timing: keyboardTiming, showing: false, at: t)
    }
}

extension StoryboardAction {
    /// iPad: the user undocks the keyboard; its bottom rises `liftPoints` above the screen's
    /// bottom (nil: `keyboard.undockLift`). UIKit posts WillChangeFrame → WillHide.
    public static func undock(liftPoints: Double? = nil) -> StoryboardAction { StoryboardAction(Events.Undock(lift: liftPoints)) }
    /// iPad: the user splits the keyboard in two halves, undocked as with `undock`.
    public static func split(liftPoints: Double? = nil) -> StoryboardAction { StoryboardAction(Events.Split(lift: liftPoints)) }
    /// iPad: the keyboard becomes (or, already floating, is dragged as) the small floating
    /// keyboard with its top-left corner at (x, y) in the interface's points.
    public static func float(x: Double, y: Double) -> StoryboardAction { StoryboardAction(Events.Float(x: x, y: y)) }
    /// iPad: an undocked, split or floating keyboard docks again: WillChangeFrame → WillShow.
    public static let dock = StoryboardAction(Events.Dock())
}
