/// How an animated value moves from its start to its target.
public enum TimingCurve: Sendable, Equatable, Hashable {
    /// A spring; its own settling time is the duration, whatever duration was asked for.
    case spring(Spring)
    /// A cubic Bézier run over the animation's duration.
    case bezier(CubicBezier)

    /// The keyboard's curve 7 (a clamped spring).
    public static let keyboard = TimingCurve.spring(.keyboard)
    /// The keyboard's spring on iOS 26 (unverified; keyboard-physics.md §1).
    public static let keyboardIOS26 = TimingCurve.spring(.keyboardIOS26)
    public static let linear = TimingCurve.bezier(.linear)
    public static let easeIn = TimingCurve.bezier(.easeIn)
    public static let easeOut = TimingCurve.bezier(.easeOut)
    public static let easeInOut = TimingCurve.bezier(.easeInOut)

    /// The named curves a storyboard may use.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("keyboard", .keyboard), ("keyboardIOS26", .keyboardIOS26), ("linear", .linear), ("easeIn", .easeIn),
        ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// Maps `UIViewAnimationCurve` raw values as UIKit does: 0…3 are the standard curves, 7 the keyboard spring.
    public static func uiViewAnimationCurve(_ raw: Int, keyboard: TimingCurve) -> TimingCurve {
        switch raw {
        case 0: return .easeInOut
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return keyboard
        }
    }
}

/// A curve with a duration: one animation's timing.
public struct Timing: Sendable, Equatable, Hashable {
    public var curve: TimingCurve
    /// The duration asked for, in seconds. A spring ignores it (see `realDurationSeconds`).
    public var durationSeconds: Double

    public init(curve: TimingCurve, durationSeconds: Double) {
        self.curve = curve; self.durationSeconds = durationSeconds
    }

    /// How long the motion really lasts: the spring's settling time, or the duration asked for.
    public var realDurationSeconds: Double {
        switch curve {
        case .spring(let s): return s.settlingDuration
        case .bezier: return durationSeconds
        }
    }

    /// Progress 0…1 after `elapsed` seconds; 1 once the animation is over.
    public func progress(elapsed: Double) -> Double {
        if elapsed <= 0 { return 0 }
        switch curve {
        case .spring(let s):
            return s.progress(at: elapsed)
        case .bezier(let b):
            guard durationSeconds > 0 else { return 1 }
            return b.progress(atFraction: elapsed / durationSeconds)
        }
    }
}
