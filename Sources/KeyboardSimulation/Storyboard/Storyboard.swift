import Foundation
/// Which iOS era's UIKit behaviour to model (docs/keyboard-physics.md §4–§5, §8).
public enum SystemVersion: String, Sendable, CaseIterable {
    /// The iOS 7 rotation order, portrait-fixed screen coordinates, replacing animations, no QuickType.
    case ios7
    /// Transition coordinator; keyboard notifications during rotation without animation.
    case ios8
    /// As iOS 8, plus `UIKeyboardLayoutGuide`.
    case ios15
    /// As iOS 15 (iPadOS 17 adds nothing the simulation models differently); named so storyboards can say what they target.
    case ios17
    /// As iOS 17: named so a film can be set against `ios26` as "the system before".
    case ios18
    /// As iOS 17, but the keyboard runs the iOS 26 spring (mass 1, stiffness 555, damping 47.1;
    /// unverified, see docs/keyboard-physics.md §1); an app built with the iOS 26 SDK gets the
    /// rounded keyboard (`Storyboard.sdk`), and typed keyboard messages are posted.
    case ios26

    /// Whether `UIKeyboardLayoutGuide` exists (iOS 15 and later).
    public var hasKeyboardLayoutGuide: Bool { self != .ios7 && self != .ios8 }
    /// Whether rotations use the iOS 8 transition coordinator (all but iOS 7).
    public var hasTransitionCoordinator: Bool { self != .ios7 }
    /// Whether the keyboard frame UIKit reports leaves out the input accessory view above the keys
    /// (iOS 26: docs/keyboard-physics.md §13); earlier systems report keys + accessory.
    public var reportsKeysWithoutAccessory: Bool { self == .ios26 }
    /// The spring UIKit runs for the keyboard's curve 7 on this system.
    public var keyboardSpring: Spring { self == .ios26 ? .keyboardIOS26 : .keyboard }
}

/// The SDK the app was built with. On iOS 26 it decides which keyboard the app gets: the
/// rounded "Liquid Glass" keyboard with the iOS 26 SDK, the keyboard of iOS 18 with an older one
/// (docs/keyboard-physics.md §9). Earlier systems show their own keyboard whatever the SDK.
public enum SDKVersion: String, Sendable, CaseIterable {
    case ios18
    case ios26
}

/// Reported system bugs a storyboard can switch on, by the name the storyboard uses. They are
/// bugs, not designs, so a film shows them only when asked to; on other systems they do nothing.
public struct SystemBugs: Sendable, Equatable {
    /// iOS 26: during an interactive dismissal the keyboard layout guide leaves out the input
    /// accessory view (its top jumps down to the keys' top when the finger starts) and takes it
    /// back once the keyboard is fully open again (FB18129551; react-native-keyboard-controller
    /// pull request #1068).
    public var layoutGuideDragWithoutAccessory = false
    /// iPadOS 26: with an input accessory set, the End frame in the keyboard notifications is in
    /// the view's coordinates instead of the screen's (FB18129544, in chockenberry/KeyboardAvoider),
    /// so code that converts it from the screen's converts it twice.
    public var endFrameInViewCoordinates = false
    public init() {}
    /// The storyboard keys, in the order they are documented.
    public static let keys = ["layoutGuideDragWithoutAccessory", "endFrameInViewCoordinates"]
}

/// Light or dark appearance of the rendered interface.
public enum Appearance: String, Sendable, CaseIterable { case light, dark }

/// What a built-in strategy's chat screen does to its table when the bar moves (in the bar's
/// own animation), then scrolling its newest message into view.
public enum TableAdjustment: String, Sendable, CaseIterable {
    /// Shrink the table's frame so it ends at the bar.
    case frame
    /// Keep the table full height behind the bar; set its bottom content and indicator insets
    /// to what the bar and keyboard cover.
    case contentInset
}

/// The views on screen besides the keyboard.
public struct Layout: Sendable, Equatable {
    /// Height of the bar (text field + send button), in points.
    public var barHeight: Double = 44
    /// Whether a tab bar sits under the bar when the keyboard is hidden.
    public var tabBar = false
    /// Height of the tab bar above the safe-area bottom, in points.
    public var tabBarHeight: Double = 49
    /// Number of chat rows in the table.
    public var tableRows = 14
    /// What a built-in strategy does to its table (nil: its article's listing's, else `frame`).
    /// Films of your own controller run your code instead.
    public var tableAdjustment: TableAdjustment?
    /// Where the view controller's view sits on the screen (a full-screen view by default).
    public var presentation = ViewPresentation.fullScreen
    /// `keyboardLayoutGuide.followsUndockedKeyboard` (default false: an undocked, split or
    /// floating keyboard counts as hidden). With true, the bar is meant to sit on such a keyboard.
    public var followsUndockedKeyboard = false
    public init() {}
}

/// The software keyboard's behaviour; every default can be overridden by a storyboard.
public struct KeyboardModel: Sendable, Equatable {
    /// Whether the QuickType (predictive) bar is showing when the storyboard starts (nil: yes,
    /// except on `ios7`, which has none).
    public var quickType: Bool?
    /// The curve UIKit really runs for keyboard animations (nil: curve 7 = the system's
    /// clamped spring, `SystemVersion.keyboardSpring`).
    public var curve: TimingCurve?
    /// Duration for `curve` when it is a Bézier (a spring keeps its own).
    public var curveDurationSeconds = 0.5
    /// `UIKeyboardAnimationDurationUserInfoKey`: what notifications report.
    public var reportedDurationSeconds = 0.25
    /// `UIKeyboardAnimationCurveUserInfoKey`: what notifications report.
    public var reportedCurve = 7
    /// Keyboard heights (default: the device's row of the reference table).
    public var heights: KeyboardHeights
    /// Heights of iOS 26's rounded keyboard, for apps built with the iOS 26 SDK (default: the
    /// device's measured ones, else `heights`). `Storyboard.keyboardHeights` picks one of the two.
    public var liquidGlassHeights: KeyboardHeights
    /// Visible height left by a connected hardware keyboard (iPad shortcuts bar: 55 pt).
    public var hardwareBarHeight: Double
    /// How long a cancelled interactive dismissal takes to snap back, per point of travel (nil:
    /// the reported duration × travel / keyboard height, which gives the measured 0.145189 s
    /// for 122 → 291 pt; docs/keyboard-physics.md §1, §10).
    public var snapBackSecondsPerPoint: Double?
    /// The curve of the snap-back.
    public var snapBackCurve = TimingCurve.easeInOut
    /// iPad: how far an undocked or split keyboard's bottom rises above the screen's bottom
    /// when the event gives no `lift` (nil: 30 % of the screen's height; a parameter, the sources
    /// give no figure).
    public var undockLift: Double?
    /// iPad: size of the floating keyboard (an iPhone-sized keyboard; approximate).
    public var floatingWidth = 320.0
    public var floatingHeight = 262.0

    public init(device: Device) {
        heights = device.keyboard
        liquidGlassHeights = device.liquidGlassKeyboard ?? device.keyboard
        hardwareBarHeight = device.hardwareKeyboardBarHeight
    }

    /// A keyboard model with the QuickType default and the keyboard spring of `system` filled in.
    public init(device: Device, system: SystemVersion) {
        self.init(device: device)
        quickType = system != .ios7
    }

    /// Whether the QuickType bar shows at the start on `system`.
    public func startsWithQuickType(on system: SystemVersion) -> Bool { quickType ?? (system != .ios7) }

    /// With Reduce Motion on, the keyboard's own show/hide motion uses this curve and duration
    /// instead (sources are thin: a linear 0.25 s move by default; docs/keyboard-physics.md §9).
    public var reducedMotionCurve = TimingCurve.linear

    /// The curve that `UIViewAnimationCurve` 7 runs on `system` (the keyboard's spring, or `curve`).
    public func curve7(on system: SystemVersion) -> TimingCurve { curve ?? .spring(system.keyboardSpring) }

    /// The timing of the keyboard's own show/hide animations on `system`, with or without Reduce Motion.
    public func timing(on system: SystemVersion, reduceMotion: Bool = false) -> Timing {
        reduceMotion ? Timing(curve: reducedMotionCurve, durationSeconds: reducedMotionDuration(on: system))
            : Timing(curve: curve7(on: system), durationSeconds: curveDurationSeconds)
    }

    /// With Reduce Motion, how long the keyboard takes to arrive: `reducedMotionDurationSeconds`
    /// if set, else 0.04 s on iOS 26 (its cross-fade: DidShow ≈ 40 ms after WillShow) and 0.25 s before.
    public var reducedMotionDurationSeconds: Double?
    public func reducedMotionDuration(on system: SystemVersion) -> Double {
        reducedMotionDurationSeconds ?? (system == .ios26 ? 0.04 : 0.25)
    }

    /// The snap-back of a cancelled drag over `distance` points of a keyboard `height` tall.
    public func snapBackSeconds(distance: Double, keyboardHeight: Double) -> Double {
        if let perPoint = snapBackSecondsPerPoint { return distance * perPoint }
        return keyboardHeight > 0 ? reportedDurationSeconds * distance / keyboardHeight : 0
    }
}

/// The interface rotation animation (undocumented by Apple; keyboard-physics.md §5).
public struct RotationModel: Sendable, Equatable {
    public var quarterTurnSeconds = 0.3
    public var halfTurnSeconds = 0.6
    public var curve = TimingCurve.easeInOut
    public init() {}
}

/// One timed event.
public struct StoryboardEvent: Sendable, Equatable {
    /// Seconds from the start.
    public var atSeconds: Double
    public var action: StoryboardAction
    public init(atSeconds: Double, action: StoryboardAction) { self.atSeconds = atSeconds; self.action = action }
}

/// A validated storyboard: everything the simulation needs, defaults filled in.
public struct Storyboard: Sendable, Equatable {
    public var name: String
    /// What the storyboard shows, in one sentence (for listings and reports).
    public var summary = ""
    /// Where the storyboard came from (its file path), for error messages.
    public var source: String
    /// The JSON as it was read (nil for a storyboard built in code): reports quote it, and a
    /// pipe such as `/dev/stdin` cannot be read twice.
    public var sourceText: String?
    public var device: Device
    public var orientation: InterfaceOrientation
    public var system: SystemVersion
    /// Frames per second of the film.
    public var fps: Int
    /// Pixels per point of rendered frames.
    public var scale: Int
    /// Length of the film in seconds; frames run from 0 to this time inclusive.
    public var durationSeconds: Double
    public var appearance: Appearance
    public var strategy: StrategyConfiguration
    /// Whether the storyboard names a built-in strategy (a file without `strategy` is filmed
    /// with your own controller, `Film(storyboard:setUp:)`, and refused by `render`).
    public var namesStrategy = true
    /// Whether the file states `fps` / `scale` (else they are defaults, which `verify` may take
    /// from the golden instead).
    public var statesFPS = true
    public var statesScale = true
    public var layout: Layout
    public var keyboard: KeyboardModel
    public var rotation: RotationModel
    public var events: [StoryboardEvent]
    /// Whether view animations are additive (nil: the system's default, additive from iOS 8).
    public var additiveAnimations: Bool?
    /// The Reduce Motion accessibility setting: the keyboard's own motion becomes
    /// `keyboard.reducedMotionCurve` over `keyboard.reducedMotionDurationSeconds`.
    public var reduceMotion = false
    /// The SDK the app was built with (nil: the system's own; on `ios26`, the iOS 26 SDK).
    public var sdk: SDKVersion?
    /// Reported system bugs to reproduce (each off by default; each acts only on the system it
    /// was reported for): docs/keyboard-physics.md §13.
    public var systemBugs = SystemBugs()
    /// Whether the app gets iOS 26's rounded keyboard: on `ios26`, built with the iOS 26 SDK.
    public var showsLiquidGlassKeyboard: Bool { system == .ios26 && (sdk ?? .ios26) == .ios26 }
    /// The keyboard heights this film uses: iOS 26's rounded keyboard's, or the classic ones.
    public var keyboardHeights: KeyboardHeights { showsLiquidGlassKeyboard ? keyboard.liquidGlassHeights : keyboard.heights }
    /// Whether the app supports `portraitUpsideDown` (nil: iPad yes, iPhone no — UIKit's
    /// `allButUpsideDown` default). Face ID iPhones never rotate upside down.
    public var supportsUpsideDown: Bool?

    /// A storyboard with every default; set what you need, then `validate()`.
    public init(name: String, device: Device, strategy: StrategyConfiguration, durationSeconds: Double,
                events: [StoryboardEvent]) {
        self.name = name; self.source = "<storyboard \(name)>"; self.device = device; self.orientation = .portrait; self.system = .ios15
        self.fps = 60; self.scale = device.scale; self.durationSeconds = durationSeconds
        self.appearance = .light; self.strategy = strategy; self.layout = Layout()
        self.keyboard = KeyboardModel(device: device); self.rotation = RotationModel(); self.events = events
    }

    /// Number of frames: one at t = 0 and one per 1/fps up to the duration.
    public var frameCount: Int { Int((durationSeconds * Double(fps)).rounded(.down)) + 1 }

    /// The time of frame `index`, in seconds.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }
}
