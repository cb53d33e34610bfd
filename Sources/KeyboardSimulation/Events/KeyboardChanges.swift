/// The keyboard itself changes: the QuickType bar, a hardware keyboard, another keyboard, an
/// accessory view. Each is immediate while the keyboard is up (WillShow with duration 0),
/// except a hardware keyboard, which moves it with the keyboard's timing.
extension Events {
    struct QuickType: EventKind {
        static let name = "quickType"
        static let needs: EventNeeds = [.dockedKeyboard]
        var visible: Bool

        init(visible: Bool) { self.visible = visible }

        init(reading e: inout JSONObjectReader) throws {
            guard let v = try e.bool("visible") else { throw e.fail("visible", "required") }
            visible = v
        }

        func validate(_ check: FieldCheck) throws {
            if check.storyboard.system == .ios7 { throw check.fail("do", "ios7 has no QuickType bar (it arrived with iOS 8)") }
        }

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            guard visible != uikit.keyboard.setup.quickType else {
                throw uikit.failure(i, "the QuickType bar is already \(visible ? "visible" : "hidden")")
            }
            uikit.keyboard.setup.quickType = visible
            uikit.resizeKeyboard(at: t)
        }
    }

    struct HardwareKeyboard: EventKind {
        static let name = "hardwareKeyboard"
        static let needs: EventNeeds = [.dockedKeyboard]
        var connected: Bool

        init(connected: Bool) { self.connected = connected }

        init(reading e: inout JSONObjectReader) throws {
            guard let c = try e.bool("connected") else { throw e.fail("connected", "required") }
            connected = c
        }

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            guard connected != uikit.keyboard.setup.hardware else {
                throw uikit.failure(i, "a hardware keyboard is already \(connected ? "connected" : "disconnected")")
            }
            uikit.keyboard.setup.hardware = connected
            guard uikit.keyboard.field.isFocused else { return }
            let o = uikit.host.interfaceOrientation
            let visible = uikit.keyboardTargetVisible(o)
            uikit.moveKeyboard(visible: visible, height: uikit.keyboardTargetHeight(o), timing: uikit.keyboardTiming,
                             showing: visible > uikit.hiddenVisible, at: t)
        }
    }

    struct SwitchKeyboard: EventKind {
        static let name = "switchKeyboard"
        static let needs: EventNeeds = [.dockedKeyboard]
        static let height = StoryboardNumber("switchKeyboard.height", 1...2000, .points, default: "required")
        var height: Double
        var asHideShow: Bool

        init(height: Double, asHideShow: Bool) { self.height = height; self.asHideShow = asHideShow }

        init(reading e: inout JSONObjectReader) throws {
            let h = try e.requiredNumber(Self.height)
            self.init(height: h, asHideShow: try e.bool("asHideShow") ?? false)
        }

        func validate(_ check: FieldCheck) throws { try check.number(height, Self.height) }

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            uikit.keyboard.setup.customHeight = height
            guard asHideShow && uikit.keyboard.field.isFocused && uikit.keyboardShown && !uikit.keyboard.setup.hardware else { return uikit.resizeKeyboard(at: t) }
            // One run-loop turn: the keyboard goes from its old height to the new one; handlers
            // see a hide to below the screen, then a show from there.
            let o = uikit.host.interfaceOrientation, old = uikit.host.keyboardHeight.target
            let below = uikit.screenFrame(visible: uikit.hiddenVisible, height: old, in: o)
            uikit.moveKeyboard(visible: uikit.hiddenVisible, height: old, timing: uikit.keyboardTiming, showing: false, at: t)
            let newHeight = uikit.keyboardTargetHeight(o)
            uikit.moveKeyboard(visible: newHeight, height: newHeight, left: 0, right: 0, timing: uikit.keyboardTiming, showing: true, at: t, begin: below)
        }
    }

    struct SetAccessory: EventKind {
        static let name = "setAccessory"
        static let needs: EventNeeds = [.dockedKeyboard, .firstResponder]
        static let height = StoryboardNumber("setAccessory.height", 0...500, .points, default: "required (0 removes the accessory view)")
        var height: Double

        init(height: Double) { self.height = height }

        init(reading e: inout JSONObjectReader) throws {
            guard let h = try e.number(Self.height) else { throw e.fail("height", "required (0 removes the accessory view)") }
            height = h
        }

        func validate(_ check: FieldCheck) throws { try check.number(height, Self.height) }

        @MainActor func happen(in uikit: any EventContext, event i: Int, at t: Double) throws {
            guard !uikit.host.accessoryIsBar else {
                throw uikit.failure(i, "setAccessory with the inputAccessory strategy: its bar already is the text field's accessory view")
            }
            guard uikit.keyboard.field.isFocused else { throw uikit.failure(i, "setAccessory needs the text field focused (reloadInputViews on the first responder)") }
            guard height != uikit.keyboard.setup.accessoryHeight else { throw uikit.failure(i, "the accessory view is already \(NumberFormat.asGiven(height)) pt tall") }
            uikit.keyboard.setup.accessoryHeight = height
            uikit.resizeKeyboard(at: t)
        }
    }
}

extension StoryboardAction {
    /// The QuickType bar is shown or hidden.
    public static func quickType(visible: Bool) -> StoryboardAction { StoryboardAction(Events.QuickType(visible: visible)) }
    /// A hardware keyboard is connected or disconnected.
    public static func hardwareKeyboard(connected: Bool) -> StoryboardAction {
        StoryboardAction(Events.HardwareKeyboard(connected: connected))
    }
    /// Another keyboard (e.g. a custom one) replaces the current one, with this height in points.
    /// With `asHideShow`, UIKit reports it as a hide followed at once by a show (as some
    /// third-party and emoji keyboard switches do), both with the keyboard's duration and curve.
    public static func switchKeyboard(height: Double, asHideShow: Bool = false) -> StoryboardAction {
        StoryboardAction(Events.SwitchKeyboard(height: height, asHideShow: asHideShow))
    }
    /// An `inputAccessoryView` of this height (0: none) is set on the focused text field, then
    /// `reloadInputViews()`: WillChangeFrame → WillShow with duration 0, the keyboard grows or shrinks.
    public static func setAccessory(heightPoints: Double) -> StoryboardAction {
        StoryboardAction(Events.SetAccessory(height: heightPoints))
    }
}
